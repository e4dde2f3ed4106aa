import { MY_ORDERS_COUNT_AT_LEAST } from '@tianguis/core/constants'
import type { Address } from '@tianguis/core/contracts/checkout'
import type { MyOrderListQuery, MyOrderSummary } from '@tianguis/core/contracts/my-orders'
import { LOCALE_TIME_ZONE } from '@tianguis/core/dates'
import {
  type CancelReason,
  DISPLAYED_ORDER_STATE,
  nextOrderEvent,
  type OrderEvent,
  type OrderKind,
  type OrderStatus,
} from '@tianguis/core/orders/lifecycle'
import { statusesFor } from '@tianguis/core/orders/purchase-filters'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { publicNameOf } from '../identity/public-name.parts.ts'
import { sellerBranchOf, shopNameOf } from '../shops/order-shops.parts.ts'
import { type OrderStepDone, orderStep } from './order-lifecycle.service.ts'
import { purchaseOrderLines, purchaseOrders } from './orders.tables.ts'

/**
 * My purchases (002 §2, §7; decision 080): the signed-in customer's own orders. Every read is
 * filtered by the viewer's id, so another person's order is simply not found (quality.md case 1).
 */

/** The list card names the first products of an order. */
const LINE_NAMES = 3
/** What `newId('ord')` makes: a search for one is a lookup, not a scan of product names. */
const ORDER_ID = /^ord_[0-9a-z]+$/i

/**
 * A LIKE pattern matching `text` anywhere in an order's `lines_search` (its lines' names lower-cased and
 * without accents), with its own `%`, `_` and `\` taken literally.
 */
