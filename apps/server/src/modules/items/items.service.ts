import { PRODUCTS_LIST_PAGE_SIZE, SERVICES_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import type {
  ItemCreate,
  ItemListQuery,
  ItemUpdate,
  OwnItem,
  OwnItemListQuery,
  PublicItem,
} from '@tianguis/core/contracts/items'
import { type ItemActor, itemStateChange, NEW_ITEM_STATE } from '@tianguis/core/item-states'
import { type ItemType, isConcluded, isSoldOut, itemSlug, settleDependentFields } from '@tianguis/core/items'
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { assertMaySell } from '../identity/identity.service.ts'
import { resoldItemIds } from '../resale/resale.parts.ts'
import { inStoreField, inStoreSelect } from './in-store.ts'
import {
  boundedCount,
  countCap,
  type ItemRow,
  itemColumnNames,
  itemColumns,
  itemRowsOf,
  matchText,
  rawRows,
  type TextMatch,
} from './items.search.ts'
import { items } from './items.tables.ts'

/** 001 §9: 36 products (and experiences) and 18 services per page. */
export function defaultItemLimit(type: ItemType | undefined): number {
  return type === 'service' ? SERVICES_LIST_PAGE_SIZE : PRODUCTS_LIST_PAGE_SIZE
}

/**
 * The order of a list: the sort asked for; without one, relevance when searching, else
 * queue_position (001 §4).
 */
function orderOf(sort: OwnItemListQuery['sort'], match: TextMatch | null): SQL[] {
  switch (sort) {
    case '-updated_at':
      return [desc(items.updatedAt), desc(items.id)]
    case 'list_price':
      return [asc(items.listPrice), asc(items.id)]
    case '-list_price':
      return [desc(items.listPrice), asc(items.id)]
    case 'queue_position':
      return [asc(items.queuePosition), asc(items.id)]
    default:
      return match ? [desc(match.rank), asc(items.id)] : [asc(items.queuePosition), asc(items.id)]
  }
}

/** What shoppers may see of a supplier: published, not hidden, not disabled. */
export const visible = and(
  eq(items.listState, 'published'),
  eq(items.hiden, false),
  eq(items.disabled, false),
)

/**
 * What a viewer may see in a shop list: the visible items, and for the supplier themself
 * also their unpublished and hidden ones (never disabled ones: those are out of sale).
 */
export function visibleTo(viewerId: string | null): SQL | undefined {
  if (!viewerId) return visible
  return and(
    eq(items.disabled, false),
    or(and(eq(items.listState, 'published'), eq(items.hiden, false)), eq(items.ownerId, viewerId)),
  )
}

function invalid(fields: Record<string, 'required' | 'invalid_value'>): AppError {
  return new AppError('invalid_request', {
    fields: Object.fromEntries(Object.entries(fields).map(([key, problem]) => [key, { problem }])),
  })
}

/**
 * The supplier's publish/unpublish and hide/show steps, checked against the item machines
 * (packages/core/src/item-states.ts); a refused step names the field that asked for it.
 */
function assertStateChange(
  current: { list_state: ItemRow['listState']; hiden: boolean },
  body: Pick<ItemUpdate, 'list_state' | 'hiden'>,
  actor: ItemActor,
) {
  const change = itemStateChange(current, body, actor)
  if (!change.ok) {
    throw new AppError('transition_not_allowed', { fields: { [change.field]: { problem: 'invalid_value' } } })
  }
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
  const match = matchText(query.q, 'similar')
  const limit = query.limit ?? defaultItemLimit(query.type)
  const where = and(
    eq(items.ownerId, ownerId),
    query.type ? eq(items.type, query.type) : undefined,
    match?.where,
  )
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(itemColumns)
      .from(items)
      .where(where)
      .orderBy(...orderOf(query.sort, match))
      .offset(query.offset)
      .limit(limit),
    ctx.db.select({ n: boundedCount(where, countCap(query.offset, limit)) }).from(sql`(select 1) as one`),
  ])
  return { results: rows.map(presentOwn), matches_estimated: total?.n ?? 0 }
}

/** Adds an item for the viewer; without a queue_position it goes last in their list. */
export async function createItem(ctx: ServiceContext, body: ItemCreate): Promise<OwnItem> {
  await assertMaySell(ctx)
  const ownerId = ctx.viewer.userId!
  const settled = settleDependentFields(null, body)
  if (!settled.ok) throw invalid(settled.fields)
  // A new item starts in each machine's initial state and takes the steps the body asks for.
  assertStateChange(NEW_ITEM_STATE, body, 'supplier')
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
    .returning(itemColumns)
  changed(ctx, cacheTag.itemsOf(ownerId), cacheTag.platformItems)
  return presentOwn(row!)
}

