import {
  AVAILABLE_CATALOGUES_LIST_HEIGHT_PX,
  AVAILABLE_CATALOGUES_MODAL_PAGE_SIZE,
} from '@tianguis/core/constants'
import type { Catalogue } from '@tianguis/core/contracts/catalogues'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { useT } from '../../i18n/use-t'
import { toast } from '../toasts/toast'
import { shelfApi } from './shelf-client'

/**
 * The picker of *available* catalogues (000 §2, §9): the shop owner's catalogues the shop does not
 * show, newest first, loaded 30 at a time as the list (400 px high) scrolls. 'Mostrar en la tienda'
 * adds one at the end of the shop's list; the page's list and count reload behind the dialog.
 */
export function CataloguePicker({ shopSlug, onClose }: { shopSlug: string; onClose: () => void }) {
  const t = useT()
  const { revalidate } = useRevalidator()
  const dialog = useRef<HTMLDialogElement>(null)
  const sentinel = useRef<HTMLLIElement>(null)
  const [items, setItems] = useState<Catalogue[]>([])
  const [total, setTotal] = useState<number | null>(null)
  const [loading, setLoading] = useState(false)
  const offset = useRef(0)
  const busy = useRef(false)

  // Stable for the dialog's life: what is loading is kept in a ref, not in the closure.
  const more = useCallback(async () => {
    if (busy.current) return
    busy.current = true
    setLoading(true)
    const page = await shelfApi.available(shopSlug, offset.current, AVAILABLE_CATALOGUES_MODAL_PAGE_SIZE)
    // A failed page ends the list (001 §8: list failures are an empty list).
    const results = page?.results ?? []
    offset.current += results.length
    setItems((before) => [...before, ...results.filter((c) => !before.some((b) => b.id === c.id))])
    setTotal(page ? page.matches_estimated : offset.current)
    busy.current = false
    setLoading(false)
  }, [shopSlug])

  // Opened: the first page.
  useEffect(() => {
    dialog.current?.showModal()
    void more()
  }, [more])

  // The next 30 when the end of the list scrolls into view.
  useEffect(() => {
    const end = sentinel.current
    if (!end || total === null || offset.current >= total) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void more()
    })
    observer.observe(end)
    return () => observer.disconnect()
  }, [more, total])

  const show = async (catalogue: Catalogue) => {
    const done = await shelfApi.show(shopSlug, catalogue.id)
    if (!done) {
      toast({
        kind: 'error',
        title: t('catalogues.delete.failedTitle'),
        message: t('catalogues.shelf.failed'),
      })
      return
    }
    setItems((before) => before.filter((c) => c.id !== catalogue.id))
    offset.current = Math.max(0, offset.current - 1)
    setTotal((n) => (n === null ? n : n - 1))
    await revalidate()
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="catalogue-picker-title"
      className="m-auto w-full max-w-md rounded-lg p-0 backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between border-gray-200 border-b px-4 py-3">
        <h2 id="catalogue-picker-title" className="font-semibold text-gray-900 text-lg">
          {t('catalogues.shelf.pickerTitle')}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="cursor-pointer font-medium underline underline-offset-2"
        >
          {t('catalogues.shelf.pickerClose')}
        </button>
      </div>
      <ul
        className="flex flex-col divide-y divide-gray-100 overflow-y-auto px-4"
        style={{ height: AVAILABLE_CATALOGUES_LIST_HEIGHT_PX }}
      >
        {items.map((catalogue) => (
          <li key={catalogue.id} className="flex items-center justify-between gap-3 py-2">
            <span className="text-gray-900">{catalogue.name}</span>
            <button
              type="button"
              aria-label={t('catalogues.shelf.showLabel', { name: catalogue.name })}
              onClick={() => void show(catalogue)}
              className="cursor-pointer rounded-md border border-current px-2 py-1 font-medium text-sm"
            >
              {t('catalogues.shelf.show')}
            </button>
          </li>
        ))}
        {total === 0 || (total !== null && items.length === 0 && !loading) ? (
          <li className="py-4 text-gray-700">{t('catalogues.shelf.pickerEmpty')}</li>
        ) : null}
        {loading ? <li className="py-2 text-gray-600">{t('catalogues.shelf.pickerLoading')}</li> : null}
        <li ref={sentinel} aria-hidden="true" className="h-px" />
      </ul>
    </dialog>
  )
}
