import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { catalogues } from '../catalogues/catalogues.tables.ts'
import { users } from '../identity/identity.tables.ts'
import { shops } from '../shops/shops.tables.ts'

/**
 * Marketing links (000 §5, 002 §3 Campaign: name, url, state, encoded_mkt_url; decision 070): for
 * now a catalogue's shareable link, one per person, shop and catalogue, so asking again answers the
 * same link (002 §4: "the generated campaign link is cached until the path changes"). Campaigns and
 * channels, with their own screens, are a later issue and will grow from this table.
 */
export const marketingLinks = pgTable(
  'marketing_links',
  {
    id: text('id').primaryKey(),
    /** Who shares it: the `referral` the link carries. */
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    catalogueId: text('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    /** At most 100 characters (002 §5 campaign name). */
    name: text('name').notNull(),
    /** The page it points at, without the tracking parameters. */
    url: text('url').notNull(),
    state: text('state', { enum: ['active'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marketing_links_owner_shop_catalogue_idx').on(t.ownerId, t.shopId, t.catalogueId),
    check('marketing_links_state_check', sql`state in ('active')`),
    check('marketing_links_name_check', sql`char_length(name) between 1 and 100`),
  ],
)
