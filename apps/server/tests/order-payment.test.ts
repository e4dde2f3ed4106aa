import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applyChargeNews } from '../src/flows/settle-payment.ts'
import { systemContext } from '../src/kernel/context.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { ledgerPostings } from '../src/modules/ledger/ledger.tables.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { orderHistory, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import { createUser, loginAs } from './factories/users.ts'
import { addressedCheckout, deliveryScene } from './helpers/delivery-scene.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Confirming and paying a quoted order (002 §4 "the customer confirms and completes the purchase",
 * §7 `PUT orders/broker/{order}`; decision 086): an order placed unpaid for the seller's own
 * delivery, quoted by the seller, confirmed and paid by its customer with the sandbox's card (approved,
 * declined, 3-D Secure) or a store reference (paid, lapsed), every step through the lifecycle.
 */
const { app, database } = await createTestApp()
const db = database.db
const FUTURE = { exp_month: '12', exp_year: String((new Date().getUTCFullYear() + 3) % 100) }
const RETURN = '/mis-compras/x?pago=hecho'
const CANCEL = '/mis-compras/x/pagar'

async function cardToken(number: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/sandbox/payments/tokens',
    payload: { ...FUTURE, cvc: '123', holder: 'Ana López', card_number: number },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().token
}

/** A new seller offering their own delivery, a customer's order of 2 × $200 placed unpaid and quoted $99. */
async function quotedOrder(quote = true) {
  const s = await deliveryScene(app, db, { deliveryTypes: ['to_address', 'delivery'] })
  const { id, calls } = await addressedCheckout(app, s, 2)
  await calls.choose(id, { supplier_id: s.supplier.id, delivery_type: 'delivery' })
  const placed = await calls.place(id)
  expect(placed.statusCode, placed.body).toBe(200)
  const orderId = placed.json().order_ids[0] as string
  const sellerCookie = await loginAs(app, (await sellerEmail(s.supplier.id))!)
  if (quote) {
    const quoted = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/orders/${orderId}/quote`,
      headers: { cookie: sellerCookie },
      payload: {
        estimated_delivery_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        estimated_cost: 9_900,
      },
    })
    expect(quoted.statusCode, quoted.body).toBe(200)
  }
  return { s, orderId, checkoutId: id, sellerCookie }
}

async function sellerEmail(userId: string) {
  const { users } = await import('../src/modules/identity/identity.tables.ts')
  return (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email
}

const broker = (
  cookie: string,
  orderId: string,
  payload: object = { return_path: RETURN, cancel_path: CANCEL },
) => app.inject({ method: 'PUT', url: `/api/v1/me/orders/${orderId}/broker`, headers: { cookie }, payload })

const pay = (cookie: string, orderId: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/me/orders/${orderId}/pay`,
    headers: { cookie, 'idempotency-key': crypto.randomUUID() },
    payload,
  })

const orderOf = async (id: string) =>
  (await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!
const historyOf = async (id: string) =>
  (await db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(orderHistory.at)).map(
    (row) => [row.event, row.toState, row.actor],
  )
const attemptsOf = (orderId: string) =>
  db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))
const availableOf = async (itemId: string) =>
  (await db.select({ available: items.available }).from(items).where(eq(items.id, itemId)))[0]!.available
const mailsAbout = async (orderId: string) =>
  (await db.select().from(outbox).where(eq(outbox.channel, 'email')))
    .filter((mail) => mail.subject.includes(orderId))
    .map((mail) => [mail.recipient, mail.subject])

/** Confirms the order and pays it with `method`; answers the pay call. */
async function confirmAndPay(cookie: string, orderId: string, method: object) {
  const confirmed = await broker(cookie, orderId)
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return pay(cookie, orderId, {
    token: confirmed.json().token,
    expected_total: { amount: 49_900, currency: 'MXN' },
    ...method,
  })
}

