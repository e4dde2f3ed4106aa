import { sellerOrderPath } from '../seller-orders/paths'

/** A franchise shop's packing page of one sale (decision 087). */
export const packingPath = (base: string, id: string) => `${sellerOrderPath(base, id)}/empaque`
