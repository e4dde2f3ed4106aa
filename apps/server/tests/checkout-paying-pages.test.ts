import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import {
  configureSupplier,
  fakePayments,
  fakeShipping,
  fillCart,
  readyCheckout,
} from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Paying from the checkout page and the paid page (002 §2, §4, §8; decisions 049, 050), with the
 * test payment provider (the card token decides: `tok_ok`, `tok_decline`, `tok_3ds`) and carrier.
 * The page's action gets only a token, never card data; its Idempotency-Key is the page's attempt key.
 */
const payments = fakePayments()
const shipping = fakeShipping()
const { app, database } = await createTestApp({
  web: true,
  payments: payments.provider,
  shipping: shipping.provider,
})
const db = database.db
const owner = await createUser(db, { email: 'duena-pago@example.test', name: 'Dueña' })
const shop = await createShop(db, owner.id, { slug: 'tienda-pago', name: 'Tienda Pago' })
await configureSupplier(db, owner.id)
const vase = await createItem(db, owner.id, { name: 'Jarrón azul', listPrice: 40_000, available: 50 })
const buyer = await createUser(db, { email: 'paga@example.test', name: 'Paga' })
await createUser(db, { email: 'mira@example.test', name: 'Mira' })
const cookie = await loginAs(app, 'paga@example.test')
const otherCookie = await loginAs(app, 'mira@example.test')
const base = `/${shop.slug}`

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')
const get = (url: string, as = cookie) => app.inject({ url, headers: { cookie: as } })
function post(url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
}

/** A buy-now checkout of the vase ready to pay, and its page. */
async function readyPage() {
  const { checkout } = await readyCheckout(app, cookie, shop.slug, {
    item: { item_id: vase.id, quantity: 1 },
  })
  const page = `${base}/comprar-articulo/${owner.id}/${vase.id}?compra=${checkout.id}`
  const html = shown((await get(page)).body)
  const key = html.match(/name="idempotency_key" value="([^"]+)"/)?.[1]
  const amount = html.match(/name="expected_amount" value="(\d+)"/)?.[1]
  if (!key || !amount) throw new Error('no pay form on the page')
  return { id: checkout.id as string, page, key, amount }
}

const pay = (ready: Awaited<ReturnType<typeof readyPage>>, fields: Record<string, string>) =>
  post(ready.page, {
    intent: 'pay',
    idempotency_key: ready.key,
    expected_amount: ready.amount,
    expected_currency: 'MXN',
    ...fields,
  })

describe('the checkout page with a carrier', () => {
  it('offers the carrier’s options and the branches for a branch delivery', async () => {
    await fillCart(db, shop.id, buyer.id, [{ itemId: vase.id, quantity: 1 }])
    const started = await get(`${base}/comprar`)
    expect(started.statusCode).toBe(302)
    const page = String(started.headers.location)
    expect(page).toMatch(new RegExp(`^${base}/comprar\\?compra=`))
    const id = new URL(page, 'http://x').searchParams.get('compra')!
    await post(page, {
      intent: 'address',
      recipient: 'Paga',
      street: 'Av. Reforma',
      exterior_number: '222',
      postcode: '06600',
      city: 'Ciudad de México',
      province_code: 'CMX',
      phone: '5512345678',
    })
    const html = shown((await get(page)).body)
    expect(html).toContain('Envío a domicilio — Estafeta Terrestre · $100.00 · 3 días')
    expect(html).toContain('Envío a sucursal — Correo Sucursal · $50.00 · 5 días')
    expect(html).toContain('Envío con costo fijo · $75.00 · 2 días')
    expect(html).toContain('Recoger en tienda · $0.00')
    expect(html).toContain('<option value="br_1">Centro — Reforma 1, CDMX</option>')
    const chosen = await post(page, {
      intent: 'delivery',
      supplier_id: owner.id,
      option: 'to_branch|rate_branch',
      agency_id: 'br_1',
    })
    expect(chosen.statusCode, chosen.body).toBe(302)
    const after = shown((await get(`${base}/comprar?compra=${id}`)).body)
    expect(after).toContain('<option value="br_1" selected="">Centro — Reforma 1, CDMX</option>')
    expect(after).not.toContain('data-incomplete')
  })
})

describe('paying from the page', () => {
  it('pays by card token, clears the tracking cookies and shows the paid page: order numbers, lines, total', async () => {
    const ready = await readyPage()
    const before = payments.charges.length
    const paid = await pay(ready, { payment_type: 'card', card_token: 'tok_ok', msi_payments: '1' })
    expect(paid.statusCode, paid.body).toBe(302)
    expect(paid.headers.location).toBe(`${base}/pagado/${ready.id}`)
    expect(payments.charges.length - before).toBe(1)
    // The tracking cookies that credited the order are cleared (002 §4).
    const cleared = [paid.headers['set-cookie']].flat().map(String)
    for (const name of ['referralID', 'campaign', 'clickID'])
      expect(cleared).toContain(`${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`)
    // A second post of the same attempt (a double click) charges nothing more and lands on the same page.
    const again = await pay(ready, { payment_type: 'card', card_token: 'tok_ok', msi_payments: '1' })
    expect(again.headers.location).toBe(`${base}/pagado/${ready.id}`)
    expect(payments.charges.length - before).toBe(1)

    const page = await get(`${base}/pagado/${ready.id}`)
    expect(page.statusCode).toBe(200)
    const html = shown(page.body)
    expect(html).toContain('¡Gracias por tu compra!')
    expect(html).toMatch(/Pedido [\w-]+/)
    expect(html).toContain('Jarrón azul × 1')
    expect(html).toContain('Vendido por Dueña')
    expect(html).toContain('href="/tienda-pago"')
    // Reading the checkout's page again goes to the paid page.
    const back = await get(ready.page)
    expect(back.headers.location).toBe(`${base}/pagado/${ready.id}`)
    // Someone else's paid page is the 404 page.
    expect((await get(`${base}/pagado/${ready.id}`, otherCookie)).statusCode).toBe(404)
  })

  it('sends the browser to the 3-D Secure page as a document', async () => {
    const ready = await readyPage()
    const answer = await pay(ready, { payment_type: 'card', card_token: 'tok_3ds' })
    expect(answer.statusCode).toBe(302)
    expect(String(answer.headers.location)).toMatch(/^https:\/\/pay\.test\/3ds\//)
    expect(answer.headers['x-remix-reload-document']).toBe('true')
  })

  it('shows a declined card’s message and a new attempt key on the next read', async () => {
    const ready = await readyPage()
    const answer = await pay(ready, { payment_type: 'card', card_token: 'tok_decline' })
    expect(answer.statusCode).toBe(422)
    const html = shown(answer.body)
    expect(html).toMatch(/role="alert"[^>]*>[^<]*El intento de pago falló/)
    const next = shown((await get(ready.page)).body)
    expect(next.match(/name="idempotency_key" value="([^"]+)"/)?.[1]).not.toBe(ready.key)
    expect(next).toMatch(/role="timer"/)
  })

  it('pays at a store and shows the reference and its deadline on the paid page', async () => {
    const ready = await readyPage()
    const answer = await pay(ready, { payment_type: 'store' })
    expect(answer.statusCode, answer.body).toBe(302)
    const location = String(answer.headers.location)
    expect(location).toMatch(new RegExp(`^${base}/pagado/${ready.id}\\?referencia=REF-\\d+&vence=`))
    const html = shown((await get(location)).body)
    expect(html).toMatch(/Antes del [^<]*\d{4}[^<]*, paga en tienda con la referencia REF-\d+\./)
  })
})
