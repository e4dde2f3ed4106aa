import type { SupplierListQuery } from '@tianguis/core/contracts/items'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { listPublicUsers } from '../identity/identity.service.ts'
import { dropshippingSellerIds } from './items.parts.ts'

/**
 * Dropshipping suppliers (001 §7 `GET public/dssuppliers`; decision 020): the users with at
 * least one published, visible dropshipping item, so the list follows what can be resold
 * today. `text` keeps those whose name holds every word, case and accents ignored. Sorted by
 * name; two statements side by side (page and count). Names and pictures are identity's: it
 * reads them among the sellers this module's query part names (decision 026).
 */
export function listDropshippingSuppliers(ctx: ServiceContext, query: SupplierListQuery) {
  dependsOn(ctx, cacheTag.platformItems)
  return listPublicUsers(ctx, dropshippingSellerIds(), query)
}
