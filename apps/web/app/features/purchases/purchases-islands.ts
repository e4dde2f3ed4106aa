import { island } from '../../lib/island'

/**
 * My purchases and the order detail as islands (decision 051, decision 080): the server renders
 * them in full — the filter form, the cards and links, the order's facts and its 'next' form all
 * work as plain HTML — and the browser fetches their code only with the page's first press, so the
 * pages' first load stays within the JavaScript budget.
 */
export const PurchasesIsland = island(() => import('./purchases-page').then((m) => m.PurchasesPage))
export const OrderDetailIsland = island(() => import('./order-detail-page').then((m) => m.OrderDetailPage))
