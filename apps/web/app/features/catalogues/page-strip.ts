import { CATALOGUE_ICON_COLOURS, catalogueIconColour, photoWithSuffix } from '@tianguis/core/catalogues'
import type { CatalogueStripEntry } from '@tianguis/core/contracts/shops'

/**
 * A catalogue of the strip as the page gets it (decisions 019, 038): no id (the slug keys and
 * links it); its photo, or else the colour its initial shows on. Every shop page carries the strip,
 * so what the server can work out stays out of the script, and nothing is sent as `null`.
 */
export type PageStripEntry = { slug: string; name: string } & ({ photo: string } | { colour: number })

/** How many colours a catalogue without a photo may get (catalogue-strip.css draws them). */
export const STRIP_COLOURS = CATALOGUE_ICON_COLOURS

/**
 * The strip as the page gets it: a photo with its cache-busting suffix (001 §3), or the colour of
 * the initial, derived from the catalogue's id (000 §3; core's catalogueIconColour).
 */
export function pageStrip(strip: CatalogueStripEntry[]): PageStripEntry[] {
  return strip.map(({ id, slug, name, photo }) =>
    photo
      ? { slug, name, photo: photoWithSuffix(id, photo) ?? photo }
      : { slug, name, colour: catalogueIconColour(id) },
  )
}
