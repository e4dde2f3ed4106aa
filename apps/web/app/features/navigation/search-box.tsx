import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Icon } from './icons'
import { usePopoverFocus } from './popover'
import type { SearchTarget } from './sections'

/** 000 §2: when the search opens, focus moves to the field after 1 second. */
export const SEARCH_FOCUS_DELAY_MS = 1000

// The suggestions' code loads once the visitor types, not with the page (decision 019).
const SearchSuggestionList = lazy(() => import('./search-suggestions'))

const ITEM_TYPE = { products: 'product', services: 'service', experiences: 'experience' } as const

const TYPE_KEYS = {
  products: 'nav.search.products',
  services: 'nav.search.services',
  experiences: 'nav.search.experiences',
} as const

/**
 * The navbar search (000 §2): opens and closes, looks in products, services or experiences.
 * Without JavaScript it is a GET form: each type is a submit button with its own page
 * (`{base}/productos?filter=…`). With JavaScript the text is lower-cased before it goes, and from
 * the second letter typed it suggests searches and items of the first kind (search-suggestions.tsx).
 */
export function SearchBox({ targets }: { targets: SearchTarget[] }) {
  const t = useT()
  const navigate = useNavigate()
  const panel = usePopoverFocus<HTMLElement>(SEARCH_FOCUS_DELAY_MS)
  const [text, setText] = useState('')
  const field = useRef<HTMLInputElement>(null)
  // Text typed before the code came (an island, decision 051) is the search's from the start.
  useEffect(() => {
    if (field.current?.value) setText(field.current.value)
  }, [])
  if (targets.length === 0) return null
  const first = targets[0]!
  // `{base}/productos` → `{base}/sugerencias`: the same shop, by path or on its own host.
  const endpoint = `${first.href.slice(0, first.href.lastIndexOf('/'))}/sugerencias`

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const action = submitter?.formAction || form.action
    const text = String(new FormData(form).get('filter') ?? '')
      .trim()
      .toLowerCase()
    const path = new URL(action, window.location.href).pathname
    panel.current?.hidePopover()
    navigate(text ? `${path}?filter=${encodeURIComponent(text)}` : path)
  }

  return (
    <>
      <button
        type="button"
        popoverTarget="busqueda"
        className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/10"
      >
        <Icon name="search" />
        <span className="sr-only">{t('nav.search.open')}</span>
      </button>
      <search
        id="busqueda"
        ref={panel}
        popover="auto"
        className="popover-top"
        aria-label={t('nav.search.title')}
      >
        <form
          method="get"
          action={first.href}
          onSubmit={onSubmit}
          className="mx-auto flex max-w-3xl flex-wrap items-end gap-3 p-4"
        >
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <span className="font-medium">{t('nav.search.field')}</span>
            <input
              ref={field}
              type="search"
              name="filter"
              data-autofocus
              autoComplete="off"
              placeholder={t('nav.search.placeholder')}
              onChange={(event) => setText(event.currentTarget.value)}
              className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900"
            />
          </label>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">{t('nav.search.in')}</legend>
            {targets.map(({ section, href }) => (
              <button
                key={section}
                type="submit"
                formAction={href}
                className="inline-flex items-center gap-1 rounded-md bg-[var(--accent)] px-3 py-2 font-medium text-[var(--on-accent)] hover:opacity-90"
              >
                <Icon name="search" size={16} />
                {t(TYPE_KEYS[section])}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            popoverTarget="busqueda"
            popoverTargetAction="hide"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/10"
          >
            <Icon name="close" />
            <span className="sr-only">{t('nav.search.close')}</span>
          </button>
        </form>
        {text.trim().length >= 2 ? (
          <Suspense fallback={null}>
            <SearchSuggestionList
              text={text}
              endpoint={endpoint}
              type={ITEM_TYPE[first.section]}
              listHref={first.href}
            />
          </Suspense>
        ) : null}
      </search>
    </>
  )
}
