import { island } from '../../lib/island'

/** The catalogue strip as an island (decision 051): links and a pause box, its code on the first press. */
export const CatalogueStripIsland = island(() => import('./catalogue-strip').then((m) => m.CatalogueStrip))
