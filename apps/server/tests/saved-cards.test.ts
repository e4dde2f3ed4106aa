import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkouts } from '../src/modules/checkout/checkout.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts, savedCards } from '../src/modules/payments/payments.tables.ts'
import { sandboxSavedCards } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { signInGuest } from './factories/guests.ts'
import { fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { savedCardScene } from './helpers/saved-card-scene.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Saved cards end to end on the real sandbox gateway (decision 053; 002 §2 "saved cards", §3
 * `card_id`, §5 'use a credit card'): saving on an approved payment, paying with a saved card,
 * the cards of others, guests, deleting, expiry and idempotent retries.
 */
const { app, database } = await createTestApp({ shipping: fakeShipping().provider })
const db = database.db
const { tokenFor, shopAndCustomer, checkoutOf, pay, listCards, saveCard, chargesOf, year } = savedCardScene(
  app,
  db,
)

const ordersOf = (checkoutId: string) =>
  db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkoutId))
const availableOf = async (itemId: string) =>
  (await db.select({ available: items.available }).from(items).where(eq(items.id, itemId)))[0]!.available

describe('saving a card when paying', () => {
  it('keeps the card of an approved payment once (same fingerprint), with no number or CVC', async () => {
    const s = await shopAndCustomer()
    expect((await listCards(s.cookie)).json()).toEqual({ results: [] })
    const first = await checkoutOf(s, s.cookie)
    const paid = await pay(first, s.cookie, {
      card_token: await tokenFor('4242 4242 4242 4242'),
      save_card: true,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().status).toBe('paid')

    const listed = await listCards(s.cookie)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().results).toEqual([
      {
        id: expect.stringMatching(/^crd_/),
        brand: 'Visa',
        last4: '4242',
        exp_month: 11,
        exp_year: year + 3,
        type: 'credit',
        holder: 'Ana López',
        bank: 'Banco Sandbox',
        expired: false,
      },
    ])
    const rows = await db.select().from(savedCards).where(eq(savedCards.customerId, s.customer.id))
    expect(JSON.stringify(rows)).not.toContain('4242424242424242')
    // The CVC is kept nowhere: no column for it, no value equal to it (a random id may hold "123").
    expect(Object.keys(rows[0]!).filter((column) => /cvc|cvv/i.test(column))).toEqual([])
    expect(rows.flatMap((row) => Object.values(row))).not.toContain('123')

    // The same card again (another token, another holder name): still one card, the newer holder.
    const second = await checkoutOf(s, s.cookie)
    const again = await pay(second, s.cookie, {
      card_token: await tokenFor('4242424242424242', 'Ana L.'),
      save_card: true,
    })
    expect(again.json().status).toBe('paid')
    const after = (await listCards(s.cookie)).json().results
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ id: listed.json().results[0].id, holder: 'Ana L.' })
  })

  it('does not keep a card without save_card, nor the card of a declined payment', async () => {
    const s = await shopAndCustomer()
    const plain = await pay(await checkoutOf(s, s.cookie), s.cookie, {
      card_token: await tokenFor('5555555555554444'),
    })
    expect(plain.json().status).toBe('paid')
    const declined = await pay(await checkoutOf(s, s.cookie), s.cookie, {
      card_token: await tokenFor('4000000000000002'),
      save_card: true,
    })
    expect(declined.statusCode).toBe(422)
    expect(declined.json().error.code).toBe('payment_failed_contact_bank')
    expect((await listCards(s.cookie)).json().results).toEqual([])
  })

  it('keeps a 3-D Secure card once its page approves the payment', async () => {
    const s = await shopAndCustomer()
    const ready = await checkoutOf(s, s.cookie)
    const asked = await pay(ready, s.cookie, {
      card_token: await tokenFor('4000002760003184'),
      save_card: true,
    })
    expect(asked.json().status).toBe('requires_action')
    expect((await listCards(s.cookie)).json().results).toEqual([])
    const page = await app.inject({
      method: 'POST',
      url: asked.json().url_3ds,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    })
    expect(page.statusCode).toBe(303)
    const location = new URL(page.headers.location as string, 'http://localhost')
    const back = await app.inject({
      method: 'GET',
      url: location.pathname + location.search,
      headers: { cookie: s.cookie },
    })
    expect(back.headers.location).toBe(`/${s.shop.slug}/pagado/${ready.checkout.id}`)
    expect((await listCards(s.cookie)).json().results).toMatchObject([{ last4: '3184', type: 'credit' }])
  })

  it('refuses saving for a guest (403) and save_card with a saved card or a store payment (400)', async () => {
    const s = await shopAndCustomer()
    const guest = await signInGuest(app, db, '+525511112222')
    const ready = await readyCheckout(app, guest, s.shop.slug, { item: { item_id: s.item.id, quantity: 1 } })
    const token = await tokenFor('4242424242424242')
    const refused = await pay(ready, guest, { card_token: token, save_card: true })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toMatchObject({
      code: 'save_card_needs_account',
      message: 'Crea una cuenta o inicia sesión para guardar tu tarjeta.',
    })
    // Nothing was reserved: the guest can pay without saving.
    expect(await availableOf(s.item.id)).toBe(5)
    expect((await pay(ready, guest, { card_token: token })).json().status).toBe('paid')
    expect((await listCards(guest)).json().results).toEqual([])

    const saved = await saveCard(s.customer.id, '4242424242424242')
    const mine = await checkoutOf(s, s.cookie)
    const withId = await pay(mine, s.cookie, { card_id: saved.id, save_card: true })
    expect(withId.statusCode).toBe(400)
    expect(withId.json().error.fields).toHaveProperty('save_card')
    const store = await pay(mine, s.cookie, { payment_type: 'store', save_card: true })
    expect(store.statusCode).toBe(400)
  })
})

