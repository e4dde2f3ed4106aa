import { PRODUCTS_LIST_PAGE_SIZE, SERVICES_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import type {
  ItemCreate,
  ItemListQuery,
  ItemUpdate,
  OwnItem,
  OwnItemListQuery,
  PublicItem,
} from '@tianguis/core/contracts/items'
import { type ItemType, isConcluded, isSoldOut, itemSlug, settleDependentFields } from '@tianguis/core/items'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../http/context.ts'
import { AppError } from '../../http/errors.ts'
import { newId } from '../../platform/ids.ts'
import { shops } from '../shops/shops.tables.ts'
import { items } from './items.tables.ts'

type ItemRow = typeof items.$inferSelect

/** 001 §9: 36 products (and experiences) and 18 services per page. */
export function defaultItemLimit(type: ItemType | undefined): number {
  return type === 'service' ? SERVICES_LIST_PAGE_SIZE : PRODUCTS_LIST_PAGE_SIZE
}

function orderOf(sort: ItemListQuery['sort']): SQL[] {
  switch (sort) {
    case 'list_price':
      return [asc(items.listPrice), asc(items.id)]
    case '-list_price':
      return [desc(items.listPrice), asc(items.id)]
    default:
      return [asc(items.queuePosition), asc(items.id)]
  }
}

/** What shoppers may see of a supplier: published, not hidden, not disabled. */
export const visible = and(
  eq(items.listState, 'published'),
  eq(items.hiden, false),
  eq(items.disabled, false),
)

function invalid(fields: Record<string, 'required' | 'invalid_value'>): AppError {
  return new AppError('invalid_request', {
    fields: Object.fromEntries(Object.entries(fields).map(([key, problem]) => [key, { problem }])),
  })
}

// --- the supplier's own items (/me/items) ---

/**
 * The columns a create or update body sets directly; the dependent fields (type, return fees,
 * experience) come settled from `settleDependentFields()`. Undefined means "leave as it is".
 */
function columnsOf(body: ItemUpdate) {
  return {
    name: body.name,
    mainType: body.main_type,
    slug: body.slug,
    photos: body.photos,
    listPrice: body.list_price,
    crossoutPrice: body.crossout_price,
    currency: body.currency,
    hidePrice: body.hide_price,
    isFree: body.is_free,
    variants: body.variants,
    plainDescription: body.plain_description,
    tags: body.tags,
    stockType: body.stock_type,
    available: body.available,
    maxPurchaseAmount: body.max_purchase_amount,
    disabled: body.disabled,
    soldOut: body.sold_out,
    listState: body.list_state,
    hiden: body.hiden,
    isDropshipping: body.is_dropshipping,
    contributionMargin: body.contribution_margin,
    returnType: body.return_type,
    returnPolicy: body.return_policy,
    returnPolicyLegend: body.return_policy_legend,
    returnShippingLabel: body.return_shipping_label,
    queuePosition: body.queue_position,
  }
}

function definedColumns(body: ItemUpdate) {
  return Object.fromEntries(Object.entries(columnsOf(body)).filter(([, value]) => value !== undefined))
}

/** The viewer's items in every state, optionally of one type. Two statements. */
export async function listOwnItems(ctx: ServiceContext, query: OwnItemListQuery) {
  const ownerId = ctx.viewer.userId!
  const where = and(eq(items.ownerId, ownerId), query.type ? eq(items.type, query.type) : undefined)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(items)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .offset(query.offset)
      .limit(query.limit ?? defaultItemLimit(query.type)),
    ctx.db.select({ n: count() }).from(items).where(where),
  ])
  return { results: rows.map(presentOwn), matches_estimated: total?.n ?? 0 }
}

/** Adds an item for the viewer; without a queue_position it goes last in their list. */
export async function createItem(ctx: ServiceContext, body: ItemCreate): Promise<OwnItem> {
  const ownerId = ctx.viewer.userId!
  const settled = settleDependentFields(null, body)
  if (!settled.ok) throw invalid(settled.fields)
  const { values } = settled
  const [row] = await ctx.db
    .insert(items)
    .values({
      id: newId('itm'),
      ownerId,
      ...definedColumns(body),
      name: body.name,
      type: body.type,
      mainType: body.main_type,
      slug: body.slug ?? itemSlug(body.name),
      currency: body.currency,
      returnFees: values.return_fees,
      restockingFees: values.restocking_fees,
      experienceDate: values.experience_date ? new Date(values.experience_date) : null,
      experienceAvailable: values.experience_available,
      queuePosition:
        body.queue_position ??
        sql`(select coalesce(max(${items.queuePosition}) + 1, 0)::int from ${items} where ${items.ownerId} = ${ownerId})`,
    })
    .returning()
  return presentOwn(row!)
}

async function ownRow(ctx: ServiceContext, id: string): Promise<ItemRow> {
  const [row] = await ctx.db
    .select()
    .from(items)
    .where(and(eq(items.id, id), eq(items.ownerId, ctx.viewer.userId!)))
    .limit(1)
  if (!row) throw new AppError('item_not_found')
  return row
}

