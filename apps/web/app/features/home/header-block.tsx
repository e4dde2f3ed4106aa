import type { Shop } from '@tianguis/core/contracts/shops'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { headerTarget } from './links'

type HeaderInfo = NonNullable<Shop['store_theme_info']['header_info']>

const BUTTON =
  'inline-block rounded-md bg-[var(--color1)] px-5 py-2.5 font-semibold text-[var(--on-color1)] hover:opacity-90'

/**
 * The header block (001 §2 "Store shell header block", §3 header_info): title, subtitle,
 * description and the call to action, on the default header colour RGB(245,248,250).
 */
export function HeaderBlock({ header, base }: { header: HeaderInfo; base: string }) {
  const t = useT()
  const target = headerTarget(header, base)
  const label = header.button_label || t('home.header.cta')
  return (
    <section
      aria-labelledby="header-title"
      className="rounded-lg bg-[var(--shell-header)] px-6 py-8 text-gray-900"
    >
      <h2 id="header-title" className="font-bold text-2xl md:text-3xl">
        {header.title}
      </h2>
      {header.subtitle ? <p className="mt-1 font-medium text-gray-800 text-lg">{header.subtitle}</p> : null}
      {header.description ? <p className="mt-3 max-w-prose text-gray-700">{header.description}</p> : null}
      {target ? (
        <p className="mt-5">
          {target.kind === 'internal' ? (
            <Link to={target.to} className={BUTTON}>
              {label}
            </Link>
          ) : (
            <a href={target.href} className={BUTTON}>
              {label}
            </a>
          )}
        </p>
      ) : null}
    </section>
  )
}
