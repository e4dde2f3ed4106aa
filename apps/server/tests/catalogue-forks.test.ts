import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogueItems, catalogues, shopCatalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** Forking a public catalogue into one's shop (001 §4, §7; decisions 066, 070). */
const { app, database } = await createTestApp()
const db = database.db

const supplier = await createUser(db, { email: 'fork-supplier@example.test' })
const other = await createUser(db, { email: 'fork-other-supplier@example.test' })
const ana = await createUser(db, { email: 'fork-ana@example.test', slug: 'fork-ana' })
const rita = await createUser(db, { email: 'fork-rita@example.test', slug: 'fork-rita', userLevel: 'ul2' })
const anaShop = await createShop(db, ana.id, { slug: 'fork-ana-shop' })
const ritaShop = await createShop(db, rita.id, { slug: 'fork-rita-shop' })
const anaCookie = await loginAs(app, 'fork-ana@example.test')
const ritaCookie = await loginAs(app, 'fork-rita@example.test')

const dropship = (name: string, owner = supplier.id) => createItem(db, owner, { name, isDropshipping: true })
const d1 = await dropship('Canasta de palma')
const d2 = await dropship('Café de altura')
const hidden = await createItem(db, supplier.id, { name: 'Oculto', isDropshipping: true, hiden: true })
const anaOwn = await createItem(db, ana.id, { name: 'Jarro de Ana' })
const elsewhere = await dropship('Silla tallada', other.id)

/** A catalogue of `shopId` holding `ids` in that order. */
async function catalogueOf(
  shopId: string,
  ids: string[],
  overrides: Partial<typeof catalogues.$inferInsert> = {},
) {
  const row = await createCatalogue(db, shopId, overrides)
  if (ids.length > 0)
    await db
      .insert(catalogueItems)
      .values(ids.map((itemId, position) => ({ catalogueId: row.id, itemId, position })))
  return row
}