function containing(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
  return `%${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The conditions of a purchases query, over `purchase_orders` unaliased. */
function whereOf(ctx: ServiceContext, customerId: string, query: MyOrderListQuery): SQL {
  const statuses = statusesFor(query)
  const zone = LOCALE_TIME_ZONE[ctx.locale]
  const text = query.text
  return and(
    eq(purchaseOrders.customerId, customerId),
    statuses ? inArray(purchaseOrders.status, [...statuses]) : undefined,
    query.payment_type ? eq(purchaseOrders.paymentType, query.payment_type) : undefined,
    query.delivery_type ? eq(purchaseOrders.deliveryType, query.delivery_type) : undefined,
    // Days are the viewer's calendar days (their locale's time zone), as the page shows dates.
    query.start_date
      ? sql`${purchaseOrders.createdAt} >= (${query.start_date}::date::timestamp at time zone ${zone})`
      : undefined,
    query.end_date
      ? sql`${purchaseOrders.createdAt} < ((${query.end_date}::date + 1)::timestamp at time zone ${zone})`
      : undefined,
    // An order id, or a product's name containing the text (accents and case aside): the order's
    // line names, searched with its customer in one GIN index (decision 088).
    text === undefined
      ? undefined
      : ORDER_ID.test(text)
        ? eq(purchaseOrders.id, text.toLowerCase())
        : sql`${purchaseOrders.linesSearch} like ${containing(text)}`,
  )!
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString()
const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : iso(value)
/** A column of the page's rows (`page_rows`), for the parts that name the shop and the seller. */
const pageColumn = (column: string) => sql.raw(`page_rows.${column}`)

/** The columns the list reads of each order: the page's rows are chosen on these first. */
const LISTED = sql`${purchaseOrders.id} as id, ${purchaseOrders.status} as status, ${purchaseOrders.kind} as kind,
  ${purchaseOrders.createdAt} as created_at, ${purchaseOrders.updatedAt} as updated_at,
  ${purchaseOrders.currency} as currency, ${purchaseOrders.total} as order_total,
  ${purchaseOrders.paymentType} as payment_type, ${purchaseOrders.deliveryType} as delivery_type,
  ${purchaseOrders.supplierId} as supplier_id, ${purchaseOrders.shopId} as shop_id`

/**
 * One page of the viewer's orders, the last changed first, and how many match (exact up to 100 and
 * one past the page, a lower bound beyond: MY_ORDERS_COUNT_AT_LEAST): ONE statement whatever the
 * page and filters (decision 080). The page's rows are chosen first; only those then get their
 * shop's and seller's names and first products' names, so a deep page costs no more.
 *
 * Without days or a text, the count and the page each walk an index on (customer_id, status |
 * updated_at) and stop early. Days or a product's name find their orders another way (the index on
 * (customer_id, created_at), the lines' trigrams), which the planner cannot stop early in
 * `updated_at` order: those matches are read once, kept (a MATERIALIZED CTE), then counted and paged.
 */
export async function listMyOrders(
  ctx: ServiceContext,
  query: MyOrderListQuery,
): Promise<{ results: MyOrderSummary[]; matches_estimated: number }> {
  const customerId = ctx.viewer.userId!
  const where = whereOf(ctx, customerId, query)
  const cap = Math.max(MY_ORDERS_COUNT_AT_LEAST, query.offset + query.limit + 1)
  const order = sql`order by updated_at desc, id desc`
  const kept = Boolean(query.start_date || query.end_date || (query.text && !ORDER_ID.test(query.text)))
  const source = kept
    ? {
        with: sql`with matches as materialized (select ${LISTED} from ${purchaseOrders} where ${where})`,
        counted: sql`select 1 from matches limit ${cap}`,
        page: sql`select * from matches ${order} offset ${query.offset} limit ${query.limit}`,
      }
    : {
        with: sql``,
        counted: sql`select 1 from ${purchaseOrders} where ${where} limit ${cap}`,
        page: sql`select ${LISTED} from ${purchaseOrders} where ${where}
          order by ${purchaseOrders.updatedAt} desc, ${purchaseOrders.id} desc offset ${query.offset} limit ${query.limit}`,
      }
  const result = await ctx.db.execute(sql`
    ${source.with}
    select (select count(*)::int from (${source.counted}) as counted) as total, page.*
    from (select 1) as one
    left join lateral (
      select page_rows.*,
        ${shopNameOf(pageColumn('shop_id'))} as shop,
        ${publicNameOf(pageColumn('supplier_id'))} as seller_name,
        (select coalesce(json_agg(first.name order by first.position), '[]'::json) from (
          select l.name, l.position from ${purchaseOrderLines} l where l.order_id = page_rows.id
          order by l.position limit ${LINE_NAMES}) as first) as line_names,
        (select count(*)::int from ${purchaseOrderLines} l where l.order_id = page_rows.id) as lines_count
      from (${source.page}) as page_rows
      order by page_rows.updated_at desc, page_rows.id desc
    ) as page on true`)
  // Whichever driver answered, the rows are under `rows`.
  const rows = (result as { rows: Record<string, unknown>[] }).rows
  const total = Number(rows[0]?.total ?? 0)
  const results = rows
    .filter((row) => row.id !== null && row.id !== undefined)
    .map((row): MyOrderSummary => {
      const status = row.status as OrderStatus
      return {
        id: row.id as string,
        status,
        displayed_state: DISPLAYED_ORDER_STATE[status],
        kind: row.kind as OrderKind,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        shop: (row.shop as { slug: string; name: string } | null) ?? { slug: '', name: '' },
        seller: { id: row.supplier_id as string, name: (row.seller_name as string | null) ?? '' },
        currency: row.currency as string,
        total: Number(row.order_total),
        payment_type: (row.payment_type as string | null) ?? null,
        delivery_type: row.delivery_type as string,
        line_names: row.line_names as string[],
        lines_count: Number(row.lines_count),
      }
    })
  return { results, matches_estimated: total }
}

/** One of the viewer's orders with what its detail shows, before its history and payment are added. */
export interface MyOrderRow {
  id: string
  status: OrderStatus
  kind: OrderKind
  createdAt: string
  updatedAt: string
  deliveredAt: string | null
  canceledAt: string | null
  shop: { slug: string; name: string }
  seller: { id: string; name: string }
  branch: { name: string; phone: string | null } | null
  currency: string
  itemsTotal: number
  shippingCost: number
  total: number
  estimatedCost: number | null
  estimatedDeliveryAt: string | null
  paymentType: string | null
  paymentAttemptId: string | null
  deliveryType: string
  address: Address | null
  contactEmail: string
  contactPhone: string | null
  cancelReason: CancelReason | null
  cancelDescription: string | null
  cancelMessage: string | null
  /** The customer's invoicing data (decision 085), each null until given. */
  invoicing: {
    tax_id: string | null
    name: string | null
    tax_regime: string | null
    cfdi_use: string | null
    postcode: string | null
  }
  lines: {
    id: string
    item_id: string
    name: string
    photo: string | null
    unit_price: number
    quantity: number
    variants: Record<string, string>
    total: number
  }[]
}

/**
 * The viewer's order `id` with its lines, shop, seller and the seller's branch, in one statement;
 * another person's order, or none, is `order_not_found` (quality.md case 1).
 */
export async function myOrder(ctx: ServiceContext, id: string): Promise<MyOrderRow> {
  const o = purchaseOrders
  // Written out whole: in a one-table select drizzle names a column without its table, which a
  // subquery over another table would read as its own.
  const outer = (column: string) => sql.raw(`"purchase_orders"."${column}"`)
  const [row] = await ctx.db
    .select({
      id: o.id,
      status: o.status,
      kind: o.kind,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      deliveredAt: o.deliveredAt,
      canceledAt: o.canceledAt,
      supplierId: o.supplierId,
      currency: o.currency,
      itemsTotal: o.itemsTotal,
      shippingCost: o.shippingCost,
      total: o.total,
      estimatedCost: o.estimatedCost,
      estimatedDeliveryAt: o.estimatedDeliveryAt,
      paymentType: o.paymentType,
      paymentAttemptId: o.paymentAttemptId,
      deliveryType: o.deliveryType,
      address: o.address,
      contactEmail: o.contactEmail,
      contactPhone: o.contactPhone,
      cancelReason: o.cancelReason,
      cancelDescription: o.cancelDescription,
      cancelMessage: o.cancelMessage,
      invoiceTaxId: o.invoiceTaxId,
      invoiceName: o.invoiceName,
      invoiceTaxRegime: o.invoiceTaxRegime,
      invoiceCfdiUse: o.invoiceCfdiUse,
      invoicePostcode: o.invoicePostcode,
      shop: shopNameOf(outer('shop_id')),
      sellerName: publicNameOf(outer('supplier_id')),
      branch: sellerBranchOf(outer('supplier_id'), outer('shop_id')),
      lines: sql<MyOrderRow['lines']>`(
        select coalesce(json_agg(json_build_object(
            'id', l.id, 'item_id', l.item_id, 'name', l.name, 'photo', l.photo,
            'unit_price', l.unit_price, 'quantity', l.quantity, 'variants', l.variants, 'total', l.total)
          order by l.position), '[]'::json)
        from ${purchaseOrderLines} l where l.order_id = ${outer('id')})`,
    })
    .from(o)
    .where(and(eq(o.id, id), eq(o.customerId, ctx.viewer.userId!)))
  if (!row) throw new AppError('order_not_found')
  const {
    supplierId,
    sellerName,
    invoiceTaxId,
    invoiceName,
    invoiceTaxRegime,
    invoiceCfdiUse,
    invoicePostcode,
    ...order
  } = row
  return {
    ...order,
    invoicing: {
      tax_id: invoiceTaxId,
      name: invoiceName,
      tax_regime: invoiceTaxRegime,
      cfdi_use: invoiceCfdiUse,
      postcode: invoicePostcode,
    },
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    deliveredAt: isoOrNull(order.deliveredAt),
    canceledAt: isoOrNull(order.canceledAt),
    estimatedDeliveryAt: isoOrNull(order.estimatedDeliveryAt),
    cancelReason: order.cancelReason as CancelReason | null,
    shop: order.shop ?? { slug: '', name: '' },
    seller: { id: supplierId, name: sellerName ?? '' },
    lines: order.lines.map((line) => ({
      ...line,
      unit_price: Number(line.unit_price),
      total: Number(line.total),
    })),
  }
}

/**
 * The customer's 'next' on their order (002 §4, §7 `POST orders/{order}/next`; decision 080): the
 * one forward step the machine gives a customer from its state — today 'I received it'
 * (`deliver`, from to_deliver or on_the_way) — taken through `orderStep()`, which locks the order
 * and keeps the history. From a state with no step of theirs the machine's own refusal answers
 * (`order_transition_refused`); of two at once, the second finds it delivered and is refused so.
 */
export async function takeMyNextStep(
  ctx: ServiceContext,
  id: string,
): Promise<{
  answer: { id: string; status: OrderStatus; displayed_state: string; next: OrderEvent | null }
  /** The machine's step, for the caller to tell both sides of (flows/take-my-next-step.ts). */
  done: OrderStepDone
}> {
  const customerId = ctx.viewer.userId!
  const [row] = await ctx.db
    .select({ status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.customerId, customerId)))
  if (!row) throw new AppError('order_not_found')
  const event = nextOrderEvent(row.status, 'customer') ?? 'deliver'
  const done = await orderStep(ctx, id, event, { role: 'customer', userId: customerId })
  return {
    answer: {
      id,
      status: done.to,
      displayed_state: DISPLAYED_ORDER_STATE[done.to],
      next: nextOrderEvent(done.to, 'customer'),
    },
    done,
  }
}

/**
 * Locks the viewer's order `id` for a change of its invoicing data and answers its state; another
 * person's order, or none, is `order_not_found` (quality.md case 1) and nothing is written.
 */
export async function lockMyOrder(ctx: ServiceContext, id: string): Promise<{ status: OrderStatus }> {
  const [row] = await ctx.db
    .select({ status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.customerId, ctx.viewer.userId!)))
    .for('update')
  if (!row) throw new AppError('order_not_found')
  return row
}

/** Writes the customer's invoicing data on their order (decision 085); the caller locked it. */
export async function setMyOrderInvoicing(
  ctx: ServiceContext,
  id: string,
  data: { tax_id: string; name: string; tax_regime: string; cfdi_use: string; postcode: string },
): Promise<void> {
  await ctx.db
    .update(purchaseOrders)
    .set({
      invoiceTaxId: data.tax_id,
      invoiceName: data.name,
      invoiceTaxRegime: data.tax_regime,
      invoiceCfdiUse: data.cfdi_use,
      invoicePostcode: data.postcode,
      updatedAt: new Date(),
    })
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.customerId, ctx.viewer.userId!)))
}
