import { CATALOGUE_EVENTS, type CatalogueEventDetail } from '@tianguis/core/catalogue-events'
import { useEffect } from 'react'

/**
 * 001 §3 'Custom document events': `ADD_PRODUCT` and `DELETE_PRODUCT` are CustomEvents on
 * `document` carrying the catalogue and the product ids, so every open list of that catalogue
 * (the grid, the add dialog) follows a change made elsewhere on the page without a reload.
 */
export function announce(kind: keyof typeof CATALOGUE_EVENTS, detail: CatalogueEventDetail) {
  document.dispatchEvent(new CustomEvent<CatalogueEventDetail>(CATALOGUE_EVENTS[kind], { detail }))
}

/** Runs `on` for each `kind` event about the catalogue `catalogueId` while mounted. */
export function useCatalogueEvent(
  kind: keyof typeof CATALOGUE_EVENTS,
  catalogueId: string,
  on: (productIds: string[]) => void,
) {
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<CatalogueEventDetail>).detail
      if (detail?.catalogue_id === catalogueId) on(detail.product_ids)
    }
    document.addEventListener(CATALOGUE_EVENTS[kind], listener)
    return () => document.removeEventListener(CATALOGUE_EVENTS[kind], listener)
  }, [kind, catalogueId, on])
}
