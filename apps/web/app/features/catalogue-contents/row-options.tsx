import { TOAST_CASES } from '@tianguis/core/toasts'
import { useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { useHydrated } from '../../lib/use-hydrated'
import { toast, undoToast } from '../toasts/toast'
import { addToCatalogue, addToNewCatalogue, moveToCatalogue } from './admin-actions'
import { callApi, cataloguePath } from './contents-api'
import { announce } from './contents-events'
import type { ContentsAdmin, ContentsRow } from './contents-types'
import { PositionChange } from './position-change'

const FIELD = 'rounded-md border border-gray-400 bg-white px-2 py-1 text-gray-900 text-sm'
const BUTTON = 'cursor-pointer rounded-md border border-current px-3 py-1 text-sm'

/**
 * A product's options menu for the shop's admins (001 §2): add to a catalogue, add to a new
 * catalogue, move to another catalogue, change position, remove from this catalogue. Removal
 * (001 §4) shows a warning toast with Cancel for 4 s and calls after 5 s unless cancelled; on
 * success a `DELETE_PRODUCT` event takes the row out of the grid, on failure the pending state
 * clears silently. The menu's contents are drawn only while it is open (a position dropdown of a
 * thousand places for each of 30 rows would weigh the page down).
 */
export function RowOptions({ admin, row, total }: { admin: ContentsAdmin; row: ContentsRow; total: number }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const [pending, setPending] = useState<string | null>(null)
  const pendingRef = useRef(pending)
  pendingRef.current = pending
  const others = admin.catalogues.filter((catalogue) => catalogue.id !== admin.catalogueId)

  // Leaving the page within the window keeps the product, as the catalogue cards do.
  useEffect(
    () => () => {
      if (pendingRef.current && pendingRef.current !== 'sent') undoToast(pendingRef.current)
    },
    [],
  )

  const remove = () => {
    const timing = TOAST_CASES.catalogueRemoval
    setOpen(false)
    const id = toast({
      kind: timing.kind,
      durationMs: timing.durationMs,
      title: t('catalogueContents.removeTitle'),
      message: t('catalogueContents.removeText', { name: row.name, seconds: timing.undoWindowMs / 1000 }),
      action: {
        label: 'cancel',
        windowMs: timing.undoWindowMs,
        onCommit: () => {
          setPending('sent')
          void callApi(
            'DELETE',
            cataloguePath(admin.shopSlug, admin.catalogueId, `/products/${row.id}`),
          ).then((result) => {
            setPending(null)
            if (result.ok) announce('deleted', { catalogue_id: admin.catalogueId, product_ids: [row.id] })
          })
        },
        onUndo: () => setPending(null),
      },
    })
    setPending(id)
  }

  if (!hydrated) {
    return (
      <button
        type="button"
        disabled
        aria-label={t('catalogueContents.optionsLabel', { name: row.name })}
        className="rounded-md border border-gray-300 px-2 py-1 text-sm"
      >
        {t('catalogueContents.options')}
      </button>
    )
  }
  return (
    <details
      className="relative"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      aria-busy={pending ? true : undefined}
    >
      <summary
        aria-label={t('catalogueContents.optionsLabel', { name: row.name })}
        className="cursor-pointer list-none rounded-md border border-gray-300 px-2 py-1 text-sm"
      >
        {t('catalogueContents.options')}
      </summary>
      {open ? (
        <div className="absolute right-0 z-20 mt-1 flex w-72 flex-col gap-3 rounded-lg border border-gray-300 bg-white p-3 text-gray-900 shadow-lg">
          {others.length > 0 ? (
            <PickForm
              label={t('catalogueContents.addTo')}
              submit={t('catalogueContents.add')}
              options={others}
              onPick={(target) => addToCatalogue(t, admin, target, [row.id])}
            />
          ) : null}
          <form
            className="flex flex-col gap-1"
            onSubmit={(event) => {
              event.preventDefault()
              const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
              if (name) void addToNewCatalogue(t, admin, name, row.id)
            }}
          >
            <label className="flex flex-col gap-1 text-sm">
              <span>{t('catalogueContents.addToNew')}</span>
              <input
                name="name"
                required
                maxLength={150}
                aria-label={t('catalogueContents.newName')}
                className={FIELD}
              />
            </label>
            <button type="submit" className={`${BUTTON} self-start`}>
              {t('catalogueContents.create')}
            </button>
          </form>
          {others.length > 0 ? (
            <PickForm
              label={t('catalogueContents.move')}
              submit={t('catalogueContents.moveSubmit')}
              options={others}
              onPick={(target) => moveToCatalogue(t, admin, target, [row.id])}
            />
          ) : null}
          <PositionChange admin={admin} row={row} total={total} />
          <button
            type="button"
            onClick={remove}
            disabled={pending !== null}
            className="cursor-pointer self-start font-medium text-red-800 text-sm underline underline-offset-2"
          >
            {t('catalogueContents.remove')}
          </button>
        </div>
      ) : null}
    </details>
  )
}

/** A catalogue picker with its button. */
function PickForm({
  label,
  submit,
  options,
  onPick,
}: {
  label: string
  submit: string
  options: ContentsAdmin['catalogues']
  onPick: (target: ContentsAdmin['catalogues'][number]) => void
}) {
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        const id = String(new FormData(event.currentTarget).get('catalogue') ?? '')
        const target = options.find((option) => option.id === id)
        if (target) onPick(target)
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        <span>{label}</span>
        <select name="catalogue" className={FIELD}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`${BUTTON} self-start`}>
        {submit}
      </button>
    </form>
  )
}