async function ownRow(ctx: ServiceContext, id: string): Promise<ItemRow> {
  const [row] = await ctx.db
    .select(itemColumns)
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

/**
 * Changes one of the viewer's items; another user's item is not found and stays unchanged.
 * `actor` is who takes the publication and visibility steps: the supplier on their own routes.
 */
export async function updateItem(
  ctx: ServiceContext,
  id: string,
  body: ItemUpdate,
  actor: ItemActor = 'supplier',
): Promise<OwnItem> {
  // Publishing is selling: it needs a confirmed email, as creating does (decision 031).
  if (body.list_state === 'published') await assertMaySell(ctx)
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
  assertStateChange({ list_state: current.listState, hiden: current.hiden }, body, actor)
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
    .returning(itemColumns)
  if (!row) throw new AppError('item_not_found')
  changed(ctx, cacheTag.itemsOf(row.ownerId), cacheTag.platformItems)
  return presentOwn(row)
}

export async function deleteItem(ctx: ServiceContext, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(items)
    .where(and(eq(items.id, id), eq(items.ownerId, ctx.viewer.userId!)))
    .returning({ id: items.id })
  if (deleted.length === 0) throw new AppError('item_not_found')
  changed(ctx, cacheTag.itemsOf(ctx.viewer.userId!), cacheTag.platformItems)
}

// --- public: a shop's items ---

/**
 * What a shop sells (decision 041): its owner's items and the items of other suppliers it resells
 * (`shop_items`, the resale module's query part). The resold ids go in as an array the primary key
 * looks up (`= any(array(…))`), so the owner's index and the key are read side by side (a
 * BitmapOr) rather than every item being scanned against a subquery (decision 042).
 */
export function soldInShop(shop: { id: string; ownerId: string }): SQL {
  return or(
    eq(items.ownerId, shop.ownerId),
    sql`${items.id} = any(array(${resoldItemIds(sql`${shop.id}`)}))`,
  )!
}

/**
 * The suppliers whose items the shop resells, as an array value a shop list's statement carries:
 * their items' changes must drop the shop's kept lists (`items-of:{supplier}`, decision 042).
 */
export function resoldSuppliers(shopId: string): SQL<string[]> {
  return sql<
    string[]
  >`array(select distinct ${items.ownerId} from ${items} where ${items.id} = any(array(${resoldItemIds(sql`${shopId}`)})))`
}

/**
 * The visible items of one type the request's shop sells (its owner's and the ones it resells,
 * decision 042), optionally matching a search text, in the order asked (001 §7 shop products).
 * The owner also gets their unpublished and hidden items, marked with `list_state` and `hiden`.
 * One statement: the bounded match count (once), the suppliers the shop resells (for the cache
 * tags) and the page with each item's `in_store` for the viewer (decision 072), joined laterally; the shop itself was resolved once for the request
 * (decision 026).
 */
export async function listShopItems(ctx: ServiceContext, query: ItemListQuery) {
  const shop = requireShop(ctx)
  const viewerId = ctx.viewer.userId
  const match = matchText(query.q, 'similar')
  const limit = query.limit ?? defaultItemLimit(query.type)
  const shown = and(soldInShop(shop), eq(items.type, query.type), visibleTo(viewerId), match?.where)
  const result = await ctx.db.execute(sql`
    select counted.total, counted.resold_from, page.*
    from (
      select count(*)::int as total, ${resoldSuppliers(shop.id)} as resold_from
      from (select 1 from ${items} where ${shown} limit ${countCap(query.offset, limit)}) as matched
    ) as counted
    left join lateral (
      select ${itemColumnNames}, ${inStoreSelect(ctx)} from ${items} where ${shown}
      order by ${sql.join(orderOf(query.sort, match), sql`, `)} limit ${limit} offset ${query.offset}
    ) as page on true`)
  const raw = rawRows(result)
  const resoldFrom = (raw[0]?.resold_from as string[] | null | undefined) ?? []
  dependsOn(
    ctx,
    cacheTag.shop(shop.id),
    cacheTag.itemsOf(shop.ownerId),
    ...resoldFrom.map((supplierId) => cacheTag.itemsOf(supplierId)),
  )
  const now = new Date()
  const inStoreOf = new Map(raw.map((row) => [row.id, row.in_store]))
  return {
    results: itemRowsOf(raw).map((row) => ({
      ...presentPublic(row, now, viewerId),
      ...inStoreField(inStoreOf.get(row.id)),
    })),
    matches_estimated: Number(raw[0]?.total ?? 0),
  }
}

// --- shapes ---

/**
 * The public shape. `viewerId` is who asks: their own items also carry `list_state` and
 * `hiden` (the owner's view of their shop); nobody else's do.
 */
export function presentPublic(row: ItemRow, now: Date, viewerId: string | null): PublicItem {
  const experienceDate = row.experienceDate?.toISOString() ?? null
  const own = viewerId !== null && row.ownerId === viewerId
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
    ...(own ? { list_state: row.listState, hiden: row.hiden } : {}),
  }
}

function presentOwn(row: ItemRow): OwnItem {
  return {
    ...presentPublic(row, new Date(), row.ownerId),
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