const fork = (payload: unknown, cookie = ritaCookie, slug = 'fork-rita-shop') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/shops/${slug}/catalogue-forks`,
    headers: { cookie },
    payload: payload as object,
  })

const itemsOf = async (catalogueId: string) =>
  (
    await db
      .select({ itemId: catalogueItems.itemId, position: catalogueItems.position })
      .from(catalogueItems)
      .where(eq(catalogueItems.catalogueId, catalogueId))
      .orderBy(asc(catalogueItems.position))
  ).map((row) => [row.itemId, row.position])
const resoldBy = async (shopId: string) =>
  (await db.select({ itemId: shopItems.itemId }).from(shopItems).where(eq(shopItems.shopId, shopId))).map(
    (r) => r.itemId,
  )

describe('forking a catalogue', () => {
  it('copies the items the shop may sell, in order, adds the other suppliers’ ones to its resold items, and names its origin', async () => {
    const origin = await catalogueOf(anaShop.id, [d2.id, anaOwn.id, d1.id, hidden.id], {
      slug: 'regalos',
      name: 'Regalos',
      photo: '/static/demo/catalogo-regalos.svg',
    })
    const response = await fork({ origin_id: origin.id })
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json()
    // Ana's own item is not for dropshipping and the hidden one is not shown: both left out.
    expect(result).toMatchObject({ created: true, added: 2, resold: 2, skipped: 2, owner_id: rita.id })
    expect(result.catalogue).toMatchObject({
      name: 'Regalos',
      slug: 'regalos',
      photo: expect.stringMatching(/^\/static\/demo\/catalogo-regalos\.svg\?v=\w{8}$/),
      origin_id: origin.id,
      origin_slug: 'regalos',
    })
    expect(await itemsOf(result.catalogue.id)).toEqual([
      [d2.id, 0],
      [d1.id, 1],
    ])
    expect((await resoldBy(ritaShop.id)).sort()).toEqual([d1.id, d2.id].sort())
    const [copy] = await db.select().from(catalogues).where(eq(catalogues.id, result.catalogue.id))
    expect(copy).toMatchObject({ ownerId: rita.id, shopId: ritaShop.id })
    // Shown in Rita's shop: her storefront lists it.
    const list = await app.inject('/api/v1/shops/fork-rita-shop/catalogues')
    expect(list.json().results.map((c: { id: string }) => c.id)).toContain(result.catalogue.id)
    const products = await app.inject('/api/v1/shops/fork-rita-shop/items')
    expect(
      products
        .json()
        .results.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([d1.id, d2.id].sort())

    // Forking again answers the same copy and adds only what the origin gained since, at the end.
    const d3 = await dropship('Rebozo')
    await db.insert(catalogueItems).values({ catalogueId: origin.id, itemId: d3.id, position: 9 })
    const again = await fork({ origin_id: origin.id })
    expect(again.json()).toMatchObject({
      created: false,
      added: 1,
      resold: 1,
      catalogue: { id: result.catalogue.id },
    })
    expect(await itemsOf(result.catalogue.id)).toEqual([
      [d2.id, 0],
      [d1.id, 1],
      [d3.id, 2],
    ])
  })

  it('forks by the slug a shop shows it under, keeping only the items matching a text', async () => {
    await catalogueOf(anaShop.id, [d1.id, d2.id], { slug: 'bebidas', name: 'Bebidas' })
    const response = await fork({ origin_shop: 'fork-ana-shop', origin_slug: 'Bebidas', text: 'cafe' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      created: true,
      added: 1,
      skipped: 0,
      catalogue: { slug: 'bebidas' },
    })
    expect(await itemsOf(response.json().catalogue.id)).toEqual([[d2.id, 0]])
  })

  it('keeps a shop restricted to one supplier to that supplier’s items, and the forker’s own items unresold', async () => {
    const owner = await createUser(db, { email: 'fork-restricted@example.test' })
    await createShop(db, owner.id, { slug: 'fork-restricted', onlySupplierId: other.id })
    const cookie = await loginAs(app, 'fork-restricted@example.test')
    const mine = await createItem(db, owner.id, { name: 'Mío' })
    const origin = await catalogueOf(anaShop.id, [d1.id, elsewhere.id, mine.id])
    const response = await fork({ origin_id: origin.id }, cookie, 'fork-restricted')
    expect(response.json()).toMatchObject({ added: 2, resold: 1, skipped: 1 })
    expect((await itemsOf(response.json().catalogue.id)).map(([id]) => id)).toEqual([elsewhere.id, mine.id])
  })

  it('answers catalogue_not_found for an unknown catalogue or one no shop shows', async () => {
    const unshown = await catalogueOf(anaShop.id, [d1.id])
    await db.delete(shopCatalogues).where(eq(shopCatalogues.catalogueId, unshown.id))
    for (const body of [
      { origin_id: unshown.id },
      { origin_id: 'cat_nope' },
      { origin_shop: 'fork-ana-shop', origin_slug: 'nope' },
    ]) {
      const response = await fork(body)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('catalogue_not_found')
    }
  })

  it('lets no one fork into a shop they do not run: 404, nothing written (quality.md 2)', async () => {
    const origin = await catalogueOf(ritaShop.id, [d1.id])
    const before = await db.select().from(catalogues).where(eq(catalogues.shopId, anaShop.id))
    const response = await fork({ origin_id: origin.id }, ritaCookie, 'fork-ana-shop')
    expect(response.statusCode).toBe(404)
    expect(await db.select().from(catalogues).where(eq(catalogues.shopId, anaShop.id))).toEqual(before)
    expect(await resoldBy(anaShop.id)).toEqual([])
  })

  it('refuses unknown fields, wrong types, too long texts and a missing or double origin with 400', async () => {
    const origin = await catalogueOf(anaShop.id, [d1.id])
    const before = await db
      .select({ id: catalogues.id })
      .from(catalogues)
      .where(eq(catalogues.shopId, ritaShop.id))
    for (const body of [
      { origin_id: origin.id, owner: rita.id },
      { origin_id: 7 },
      { origin_id: origin.id, text: 'x'.repeat(101) },
      { origin_id: 'x'.repeat(101) },
      {},
      { origin_id: origin.id, origin_slug: 'regalos', origin_shop: 'fork-ana-shop' },
      { origin_slug: 'regalos' },
    ]) {
      const response = await fork(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.code).toBe('owner' in body ? 'unknown_fields' : 'invalid_request')
    }
    expect(
      await db.select({ id: catalogues.id }).from(catalogues).where(eq(catalogues.shopId, ritaShop.id)),
    ).toEqual(before)
  })

  it('forks 1,000 items in the same number of statements as 3, in one transaction', async () => {
    await db.execute(sql`insert into items (id, owner_id, name, type, slug, photos, list_price, currency, list_state, is_dropshipping, queue_position)
      select 'itm_bulk' || lpad(n::text, 6, '0'), ${supplier.id}, 'Bulk ' || n, 'product', 'bulk-' || n,
        '{}'::text[], 1000, 'MXN', 'published', true, n from generate_series(1, 1000) n`)
    const big = await createCatalogue(db, anaShop.id)
    await db.execute(sql`insert into catalogue_items (catalogue_id, item_id, position)
      select ${big.id}, 'itm_bulk' || lpad(n::text, 6, '0'), n - 1 from generate_series(1, 1000) n`)
    const small = await catalogueOf(anaShop.id, [d1.id, d2.id, elsewhere.id])
    const owner = await createUser(db, { email: 'fork-bulk@example.test' })
    await createShop(db, owner.id, { slug: 'fork-bulk' })
    const cookie = await loginAs(app, 'fork-bulk@example.test')

    const smaller = await catalogueOf(anaShop.id, [d2.id, elsewhere.id])
    // The first request of a session reads it; the ones after find it kept.
    await fork({ origin_id: smaller.id }, cookie, 'fork-bulk')
    const large = await fork({ origin_id: big.id }, cookie, 'fork-bulk')
    const few = await fork({ origin_id: small.id }, cookie, 'fork-bulk')
    expect(large.json()).toMatchObject({ added: 1000, resold: 1000 })
    expect(few.json()).toMatchObject({ added: 3, created: true })
    const statements = Number(large.headers['x-sql-statements'])
    expect(statements).toBe(Number(few.headers['x-sql-statements']))
    // The shop, and the flow's 7 statements.
    expect(statements).toBeLessThanOrEqual(8)
    const copied = await itemsOf(large.json().catalogue.id)
    expect(copied).toHaveLength(1000)
    expect(copied[999]).toEqual(['itm_bulk001000', 999])
  })

  it('leaves nothing behind when it fails midway (the resold items refused)', async () => {
    const owner = await createUser(db, { email: 'fork-fails@example.test' })
    const shop = await createShop(db, owner.id, { slug: 'fork-fails' })
    const cookie = await loginAs(app, 'fork-fails@example.test')
    const origin = await catalogueOf(anaShop.id, [d1.id, d2.id])
    // The last step, the resold items, fails for this shop only.
    await database.exec(`
      create function fork_fails() returns trigger language plpgsql as $$
      begin raise exception 'resold items refused'; end $$;
      create trigger fork_fails before insert on shop_items for each row
        when (new.shop_id = '${shop.id}') execute function fork_fails();`)
    const response = await fork({ origin_id: origin.id }, cookie, 'fork-fails')
    expect(response.statusCode).toBe(500)
    expect(response.json().error.code).toBe('internal_error')
    expect(await db.select().from(catalogues).where(eq(catalogues.shopId, shop.id))).toEqual([])
    expect(await db.select().from(shopCatalogues).where(eq(shopCatalogues.shopId, shop.id))).toEqual([])
    expect(
      await db
        .select()
        .from(catalogueItems)
        .where(sql`${catalogueItems.catalogueId} not in (select id from catalogues)`),
    ).toEqual([])
    expect(await resoldBy(shop.id)).toEqual([])
  })
})

describe('duplicating one’s catalogue', () => {
  const duplicate = (id: string, payload: unknown, cookie = anaCookie, slug = 'fork-ana-shop') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/shops/${slug}/catalogues/${id}/duplicate`,
      headers: { cookie },
      payload: payload as object,
    })

  it('copies it with its items under the new name, naming the original as its origin', async () => {
    const original = await catalogueOf(anaShop.id, [anaOwn.id, d1.id], { slug: 'cocina', name: 'Cocina' })
    const response = await duplicate(original.id, { name: '  Cocina de invierno ' })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      name: 'Cocina de invierno',
      slug: 'cocina-de-invierno',
      origin_id: original.id,
      origin_slug: 'cocina',
    })
    expect(await itemsOf(response.json().id)).toEqual([
      [anaOwn.id, 0],
      [d1.id, 1],
    ])
  })

  it('refuses a ul2 user and a proxy shop with duplication_not_allowed', async () => {
    const ritas = await catalogueOf(ritaShop.id, [d1.id])
    const refused = await duplicate(ritas.id, { name: 'Copia' }, ritaCookie, 'fork-rita-shop')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('duplication_not_allowed')
    const proxyOwner = await createUser(db, { email: 'fork-proxy@example.test' })
    const proxy = await createShop(db, proxyOwner.id, { slug: 'fork-proxy', isProxy: true })
    const inProxy = await catalogueOf(proxy.id, [])
    const proxyRefused = await duplicate(
      inProxy.id,
      { name: 'Copia' },
      await loginAs(app, 'fork-proxy@example.test'),
      'fork-proxy',
    )
    expect(proxyRefused.json().error.code).toBe('duplication_not_allowed')
    expect(await db.select().from(catalogues).where(eq(catalogues.shopId, proxy.id))).toHaveLength(1)
  })

  it('answers 404 for another shop’s catalogue and changes nothing; refuses bad bodies with 400', async () => {
    const ritas = await catalogueOf(ritaShop.id, [d1.id])
    const before = await db
      .select({ id: catalogues.id })
      .from(catalogues)
      .where(eq(catalogues.shopId, anaShop.id))
    const response = await duplicate(ritas.id, { name: 'Mía' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('catalogue_not_found')
    const mine = await catalogueOf(anaShop.id, [])
    for (const body of [
      { name: 'x'.repeat(151) },
      { name: 5 },
      { name: 'Ok', origin_id: 'x' },
      { name: '  ' },
      {},
    ]) {
      const bad = await duplicate(mine.id, body)
      expect(bad.statusCode, JSON.stringify(body)).toBe(400)
      expect(bad.json().error.code).toBe('origin_id' in body ? 'unknown_fields' : 'invalid_request')
    }
    const after = await db
      .select({ id: catalogues.id })
      .from(catalogues)
      .where(eq(catalogues.shopId, anaShop.id))
    expect(after.filter((row) => !before.some((b) => b.id === row.id)).map((r) => r.id)).toEqual([mine.id])
  })
})

