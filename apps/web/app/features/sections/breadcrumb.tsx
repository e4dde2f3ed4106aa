import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'

export interface Crumb {
  label: string
  /** Absent on the current page (the last crumb). */
  href?: string
}

/** The breadcrumb of a shop page (000 §2): Inicio › Section › …, the last one the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT()
  return (
    <nav aria-label={t('sections.breadcrumb')} className="text-gray-700 text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb's place in the trail is its identity
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? (
              <span aria-hidden="true" className="text-gray-500">
                ›
              </span>
            ) : null}
            {item.href ? (
              <Link to={item.href} className="underline-offset-2 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-gray-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
