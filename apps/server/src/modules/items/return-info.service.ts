import type { ReturnFees } from '@tianguis/core/items'
import { inArray } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { items } from './items.tables.ts'

/** An item's return info (001 §3): whether it returns, its policy, fees, label and restocking fee. */
export interface ItemReturnInfo {
  itemId: string
  returnType: 'disallowed' | '72hrs'
  returnPolicy: 'common' | 'customized'
  returnPolicyLegend: string | null
  returnFees: ReturnFees
  returnShippingLabel: 'inbox' | 'download'
  restockingFees: number | null
}

/** The return info of these items, by id (decision 091: a return freezes it when it starts). */
export async function returnInfoOf(
  ctx: ServiceContext,
  itemIds: readonly string[],
): Promise<Map<string, ItemReturnInfo>> {
  if (itemIds.length === 0) return new Map()
  const rows = await ctx.db
    .select({
      itemId: items.id,
      returnType: items.returnType,
      returnPolicy: items.returnPolicy,
      returnPolicyLegend: items.returnPolicyLegend,
      returnFees: items.returnFees,
      returnShippingLabel: items.returnShippingLabel,
      restockingFees: items.restockingFees,
    })
    .from(items)
    .where(inArray(items.id, [...new Set(itemIds)]))
  return new Map(rows.map((row) => [row.itemId, row]))
}
