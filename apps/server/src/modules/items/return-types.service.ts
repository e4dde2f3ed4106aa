import { inArray } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { items } from './items.tables.ts'

/** Each item's return rule (`return_type`; an item that no longer exists counts as returnable). */
export async function returnTypesOf(
  ctx: ServiceContext,
  itemIds: readonly string[],
): Promise<Map<string, 'disallowed' | '72hrs'>> {
  if (itemIds.length === 0) return new Map()
  const rows = await ctx.db
    .select({ id: items.id, returnType: items.returnType })
    .from(items)
    .where(inArray(items.id, [...new Set(itemIds)]))
  return new Map(rows.map((row) => [row.id, row.returnType]))
}