describe('PUT /me/orders/:id/broker', () => {
  it('gives the quoted order’s token, its total with the seller’s delivery cost and the methods', async () => {
    const { s, orderId } = await quotedOrder()
    const confirmed = await broker(s.cookie, orderId)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({
      order_id: orderId,
      token: expect.stringMatching(/^opt_/),
      total: { amount: 49_900, currency: 'MXN' },
      items_total: 40_000,
      delivery_cost: 9_900,
      estimated_delivery_at: expect.any(String),
      payment_types: ['card', 'store'],
      return_path: RETURN,
      cancel_path: CANCEL,
      payment_metadata: {},
    })
    // Asked again, the same token; nothing about the order changed.
    expect((await broker(s.cookie, orderId)).json().token).toBe(confirmed.json().token)
    expect(await orderOf(orderId)).toMatchObject({
      status: 'awaiting_customer',
      total: 40_000,
      shippingCost: 0,
    })
  })

  it('refuses an order not quoted yet with the machine’s answer', async () => {
    const { s, orderId } = await quotedOrder(false)
    const refused = await broker(s.cookie, orderId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('order_transition_refused')
  })

  it('answers another person’s order 404 order_not_found and changes nothing', async () => {
    const { orderId } = await quotedOrder()
    const other = await createUser(db)
    const cookie = await loginAs(app, other.email)
    const refused = await broker(cookie, orderId)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.code).toBe('order_not_found')
    expect((await orderOf(orderId)).paymentToken).toBeNull()
    const paid = await pay(cookie, orderId, {
      token: 'opt_x',
      payment_type: 'store',
      expected_total: { amount: 49_900, currency: 'MXN' },
    })
    expect(paid.statusCode).toBe(404)
    expect(paid.json().error.code).toBe('order_not_found')
  })

  it.each([
    ['another site', { return_path: 'https://evil.example/x', cancel_path: CANCEL }],
    ['a protocol-relative host', { return_path: '//evil.example/x', cancel_path: CANCEL }],
    ['a backslash host', { return_path: RETURN, cancel_path: '/\\evil.example' }],
    ['a javascript: scheme', { return_path: 'javascript:alert(1)', cancel_path: CANCEL }],
    ['a missing path', { return_path: RETURN }],
    ['an unknown field', { return_path: RETURN, cancel_path: CANCEL, amount: 1 }],
    ['a wrong type', { return_path: 5, cancel_path: CANCEL }],
    ['a NUL byte', { return_path: '/mis-compras\u0000', cancel_path: CANCEL }],
  ])('refuses %s with 400 and our error shape', async (_case, payload) => {
    const { s, orderId } = await quotedOrder()
    const refused = await broker(s.cookie, orderId, payload)
    expect(refused.statusCode, refused.body).toBe(400)
    expect(refused.json().error.code).toMatch(/^(invalid_|unknown_fields)/)
    expect((await orderOf(orderId)).paymentToken).toBeNull()
  })
})

