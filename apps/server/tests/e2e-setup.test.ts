import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { users } from '../src/modules/identity/identity.tables.ts'
import { supplierSettings } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser } from './factories/users.ts'
import { createTestApp, sessionCookie } from './helpers/test-app.ts'

/** The browser journeys' test-only setup routes (decision 033): off unless E2E_SETUP=1, never in production. */
const plain = await createTestApp()
const { app, database } = await createTestApp({ env: { E2E_SETUP: '1' } })

async function signUp(name: string) {
  const email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.test`
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { name, email, password: 'una-clave-segura' },
  })
  expect(response.statusCode).toBe(202)
  // Sign-up starts no session: the emailed code confirms the address and logs in (decision 031).
  const mail = await app.inject({ url: `/api/e2e/mail?to=${encodeURIComponent(email)}` })
  const code = String(mail.json()[0]?.body).match(/\b(\d{6})\b/)?.[1]
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    payload: { email, code },
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return { email, cookie: sessionCookie(confirmed.headers['set-cookie']) }
}

const me = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json()

describe('the e2e setup routes', () => {
  it('let the journeys’ one address sign up more people than the 20 an hour of other servers', async () => {
    expect(plain.app.rateLimitScale).toBe(1)
    expect(app.rateLimitScale).toBe(10)
    const { app: limited } = await createTestApp({ env: { E2E_SETUP: '1' } })
    const signUp = (n: number) =>
      limited.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { name: 'Muchos', email: `muchos-${n}@example.test`, password: 'una-clave-segura' },
      })
    // One more than LIMITS.signup allows an address elsewhere (identity-limits.test.ts shows that 429).
    for (let n = 0; n <= 20; n += 1) expect((await signUp(n)).statusCode).toBe(202)
  })

  it('are not there unless E2E_SETUP=1', async () => {
    for (const [method, url] of [
      ['POST', '/api/e2e/shops'],
      ['POST', '/api/e2e/demo-shops/demo/staff'],
      ['PATCH', '/api/e2e/me'],
      ['POST', '/api/e2e/me/supplier'],
      ['GET', '/api/e2e/mail?to=a@example.test'],
    ] as const) {
      const response = await plain.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code).toBe('route_not_found')
    }
  })

  it('cannot be turned on in production', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-forty-characters!' }
    expect(() => loadConfig(production)).not.toThrow()
    expect(() => loadConfig({ ...production, E2E_SETUP: '1' })).toThrow(/E2E_SETUP/)
  })

  it('give a signed-in user a shop made like another, with the model’s look', async () => {
    const model = await createShop(database.db, (await createUser(database.db)).id, {
      theme: 4,
      storeType: 'affinity',
    })
    const owner = await signUp('Duena')
    const created = await app.inject({
      method: 'POST',
      url: '/api/e2e/shops',
      headers: { cookie: owner.cookie },
      payload: { slug: 'tienda-e2e', name: 'Tienda E2E', like: model.slug },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({ slug: 'tienda-e2e', name: 'Tienda E2E' })
    const shop = await app.inject({ method: 'GET', url: '/api/v1/shops/tienda-e2e' })
    expect(shop.json()).toMatchObject({ name: 'Tienda E2E', theme: 4, store_type: 'affinity' })
    expect((await me(owner.cookie)).shops).toEqual([
      expect.objectContaining({ slug: 'tienda-e2e', role: 'owner' }),
    ])
  })

  it('make a signed-in user a supplier buyers can buy from, taking cards (decision 060)', async () => {
    const supplier = await signUp('Vende')
    const post = (cookie?: string) =>
      app.inject({ method: 'POST', url: '/api/e2e/me/supplier', headers: cookie ? { cookie } : {} })
    expect((await post()).statusCode).toBe(401)
    expect((await post(supplier.cookie)).statusCode).toBe(204)
    // Twice is the same set-up, not an error.
    expect((await post(supplier.cookie)).statusCode).toBe(204)
    const types = await app.inject({
      method: 'GET',
      url: '/api/v1/me/supplier/payment-types',
      headers: { cookie: supplier.cookie },
    })
    expect(types.json().enabled_payment_types).toEqual(['card'])
  })

  it('switch on the delivery types a journey asks for, and refuse unknown ones (decision 081)', async () => {
    const supplier = await signUp('Entrega')
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/e2e/me/supplier',
        headers: { cookie: supplier.cookie },
        payload,
      })
    expect((await post({ delivery_types: ['to_address', 'delivery'] })).statusCode).toBe(204)
    const [row] = await database.db
      .select({ deliveryTypes: supplierSettings.deliveryTypes })
      .from(supplierSettings)
      .innerJoin(users, eq(users.id, supplierSettings.userId))
      .where(eq(users.email, supplier.email))
    expect(row!.deliveryTypes).toEqual(['to_address', 'delivery'])
    expect((await post({ delivery_types: ['teleport'] })).statusCode).toBe(400)
    expect((await post({ enabled_payment_types: ['cash'] })).json().error.code).toBe('unknown_fields')
  })

  it('refuse visitors, unknown fields and models that do not exist', async () => {
    const owner = await signUp('Otra')
    const post = (payload: object, cookie?: string) =>
      app.inject({ method: 'POST', url: '/api/e2e/shops', headers: cookie ? { cookie } : {}, payload })
    expect((await post({ slug: 'sin-sesion', name: 'X' })).statusCode).toBe(401)
    const unknown = await post({ slug: 'con-dueno', name: 'X', owner_id: 'usr_1' }, owner.cookie)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('unknown_fields')
    expect((await post({ slug: 'sin-modelo', name: 'X', like: 'no-existe' }, owner.cookie)).statusCode).toBe(
      404,
    )
    const shop = await app.inject({ method: 'GET', url: '/api/v1/shops/con-dueno' })
    expect(shop.statusCode).toBe(404)
  })

  it('add a staff member only to a shop the viewer owns', async () => {
    const owner = await signUp('Ana')
    const staff = await signUp('Sergio')
    await app.inject({
      method: 'POST',
      url: '/api/e2e/shops',
      headers: { cookie: owner.cookie },
      payload: { slug: 'tienda-de-ana', name: 'Tienda de Ana' },
    })
    const addStaff = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/e2e/shops/tienda-de-ana/staff',
        headers: { cookie },
        payload: { email: staff.email, role: 'accountant' },
      })
    expect((await addStaff(staff.cookie)).statusCode).toBe(404)
    expect((await me(staff.cookie)).shops).toEqual([])
    expect((await addStaff(owner.cookie)).statusCode).toBe(204)
    expect((await me(staff.cookie)).shops).toEqual([
      expect.objectContaining({ slug: 'tienda-de-ana', role: 'accountant' }),
    ])
  })

  it('give the viewer a staff role in a demo shop, and in no other shop', async () => {
    const owner = await createUser(database.db)
    await createShop(database.db, owner.id, { slug: 'demo', name: 'Tienda Demo' })
    const other = await createShop(database.db, owner.id)
    const staff = await signUp('Contadora')
    const join = (slug: string, payload: object, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/e2e/demo-shops/${slug}/staff`,
        headers: cookie ? { cookie } : {},
        payload,
      })
    expect((await join('demo', { role: 'accountant' })).statusCode).toBe(401)
    expect((await join(other.slug, { role: 'accountant' }, staff.cookie)).statusCode).toBe(404)
    expect((await join('demo', { role: 'owner' }, staff.cookie)).statusCode).toBe(400)
    expect((await me(staff.cookie)).shops).toEqual([])
    expect((await join('demo', { role: 'accountant' }, staff.cookie)).statusCode).toBe(204)
    expect((await me(staff.cookie)).shops).toEqual([
      expect.objectContaining({ slug: 'demo', role: 'accountant' }),
    ])
  })

  it('set the viewer’s level and read the mail written for an address', async () => {
    const user = await signUp('Carla')
    const level = await app.inject({
      method: 'PATCH',
      url: '/api/e2e/me',
      headers: { cookie: user.cookie },
      payload: { user_level: 'ul0' },
    })
    expect(level.statusCode).toBe(204)
    expect((await me(user.cookie)).user_level).toBe('ul0')

    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/request',
      payload: { email: user.email },
    })
    expect(reset.statusCode).toBe(202)
    const mail = await app.inject({
      method: 'GET',
      url: `/api/e2e/mail?to=${encodeURIComponent(user.email)}`,
    })
    expect(mail.statusCode).toBe(200)
    const [message] = mail.json()
    expect(message.body).toMatch(/\b\d{6}\b/)
    expect(message.subject).not.toBe('')
  })

  it('make a delivered resale of another supplier’s item, its shares held, and disperse it as if 73 hours had passed', async () => {
    const supplier = await createUser(database.db)
    const item = await createItem(database.db, supplier.id, {
      listPrice: 20_000,
      isDropshipping: true,
      contributionMargin: 4_000,
    })
    const reseller = await signUp('Revende')
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/e2e/me',
          headers: { cookie: reseller.cookie },
          payload: { user_level: 'ul1' },
        })
      ).statusCode,
    ).toBe(204)
    const shop = await createShop(database.db, (await me(reseller.cookie)).id)
    const buyer = await signUp('Compra')
    const made = await app.inject({
      method: 'POST',
      url: '/api/e2e/me/delivered-orders',
      headers: { cookie: buyer.cookie },
      payload: { shop: shop.slug, item_id: item.id },
    })
    expect(made.statusCode, made.body).toBe(201)
    const disperse = (now: string, payload: object = { order_id: made.json().id, now }) =>
      app.inject({
        method: 'POST',
        url: '/api/e2e/ledger/disperse',
        headers: { cookie: buyer.cookie },
        payload,
      })
    expect((await disperse(new Date().toISOString())).json()).toEqual({ outcome: 'window_open' })
    const later = new Date(Date.now() + 73 * 3_600_000).toISOString()
    expect((await disperse(later)).json()).toEqual({ outcome: 'dispersed' })
    expect((await disperse(later)).json()).toEqual({ outcome: 'already' })
    expect((await disperse(later, { now: later })).statusCode).toBe(400)
    const wallets = await app.inject({ url: '/api/v1/me/wallets', headers: { cookie: reseller.cookie } })
    expect(wallets.json().results[0]).toMatchObject({ balance: 2_000, available_for_cashout: 2_000 })
  })
})
