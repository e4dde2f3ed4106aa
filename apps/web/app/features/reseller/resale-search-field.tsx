import { SEARCH_DEBOUNCE_MS } from '@tianguis/core/constants'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import {
  movedOption,
  newestOnly,
  type ResaleSearchFilters,
  suggestedNames,
  suggestionsPath,
} from './resale-search'

export interface ResaleSearchFieldProps {
  /** The filters the page was loaded with: the field starts with their text. */
  filters: ResaleSearchFilters
  /** The server's suggestions for `filters` (up to 10): the datalist, and the list's first answer. */
  suggestions: string[]
}

/** The suggestions on show and the request (its address) they answer. */
interface Found {
  path: string
  names: string[]
}

const LIST_ID = 'resale-suggestions-list'
const optionId = (index: number) => `resale-suggestion-${index}`

/**
 * The search field of /apps/me/referral (001 §9 'product search suggestions 10'; decision 077), an
 * island. The server renders it with a `<datalist>` of the suggestions for the text last searched,
 * which is all it has without JavaScript (decision 075). Once its code is there it is an ARIA
 * combobox: as the reseller types, 400 ms after the last key, it asks
 * `GET /api/v1/me/resale/suggestions` for the text and the form's type and supplier, and lists up to
 * 10 names. Arrow keys move through them, Enter (or a click) puts one in the field and sends the
 * filter form, Escape closes the list. A keystroke aborts the request before it, and an answer that
 * is no longer the newest is dropped, so a slow answer never replaces a newer one.
 */
export function ResaleSearchField({ filters, suggestions }: ResaleSearchFieldProps) {
  const t = useT()
  const field = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [requests] = useState(newestOnly)
  // Until the effect runs the field renders as the server did: React hydrates it against that HTML.
  const [live, setLive] = useState(false)
  const [found, setFound] = useState<Found>(() => ({ path: suggestionsPath(filters), names: suggestions }))
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [active, setActive] = useState(-1)

  /** The suggestions' address for what the form would send now. */
  const currentPath = () => {
    const input = field.current!
    const select = (name: string) =>
      (input.form?.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? null
    return suggestionsPath({ text: input.value, type: select('type'), dssupplier: select('dssupplier') })
  }

  const stop = () => {
    clearTimeout(timer.current)
    requests.cancel()
    setPending(false)
  }

  const ask = (path: string, delay: number) => {
    stop()
    setPending(true)
    timer.current = setTimeout(() => {
      const ticket = requests.start()
      fetch(path, {
        signal: ticket.signal,
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      })
        .then((response) => (response.ok ? response.json() : null))
        // A failed request leaves no suggestions: the field is still a search field.
        .catch(() => null)
        .then((body: unknown) => {
          if (!ticket.isNewest()) return
          setFound({ path, names: suggestedNames(body) })
          setActive(-1)
          setPending(false)
          // The answer opens the list (the field still has the focus: a blur stops the request).
          setOpen(true)
        })
    }, delay)
  }

  const typed = () => {
    setActive(-1)
    if (field.current!.value.trim() === '') {
      stop()
      setOpen(false)
      return
    }
    // A list on show stays until the answer for the new text replaces it; a closed one waits for it.
    const path = currentPath()
    if (path !== found.path) return ask(path, SEARCH_DEBOUNCE_MS)
    stop()
    setOpen(true)
  }

  const close = () => {
    stop()
    setOpen(false)
    setActive(-1)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the code has come.
  useEffect(() => {
    setLive(true)
    // Text typed before the code came (an island, decision 051) counts as typed now.
    const input = field.current
    if (input && document.activeElement === input && input.value !== filters.text) typed()
    return stop
  }, [])

  const visible = live && open && found.names.length > 0

  const pick = (name: string) => {
    const input = field.current!
    input.value = name
    close()
    input.form?.requestSubmit()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (visible) return setActive(movedOption(active, found.names.length, event.key))
      // Closed: the list opens, on its first (or last) option when it is already for this text.
      const path = currentPath()
      if (path !== found.path) return ask(path, 0)
      setOpen(true)
      setActive(movedOption(-1, found.names.length, event.key))
    } else if (event.key === 'Enter') {
      // No option chosen: the form is sent with the text as typed.
      if (!visible || active < 0) return
      event.preventDefault()
      pick(found.names[active]!)
    } else if (event.key === 'Escape') {
      // Closed, Escape is the browser's too: a search field empties.
      if (visible) event.preventDefault()
      close()
    }
  }

  const status = !live || !open || pending ? '' : announcement(t, found.names.length)

  return (
    <div className="relative flex flex-col">
      <label className="flex flex-col text-sm">
        {t('reseller.items.search')}
        <input
          ref={field}
          type="search"
          name="text"
          defaultValue={filters.text}
          maxLength={100}
          autoComplete="off"
          className="rounded border border-gray-400 px-2 py-1"
          {...(live
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': visible,
                'aria-controls': LIST_ID,
                'aria-activedescendant': visible && active >= 0 ? optionId(active) : undefined,
                onChange: typed,
                onKeyDown,
                onBlur: close,
              }
            : { list: suggestions.length > 0 ? 'resale-suggestions' : undefined })}
        />
      </label>
      {!live && suggestions.length > 0 ? (
        // Without JavaScript (and until the code comes) the browser offers and narrows these.
        <datalist id="resale-suggestions">
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
      {live ? (
        <>
          <div
            id={LIST_ID}
            role="listbox"
            aria-label={t('reseller.items.suggestions')}
            hidden={!visible}
            className="absolute top-full left-0 z-20 mt-1 w-max min-w-full max-w-sm rounded border border-gray-300 bg-white py-1 text-gray-900 text-sm shadow-lg"
          >
            {found.names.map((name, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the APG combobox: the field keeps the focus and its keys move through the options (aria-activedescendant)
              <div
                key={name}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // The field keeps the focus, so the list stays open for the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(name)}
                className={`cursor-pointer px-2 py-1 ${index === active ? 'bg-blue-100 font-semibold' : 'hover:bg-gray-100'}`}
              >
                {name}
              </div>
            ))}
          </div>
          <p aria-live="polite" className="sr-only">
            {status}
          </p>
        </>
      ) : null}
    </div>
  )
}

/** What a screen reader hears once an answer is on show: how many suggestions, or none. */
function announcement(t: ReturnType<typeof useT>, count: number): string {
  if (count === 0) return t('reseller.items.suggestions.none')
  return count === 1 ? t('reseller.items.suggestions.one') : t('reseller.items.suggestions.many', { count })
}
