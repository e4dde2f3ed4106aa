import { island } from '../../lib/island'

/**
 * The add/remove control as an island (decision 051): the server renders its button, its code
 * comes with the page's first press, so pages cost visitors and non-admins nothing (decision 069).
 */
export const ResaleIsland = island(() => import('./resale-control').then((m) => m.ResaleControl))
