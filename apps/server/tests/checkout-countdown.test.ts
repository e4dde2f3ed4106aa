import { and, eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { expireCheckoutNow } from '../src/flows/release-checkout.ts'
import { systemContext } from '../src/kernel/context.ts'
import { checkouts, stockReservations } from '../src/modules/checkout/checkout.tables.ts'
import { readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness, resetCheckoutFaults } from './helpers/checkout-harness.ts'

/** The checkout's countdown and its release (decision 048), and the shared checkout's slug. */
const { app, db, shipping, scene, availableOf, pay } = await checkoutHarness()
afterEach(() => resetCheckoutFaults(shipping))

describe('the countdown', () => {
  it('expires the checkout: the job releases its reservation once, and every call answers checkout_expired', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 2 },
    })
    const asked = await pay(base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_3ds',
      expected_total: checkout.grand_total,
    })
    expect(asked.json().status).toBe('requires_action')
    expect(await availableOf(s.stocked.id)).toBe(3)
    const ctx = systemContext(db)
    // Still within its time: the job does nothing.
    expect(await expireCheckoutNow(ctx, checkout.id)).toBe(false)
    expect(await availableOf(s.stocked.id)).toBe(3)

    await db
      .update(checkouts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(checkouts.id, checkout.id))
    expect(await expireCheckoutNow(ctx, checkout.id)).toBe(true)
    expect(await expireCheckoutNow(ctx, checkout.id)).toBe(false)
    expect(await availableOf(s.stocked.id)).toBe(5)
    const held = await db
      .select()
      .from(stockReservations)
      .where(and(eq(stockReservations.checkoutId, checkout.id), eq(stockReservations.status, 'held')))
    expect(held).toEqual([])

    const read = await app.inject({
      method: 'GET',
      url: base,
      headers: { cookie: s.cookie, 'accept-language': 'en' },
    })
    expect(read.statusCode).toBe(409)
    expect(read.json().error.message).toMatch(/time to complete the purchase expired/i)
    const paying = await pay(base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: checkout.grand_total,
    })
    expect(paying.json().error.code).toBe('checkout_expired')
  })

  it('answers checkout_expired once the time is up even before the job ran', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    await db
      .update(checkouts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(checkouts.id, checkout.id))
    const contact = await app.inject({
      method: 'PUT',
      url: `${base}/contact`,
      headers: { cookie: s.cookie },
      payload: { email: 'b@example.test' },
    })
    expect(contact.statusCode).toBe(409)
    expect(contact.json().error.code).toBe('checkout_expired')
  })
})

describe('sharing', () => {
  it('makes a public slug once; a second time is slug_public_was_alrready_generated', async () => {
    const s = await scene()
    const { base } = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    const first = await app.inject({ method: 'POST', url: `${base}/share`, headers: { cookie: s.cookie } })
    expect(first.statusCode).toBe(200)
    expect(first.json().public_slug).toMatch(/^[\w-]{16}$/)
    const second = await app.inject({ method: 'POST', url: `${base}/share`, headers: { cookie: s.cookie } })
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('slug_public_was_alrready_generated')
  })
})