describe('public referral catalogues', () => {
  it('lists the visible products of a user’s catalogue in its order, paged, by slug or id', async () => {
    const shown = await catalogueOf(anaShop.id, [d2.id, hidden.id, anaOwn.id, d1.id], { slug: 'referidos' })
    const page = await app.inject('/api/v1/public/referral/fork-ana/catalogues/referidos/products?limit=2')
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().matches_estimated).toBe(3)
    expect(page.json().results.map((i: { id: string }) => i.id)).toEqual([d2.id, anaOwn.id])
    const next = await app.inject(
      `/api/v1/public/referral/${ana.id}/catalogues/${shown.id}/products?offset=2`,
    )
    expect(next.json().results.map((i: { id: string }) => i.id)).toEqual([d1.id])
    expect(Number(next.headers['x-sql-statements'])).toBe(2)
    // Public answers carry no margin or stock (quality.md 4).
    expect(Object.keys(next.json().results[0])).not.toContain('contribution_margin')
  })

  it('answers 404 for another user’s catalogue or an unknown one, and 400 for a bad query', async () => {
    await catalogueOf(anaShop.id, [d1.id], { slug: 'solo-ana' })
    for (const url of [
      '/api/v1/public/referral/fork-rita/catalogues/solo-ana/products',
      '/api/v1/public/referral/nadie/catalogues/solo-ana/products',
    ]) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('catalogue_not_found')
    }
    for (const query of ['limit=0', 'limit=x', 'offset=-1', 'sort=name', `limit=${'9'.repeat(200)}`]) {
      const response = await app.inject(
        `/api/v1/public/referral/fork-ana/catalogues/solo-ana/products?${query}`,
      )
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code).toBe(query.startsWith('sort') ? 'unknown_fields' : 'invalid_request')
    }
  })
})

