import { SEARCH_DEBOUNCE_MS } from '@tianguis/core/constants'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'

/** What `{shop}/sugerencias` answers: searches to complete the text, and items to open. */
export interface SearchSuggestions {
  completions: string[]
  items: Array<{ name: string; href: string }>
}

/**
 * The navbar search's suggestions (issue #4 §5): up to 5 searches that complete the text, each
 * opening the list filtered by it, and up to 10 items, each opening its page. Loaded only once
 * the visitor types (search-box.tsx), so pages do not carry this code on first load.
 */
export default function SearchSuggestionList({
  text,
  endpoint,
  type,
  listHref,
}: {
  text: string
  /** `{base}/sugerencias` */
  endpoint: string
  type: 'product' | 'service' | 'experience'
  /** The list a completion filters (`{base}/productos`, …). */
  listHref: string
}) {
  const t = useT()
  const [found, setFound] = useState<SearchSuggestions | null>(null)
  useEffect(() => {
    const query = text.trim().toLowerCase()
    const abort = new AbortController()
    const timer = setTimeout(() => {
      fetch(`${endpoint}?${new URLSearchParams({ q: query, type })}`, { signal: abort.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : null))
        .then((answer) => setFound(answer))
        // A failed or abandoned request leaves no suggestions; the search itself still works.
        .catch(() => {})
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [text, endpoint, type])
  if (!found || (found.completions.length === 0 && found.items.length === 0)) return null
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 pb-4 sm:flex-row sm:gap-8">
      {found.completions.length > 0 ? (
        <ul aria-label={t('nav.search.completions')} className="flex flex-col gap-1">
          {found.completions.map((completion) => (
            <li key={completion}>
              <Link to={`${listHref}?${new URLSearchParams({ filter: completion })}`} className="underline">
                {completion}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {found.items.length > 0 ? (
        <ul aria-label={t('nav.search.suggestions')} className="flex flex-col gap-1">
          {found.items.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="font-medium underline">
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
