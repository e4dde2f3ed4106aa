import { island } from '../../lib/island'

/**
 * The 'Agregar a un catálogo' control as an island (decision 051): the server renders its link and
 * form, its code comes with the page's first press, and only the shop's admins get it at all.
 */
export const ItemCataloguesIsland = island(() => import('./catalogue-picker').then((m) => m.CataloguePicker))
