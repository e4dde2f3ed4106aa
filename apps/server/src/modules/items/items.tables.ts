import { itemPublication } from '@tianguis/core/item-states'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { stateCheck, stateColumn } from '../../platform/db/state-check.ts'
import { users } from '../identity/identity.tables.ts'

const money = (name: string) => bigint(name, { mode: 'number' })
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Products, services and experiences (001 §3 Item and Return info; 002 §3 stock fields). A
 * supplier's items show in the shops they own; amounts are integer minor units.
 */
export const items = pgTable(
  'items',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['product', 'service', 'experience'] }).notNull(),
    mainType: text('main_type', { enum: ['business', 'personal'] })
      .notNull()
      .default('business'),
    slug: text('slug').notNull(),
    /** The first photo is the main one. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    listPrice: money('list_price').notNull().default(0),
    crossoutPrice: money('crossout_price'),
    currency: text('currency').notNull().default('MXN'),
    hidePrice: boolean('hide_price').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    plainDescription: text('plain_description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    stockType: text('stock_type', { enum: ['onstock', 'ondemand'] })
      .notNull()
      .default('onstock'),
    available: integer('available').notNull().default(0),
    maxPurchaseAmount: integer('max_purchase_amount'),
    disabled: boolean('disabled').notNull().default(false),
    soldOut: boolean('sold_out').notNull().default(false),
    /** Publication (`itemPublication` in packages/core/src/item-states.ts); `hiden` is visibility. */
    listState: stateColumn('list_state', itemPublication),
    hiden: boolean('hiden').notNull().default(false),
    isDropshipping: boolean('is_dropshipping').notNull().default(false),
    contributionMargin: money('contribution_margin'),
    returnType: text('return_type', { enum: ['disallowed', '72hrs'] })
      .notNull()
      .default('72hrs'),
    returnPolicy: text('return_policy', { enum: ['common', 'customized'] })
      .notNull()
      .default('common'),
    returnPolicyLegend: text('return_policy_legend'),
    returnFees: text('return_fees', {
      enum: ['customer_all', 'free', 'customer_feed', 'original_fees', 'restocking_fees'],
    })
      .notNull()
      .default('customer_all'),
    returnShippingLabel: text('return_shipping_label', { enum: ['inbox', 'download'] })
      .notNull()
      .default('inbox'),
    restockingFees: money('restocking_fees'),
    experienceDate: timestamp('experience_date', { withTimezone: true }),
    experienceAvailable: integer('experience_available'),
    queuePosition: integer('queue_position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // --- search (decision 020): kept by the database, never written by the app ---
    /** Name (weight A), tags (B) and description (C), accents folded and Spanish-stemmed. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`items_search_vector(name, tags, plain_description)`),
    /** Name and tags, lower-cased and without accents, for trigram (partial, fuzzy) matches. */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`items_search_text(name, tags)`),
  },
  (t) => [
    index('items_owner_type_state_position_idx').on(t.ownerId, t.type, t.listState, t.queuePosition, t.id),
    index('items_owner_type_price_idx').on(t.ownerId, t.type, t.listPrice, t.id),
    /** Newest first, read backwards (platform search without text). */
    index('items_created_idx').on(t.createdAt, t.id),
    /** Who sells for dropshipping (GET /api/v1/public/dssuppliers). */
    index('items_dropshipping_owner_idx')
      .on(t.ownerId)
      .where(sql`is_dropshipping and list_state = 'published' and not hiden and not disabled`),
    index('items_search_vector_idx').using('gin', t.searchVector),
    /**
     * One per type, so a search of one type reads only that type's matches (a broad word of
     * another type would otherwise cost a row read each, only to be filtered out).
     */
    ...(['product', 'service', 'experience'] as const).map((type) =>
      index(`items_search_vector_${type}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`type = '${type}'`)),
    ),
    index('items_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('items_available_check', sql`available >= 0`),
    check('items_type_check', sql`type in ('product', 'service', 'experience')`),
    check('items_main_type_check', sql`main_type in ('business', 'personal')`),
    check('items_stock_type_check', sql`stock_type in ('onstock', 'ondemand')`),
    stateCheck('items', 'list_state', itemPublication),
    check('items_return_type_check', sql`return_type in ('disallowed', '72hrs')`),
    check('items_return_policy_check', sql`return_policy in ('common', 'customized')`),
    check(
      'items_return_fees_check',
      sql`return_fees in ('customer_all', 'free', 'customer_feed', 'original_fees', 'restocking_fees')`,
    ),
    check('items_return_shipping_label_check', sql`return_shipping_label in ('inbox', 'download')`),
    check(
      'items_amounts_check',
      sql`list_price >= 0 and coalesce(crossout_price, 0) >= 0 and coalesce(restocking_fees, 0) >= 0`,
    ),
  ],
)
