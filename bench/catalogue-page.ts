/**
 * The catalogue page the benches measure (decision 073): `/catalogos/{slug}` holding 30 products,
 * a full first page of its grid (001 §9). The demo's catalogues hold 2 to 7 items and the demo sells
 * 14, so the benches make this one beside the demo data, in the data dir the server then starts on:
 * a shop dressed like `demo` (its theme, sections, photo and strip settings), owned by a person of
 * its own so the demo's own pages (their lists, homes and counts) stay as they are, and one
 * catalogue of 30 of that person's published products with the demo's photos.
 */
import { sql } from 'drizzle-orm'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { copyEmbeddedTemplate, isNewDataDir } from '../apps/server/src/platform/db/embedded-template.ts'
import { migrate } from '../apps/server/src/platform/db/migrate.ts'
import { newId } from '../apps/server/src/platform/ids.ts'
import { seedDemo } from '../apps/server/src/seed/demo.ts'
import { ADJECTIVES, NOUNS } from './words.ts'

export const CATALOGUE_SHOP = 'surtido'
export const CATALOGUE_SLUG = 'surtido-completo'
/** The page as BENCH_PAGES names it; the benches turn it into CATALOGUE_PAGE. */
export const CATALOGUE_PAGE_KEY = '{catalogue}'
export const CATALOGUE_PAGE = `/${CATALOGUE_SHOP}/catalogos/${CATALOGUE_SLUG}`
const PRODUCTS = 30

/** The rows of `db.execute()`, whichever driver answered. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * Prepares `dataDir` as the server would (the build's template, migrations, the demo data) and adds
 * the 30-product catalogue. Idempotent: a data dir that has the shop already is left alone.
 */
export async function prepareCatalogueData(dataDir: string): Promise<void> {
  if (isNewDataDir(dataDir)) copyEmbeddedTemplate(dataDir)
  const database = await openDatabase({ databaseUrl: null, dataDir })
  try {
    await migrate(database)
    await seedDemo(database.db, { onlyIfMissing: true })
    const { db } = database
    const existing = await db.execute(sql`select id from shops where slug = ${CATALOGUE_SHOP}`)
    if (rowsOf(existing).length) return
    // The demo's own products' photos, in a stable order.
    const found = await db.execute(
      sql`select distinct p as photo from items i, unnest(i.photos) p
          where i.owner_id = (select owner_id from shops where slug = 'demo') order by p`,
    )
    const photos = (rowsOf(found) as Array<{ photo: string }>).map((row) => row.photo)
    const ownerId = newId('usr')
    const shopId = newId('shp')
    const catalogueId = newId('cat')
    const rows = Array.from({ length: PRODUCTS }, (_, i) => {
      const name = `${NOUNS[(i * 7) % NOUNS.length]} ${ADJECTIVES[(i * 5) % ADJECTIVES.length]}`
      const photo = photos.length ? `array[${quote(photos[i % photos.length]!)}]` : `'{}'::text[]`
      return `(${quote(newId('itm'))}, ${quote(ownerId)}, ${quote(name)}, 'product', ${quote(`surtido-${i + 1}`)},
        ${12_000 + i * 1_150}, 'MXN', 'published', 5, ${photo}, ${i})`
    })
    await database.exec(`
      insert into users (id, name, email, email_verified) values
        (${quote(ownerId)}, 'Surtido de Prueba', 'surtido@bench.test', true);
      insert into shops (id, slug, name, owner_id, theme, photo, photo_display, darkmode, store_theme_info,
          seo_description, adornment_type)
        select ${quote(shopId)}, ${quote(CATALOGUE_SHOP)}, 'Mercado Surtido', ${quote(ownerId)}, theme, photo,
          photo_display, darkmode, store_theme_info, seo_description, adornment_type
        from shops where slug = 'demo';
      insert into items (id, owner_id, name, type, slug, list_price, currency, list_state, available, photos,
          queue_position)
        values ${rows.join(',\n')};
      insert into catalogues (id, shop_id, owner_id, slug, name, photo)
        select ${quote(catalogueId)}, ${quote(shopId)}, ${quote(ownerId)}, ${quote(CATALOGUE_SLUG)},
          'Surtido completo', photo from catalogues
        where shop_id = (select id from shops where slug = 'demo') and photo is not null limit 1;
      insert into shop_catalogues (shop_id, catalogue_id, position) values (${quote(shopId)}, ${quote(catalogueId)}, 0);
      insert into catalogue_items (catalogue_id, item_id, position)
        select ${quote(catalogueId)}, id, queue_position from items where owner_id = ${quote(ownerId)};`)
  } finally {
    await database.close()
  }
}
