import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { savedCards } from '../../src/modules/payments/payments.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'
import { sandboxCharges } from '../../src/platform/payments/sandbox/sandbox.tables.ts'
import { createItem } from '../factories/items.ts'
import { createShop } from '../factories/shops.ts'
import { createUser, loginAs } from '../factories/users.ts'
import { configureSupplier, readyCheckout } from './checkout-fakes.ts'

/**
 * What the saved-card tests share (decision 053): a shop whose supplier takes cards, customers who
 * buy there through the real sandbox gateway, and cards tokenised through its endpoint.
 */
export function savedCardScene(app: FastifyInstance, db: Db) {
  const year = new Date().getUTCFullYear()

  async function tokenFor(number: string, holder = 'Ana López'): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      payload: { card_number: number, exp_month: '11', exp_year: String(year + 3), cvc: '123', holder },
    })
    if (response.statusCode !== 201) throw new Error(`token: ${response.statusCode} ${response.body}`)
    return response.json().token
  }

  /** A supplier's shop with one item of 5 units, and a signed-in customer. */
  async function shopAndCustomer() {
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id)
    const item = await createItem(db, supplier.id, { listPrice: 20_000, available: 5 })
    const customer = await createUser(db)
    const cookie = await loginAs(app, customer.email)
    return { shop, item, customer, cookie }
  }

  /** A checkout of one unit, ready to pay. */
  async function checkoutOf(scene: { shop: { slug: string }; item: { id: string } }, cookie: string) {
    return readyCheckout(app, cookie, scene.shop.slug, { item: { item_id: scene.item.id, quantity: 1 } })
  }

  function pay(
    ready: { base: string; checkout: { grand_total: unknown } },
    cookie: string,
    body: object,
    key: string = crypto.randomUUID(),
  ) {
    return app.inject({
      method: 'POST',
      url: `${ready.base}/pay`,
      headers: { cookie, 'idempotency-key': key },
      payload: { payment_type: 'card', expected_total: ready.checkout.grand_total, ...body },
    })
  }

  function listCards(cookie: string) {
    return app.inject({ method: 'GET', url: '/api/v1/me/cards', headers: { cookie } })
  }

  /**
   * Saves a card straight at the gateway and in the customer's cards (as paying with `save_card`
   * would, but for any test number: declining and 3-D Secure cards too). Returns our card id.
   */
  async function saveCard(customerId: string, number: string, expiry?: { month: number; year: number }) {
    const kept = await app.payments.sandbox!.cards!.save(await tokenFor(number), customerId)
    const id = newId('crd')
    await db.insert(savedCards).values({
      id,
      customerId,
      provider: 'sandbox',
      providerCardId: kept.id,
      fingerprint: kept.fingerprint,
      brand: kept.card.brand,
      last4: kept.card.last4,
      expMonth: expiry?.month ?? kept.expMonth,
      expYear: expiry?.year ?? kept.expYear,
      type: kept.card.type,
      holder: kept.card.holder,
      bank: kept.card.bank,
    })
    return { id, providerCardId: kept.id }
  }

  const chargesOf = async (source: string) =>
    db.select().from(sandboxCharges).where(eq(sandboxCharges.source, source))

  return { tokenFor, shopAndCustomer, checkoutOf, pay, listCards, saveCard, chargesOf, year }
}