describe('a catalogue’s campaign link', () => {
  const link = (id: string, cookie = anaCookie, slug = 'fork-ana-shop') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/shops/${slug}/catalogues/${id}/campaign-link`,
      headers: { cookie },
    })

  it('answers an active link named after the catalogue (100 characters at most), pointing at its page with the tracking parameters, the same each time', async () => {
    const long = await catalogueOf(anaShop.id, [], { slug: 'largo', name: 'Ñ'.repeat(150) })
    const first = await link(long.id)
    expect(first.statusCode, first.body).toBe(200)
    const body = first.json()
    expect(body).toMatchObject({ state: 'active', name: 'Ñ'.repeat(100) })
    expect(body.url).toMatch(/\/fork-ana-shop\/catalogos\/largo$/)
    const url = new URL(body.encoded_mkt_url)
    expect(url.pathname).toBe('/fork-ana-shop/catalogos/largo')
    expect(Object.fromEntries(url.searchParams)).toEqual({ referral: ana.id, campaign: body.id })
    expect(body.id).toMatch(/^mkt_/)
    expect((await link(long.id)).json().id).toBe(body.id)
  })

  it('answers 404 for a catalogue the shop does not show, 404 in another’s shop, writing no link', async () => {
    const ritas = await catalogueOf(ritaShop.id, [])
    const response = await link(ritas.id)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('catalogue_not_found')
    const foreign = await link(ritas.id, anaCookie, 'fork-rita-shop')
    expect(foreign.statusCode).toBe(404)
    const rows = await db.execute(
      sql`select count(*)::int as n from marketing_links where catalogue_id = ${ritas.id}`,
    )
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0)
    // The name comes from the catalogue: a body naming anything is refused.
    const named = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/fork-ana-shop/catalogues/${ritas.id}/campaign-link`,
      headers: { cookie: anaCookie },
      payload: { name: 'Mío', state: 'paused' },
    })
    expect(named.statusCode).toBe(400)
    expect(named.json().error.code).toBe('unknown_fields')
  })
})
