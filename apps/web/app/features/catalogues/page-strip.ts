import type { CatalogueStripEntry } from '@tianguis/core/contracts/shops'

/**
 * A catalogue of the strip as the page gets it (decisions 019, 038): no id (the slug keys and
 * links it); its photo, or else the colour its initial shows on. Every shop page carries the strip,
 * so what the server can work out stays out of the script, and nothing is sent as `null`.
 */
export type PageStripEntry = { slug: string; name: string } & ({ photo: string } | { colour: number })

/** How many colours a catalogue without a photo may get (catalogue-strip.css draws them). */
export const STRIP_COLOURS = 8

/**
 * The colour of a catalogue without a photo, chosen by its slug (000 §3 derives it from the id;
 * the slug is as stable within the shop, and the same on every page).
 */
export function catalogueColour(slug: string): number {
  let hash = 0
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % STRIP_COLOURS
}

export function pageStrip(strip: CatalogueStripEntry[]): PageStripEntry[] {
  return strip.map(({ slug, name, photo }) =>
    photo ? { slug, name, photo } : { slug, name, colour: catalogueColour(slug) },
  )
}
