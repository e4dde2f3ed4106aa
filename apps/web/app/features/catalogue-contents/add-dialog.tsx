import { DIALOG_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@tianguis/core/constants'
import type { CatalogueAddResult, CatalogueCandidate } from '@tianguis/core/contracts/catalogue-items'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { toast } from '../toasts/toast'
import { addFailed } from './admin-actions'
import { callApi, cataloguePath } from './contents-api'
import { announce, useCatalogueEvent } from './contents-events'
import type { ContentsAdmin } from './contents-types'

interface Page {
  results: CatalogueCandidate[]
  matches_estimated: number
}

/**
 * The add-products dialog (001 §2, §7 'Catalogue product search (editing)', §9 dialogs 10 a page):
 * a search over what the admin may put in (the shop's own items and other suppliers' dropshipping
 * ones), debounced 400 ms and lower-cased, with pages; 'Agregar' adds one at the end of the
 * catalogue and announces it (`ADD_PRODUCT`), a failure is the error toast 'Ocurrio un error al
 * agregar el producto.' (001 §8).
 */
export function AddDialog({ admin, onClose }: { admin: ContentsAdmin; onClose: () => void }) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [text, setText] = useState('')
  const [offset, setOffset] = useState(0)
  const [page, setPage] = useState<Page | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  useEffect(() => {
    dialog.current?.showModal()
    return () => clearTimeout(timer.current)
  }, [])

  useEffect(() => {
    let current = true
    const query = new URLSearchParams({ offset: String(offset), limit: String(DIALOG_PAGE_SIZE) })
    if (text) query.set('text', text)
    void callApi<Page>('GET', cataloguePath(admin.shopSlug, admin.catalogueId, `/candidates?${query}`)).then(
      (result) => {
        // 001 §8: a list that fails to load is an empty list.
        if (current) setPage(result.ok ? result.data : { results: [], matches_estimated: 0 })
      },
    )
    return () => {
      current = false
    }
  }, [admin, text, offset])

  const onAdded = useCallback((ids: string[]) => {
    setPage((before) =>
      before
        ? {
            ...before,
            results: before.results.map((item) =>
              ids.includes(item.id) ? { ...item, in_catalogue: true } : item,
            ),
          }
        : before,
    )
  }, [])
  useCatalogueEvent('added', admin.catalogueId, onAdded)

  const add = async (item: CatalogueCandidate) => {
    setBusy(item.id)
    const result = await callApi<CatalogueAddResult>(
      'POST',
      cataloguePath(admin.shopSlug, admin.catalogueId, '/products'),
      { product_id: item.id },
    )
    setBusy(null)
    if (!result.ok) return addFailed(t)
    toast({ kind: 'success', title: t('catalogueContents.added'), message: item.name })
    announce('added', { catalogue_id: admin.catalogueId, product_ids: [item.id, ...result.data.added] })
  }

  const pages = page ? Math.ceil(page.matches_estimated / DIALOG_PAGE_SIZE) : 0
  const at = Math.floor(offset / DIALOG_PAGE_SIZE) + 1
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="add-products-title"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg p-0 text-gray-900 backdrop:bg-black/40"
    >
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="add-products-title" className="font-semibold text-lg">
            {t('catalogueContents.dialogTitle')}
          </h2>
          <button type="button" onClick={() => dialog.current?.close()} className="cursor-pointer underline">
            {t('catalogueContents.dialogClose')}
          </button>
        </div>
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('catalogueContents.dialogSearch')}</span>
          <input
            type="search"
            autoComplete="off"
            maxLength={100}
            onChange={(event) => {
              const value = event.currentTarget.value.trim().toLowerCase()
              clearTimeout(timer.current)
              timer.current = setTimeout(() => {
                setOffset(0)
                setText(value)
              }, SEARCH_DEBOUNCE_MS)
            }}
            className="rounded-md border border-gray-400 bg-white px-3 py-1.5"
          />
        </label>
        <ul className="flex flex-col gap-2" aria-busy={page === null}>
          {page?.results.map((item) => (
            <li key={item.id} className="flex items-center gap-3">
              {item.photo ? (
                <img
                  src={item.photo}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 rounded object-cover"
                />
              ) : (
                <span className="size-12 rounded bg-gray-200" aria-hidden="true" />
              )}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{item.name}</span>
                {item.is_dropshipping ? (
                  <span className="text-gray-700 text-xs">{t('catalogueContents.dialogDropshipping')}</span>
                ) : null}
              </span>
              {item.in_catalogue ? (
                <span className="text-gray-700 text-sm">{t('catalogueContents.dialogIn')}</span>
              ) : (
                <button
                  type="button"
                  disabled={busy !== null}
                  aria-label={`${t('catalogueContents.add')} ${item.name}`}
                  onClick={() => void add(item)}
                  className="cursor-pointer rounded-md border border-current px-3 py-1 text-sm"
                >
                  {t('catalogueContents.add')}
                </button>
              )}
            </li>
          ))}
        </ul>
        {page && page.results.length === 0 ? <p>{t('catalogueContents.dialogEmpty')}</p> : null}
        {pages > 1 ? (
          <nav aria-label={t('items.pages')} className="flex justify-between text-sm">
            <button
              type="button"
              disabled={at <= 1}
              onClick={() => setOffset(offset - DIALOG_PAGE_SIZE)}
              className="cursor-pointer underline disabled:invisible"
            >
              {t('items.previous')}
            </button>
            <button
              type="button"
              disabled={at >= pages}
              onClick={() => setOffset(offset + DIALOG_PAGE_SIZE)}
              className="cursor-pointer underline disabled:invisible"
            >
              {t('items.next')}
            </button>
          </nav>
        ) : null}
      </div>
    </dialog>
  )
}
