import { can } from '@tianguis/core/permissions'
import { type SQL, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { isResoldBy } from '../resale/resale.parts.ts'
import { firstOwnedShopId } from '../shops/shops.parts.ts'
import { items } from './items.tables.ts'

/**
 * An item's `in_store` for the viewer (decisions 066, 069), as a column its read carries: whether
 * the shop the viewer is looking at resells it when they administer that shop, else whether their
 * own shop does. Null (left out of the answer) for a visitor, a viewer with no such shop, and an
 * item of that shop's owner, which is there without being resold.
 */
export function inStoreColumn(ctx: ServiceContext): SQL<boolean | null> {
  const viewerId = ctx.viewer.userId
  if (!viewerId) return sql<null>`null::boolean`
  const target =
    ctx.shop && can(ctx.shop.viewerRoles, 'shop.update')
      ? { id: sql`${ctx.shop.id}`, ownerId: ctx.shop.ownerId }
      : { id: firstOwnedShopId(sql`${viewerId}`), ownerId: viewerId }
  return sql<boolean | null>`case when ${items.ownerId} = ${target.ownerId} then null
    else (select ${isResoldBy(sql`t.id`, sql`${items.id}`)} from (select ${target.id} as id) t where t.id is not null) end`
}

/**
 * The column as a list's raw statement names it (`in_store`), and the answer's field from it: lists
 * carry `in_store` exactly as the item answers do (decision 072), left out when it is null.
 */
export function inStoreSelect(ctx: ServiceContext): SQL {
  return sql`${inStoreColumn(ctx)} as in_store`
}

export function inStoreField(value: unknown): { in_store?: boolean } {
  return value === null || value === undefined ? {} : { in_store: value === true || value === 't' }
}
