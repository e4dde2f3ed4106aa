import { TOAST_CASES } from '@tianguis/core/toasts'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { toast, undoToast } from '../toasts/toast'
import { addToShop, removeFromShop } from './resale-calls'

export interface ResaleControlProps {
  /** The shop the add or removal acts on (resale-target.ts). */
  shop: string
  itemId: string
  name: string
  inStore: boolean
  /** Unpublished or hidden: the actions are off (001 §4). */
  closed?: boolean
  /** Whose confirmation the removal shows (001 §4: they differ for shop and catalogue). */
  scope?: 'shop' | 'catalogue'
  /** Where the form posts without JavaScript: the item page's `…/revender` (decision 076). */
  action: string
  /** The page to land back on after such a post, when it is not the item's own (the shop home). */
  back?: string
}

/**
 * Add an item to the viewer's shop, or remove it (001 §4 "Item in a shop or catalogue"; decision
 * 069). Adding calls at once: success, a warning for a non-franchise product (7 s), the supplier
 * constraint's message, or 'an error has occurred'. Removing shows a 'removed' toast with Undo for
 * 5 s (the button here undoes too, where the keyboard is); the call goes after it unless undone,
 * then the confirmation shows; a failed removal resets silently. Leaving the page in the window
 * keeps the item. Loaded as an island: its code comes with the page's first press.
 *
 * Without JavaScript (decision 076) the same form posts to `action`: an add lands back with the
 * outcome as a toast, a removal goes through a confirmation page first (there is no undo window).
 */
export function ResaleControl({
  shop,
  itemId,
  name,
  inStore,
  closed,
  scope = 'shop',
  action,
  back,
}: ResaleControlProps) {
  const t = useT()
  const [inShop, setInShop] = useState(inStore)
  // 'adding', a removal toast's id while its window is open, or 'removing' while the call runs.
  const [pending, setPending] = useState<string | null>(null)
  const pendingRef = useRef(pending)
  pendingRef.current = pending
  const undoButton = useRef<HTMLButtonElement>(null)

  useEffect(
    () => () => {
      const open = pendingRef.current
      if (open && open !== 'adding' && open !== 'removing') undoToast(open)
    },
    [],
  )

  if (closed) {
    return (
      <button
        type="button"
        disabled
        className="self-start rounded-md border px-3 py-1.5 text-gray-500 text-sm"
      >
        {t('resale.closed')}
      </button>
    )
  }

  const add = async () => {
    setPending('adding')
    const outcome = await addToShop(shop, itemId)
    setPending(null)
    if (outcome === 'added') {
      setInShop(true)
      toast({ kind: 'success', title: t('resale.addedTitle'), message: t('resale.addedText', { name }) })
    } else if (outcome === 'invalid_product') {
      const timing = TOAST_CASES.invalidProduct
      toast({ ...timing, title: t('resale.warningTitle'), message: t('resale.invalidProduct') })
    } else {
      const message = outcome === 'supplier_restricted' ? t('resale.supplierRestricted') : t('resale.error')
      toast({ kind: 'error', title: t('resale.errorTitle'), message })
    }
  }

  const remove = () => {
    const timing = TOAST_CASES.removeFromStore
    const id = toast({
      kind: timing.kind,
      durationMs: timing.durationMs,
      title: t('resale.removedTitle'),
      message: t('resale.removedText', { name, seconds: timing.undoWindowMs / 1000 }),
      action: {
        label: 'undo',
        windowMs: timing.undoWindowMs,
        onCommit: () => {
          setPending('removing')
          void removeFromShop(shop, itemId).then((removed) => {
            setPending(null)
            if (!removed) return
            setInShop(false)
            const done = scope === 'shop' ? t('resale.doneShop') : t('resale.doneCatalogue')
            toast({ kind: 'success', title: t('resale.doneTitle'), message: done })
          })
        },
        onUndo: () => setPending(null),
      },
    })
    setPending(id)
    queueMicrotask(() => undoButton.current?.focus())
  }

  const button =
    'cursor-pointer self-start rounded-md border px-3 py-1.5 font-medium text-sm disabled:cursor-default disabled:opacity-60'
  if (pending && pending !== 'adding') {
    return (
      <p className="flex items-center gap-3 text-gray-700 text-sm" aria-live="polite">
        <span>{t('resale.removing')}</span>
        {pending !== 'removing' ? (
          <button
            ref={undoButton}
            type="button"
            aria-label={t('resale.undoLabel', { name })}
            onClick={() => undoToast(pending)}
            className="cursor-pointer font-semibold underline underline-offset-2 hover:no-underline"
          >
            {t('resale.undo')}
          </button>
        ) : null}
      </p>
    )
  }
  // A form, so a press before the island's code is there is sent again once it is (lib/island.tsx),
  // and one before the page's code is there, or without JavaScript, posts to `action`.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (inShop) remove()
    else void add()
  }
  return (
    <form method="post" action={action} onSubmit={onSubmit} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value={inShop ? 'remove' : 'add'} />
      {back ? <input type="hidden" name="volver" value={back} /> : null}
      {scope === 'catalogue' ? <input type="hidden" name="scope" value="catalogue" /> : null}
      {inShop ? (
        <>
          <span className="text-green-800 text-sm">{t('resale.inStore')}</span>
          <button
            type="submit"
            aria-label={t('resale.removeLabel', { name })}
            className={`${button} border-red-700 text-red-800`}
          >
            {t('resale.remove')}
          </button>
        </>
      ) : (
        <button
          type="submit"
          aria-label={t('resale.addLabel', { name })}
          disabled={pending === 'adding'}
          className={`${button} border-[var(--accent)] text-gray-900`}
        >
          {t('resale.add')}
        </button>
      )}
    </form>
  )
}
