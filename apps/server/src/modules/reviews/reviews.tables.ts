import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'
import { items } from '../items/items.tables.ts'

/**
 * Reviews (002 §3 "Review: rating, title, body, photo"; decision 084): one per buyer and item,
 * which its buyer edits. An item's reviews (and its summary) go with it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    // Restricted, as their orders are: a review leaves through the reviews service, which keeps the summary.
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Uploads of the platform's (`/uploads/…`), in the buyer's order; at most REVIEW_PHOTOS_MAX. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One review per buyer and item: two saves at once make one row (the second updates it).
    unique('reviews_customer_item_key').on(t.customerId, t.itemId),
    // An item's list, newest first.
    index('reviews_item_created_idx').on(t.itemId, t.createdAt.desc(), t.id.desc()),
    check('reviews_rating_check', sql`rating between 1 and 5`),
  ],
)

/**
 * Each reviewed item's rating, kept beside its reviews in the same transaction as every save
 * (decision 084): how many and the sum of their ratings, so the average is read, never counted,
 * and an item's page carries it in the statement that reads the item. A save locks its item's row
 * first, so saves of one item take turns and the sum stays the sum of the reviews.
 */
export const reviewSummaries = pgTable(
  'review_summaries',
  {
    itemId: text('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'review_summaries_sum_check',
      sql`review_count >= 0 and rating_sum between review_count and 5 * review_count`,
    ),
  ],
)