describe('POST /me/orders/:id/pay', () => {
  it('pays with an approved card: the order paid by the system with its delivery cost, both told', async () => {
    const { s, orderId } = await quotedOrder()
    const paid = await confirmAndPay(s.cookie, orderId, {
      payment_type: 'card',
      card_token: await cardToken('4242424242424242'),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toMatchObject({ status: 'paid', order_id: orderId, return_path: RETURN })
    const [attempt] = await attemptsOf(orderId)
    expect(attempt).toMatchObject({
      status: 'approved',
      amount: 49_900,
      paymentType: 'card',
      cardLast4: '4242',
    })
    expect(await orderOf(orderId)).toMatchObject({
      status: 'paid',
      itemsTotal: 40_000,
      shippingCost: 9_900,
      total: 49_900,
      paymentType: 'card',
      paymentAttemptId: attempt!.id,
    })
    expect((await historyOf(orderId)).slice(-1)).toEqual([['pay', 'paid', 'system']])
    const mails = await mailsAbout(orderId)
    expect(mails).toContainEqual(['compra@example.test', `Tu pedido ${orderId}: Pagado`])
    expect(mails.some(([to, subject]) => to !== 'compra@example.test' && subject?.includes(orderId))).toBe(
      true,
    )
    // The order detail says how it was paid, and the checkout's paid page is not confused by it.
    const detail = await app.inject({ url: `/api/v1/me/orders/${orderId}`, headers: { cookie: s.cookie } })
    expect(detail.json()).toMatchObject({
      status: 'paid',
      total: 49_900,
      shipping_cost: 9_900,
      payment: { type: 'card', card: { last4: '4242' } },
    })
    // Paid once: the same confirmation cannot pay it again.
    const again = await pay(s.cookie, orderId, {
      token: (await orderOf(orderId)).paymentToken,
      payment_type: 'card',
      card_token: await cardToken('4242424242424242'),
      expected_total: { amount: 49_900, currency: 'MXN' },
    })
    expect(again.statusCode).toBe(409)
    expect(await attemptsOf(orderId)).toHaveLength(1)
    // Its shares held in the ledger with the step, once (decision 090): the fee is 10 % of the goods
    // (400.00), the delivery cost is the seller's.
    const postings = await db
      .select({
        entry: ledgerPostings.entryId,
        account: ledgerPostings.account,
        amount: ledgerPostings.amount,
      })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.reference, orderId))
    expect(postings.sort((a, b) => a.amount - b.amount)).toEqual([
      { entry: `payment:${orderId}`, account: 'platform:MXN:clearing', amount: -49_900 },
      { entry: `payment:${orderId}`, account: 'platform:MXN:fees_held', amount: 4_000 },
      { entry: `payment:${orderId}`, account: `user:${s.supplier.id}:mxn:held`, amount: 45_900 },
    ])
  })

  it('answers a declined card with 002 §8’s error; the order stays to be paid', async () => {
    const { s, orderId } = await quotedOrder()
    const declined = await confirmAndPay(s.cookie, orderId, {
      payment_type: 'card',
      card_token: await cardToken('4000000000000002'),
    })
    expect(declined.statusCode).toBe(422)
    expect(declined.json().error.details.provider_code).toBe('card_declined')
    expect(await orderOf(orderId)).toMatchObject({ status: 'awaiting_customer', paymentAttemptId: null })
    expect((await attemptsOf(orderId)).map((a) => a.status)).toEqual(['declined'])
    expect(await db.select().from(ledgerPostings).where(eq(ledgerPostings.reference, orderId))).toEqual([])
  })

  it('refuses a wrong token, a stale total, a method the seller does not take, and a strict body', async () => {
    const { s, orderId } = await quotedOrder()
    const { token } = (await broker(s.cookie, orderId)).json()
    const base = { token, payment_type: 'store', expected_total: { amount: 49_900, currency: 'MXN' } }
    const cases: [object, number, string][] = [
      [{ ...base, token: 'opt_other' }, 409, 'payment_token_invalid'],
      [{ ...base, expected_total: { amount: 40_000, currency: 'MXN' } }, 409, 'total_changed'],
      [{ ...base, payment_type: 'deposit' }, 409, 'payment_type_not_enabled'],
      [{ ...base, extra: true }, 400, 'unknown_fields'],
      [{ ...base, token: 'opt\u0000' }, 400, 'invalid_input'],
    ]
    for (const [payload, status, code] of cases) {
      const refused = await pay(s.cookie, orderId, payload)
      expect(refused.statusCode, refused.body).toBe(status)
      expect(refused.json().error.code).toBe(code)
    }
    expect(await attemptsOf(orderId)).toEqual([])
    expect((await orderOf(orderId)).status).toBe('awaiting_customer')
  })

  it('goes through 3-D Secure: approved once though the webhook and the return both bring it', async () => {
    const { s, orderId } = await quotedOrder()
    const answer = await confirmAndPay(s.cookie, orderId, {
      payment_type: 'card',
      card_token: await cardToken('4000002760003184'),
    })
    expect(answer.json()).toMatchObject({ status: 'requires_action', order_id: orderId })
    const chargeId = answer.json().charge_id as string
    expect((await orderOf(orderId)).status).toBe('awaiting_customer')
    // The page approves: the sandbox's webhook settles it, then the browser comes back.
    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/3ds/${chargeId}`,
      payload: { decision: 'approve' },
    })
    expect(approved.statusCode).toBe(303)
    expect(approved.headers.location).toContain(`/api/v1/me/orders/${orderId}/return?charge=${chargeId}`)
    const back = await app.inject({
      url: `/api/v1/me/orders/${orderId}/return?charge=${chargeId}`,
      headers: { cookie: s.cookie },
    })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`http://localhost:80/${s.shop.slug}/mis-compras/x?pago=hecho`)
    // And once more (a reload): nothing moves again.
    await app.inject({
      url: `/api/v1/me/orders/${orderId}/return?charge=${chargeId}`,
      headers: { cookie: s.cookie },
    })
    expect((await orderOf(orderId)).status).toBe('paid')
    expect((await historyOf(orderId)).filter(([event]) => event === 'pay')).toHaveLength(1)
    expect(
      (await mailsAbout(orderId)).filter(
        ([to, subject]) => to === 'compra@example.test' && subject?.endsWith('Pagado'),
      ),
    ).toHaveLength(1)
  })

  it('sends a 3-D Secure that fails to the cancel path with the failure', async () => {
    const { s, orderId } = await quotedOrder()
    const answer = await confirmAndPay(s.cookie, orderId, {
      payment_type: 'card',
      card_token: await cardToken('4000002760003184'),
    })
    const chargeId = answer.json().charge_id as string
    await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/3ds/${chargeId}`,
      payload: { decision: 'reject' },
    })
    const back = await app.inject({
      url: `/api/v1/me/orders/${orderId}/return?charge=${chargeId}`,
      headers: { cookie: s.cookie },
    })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toMatch(new RegExp(`/${s.shop.slug}/mis-compras/x/pagar\\?fallo=`))
    expect((await orderOf(orderId)).status).toBe('awaiting_customer')
  })

  it('waits for a store reference, then pays the order when the reference is paid', async () => {
    const { s, orderId } = await quotedOrder()
    const answer = await confirmAndPay(s.cookie, orderId, { payment_type: 'store' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({
      status: 'pending',
      order_id: orderId,
      reference: expect.any(String),
    })
    expect(await orderOf(orderId)).toMatchObject({
      status: 'awaiting_payment',
      total: 49_900,
      paymentType: 'store',
    })
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/references/${answer.json().reference}/pay`,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    await expect.poll(async () => (await orderOf(orderId)).status).toBe('paid')
    expect((await historyOf(orderId)).slice(-2)).toEqual([
      ['await_payment', 'awaiting_payment', 'system'],
      ['pay', 'paid', 'system'],
    ])
    expect(await mailsAbout(orderId)).toContainEqual(['compra@example.test', `Tu pedido ${orderId}: Pagado`])
  })

  it('expires the order when its reference lapses unpaid, and gives its units back', async () => {
    const { s, orderId } = await quotedOrder()
    expect(await availableOf(s.item.id)).toBe(3)
    const answer = await confirmAndPay(s.cookie, orderId, { payment_type: 'store' })
    const [attempt] = await attemptsOf(orderId)
    await applyChargeNews(
      systemContext(db, { jobs: app.jobs }),
      { payments: app.payments.sandbox! },
      attempt!.id,
      {
        status: 'expired',
        chargeId: answer.json().charge_id,
      },
    )
    expect(await orderOf(orderId)).toMatchObject({ status: 'payment_expired' })
    expect((await historyOf(orderId)).slice(-1)).toEqual([['expire', 'payment_expired', 'system']])
    expect(await availableOf(s.item.id)).toBe(5)
    expect(
      await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.id, attempt!.id), eq(paymentAttempts.status, 'expired'))),
    ).toHaveLength(1)
  })
})
