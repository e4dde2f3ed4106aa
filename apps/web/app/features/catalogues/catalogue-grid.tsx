import type { Catalogue } from '@tianguis/core/contracts/catalogues'
import { lazy } from 'react'
import { CatalogueCardLink } from './catalogue-card'

// The admin's cards (with deletion) only for the shop's admins: visitors load none of it (decision 019).
const CatalogueAdminCard = lazy(() =>
  import('./catalogue-admin-card').then((m) => ({ default: m.CatalogueAdminCard })),
)

/**
 * `/catalogos`: the shop's catalogues as cards (photo and name), each linking to its page; a shop
 * admin's cards can also be deleted (000 §4). It shares no code with the home's strip, so the home
 * loads no extra file for it (decision 019).
 */
export function CatalogueGrid({
  catalogues,
  base,
  admin = false,
  shopSlug = '',
}: {
  catalogues: Catalogue[]
  base: string
  admin?: boolean
  /** The shop's slug, for the admin's calls (remove from store). */
  shopSlug?: string
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {catalogues.map((catalogue) =>
        admin ? (
          <CatalogueAdminCard key={catalogue.id} catalogue={catalogue} base={base} shopSlug={shopSlug} />
        ) : (
          <li key={catalogue.id}>
            <CatalogueCardLink catalogue={catalogue} base={base} />
          </li>
        ),
      )}
    </ul>
  )
}
