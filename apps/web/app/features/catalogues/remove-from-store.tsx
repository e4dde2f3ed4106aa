import { TOAST_CASES } from '@tianguis/core/toasts'
import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { useT } from '../../i18n/use-t'
import { toast, undoToast } from '../toasts/toast'
import { shelfApi } from './shelf-client'

/**
 * 'Quitar de la tienda' on an admin's catalogue card (000 §4 'Catalogue card removed from a store
 * list'): a warning toast with Cancel that leaves after 4 s, and the removal after 5 s unless
 * cancelled. Only the shop's `shop_catalogues` row goes (the catalogue stays its owner's, and
 * shows in the picker again); then the list and count reload. A failed removal resets silently.
 */
export function RemoveFromStore({ shopSlug, id, name }: { shopSlug: string; id: string; name: string }) {
  const t = useT()
  const { revalidate } = useRevalidator()
  const [pending, setPending] = useState<string | null>(null)
  const pendingRef = useRef(pending)
  pendingRef.current = pending

  // Leaving the page before the window ends keeps the catalogue in the store.
  useEffect(() => {
    return () => {
      if (pendingRef.current && pendingRef.current !== 'sent') undoToast(pendingRef.current)
    }
  }, [])

  const start = () => {
    const timing = TOAST_CASES.catalogueRemoval
    const toastId = toast({
      kind: timing.kind,
      durationMs: timing.durationMs,
      title: t('catalogues.shelf.removingTitle'),
      message: t('catalogues.shelf.removingText', { name }),
      action: {
        label: 'cancel',
        windowMs: timing.undoWindowMs,
        onCommit: () => {
          setPending('sent')
          void shelfApi.remove(shopSlug, id).then(async (done) => {
            if (done) await revalidate()
            setPending(null)
          })
        },
        onUndo: () => setPending(null),
      },
    })
    setPending(toastId)
  }

  if (pending) {
    return (
      <p className="flex items-center justify-between gap-2 text-gray-700 text-sm">
        <span>{t('catalogues.shelf.removing')}</span>
        {pending !== 'sent' ? (
          <button
            type="button"
            onClick={() => undoToast(pending)}
            className="cursor-pointer font-semibold underline underline-offset-2 hover:no-underline"
          >
            {t('catalogues.delete.cancel')}
          </button>
        ) : null}
      </p>
    )
  }
  return (
    <button
      type="button"
      aria-label={t('catalogues.shelf.removeLabel', { name })}
      onClick={start}
      className="cursor-pointer self-start font-medium text-gray-800 text-sm underline underline-offset-2 hover:no-underline"
    >
      {t('catalogues.shelf.remove')}
    </button>
  )
}