/** One of the viewer's items; another user's item is not found (conventions 11). */
export async function getOwnItem(ctx: ServiceContext, id: string): Promise<OwnItem> {
  return presentOwn(await ownRow(ctx, id))
}

/** Changes one of the viewer's items; another user's item is not found and stays unchanged. */
export async function updateItem(ctx: ServiceContext, id: string, body: ItemUpdate): Promise<OwnItem> {
  const current = await ownRow(ctx, id)
  const settled = settleDependentFields(
    {
      type: current.type,
      return_fees: current.returnFees,
      restocking_fees: current.restockingFees,
      experience_date: current.experienceDate?.toISOString() ?? null,
      experience_available: current.experienceAvailable,
    },
    body,
  )
  if (!settled.ok) throw invalid(settled.fields)
  const { values } = settled
  const [row] = await ctx.db
    .update(items)
    .set({
      ...definedColumns(body),
      type: values.type,
      returnFees: values.return_fees,
      restockingFees: values.restocking_fees,
      experienceDate: values.experience_date ? new Date(values.experience_date) : null,
      experienceAvailable: values.experience_available,
      updatedAt: new Date(),
    })
    .where(and(eq(items.id, id), eq(items.ownerId, ctx.viewer.userId!)))
    .returning()
  if (!row) throw new AppError('item_not_found')
  return presentOwn(row)
}

export async function deleteItem(ctx: ServiceContext, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(items)
    .where(and(eq(items.id, id), eq(items.ownerId, ctx.viewer.userId!)))
    .returning({ id: items.id })
  if (deleted.length === 0) throw new AppError('item_not_found')
}

// --- public: a shop's items ---

const ownerOfShop = (slug: string) =>
  sql`(select ${shops.ownerId} from ${shops} where ${shops.slug} = ${slug.toLowerCase()})`

/**
 * The shop owner's visible items of one type, in the order asked (001 §7 shop products). Two
 * statements run side by side: the page, and the shop with the match count (which also tells a
 * missing shop apart from an empty list).
 */
export async function listShopItems(ctx: ServiceContext, slug: string, query: ItemListQuery) {
  const visibleOfType = and(eq(items.ownerId, shops.ownerId), eq(items.type, query.type), visible)
  const [rows, [shop]] = await Promise.all([
    ctx.db
      .select()
      .from(items)
      .where(and(eq(items.ownerId, ownerOfShop(slug)), eq(items.type, query.type), visible))
      .orderBy(...orderOf(query.sort))
      .offset(query.offset)
      .limit(query.limit ?? defaultItemLimit(query.type)),
    ctx.db
      .select({
        id: shops.id,
        n: sql<number>`(select count(*)::int from ${items} where ${visibleOfType})`,
      })
      .from(shops)
      .where(eq(shops.slug, slug.toLowerCase()))
      .limit(1),
  ])
  if (!shop) throw new AppError('shop_not_found')
  const now = new Date()
  return { results: rows.map((row) => presentPublic(row, now)), matches_estimated: shop.n }
}

// --- shapes ---

export function presentPublic(row: ItemRow, now: Date): PublicItem {
  const experienceDate = row.experienceDate?.toISOString() ?? null
  return {
    id: row.id,
    owner_id: row.ownerId,
    name: row.name,
    type: row.type,
    main_type: row.mainType,
    slug: row.slug,
    photos: row.photos,
    list_price: row.hidePrice ? null : row.listPrice,
    crossout_price: row.hidePrice ? null : row.crossoutPrice,
    currency: row.currency,
    hide_price: row.hidePrice,
    is_free: row.isFree,
    variants: row.variants,
    plain_description: row.plainDescription,
    tags: row.tags,
    stock_type: row.stockType,
    max_purchase_amount: row.maxPurchaseAmount,
    sold_out: isSoldOut({ sold_out: row.soldOut, stock_type: row.stockType, available: row.available }),
    is_dropshipping: row.isDropshipping,
    return_type: row.returnType,
    return_policy: row.returnPolicy,
    return_policy_legend: row.returnPolicyLegend,
    return_fees: row.returnFees,
    return_shipping_label: row.returnShippingLabel,
    restocking_fees: row.restockingFees,
    experience_date: experienceDate,
    experience_available: row.experienceAvailable,
    queue_position: row.queuePosition,
    concluded: isConcluded({ type: row.type, experience_date: row.experienceDate }, now),
  }
}

function presentOwn(row: ItemRow): OwnItem {
  return {
    ...presentPublic(row, new Date()),
    list_price: row.listPrice,
    crossout_price: row.crossoutPrice,
    sold_out: row.soldOut,
    available: row.available,
    contribution_margin: row.contributionMargin,
    disabled: row.disabled,
    list_state: row.listState,
    hiden: row.hiden,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
