import type { Address } from '@tianguis/core/contracts/checkout'
import { ORDER_NOTE_VISIBILITIES, type OrderNoteVisibility } from '@tianguis/core/orders/back-office'
import {
  ORDER_ACTORS,
  ORDER_KINDS,
  type OrderActor,
  type OrderKind,
  type OrderStatus,
  orderLifecycle,
} from '@tianguis/core/orders/lifecycle'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { stateCheck } from '../../platform/db/state-check.ts'
import { users } from '../identity/identity.tables.ts'
import { shops } from '../shops/shops.tables.ts'

const money = (name: string) => bigint(name, { mode: 'number' })

/**
 * A purchase order: one supplier's part of a paid checkout (002 §3 Purchase order; decision 050).
 * Minimal for issue 12: the order and its frozen lines exist; the after-sales steps come later.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    supplierId: text('supplier_id').notNull(),
    dssupplierId: text('dssupplier_id'),
    /**
     * The lifecycle's state (`packages/core/src/orders/lifecycle.ts`; decision 079): `paid` (card,
     * an approved redirect), `awaiting_payment` (a reference: store, cash, transfer, crypto),
     * `awaiting_confirmation` (the seller's own delivery: the seller quotes its date and cost;
     * decision 055), `payment_expired` (decision 057), then the seller's steps to `delivered`, or
     * `canceled`. Changed only through `orderStep()`, which keeps the history.
     */
    status: text('status', {
      enum: orderLifecycle.states as unknown as [OrderStatus, ...OrderStatus[]],
    }).notNull(),
    /** 002 §3 "Order kinds": a purchase, a courtesy, an in-store sale. */
    kind: text('kind', { enum: ORDER_KINDS as unknown as [OrderKind, ...OrderKind[]] })
      .notNull()
      .default('purchase'),
    /** The seller's quote (002 §4 "the seller enters the estimated date and cost"). */
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    estimatedCost: money('estimated_cost'),
    /** The cancellation (002 §4): its reason, the description `other` needs, the optional message. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelDescription: text('cancel_description'),
    cancelMessage: text('cancel_message'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * A quoted order's payment (decision 086, 002 §7 `PUT orders/broker/{order}`): the token the
     * customer's confirmation gave, and where the browser goes back after paying or cancelling (paths
     * of this shop).
     */
    paymentToken: text('payment_token'),
    payReturnPath: text('pay_return_path'),
    payCancelPath: text('pay_cancel_path'),
    /** Null while nothing is paid (`awaiting_confirmation`). */
    paymentType: text('payment_type'),
    paymentAttemptId: text('payment_attempt_id'),
    currency: text('currency').notNull(),
    itemsTotal: money('items_total').notNull(),
    shippingCost: money('shipping_cost').notNull(),
    total: money('total').notNull(),
    deliveryType: text('delivery_type').notNull(),
    rateId: text('rate_id'),
    /** The broker's quotation (`shipping`; 002 §3 `shipment_id`). */
    shipmentId: text('shipment_id'),
    agencyId: text('agency_id'),
    /**
     * The shipment the seller's carrier booked when the order was made ready (decision 081): the
     * carrier (a shipping provider's name), its tracking number, which its tracking events name,
     * and the tracking page's link both sides are shown.
     */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    address: jsonb('address').$type<Address>(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    /**
     * The customer's invoicing data (002 §3 invoicing data, tax regime, CFDI use; decision 085),
     * given on the order's detail; null until then. The RFC as the SAT writes it, SAT
     * c_RegimenFiscal and c_UsoCFDI codes, the fiscal address's postal code.
     */
    invoiceTaxId: text('invoice_tax_id'),
    invoiceName: text('invoice_name'),
    invoiceTaxRegime: text('invoice_tax_regime'),
    invoiceCfdiUse: text('invoice_cfdi_use'),
    invoicePostcode: text('invoice_postcode'),
    referral: text('referral'),
    campaign: text('campaign'),
    clickId: text('click_id'),
    /**
     * The names of the order's lines, one a line, kept by the database (the trigger
     * `purchase_order_lines_names`, migration 0024): lines are written once, by whichever writer, and
     * this follows them. My purchases searches it by a product's name (decision 088).
     */
    lineNames: text('line_names').notNull().default(''),
    /** `line_names` lower-cased and without accents: its trigrams are indexed with the customer. */
    linesSearch: text('lines_search')
      .notNull()
      .generatedAlwaysAs(sql`lower(public.tianguis_unaccent(line_names))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_attempt_idx').on(t.paymentAttemptId),
    // The lists sort on -updated_at (002 §2 my purchases; the seller's orders).
    index('purchase_orders_customer_idx').on(t.customerId, t.updatedAt),
    // My purchases (decision 080): the default list leaves delivered and canceled orders out, so a
    // buyer's few orders under way are counted and read by their states without walking years of
    // delivered ones; a period of days is read by when the orders were placed.
    index('purchase_orders_customer_status_idx').on(t.customerId, t.status, t.updatedAt),
    index('purchase_orders_customer_created_idx').on(t.customerId, t.createdAt),
    // A product word among one buyer's orders (decision 088): the buyer's entries and the word's
    // trigrams meet in one GIN index (btree_gin), so only this buyer's matching orders are read.
    index('purchase_orders_customer_lines_search_idx').using(
      'gin',
      t.customerId,
      t.linesSearch.op('gin_trgm_ops'),
    ),
    index('purchase_orders_supplier_idx').on(t.supplierId, t.updatedAt),
    index('purchase_orders_dssupplier_idx').on(t.dssupplierId, t.updatedAt),
    index('purchase_orders_checkout_idx').on(t.checkoutId),
    // A carrier's tracking event finds its order by the tracking number (decision 081).
    uniqueIndex('purchase_orders_tracking_idx').on(t.carrier, t.trackingNumber),
    stateCheck('purchase_orders', 'status', orderLifecycle),
    check('purchase_orders_kind_check', sql.raw(`kind in (${ORDER_KINDS.map((k) => `'${k}'`).join(', ')})`)),
    check(
      'purchase_orders_totals_check',
      sql`items_total >= 0 and shipping_cost >= 0 and total = items_total + shipping_cost`,
    ),
  ],
)

/** A purchase order's lines, frozen from the checkout. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    photo: text('photo'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    total: money('total').notNull(),
    currency: text('currency').notNull(),
    dssupplierId: text('dssupplier_id'),
    margin: money('margin'),
  },
  (t) => [index('purchase_order_lines_order_idx').on(t.orderId, t.position)],
)

/**
 * Every change of an order's status (002 §4; decision 079): who (the actor's role and, but for the
 * system, their id), when, from, to, by which event, and an optional note. Rows are only added.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `place` for the order's creation, else a lifecycle event. */
    event: text('event').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actor: text('actor', { enum: ORDER_ACTORS as unknown as [OrderActor, ...OrderActor[]] }).notNull(),
    actorId: text('actor_id'),
    note: text('note'),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.at),
    check('order_history_actor_check', sql.raw(`actor in (${ORDER_ACTORS.map((a) => `'${a}'`).join(', ')})`)),
  ],
)

/**
 * Notes on an order by the seller's staff (002 §6 "add visible or internal notes"; decision 081):
 * `client` ones the customer sees on their order, `internal` ones only the shop's staff. Rows are
 * only added.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who wrote it, and the lifecycle role they wrote it as. */
    authorId: text('author_id').notNull(),
    authorRole: text('author_role', {
      enum: ORDER_ACTORS as unknown as [OrderActor, ...OrderActor[]],
    }).notNull(),
    visibility: text('visibility', {
      enum: ORDER_NOTE_VISIBILITIES as unknown as [OrderNoteVisibility, ...OrderNoteVisibility[]],
    }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.at),
    check(
      'order_notes_visibility_check',
      sql.raw(`visibility in (${ORDER_NOTE_VISIBILITIES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
)

/**
 * A franchise shop's order's packages (002 §7 "binpacked"; decision 087): the boxes its units are
 * put into before it is made ready. `number` is the package's place in the order (1, 2, …), shown
 * to the packer; an emptied package is removed.
 */
export const orderPackages = pgTable(
  'order_packages',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** Who opened it (a staff member of the shop). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_packages_order_number_idx').on(t.orderId, t.number)],
)

/**
 * How many units of an order line are in a package. A line's rows together never pass its
 * quantity: every change is checked while the order's row is locked (decision 087).
 */
export const orderPackageLines = pgTable(
  'order_package_lines',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => orderPackages.id, { onDelete: 'cascade' }),
    lineId: text('line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.lineId] }),
    index('order_package_lines_line_idx').on(t.lineId),
    check('order_package_lines_quantity_check', sql`quantity > 0`),
  ],
)