describe('paying with a saved card', () => {
  it('charges the saved card: approved places the order and the charge names the gateway’s card', async () => {
    const s = await shopAndCustomer()
    const saved = await saveCard(s.customer.id, '4242424242424242')
    const ready = await checkoutOf(s, s.cookie)
    const response = await pay(ready, s.cookie, { card_id: saved.id, msi_payments: 6 })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().status).toBe('paid')
    expect(await ordersOf(ready.checkout.id)).toHaveLength(1)
    const charges = await chargesOf(saved.providerCardId)
    expect(charges.map((c) => [c.status, c.instalments, c.amount])).toEqual([
      ['approved', 6, ready.checkout.grand_total.amount],
    ])
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.checkoutId, ready.checkout.id))
    expect(attempt).toMatchObject({ status: 'approved', cardBrand: 'Visa', cardLast4: '4242' })
  })

  it('follows the saved card’s test number: a decline gives the stock back, 3-D Secure asks again', async () => {
    const s = await shopAndCustomer()
    const declining = await saveCard(s.customer.id, '4000000000009995')
    const ready = await checkoutOf(s, s.cookie)
    const declined = await pay(ready, s.cookie, { card_id: declining.id })
    expect(declined.statusCode).toBe(422)
    expect(declined.json().error).toMatchObject({
      code: 'payment_failed_contact_bank',
      details: { provider_code: 'insufficient_funds' },
    })
    expect(await availableOf(s.item.id)).toBe(5)
    const [open] = await db.select().from(checkouts).where(eq(checkouts.id, ready.checkout.id))
    expect(open!.status).toBe('open')

    const secure = await saveCard(s.customer.id, '4000002760003184')
    const asked = await pay(ready, s.cookie, { card_id: secure.id })
    expect(asked.json()).toMatchObject({
      status: 'requires_action',
      url_3ds: expect.stringContaining('/3ds/'),
    })
    const page = await app.inject({
      method: 'POST',
      url: asked.json().url_3ds,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    })
    const location = new URL(page.headers.location as string, 'http://localhost')
    const back = await app.inject({
      method: 'GET',
      url: location.pathname + location.search,
      headers: { cookie: s.cookie },
    })
    expect(back.headers.location).toBe(`/${s.shop.slug}/pagado/${ready.checkout.id}`)
    expect(await ordersOf(ready.checkout.id)).toHaveLength(1)
  })

  it('answers 404 for another customer’s card and charges nothing', async () => {
    const s = await shopAndCustomer()
    const other = await shopAndCustomer()
    const theirs = await saveCard(other.customer.id, '4242424242424242')
    const ready = await checkoutOf(s, s.cookie)
    const response = await pay(ready, s.cookie, { card_id: theirs.id })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('card_not_found')
    expect(await chargesOf(theirs.providerCardId)).toEqual([])
    expect(await availableOf(s.item.id)).toBe(5)
    const unknown = await pay(ready, s.cookie, { card_id: 'crd_nope' })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses an expired card (listed as expired) and instalments on a debit card, before any charge', async () => {
    const s = await shopAndCustomer()
    const expired = await saveCard(s.customer.id, '5555555555554444', { month: 1, year: year - 1 })
    const debit = await saveCard(s.customer.id, '4000056655665556')
    const listed = (await listCards(s.cookie)).json().results
    expect(listed.map((c: { last4: string; expired: boolean }) => [c.last4, c.expired])).toEqual([
      ['5556', false],
      ['4444', true],
    ])
    const ready = await checkoutOf(s, s.cookie)
    const old = await pay(ready, s.cookie, { card_id: expired.id })
    expect(old.statusCode).toBe(422)
    expect(old.json().error).toMatchObject({
      code: 'saved_card_expired',
      message: 'Tu tarjeta guardada venció: usa otra tarjeta.',
    })
    const months = await pay(ready, s.cookie, { card_id: debit.id, msi_payments: 3 })
    expect(months.statusCode).toBe(422)
    expect(months.json().error.code).toBe('use_credit_card')
    expect([
      ...(await chargesOf(expired.providerCardId)),
      ...(await chargesOf(debit.providerCardId)),
    ]).toEqual([])
    expect(await availableOf(s.item.id)).toBe(5)
    expect((await pay(ready, s.cookie, { card_id: debit.id })).json().status).toBe('paid')
  })

  it('charges once when the same Idempotency-Key is sent twice (saved card, and saving)', async () => {
    const s = await shopAndCustomer()
    const saved = await saveCard(s.customer.id, '4242424242424242')
    const ready = await checkoutOf(s, s.cookie)
    const first = await pay(ready, s.cookie, { card_id: saved.id }, 'same-click')
    const second = await pay(ready, s.cookie, { card_id: saved.id }, 'same-click')
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json()).toEqual(first.json())
    expect(await chargesOf(saved.providerCardId)).toHaveLength(1)
    expect(await ordersOf(ready.checkout.id)).toHaveLength(1)

    const next = await checkoutOf(s, s.cookie)
    const body = { card_token: await tokenFor('5555555555554444'), save_card: true }
    const a = await pay(next, s.cookie, body, 'save-click')
    const b = await pay(next, s.cookie, body, 'save-click')
    expect(b.json()).toEqual(a.json())
    expect(
      (await listCards(s.cookie))
        .json()
        .results.map((c: { last4: string }) => c.last4)
        .sort(),
    ).toEqual(['4242', '4444'])
  })
})

