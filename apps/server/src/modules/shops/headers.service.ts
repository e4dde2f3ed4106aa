import { HEADERS_PER_SHOP_MAX, type ShopHeader } from '@tianguis/core/contracts/shop-headers'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { shops } from './shops.tables.ts'
import { shopHeaders } from './showcase.tables.ts'

type HeaderRow = typeof shopHeaders.$inferSelect

/** A header's fields once the flow has checked them and found its product (save-shop-header.ts). */
export interface HeaderValues {
  title: string
  subtitle: string | null
  description: string | null
  target: HeaderRow['target']
  actionType: HeaderRow['actionType']
  url: string | null
  buttonLabel: string | null
  product: string | null
  productName: string | null
  productSupplier: string | null
}

const ORDER = [asc(shopHeaders.position), asc(shopHeaders.createdAt), asc(shopHeaders.id)]

/** Whether the row is the one the shop shows (header_info carries its record's id). */
const shownColumn = sql<boolean>`coalesce(${shopHeaders.id} = (
  select ${shops.storeThemeInfo} -> 'header_info' ->> 'id' from ${shops} where ${shops.id} = ${shopHeaders.shopId}
), false)`

/** The shop's header records in their order, for its admins (001 §7 Header list: offset, limit 10). */
export async function listHeaders(
  ctx: ServiceContext,
  shopId: string,
  page: { offset: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ row: shopHeaders, shown: shownColumn })
      .from(shopHeaders)
      .where(eq(shopHeaders.shopId, shopId))
      .orderBy(...ORDER)
      .offset(page.offset)
      .limit(page.limit),
    ctx.db.select({ n: count() }).from(shopHeaders).where(eq(shopHeaders.shopId, shopId)),
  ])
  return {
    results: rows.map(({ row, shown }) => presentHeader(row, shown)),
    matches_estimated: total?.n ?? 0,
  }
}

/** One header of this shop; another shop's is not found (quality.md 2). */
export async function getHeader(ctx: ServiceContext, shopId: string, id: string): Promise<ShopHeader> {
  const [found] = await ctx.db
    .select({ row: shopHeaders, shown: shownColumn })
    .from(shopHeaders)
    .where(and(eq(shopHeaders.id, id), eq(shopHeaders.shopId, shopId)))
    .limit(1)
  if (!found) throw new AppError('not_found')
  return presentHeader(found.row, found.shown)
}

/** Adds a header last and shows it (001 §4: header_info is replaced by the saved header). */
export async function createHeader(ctx: ServiceContext, shopId: string, values: HeaderValues) {
  const [stats] = await ctx.db
    .select({ n: count(), next: sql<number>`coalesce(max(${shopHeaders.position}) + 1, 0)::int` })
    .from(shopHeaders)
    .where(eq(shopHeaders.shopId, shopId))
  if ((stats?.n ?? 0) >= HEADERS_PER_SHOP_MAX) {
    throw new AppError('invalid_request', {
      fields: { _: { problem: 'too_big', params: { max: HEADERS_PER_SHOP_MAX } } },
    })
  }
  const [row] = await ctx.db
    .insert(shopHeaders)
    .values({ id: newId('hdr'), shopId, ...values, position: Math.min(stats?.next ?? 0, 1000) })
    .returning()
  await showHeader(ctx, shopId, row!)
  return presentHeader(row!, true)
}

/** Changes a header of this shop and shows it. */
export async function updateHeader(ctx: ServiceContext, shopId: string, id: string, values: HeaderValues) {
  const [row] = await ctx.db
    .update(shopHeaders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shopHeaders.id, id), eq(shopHeaders.shopId, shopId)))
    .returning()
  if (!row) throw new AppError('not_found')
  await showHeader(ctx, shopId, row)
  return presentHeader(row, true)
}

/**
 * Deletes a header of this shop. When it was the one shown, the shop shows the header saved most
 * recently of those left, or none (decision 096).
 */
export async function deleteHeader(ctx: ServiceContext, shopId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(shopHeaders)
    .where(and(eq(shopHeaders.id, id), eq(shopHeaders.shopId, shopId)))
    .returning({ id: shopHeaders.id })
  if (deleted.length === 0) throw new AppError('not_found')
  const [shown] = await ctx.db
    .select({ id: sql<string | null>`${shops.storeThemeInfo} -> 'header_info' ->> 'id'` })
    .from(shops)
    .where(eq(shops.id, shopId))
  if (shown?.id === id) {
    const [next] = await ctx.db
      .select()
      .from(shopHeaders)
      .where(eq(shopHeaders.shopId, shopId))
      .orderBy(desc(shopHeaders.updatedAt), desc(shopHeaders.id))
      .limit(1)
    await writeHeaderInfo(ctx, shopId, next ? headerInfoOf(next) : null)
  }
  changed(ctx, cacheTag.shop(shopId))
}

async function showHeader(ctx: ServiceContext, shopId: string, row: HeaderRow) {
  await writeHeaderInfo(ctx, shopId, headerInfoOf(row))
  changed(ctx, cacheTag.shop(shopId))
}

/** Only the `header_info` key changes, so a colour or column change saved meanwhile stays. */
async function writeHeaderInfo(ctx: ServiceContext, shopId: string, info: Record<string, unknown> | null) {
  await ctx.db
    .update(shops)
    .set({
      storeThemeInfo: sql`jsonb_set(${shops.storeThemeInfo}, '{header_info}', ${JSON.stringify(info)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(shops.id, shopId))
}

/** 001 §3 header_info, plus the record's id (kept in the JSON, not in the contract) to know which is shown. */
function headerInfoOf(row: HeaderRow) {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    action_type: row.actionType,
    url: row.url,
    product: row.product,
    product_supplier: row.productSupplier,
    button_label: row.buttonLabel,
    target: row.target,
  }
}

export function presentHeader(row: HeaderRow, shown: boolean): ShopHeader {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    target: row.target,
    action_type: row.actionType,
    url: row.url,
    button_label: row.buttonLabel,
    product: row.product,
    product_name: row.productName,
    product_supplier: row.productSupplier,
    position: row.position,
    shown,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
