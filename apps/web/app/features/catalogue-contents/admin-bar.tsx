import { useCallback, useState } from 'react'
import { useRevalidator } from 'react-router'
import { useT } from '../../i18n/use-t'
import { useHydrated } from '../../lib/use-hydrated'
import { AddDialog } from './add-dialog'
import { addToCatalogue } from './admin-actions'
import { useCatalogueEvent } from './contents-events'
import type { ContentsAdmin, ContentsPage } from './contents-types'

/**
 * The shop admin's bar above a catalogue's grid: 'Agregar productos' (the add dialog) and, with
 * `?cataloguesFilter` (001 §2), the bulk add of the listed products to a chosen catalogue. It also
 * reloads the grid when products are added to this catalogue (`ADD_PRODUCT`).
 */
export function AdminBar({ admin, list }: { admin: ContentsAdmin; list: ContentsPage }) {
  const t = useT()
  const revalidator = useRevalidator()
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const onAdded = useCallback(() => void revalidator.revalidate(), [revalidator])
  useCatalogueEvent('added', admin.catalogueId, onAdded)
  const others = admin.catalogues.filter((catalogue) => catalogue.id !== admin.catalogueId)
  const listed = list.rows.map((row) => row.id)
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        className="cursor-pointer rounded-md bg-gray-900 px-3 py-1.5 font-medium text-sm text-white"
      >
        {t('catalogueContents.openDialog')}
      </button>
      {open ? <AddDialog admin={admin} onClose={() => setOpen(false)} /> : null}
      {list.bulk && others.length > 0 && listed.length > 0 ? (
        <form
          className="flex items-end gap-2"
          aria-label={t('catalogueContents.bulkTitle')}
          onSubmit={(event) => {
            event.preventDefault()
            const id = String(new FormData(event.currentTarget).get('catalogue') ?? '')
            const target = others.find((catalogue) => catalogue.id === id)
            if (target) void addToCatalogue(t, admin, target, listed)
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('catalogueContents.bulkTitle')}</span>
            <select
              name="catalogue"
              className="rounded-md border border-gray-400 bg-white px-2 py-1 text-gray-900 text-sm"
            >
              {others.map((catalogue) => (
                <option key={catalogue.id} value={catalogue.id}>
                  {catalogue.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            disabled={!hydrated}
            className="cursor-pointer rounded-md border border-current px-3 py-1 text-sm"
          >
            {listed.length === 1
              ? t('catalogueContents.bulkSubmitOne')
              : t('catalogueContents.bulkSubmit', { n: listed.length })}
          </button>
        </form>
      ) : null}
    </div>
  )
}
