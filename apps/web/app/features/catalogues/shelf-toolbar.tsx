import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'

// The picker's code loads when it opens (decision 019).
const CataloguePicker = lazy(() => import('./catalogue-picker').then((m) => ({ default: m.CataloguePicker })))

/**
 * The shop admin's catalogue management above the cards (000 §2): 'Nuevo catálogo' (a page, so it
 * works without JavaScript) and 'Agregar catálogos', which opens the picker of available ones.
 */
export function ShelfToolbar({ base, shopSlug }: { base: string; shopSlug: string }) {
  const t = useT()
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Link
        to={`${base}/catalogos/nuevo`}
        className="rounded-md bg-[var(--accent)] px-4 py-2 font-medium text-[var(--on-accent)] hover:opacity-90"
      >
        {t('catalogues.shelf.new')}
      </Link>
      {hydrated ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="cursor-pointer rounded-md border border-current px-4 py-2 font-medium hover:bg-black/5"
        >
          {t('catalogues.shelf.add')}
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CataloguePicker shopSlug={shopSlug} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
