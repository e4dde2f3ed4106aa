import { SEARCH_DEBOUNCE_MS } from '@tianguis/core/constants'
import { useEffect, useRef } from 'react'
import { Form, useSubmit } from 'react-router'
import { useT } from '../../i18n/use-t'

/**
 * A list's search box (issue #4 §5): a GET form on `?filter` that works without JavaScript;
 * with it, the list follows the text as it is typed (debounced, lower-cased, history replaced
 * so Back leaves the list rather than stepping through every letter).
 */
export function ItemSearch({ filter, keep }: { filter: string; keep: Record<string, string> }) {
  const t = useT()
  const submit = useSubmit()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <Form method="get" role="search" className="flex min-w-0 flex-1 items-end gap-2">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <span>{t('items.search')}</span>
        <input
          type="search"
          name="filter"
          defaultValue={filter}
          autoComplete="off"
          maxLength={100}
          placeholder={t('nav.search.placeholder')}
          onChange={(event) => {
            const form = event.currentTarget.form
            clearTimeout(timer.current)
            timer.current = setTimeout(() => {
              if (!form) return
              const data = new FormData(form)
              data.set(
                'filter',
                String(data.get('filter') ?? '')
                  .trim()
                  .toLowerCase(),
              )
              submit(data, { replace: true, preventScrollReset: true })
            }, SEARCH_DEBOUNCE_MS)
          }}
          className="w-full max-w-sm rounded-md border border-gray-400 bg-white px-3 py-1.5 text-gray-900"
        />
      </label>
      <button type="submit" className="rounded-md border border-current px-3 py-1 text-sm">
        {t('items.search.submit')}
      </button>
    </Form>
  )
}
