import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { savedCards } from '../src/modules/payments/payments.tables.ts'
import { sandboxSavedCards } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { loginAs } from './factories/users.ts'
import { fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The demo customer's saved card (decision 053): seeded once, offered, and it pays in `demo`. */
const { app, database } = await createTestApp({ shipping: fakeShipping().provider })
const db = database.db

describe('Carla’s saved card', () => {
  it('is seeded once at the sandbox and in her cards, and pays a purchase in demo', async () => {
    await seedDemo(db)
    await seedDemo(db)
    expect(await db.select().from(savedCards)).toHaveLength(1)
    expect(await db.select().from(sandboxSavedCards)).toHaveLength(1)

    const cookie = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
    const listed = await app.inject({ url: '/api/v1/me/cards', headers: { cookie } })
    expect(listed.json().results).toEqual([
      expect.objectContaining({
        brand: 'Visa',
        last4: '4242',
        type: 'credit',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 4,
        holder: 'Carla Cliente',
        expired: false,
      }),
    ])
    const [jarro] = await db.select().from(items).where(eq(items.slug, 'jarro-de-barro-negro'))
    const ready = await readyCheckout(app, cookie, 'demo', { item: { item_id: jarro!.id, quantity: 1 } })
    const paid = await app.inject({
      method: 'POST',
      url: `${ready.base}/pay`,
      headers: { cookie, 'idempotency-key': crypto.randomUUID() },
      payload: {
        payment_type: 'card',
        card_id: listed.json().results[0].id,
        expected_total: ready.checkout.grand_total,
      },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().status).toBe('paid')
  })
})
