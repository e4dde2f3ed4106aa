import type { CatalogueStripEntry } from '@tianguis/core/contracts/shops'

/** A catalogue of the strip as the page gets it (decision 019): no id, the slug keys and links it. */
export type PageStripEntry = Omit<CatalogueStripEntry, 'id'>

export function pageStrip(strip: CatalogueStripEntry[]): PageStripEntry[] {
  return strip.map(({ id: _id, ...entry }) => entry)
}
