import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'

/** The messages `PageLinks` shows; a page that uses it asks for them (decision 019). */
export const PAGE_LINKS_MESSAGES = ['items.pages', 'items.previous', 'items.next'] as const

const pageOnly = (page: number) => `?page=${page}`

/**
 * 'Anterior' and 'Siguiente' between the pages of a list, as plain links (001 §2 "Lists page
 * through `page`"), so they work without JavaScript. Nothing when there is one page. `href` makes
 * a page's address; a list with a search or filters passes one that keeps them (the default keeps
 * only `?page=N`).
 */
export function PageLinks({
  page,
  pages,
  href = pageOnly,
}: {
  page: number
  pages: number
  href?: (page: number) => string
}) {
  const t = useT()
  if (pages <= 1 && page <= 1) return null
  return (
    <nav aria-label={t('items.pages')} className="flex justify-between">
      {page > 1 ? <Link to={href(page - 1)}>{t('items.previous')}</Link> : <span />}
      {page < pages ? <Link to={href(page + 1)}>{t('items.next')}</Link> : null}
    </nav>
  )
}
