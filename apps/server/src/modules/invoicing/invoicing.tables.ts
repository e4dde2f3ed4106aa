import { sql } from 'drizzle-orm'
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'
import { purchaseOrders } from '../orders/orders.tables.ts'

/**
 * A seller's fiscal information (decision 085): who issues the receipts and invoices of the orders
 * they sell, kept per seller (the order's supplier), not per shop — one person's shops share one
 * RFC, and an order is the supplier's sale whichever shop it was placed in. Edited from any shop the
 * seller owns (`{shop}/admin/facturacion`).
 */
export const sellerFiscalInfo = pgTable(
  'seller_fiscal_info',
  {
    sellerId: text('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    /** The RFC as the SAT writes it: 13 characters for a person, 12 for a company. */
    taxId: text('tax_id').notNull(),
    /** SAT c_RegimenFiscal (core's TAX_REGIMES). */
    taxRegime: text('tax_regime').notNull(),
    /** The fiscal address's postal code (CFDI 4.0 LugarExpedicion). */
    postcode: text('postcode').notNull(),
    email: text('email'),
    phone: text('phone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seller_fiscal_info_tax_id_check', sql`char_length(${t.taxId}) in (12, 13)`),
    check('seller_fiscal_info_postcode_check', sql`${t.postcode} ~ '^[0-9]{5}$'`),
  ],
)

/**
 * An order's invoice once stamped (decision 085): the CFDI as the stamping provider returned it,
 * kept so every later download is the same document (a CFDI is stamped once). One per order.
 */
export const orderInvoices = pgTable('order_invoices', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
  /** Who stamped it: `sandbox` until a real PAC's adapter exists. */
  provider: text('provider').notNull(),
  /** The fiscal folio (TimbreFiscalDigital UUID). */
  uuid: text('uuid').notNull(),
  stampedAt: timestamp('stamped_at', { withTimezone: true }).notNull(),
  /** The stamped CFDI 4.0 XML. */
  xml: text('xml').notNull(),
  /** What its PDF prints (the order, both parties), as it was when stamped: later changes do not move it. */
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
