import { island } from '../../lib/island'

/**
 * The home's product grid as an island (decision 051): the server renders its link cards in full
 * and the browser fetches its code only with the page's first press, so the grid costs the home's
 * first load nothing but its data (decision 069; the budget decision 022 kept).
 */
export const HomeItemsIsland = island(() => import('./home-items').then((m) => m.HomeItems))
