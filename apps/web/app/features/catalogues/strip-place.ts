import type { UIMatch } from 'react-router'

/**
 * Where a shop page shows the catalogue strip (000 §2 "slider header, catalogue strip, breadcrumb,
 * page content"; decision 038): `frame`, above the page, is the default, so a new shop page gets
 * it; `page` when the page places it itself (the home, under its header slides); `none` on the
 * pages where the visitor came to do one task (signing in or up, the profile, a supplier's items).
 */
export type StripPlace = 'frame' | 'page' | 'none'

/** A route module's `handle` naming its place for the strip. */
export interface StripHandle {
  catalogueStrip: StripPlace
}

/** The place the page being shown asks for (its deepest route's handle). */
export function stripPlace(matches: readonly UIMatch[]): StripPlace {
  return (matches.at(-1)?.handle as Partial<StripHandle> | undefined)?.catalogueStrip ?? 'frame'
}
