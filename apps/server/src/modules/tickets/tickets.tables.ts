import { ATTENDEE_TYPES, type AttendeeType } from '@tianguis/core/tickets/attendees'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'
import { purchaseOrders } from '../orders/orders.tables.ts'
import { shops } from '../shops/shops.tables.ts'

/**
 * One ticket per attendee of an experience bought (002 §3 "Ticket or attendee"; decision 083),
 * made when its order is placed from the attendees captured in the checkout. Its state at the door
 * follows its order's (paid → valid; canceled → void) and `used_at`, set once by a scan.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** The order line's place, and the attendee's place within the line. */
    linePosition: integer('line_position').notNull(),
    position: integer('position').notNull(),
    itemId: text('item_id').notNull(),
    /** The shop it was bought in, its buyer, and the seller whose shops scan it (the order's supplier). */
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    supplierId: text('supplier_id').notNull(),
    /** The experience as it was bought: its name and date. */
    experienceName: text('experience_name').notNull(),
    experienceDate: timestamp('experience_date', { withTimezone: true }),
    attendeeName: text('attendee_name').notNull(),
    /** A national number, digits only. */
    attendeePhone: text('attendee_phone'),
    attendeeType: text('attendee_type', {
      enum: ATTENDEE_TYPES as unknown as [AttendeeType, ...AttendeeType[]],
    }).notNull(),
    /** 20 characters of Crockford base32 (100 random bits): what the QR holds. */
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who scanned it: the seller, an admin or a qrreader of one of the seller's shops. */
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_code_idx').on(t.code),
    uniqueIndex('tickets_order_line_idx').on(t.orderId, t.linePosition, t.position),
    // My tickets, newest first.
    index('tickets_customer_idx').on(t.customerId, t.createdAt),
    check(
      'tickets_attendee_type_check',
      sql.raw(`attendee_type in (${ATTENDEE_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    check('tickets_code_check', sql`code ~ '^[0-9A-HJKMNP-TV-Z]{20}$'`),
  ],
)
