import { useT } from '../../i18n/use-t'
import { resellerPaths } from './paths'

/** The reseller area's three pages (001 §2), the current one marked. */
export function ResellerNav({ base, current }: { base: string; current: 'items' | 'catalogues' | 'plans' }) {
  const t = useT()
  const links = [
    { key: 'items', href: resellerPaths.items(base), label: t('reseller.nav.items') },
    { key: 'catalogues', href: resellerPaths.catalogues(base), label: t('reseller.nav.catalogues') },
    { key: 'plans', href: resellerPaths.plans(base), label: t('reseller.nav.plans') },
  ] as const
  return (
    <nav aria-label={t('reseller.nav.items')} className="flex flex-wrap gap-4 border-gray-200 border-b pb-2">
      {links.map((link) => (
        <a
          key={link.key}
          href={link.href}
          aria-current={link.key === current ? 'page' : undefined}
          className={link.key === current ? 'font-semibold text-gray-900' : 'text-blue-800 underline'}
        >
          {link.label}
        </a>
      ))}
    </nav>
  )
}
