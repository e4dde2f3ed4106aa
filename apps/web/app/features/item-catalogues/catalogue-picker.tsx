import { CATALOGUE_EVENTS, type CatalogueEventDetail } from '@tianguis/core/catalogue-events'
import { CATALOGUE_DROPDOWN_MAX_HEIGHT_PX } from '@tianguis/core/constants'
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { toast } from '../toasts/toast'
import { AvailableCatalogues } from './available-catalogues'
import { NewCatalogueForm } from './new-catalogue-form'
import { addItem, availableList, catalogueList, createCatalogue, type PickerCatalogue } from './picker-calls'

export interface CataloguePickerProps {
  /** The shop whose catalogues are offered (the one being viewed, which the viewer administers). */
  shop: string
  itemId: string
  name: string
  /** The control's page without JavaScript, where its link leads and its forms post. */
  pagePath: string
}

/**
 * The item page's 'Agregar a un catálogo' for a shop admin (000 §7, 001 §2, §9; decision 074).
 * Without JavaScript its link opens the control's page and its form posts there. With it, the
 * link opens a dropdown of the shop's catalogues, 15 at a time, at most 300 px high, loading the
 * next 15 as its end scrolls into view, fetched only once opened; picking one adds the item
 * (a success toast, or 001 §8's 'Ocurrio un error al agregar el producto.') and announces
 * `ADD_PRODUCT` on `document` (001 §3). The new-catalogue form makes the catalogue, then adds;
 * a refused name shows its message ('Invalid name') on the field. Below, the owner's catalogues
 * the shop does not show (at most 50, 000 §9): picking one shows it in the shop and adds (078).
 */
export function CataloguePicker({ shop, itemId, name, pagePath }: CataloguePickerProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [list, setList] = useState<{ results: PickerCatalogue[]; total: number } | null>(null)
  const [loading, setLoading] = useState(false)
  const [busy, setBusy] = useState(false)
  const [nameError, setNameError] = useState<string | null>(null)
  // The owner's catalogues the shop does not show (≤ 50, decision 078), asked for once opened.
  const [available, setAvailable] = useState<PickerCatalogue[] | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const end = useRef<HTMLLIElement>(null)

  const more = list === null || list.results.length < list.total
  // Opened: the first page, then the next each time the list's end scrolls into view.
  useEffect(() => {
    if (!open || loading || !more) return
    const load = () => {
      setLoading(true)
      void catalogueList(shop, list?.results.length ?? 0).then((page) => {
        setLoading(false)
        // A failed page ends the list where it is (001 §8: list failures show what there is).
        setList((before) =>
          page
            ? { results: [...(before?.results ?? []), ...page.results], total: page.total }
            : { results: before?.results ?? [], total: before?.results.length ?? 0 },
        )
      })
    }
    if (list === null) return load()
    const target = end.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      root: box.current,
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [open, loading, more, list, shop])

  useEffect(() => {
    if (!open || available !== null) return
    void availableList(shop).then((found) => setAvailable(found ?? []))
  }, [open, available, shop])

  const added = (catalogue: PickerCatalogue) => {
    toast({
      kind: 'success',
      title: t('itemCatalogues.addedTitle'),
      message: t('itemCatalogues.addedTo', { catalogue: catalogue.name }),
    })
    const detail: CatalogueEventDetail = { catalogue_id: catalogue.id, product_ids: [itemId] }
    document.dispatchEvent(new CustomEvent(CATALOGUE_EVENTS.added, { detail }))
  }
  const failed = () =>
    toast({ kind: 'error', title: t('itemCatalogues.errorTitle'), message: t('itemCatalogues.failed') })

  const pick = async (catalogue: PickerCatalogue, show = false) => {
    setBusy(true)
    const ok = await addItem(shop, catalogue.id, itemId, show)
    setBusy(false)
    if (!ok) return failed()
    if (show) {
      // Shown now: it leaves the available list and joins the shop's, asked for again when next opened.
      setAvailable((before) => before?.filter((one) => one.id !== catalogue.id) ?? null)
      setList(null)
    }
    setOpen(false)
    added(catalogue)
  }

  const makeNew = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const wanted = String(new FormData(form).get('name') ?? '').trim()
    setBusy(true)
    const made = await createCatalogue(shop, wanted)
    if (!made.ok) {
      setBusy(false)
      if (made.nameError) return setNameError(made.nameError)
      return failed()
    }
    setNameError(null)
    // The list is asked for again when next opened: the new catalogue is in it.
    setList(null)
    const ok = await addItem(shop, made.catalogue.id, itemId)
    setBusy(false)
    if (!ok) return failed()
    form.reset()
    setOpen(false)
    added(made.catalogue)
  }

  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    setOpen((was) => !was)
  }

  return (
    <section aria-label={t('itemCatalogues.title')} className="relative flex flex-col gap-2">
      <a
        href={pagePath}
        onClick={toggle}
        aria-expanded={open}
        aria-controls="item-catalogues-panel"
        aria-label={t('itemCatalogues.openLabel', { name })}
        className="self-start rounded-md border border-gray-400 px-3 py-1.5 font-medium text-gray-900 text-sm no-underline"
      >
        {t('itemCatalogues.open')}
      </a>
      {open ? (
        <div
          id="item-catalogues-panel"
          className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-3 text-gray-900 shadow-lg"
        >
          <div ref={box} style={{ maxHeight: CATALOGUE_DROPDOWN_MAX_HEIGHT_PX }} className="overflow-y-auto">
            <ul className="flex flex-col gap-1" aria-busy={loading || undefined}>
              {list?.results.map((catalogue) => (
                <li key={catalogue.id}>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void pick(catalogue)}
                    className="w-full cursor-pointer rounded px-2 py-1 text-left text-sm hover:bg-gray-100 disabled:opacity-60"
                  >
                    {t('itemCatalogues.pick', { catalogue: catalogue.name })}
                  </button>
                </li>
              ))}
              {list && list.results.length === 0 && !loading ? (
                <li className="text-gray-700 text-sm">{t('itemCatalogues.none')}</li>
              ) : null}
              {loading ? <li className="text-gray-700 text-sm">{t('itemCatalogues.loading')}</li> : null}
              <li ref={end} aria-hidden="true" className="h-px" />
            </ul>
          </div>
          {available && available.length > 0 ? (
            <AvailableCatalogues
              catalogues={available}
              busy={busy}
              onPick={(catalogue) => void pick(catalogue, true)}
            />
          ) : null}
          <NewCatalogueForm action={pagePath} error={nameError} busy={busy} onSubmit={makeNew} />
        </div>
      ) : null}
    </section>
  )
}