describe('deleting a saved card', () => {
  it('deletes it here and at the gateway; then it is neither listed nor chargeable; another’s is 404', async () => {
    const s = await shopAndCustomer()
    const other = await shopAndCustomer()
    const saved = await saveCard(s.customer.id, '4242424242424242')
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/cards/${saved.id}`,
      headers: { cookie: other.cookie },
    })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error.code).toBe('card_not_found')
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/cards/${saved.id}`,
      headers: { cookie: s.cookie },
    })
    expect(deleted.statusCode).toBe(204)
    expect((await listCards(s.cookie)).json().results).toEqual([])
    const [atGateway] = await db
      .select()
      .from(sandboxSavedCards)
      .where(eq(sandboxSavedCards.id, saved.providerCardId))
    expect(atGateway!.deletedAt).toBeInstanceOf(Date)
    const ready = await checkoutOf(s, s.cookie)
    expect((await pay(ready, s.cookie, { card_id: saved.id })).statusCode).toBe(404)
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/cards/${saved.id}`,
      headers: { cookie: s.cookie },
    })
    expect(again.statusCode).toBe(404)
  })

  it('answers anonymous callers 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/cards' })).statusCode).toBe(401)
    const deleting = await app.inject({ method: 'DELETE', url: '/api/v1/me/cards/crd_any' })
    expect(deleting.statusCode).toBe(401)
    expect(deleting.json().error.code).toBe('unauthorized')
  })
})
