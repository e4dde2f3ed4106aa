import type { Catalogue } from '@tianguis/core/contracts/catalogues'
import { TOAST_CASES } from '@tianguis/core/toasts'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigation, useSubmit } from 'react-router'
import { useT } from '../../i18n/use-t'
import { useHydrated } from '../../lib/use-hydrated'
import { toast, undoToast } from '../toasts/toast'
import { CatalogueCardLink } from './catalogue-card'
import { RemoveFromStore } from './remove-from-store'

/** Where a catalogue's deletion is confirmed without JavaScript, and where the page posts it. */
export function catalogueDeletePath(base: string, slug: string) {
  return `${base}/catalogos/${encodeURIComponent(slug)}/eliminar`
}

/**
 * A shop admin's catalogue card (000 §4 "Catalogue deletion (catalogue page)"): 'Eliminar' marks
 * it as deleting and shows a toast with Undo for 5 s; the card's own button undoes too, where the
 * keyboard already is. When the window passes, the card posts to the confirmation page's action,
 * which answers with the list and the outcome (`?hecho=`): a success toast with the list and count
 * updated, or an error toast with the mark cleared. A router submission rather than a fetcher:
 * the router's fetcher code would otherwise join every page's first load (decision 037). Leaving
 * the page before the window ends keeps the catalogue. Without JavaScript 'Eliminar' is a link to
 * the confirmation page.
 */
export function CatalogueAdminCard({
  catalogue,
  base,
  shopSlug,
}: {
  catalogue: Catalogue
  base: string
  shopSlug: string
}) {
  const t = useT()
  const hydrated = useHydrated()
  const submit = useSubmit()
  const navigation = useNavigation()
  // The toast whose window is open, then 'sent' while the deletion is on its way.
  const [pending, setPending] = useState<string | null>(null)
  const pendingRef = useRef(pending)
  pendingRef.current = pending
  // Undone from the card: the focus goes back to 'Eliminar', which takes the undo button's place.
  const refocus = useRef(false)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const undoButton = useRef<HTMLButtonElement>(null)
  const href = catalogueDeletePath(base, catalogue.slug)
  const name = catalogue.name

  useEffect(() => {
    return () => {
      if (pendingRef.current && pendingRef.current !== 'sent') undoToast(pendingRef.current)
    }
  }, [])

  // The deletion came back (the outcome's toast is the list's): the mark clears.
  useEffect(() => {
    if (navigation.state === 'idle' && pendingRef.current === 'sent') setPending(null)
  }, [navigation.state])

  const start = () => {
    const timing = TOAST_CASES.catalogueDeleteUndo
    const id = toast({
      kind: timing.kind,
      durationMs: timing.durationMs,
      title: t('catalogues.delete.pendingTitle'),
      message: t('catalogues.delete.pendingText', { name, seconds: timing.undoWindowMs / 1000 }),
      action: {
        label: 'undo',
        windowMs: timing.undoWindowMs,
        onCommit: () => {
          setPending('sent')
          void submit(
            { id: catalogue.id },
            { method: 'post', action: href, replace: true, preventScrollReset: true },
          )
        },
        onUndo: () => setPending(null),
      },
    })
    setPending(id)
  }

  const busy = pending !== null
  // The undo button takes the place of 'Eliminar', which had the focus, and the other way round.
  useEffect(() => {
    if (busy && document.activeElement === document.body) undoButton.current?.focus()
    if (!busy && refocus.current) {
      refocus.current = false
      deleteButton.current?.focus()
    }
  }, [busy])

  return (
    <li className="flex flex-col gap-2" aria-busy={busy || undefined}>
      <CatalogueCardLink catalogue={catalogue} base={base} deleting={busy} />
      <p className="text-gray-700 text-sm">
        {catalogue.num_products === 1
          ? t('catalogues.shelf.products.one')
          : t('catalogues.shelf.products.other', { n: catalogue.num_products })}
      </p>
      {busy ? null : (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link
            to={`${base}/catalogos/${encodeURIComponent(catalogue.slug)}/editar`}
            aria-label={t('catalogues.shelf.editLabel', { name })}
            className="font-medium text-gray-800 text-sm underline underline-offset-2 hover:no-underline"
          >
            {t('catalogues.shelf.edit')}
          </Link>
          {hydrated ? <RemoveFromStore shopSlug={shopSlug} id={catalogue.id} name={name} /> : null}
        </div>
      )}
      {busy ? (
        <p className="flex items-center justify-between gap-2 text-gray-700 text-sm">
          <span>{t('catalogues.delete.pending')}</span>
          {pending !== 'sent' ? (
            <button
              type="button"
              aria-label={t('catalogues.delete.undoLabel', { name })}
              ref={undoButton}
              onClick={() => {
                refocus.current = true
                undoToast(pending)
              }}
              className="cursor-pointer font-semibold underline underline-offset-2 hover:no-underline"
            >
              {t('catalogues.delete.undo')}
            </button>
          ) : null}
        </p>
      ) : hydrated ? (
        <button
          ref={deleteButton}
          type="button"
          aria-label={t('catalogues.delete.actionLabel', { name })}
          onClick={start}
          className="cursor-pointer self-start font-medium text-red-800 text-sm underline underline-offset-2 hover:no-underline"
        >
          {t('catalogues.delete.action')}
        </button>
      ) : (
        <Link
          to={href}
          aria-label={t('catalogues.delete.actionLabel', { name })}
          className="self-start font-medium text-red-800 text-sm underline underline-offset-2 hover:no-underline"
        >
          {t('catalogues.delete.action')}
        </Link>
      )}
    </li>
  )
}
