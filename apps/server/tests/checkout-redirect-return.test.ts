import { formatMoney } from '@tianguis/core/money'
import { PAYMENT_TYPES, type PaymentType } from '@tianguis/core/payments/methods'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reconcilePaymentJob } from '../src/flows/reconcile-payments.ts'
import { expireCheckoutNow } from '../src/flows/release-checkout.ts'
import { systemContext } from '../src/kernel/context.ts'
import { checkouts } from '../src/modules/checkout/checkout.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import { sandboxCharges } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { usdcAmount } from '../src/platform/payments/sandbox/sandbox-references.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { configureSupplier, fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Paying a checkout with every sandbox method (decision 058; 002 §3, §4, §8): references answered
 * with what the buyer pays with, redirect methods sent to the sandbox's page and back to the
 * checkout's return or cancel route.
 */
const { app, database } = await createTestApp({ shipping: fakeShipping().provider })
const db = database.db
const form = { 'content-type': 'application/x-www-form-urlencoded' }

/** A supplier taking every method with one item of 5 in stock, and a signed-in customer's ready checkout of 1. */
async function scene() {
  const supplier = await createUser(db)
  const shop = await createShop(db, supplier.id)
  await configureSupplier(db, supplier.id, { enabledPaymentTypes: [...PAYMENT_TYPES] })
  const item = await createItem(db, supplier.id, { listPrice: 20_000, available: 5 })
  const customer = await createUser(db)
  const cookie = await loginAs(app, customer.email)
  const start = () => readyCheckout(app, cookie, shop.slug, { item: { item_id: item.id, quantity: 1 } })
  return { shop, item, customer, cookie, start, ...(await start()) }
}

const availableOf = async (itemId: string) =>
  (await db.select({ available: items.available }).from(items).where(eq(items.id, itemId)))[0]!.available
const ordersOf = (checkoutId: string) =>
  db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkoutId))
const attemptsOf = (checkoutId: string) =>
  db.select().from(paymentAttempts).where(eq(paymentAttempts.checkoutId, checkoutId))
const statusOf = async (checkoutId: string) =>
  (await db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, checkoutId)))[0]!
    .status

function pay(base: string, cookie: string, payload: object, key: string = crypto.randomUUID()) {
  return app.inject({
    method: 'POST',
    url: `${base}/pay`,
    headers: { cookie, 'idempotency-key': key },
    payload,
  })
}

/** A path of ours from an absolute address the sandbox redirected to. */
const pathOf = (location: unknown) => {
  const url = new URL(String(location))
  return `${url.pathname}${url.search}`
}

describe('paying by reference', () => {
  it('answers transfer, cash, store and crypto with the 002 §3 fields; the orders wait for the payment', async () => {
    const expected: Record<string, object> = {
      deposit: {
        clabe: expect.stringMatching(/^\d{18}$/),
        bank: 'Banco Sandbox',
        beneficiary: expect.any(String),
      },
      cash: { barcode: expect.stringMatching(/^\d{14}$/), stores: expect.arrayContaining(['OXXO']) },
      store: {},
      crypto: { address: expect.any(String), network: 'Polygon', crypto_currency: 'USDC' },
    }
    const minutes: Record<string, number> = { deposit: 60, cash: 48 * 60, store: 48 * 60, crypto: 30 }
    for (const type of ['deposit', 'cash', 'store', 'crypto'] as const) {
      const s = await scene()
      const response = await pay(s.base, s.cookie, {
        payment_type: type,
        expected_total: s.checkout.grand_total,
      })
      expect(response.statusCode, response.body).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({
        status: 'pending',
        checkout_id: s.checkout.id,
        reference: type === 'deposit' ? expect.stringMatching(/^\d{7}$/) : expect.stringMatching(/^\d{14}$/),
        charge_id: expect.stringMatching(/^ch_/),
        paid_path: `/pagado/${s.checkout.id}`,
      })
      if (type === 'store') expect(body).not.toHaveProperty('payment_metadata')
      else
        expect(body.payment_metadata, type).toEqual({
          ...expected[type],
          ...(type === 'crypto' ? { crypto_amount: usdcAmount(s.checkout.grand_total.amount, 'MXN') } : {}),
        })
      const left = (new Date(body.expires_at).getTime() - Date.now()) / 60_000
      expect(left, type).toBeGreaterThan(minutes[type]! - 0.2)
      expect(left, type).toBeLessThanOrEqual(minutes[type]!)
      const orders = await ordersOf(s.checkout.id)
      expect(orders.map((order) => order.status)).toEqual(['awaiting_payment'])
      expect(await availableOf(s.item.id)).toBe(4)
      // The checkout shows how it waits to be paid (its paid page).
      const view = await app.inject({ url: s.base, headers: { cookie: s.cookie } })
      expect(view.json().payment).toEqual({
        type,
        brand: null,
        last4: null,
        reference: body.reference,
        expires_at: body.expires_at,
        status: 'pending',
        payment_metadata: body.payment_metadata ?? null,
      })
    }
  })

  it('replays the same pay with the same Idempotency-Key: the same reference, one charge', async () => {
    const s = await scene()
    const payload = { payment_type: 'deposit', expected_total: s.checkout.grand_total }
    const first = await pay(s.base, s.cookie, payload, 'key-deposit-1')
    const again = await pay(s.base, s.cookie, payload, 'key-deposit-1')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    const [attempt] = await attemptsOf(s.checkout.id)
    expect(
      await db.select().from(sandboxCharges).where(eq(sandboxCharges.attemptId, attempt!.id)),
    ).toHaveLength(1)
  })

  it('marks a transfer paid at the sandbox; the job asking the provider pays the waiting orders', async () => {
    const s = await scene()
    const body = (
      await pay(s.base, s.cookie, { payment_type: 'deposit', expected_total: s.checkout.grand_total })
    ).json()
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/references/${body.reference}/pay`,
    })
    expect(paid.json()).toEqual({ reference: body.reference, charge_id: body.charge_id, status: 'paid' })
    const [attempt] = await attemptsOf(s.checkout.id)
    // The safety net when no webhook arrives (decision 057): the reconciliation job.
    await reconcilePaymentJob(app.payments)(
      systemContext(db),
      { attemptId: attempt!.id },
      { id: 'job_test', attempt: 1, lastAttempt: true },
    )
    expect((await ordersOf(s.checkout.id)).map((order) => order.status)).toEqual(['paid'])
    expect((await attemptsOf(s.checkout.id))[0]).toMatchObject({
      status: 'approved',
      chargeId: body.charge_id,
    })
    expect(await availableOf(s.item.id)).toBe(4)
    const view = await app.inject({ url: s.base, headers: { cookie: s.cookie } })
    expect(view.json().payment).toMatchObject({
      type: 'deposit',
      status: 'approved',
      reference: body.reference,
    })
  })

  it('a transfer unpaid past its hour expires: the orders end payment_expired and the stock comes back', async () => {
    const s = await scene()
    const body = (
      await pay(s.base, s.cookie, { payment_type: 'deposit', expected_total: s.checkout.grand_total })
    ).json()
    expect(await availableOf(s.item.id)).toBe(4)
    const past = new Date(Date.now() - 1000)
    await db.update(sandboxCharges).set({ expiresAt: past }).where(eq(sandboxCharges.id, body.charge_id))
    await db
      .update(paymentAttempts)
      .set({ referenceExpiresAt: past })
      .where(eq(paymentAttempts.checkoutId, s.checkout.id))
    const [attempt] = await attemptsOf(s.checkout.id)
    await reconcilePaymentJob(app.payments)(
      systemContext(db),
      { attemptId: attempt!.id },
      { id: 'job_test', attempt: 1, lastAttempt: true },
    )
    expect((await ordersOf(s.checkout.id)).map((order) => order.status)).toEqual(['payment_expired'])
    expect(await availableOf(s.item.id)).toBe(5)
    const late = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/references/${body.reference}/pay`,
    })
    expect(late.json().error.code).toBe('payment_reference_expired')
    const view = await app.inject({ url: s.base, headers: { cookie: s.cookie } })
    expect(view.json().payment).toMatchObject({
      type: 'deposit',
      status: 'expired',
      reference: body.reference,
    })
  })
})

describe('paying at a provider’s page', () => {
  it('answers redirect, deferred and wallet with the page to go to; the stock is held, no order yet', async () => {
    for (const type of ['redirect', 'deferred', 'wallet'] as const) {
      const s = await scene()
      const response = await pay(s.base, s.cookie, {
        payment_type: type,
        expected_total: s.checkout.grand_total,
      })
      expect(response.statusCode, response.body).toBe(200)
      const body = response.json()
      expect(body).toEqual({
        status: 'redirect',
        checkout_id: s.checkout.id,
        approval_url: `/api/v1/sandbox/payments/redirect/${body.charge_id}`,
        redirect_url: `/api/v1/sandbox/payments/redirect/${body.charge_id}`,
        charge_id: expect.stringMatching(/^ch_/),
      })
      expect(await ordersOf(s.checkout.id)).toEqual([])
      expect(await availableOf(s.item.id)).toBe(4)
      expect(await statusOf(s.checkout.id)).toBe('paying')
      expect((await attemptsOf(s.checkout.id))[0]).toMatchObject({ status: 'redirect', paymentType: type })
    }
  })

  it('approved at the page, comes back to the return route and places the orders paid', async () => {
    const s = await scene()
    const body = (
      await pay(s.base, s.cookie, { payment_type: 'wallet', expected_total: s.checkout.grand_total })
    ).json()
    const page = await app.inject({ url: body.approval_url })
    expect(page.body).toContain('Billetera Sandbox')
    expect(page.body).toContain(`${formatMoney(s.checkout.grand_total, 'es-MX')} MXN`)
    const approved = await app.inject({
      method: 'POST',
      url: body.approval_url,
      headers: form,
      payload: 'decision=approve',
    })
    expect(approved.statusCode).toBe(303)
    expect(pathOf(approved.headers.location)).toBe(`${s.base}/return?charge=${body.charge_id}`)
    const back = await app.inject({ url: pathOf(approved.headers.location), headers: { cookie: s.cookie } })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`/${s.shop.slug}/pagado/${s.checkout.id}`)
    expect((await ordersOf(s.checkout.id)).map((order) => order.status)).toEqual(['paid'])
    expect((await attemptsOf(s.checkout.id))[0]).toMatchObject({
      status: 'approved',
      chargeId: body.charge_id,
    })
    expect(await availableOf(s.item.id)).toBe(4)
    // The same return again (a reload) changes nothing.
    const reload = await app.inject({ url: pathOf(approved.headers.location), headers: { cookie: s.cookie } })
    expect(reload.headers.location).toBe(`/${s.shop.slug}/pagado/${s.checkout.id}`)
    expect(await ordersOf(s.checkout.id)).toHaveLength(1)
  })

  it('cancelled at the page: the checkout opens again, the stock comes back, the redirect failure code', async () => {
    const s = await scene()
    const body = (
      await pay(s.base, s.cookie, { payment_type: 'deferred', expected_total: s.checkout.grand_total })
    ).json()
    expect(await availableOf(s.item.id)).toBe(4)
    const canceled = await app.inject({
      method: 'POST',
      url: body.approval_url,
      headers: form,
      payload: 'decision=cancel',
    })
    expect(pathOf(canceled.headers.location)).toBe(`${s.base}/cancel?charge=${body.charge_id}`)
    const back = await app.inject({ url: pathOf(canceled.headers.location), headers: { cookie: s.cookie } })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(
      `/${s.shop.slug}/comprar?compra=${s.checkout.id}&fallo=payment_redirect_failed`,
    )
    expect(await statusOf(s.checkout.id)).toBe('open')
    expect(await availableOf(s.item.id)).toBe(5)
    expect(await ordersOf(s.checkout.id)).toEqual([])
    expect((await attemptsOf(s.checkout.id))[0]).toMatchObject({
      status: 'declined',
      failureCode: 'payment_canceled',
    })
    // The open checkout takes another method.
    const again = await pay(s.base, s.cookie, {
      payment_type: 'cash',
      expected_total: s.checkout.grand_total,
    })
    expect(again.json().status).toBe('pending')
  })

  it('a cancel link followed without answering the page gives the charge up at the provider', async () => {
    const s = await scene()
    const body = (
      await pay(s.base, s.cookie, { payment_type: 'redirect', expected_total: s.checkout.grand_total })
    ).json()
    const back = await app.inject({
      url: `${s.base}/cancel?charge=${body.charge_id}`,
      headers: { cookie: s.cookie },
    })
    expect(back.headers.location).toBe(
      `/${s.shop.slug}/comprar?compra=${s.checkout.id}&fallo=payment_redirect_failed`,
    )
    expect((await attemptsOf(s.checkout.id))[0]).toMatchObject({
      status: 'declined',
      failureCode: 'payment_canceled',
    })
    expect(await availableOf(s.item.id)).toBe(5)
    // Approving the page afterwards takes nothing: it was given up.
    await app.inject({ method: 'POST', url: body.approval_url, headers: form, payload: 'decision=approve' })
    expect(await app.payments.sandbox!.retrieve(body.charge_id)).toMatchObject({
      status: 'declined',
      code: 'reference_expired',
    })
    const returned = await app.inject({
      url: `${s.base}/return?charge=${body.charge_id}`,
      headers: { cookie: s.cookie },
    })
    expect(returned.headers.location).toBe(
      `/${s.shop.slug}/comprar?compra=${s.checkout.id}&fallo=payment_redirect_failed`,
    )
    expect(await ordersOf(s.checkout.id)).toEqual([])
  })

  it('mails an order its webhook placed in the language the buyer began the checkout in', async () => {
    const s = await scene()
    // The buyer reads in English; the provider's webhook that places the order carries no language.
    const english = `${s.cookie}; locale=en`
    const started = await s.start()
    const mine = await readyCheckout(app, english, s.shop.slug, { item: { item_id: s.item.id, quantity: 1 } })
    expect(started.checkout.id).not.toBe(mine.checkout.id)
    const body = (
      await pay(mine.base, english, { payment_type: 'wallet', expected_total: mine.checkout.grand_total })
    ).json()
    await app.inject({ method: 'POST', url: body.approval_url, headers: form, payload: 'decision=approve' })
    const [order] = await ordersOf(mine.checkout.id)
    expect(order).toMatchObject({ status: 'paid' })
    const mail = await db.select().from(outbox).where(eq(outbox.recipient, 'ana@example.test'))
    const sent = mail.find((message) => message.body.includes(order!.id))
    expect(sent?.subject).toBe('Your purchase was received')
  })

  it('refuses a return or cancel with another checkout’s charge, and another customer’s checkout is 404', async () => {
    const s = await scene()
    const other = await s.start()
    const mine = (
      await pay(s.base, s.cookie, { payment_type: 'wallet', expected_total: s.checkout.grand_total })
    ).json()
    // The page is still open at the provider: nothing has settled the charge yet.
    const wrong = await app.inject({
      url: `${other.base}/return?charge=${mine.charge_id}`,
      headers: { cookie: s.cookie },
    })
    expect(wrong.headers.location).toBe(
      `/${s.shop.slug}/comprar?compra=${other.checkout.id}&fallo=payment_attempt_failed`,
    )
    const wrongCancel = await app.inject({
      url: `${other.base}/cancel?charge=${mine.charge_id}`,
      headers: { cookie: s.cookie },
    })
    expect(wrongCancel.headers.location).toContain('fallo=payment_redirect_failed')
    // Nothing moved: the charge's own checkout still waits for its return.
    expect((await attemptsOf(s.checkout.id))[0]).toMatchObject({ status: 'redirect' })
    expect(await ordersOf(other.checkout.id)).toEqual([])
    expect(await statusOf(other.checkout.id)).toBe('open')

    const stranger = await createUser(db)
    const strangerCookie = await loginAs(app, stranger.email)
    const foreign = await app.inject({
      url: `${s.base}/return?charge=${mine.charge_id}`,
      headers: { cookie: strangerCookie },
    })
    expect(foreign.statusCode).toBe(404)
    expect((await attemptsOf(s.checkout.id))[0]).toMatchObject({ status: 'redirect' })
    // Approved at the provider's page (its webhook pays it); its owner's return goes to the paid page.
    await app.inject({ method: 'POST', url: mine.approval_url, headers: form, payload: 'decision=approve' })
    const back = await app.inject({
      url: `${s.base}/return?charge=${mine.charge_id}`,
      headers: { cookie: s.cookie },
    })
    expect(back.headers.location).toBe(`/${s.shop.slug}/pagado/${s.checkout.id}`)
  })

  it('approved after the checkout’s countdown ended: refunded, the attempt failed, no order, checkout_expired', async () => {
    const s = await scene()
    const body = (
      await pay(s.base, s.cookie, { payment_type: 'wallet', expected_total: s.checkout.grand_total })
    ).json()
    // The 15-minute countdown ends while the provider's page (60 minutes) is still open.
    await db
      .update(checkouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkouts.id, s.checkout.id))
    expect(await expireCheckoutNow(systemContext(db), s.checkout.id)).toBe(true)
    expect(await availableOf(s.item.id)).toBe(5)
    await app.inject({ method: 'POST', url: body.approval_url, headers: form, payload: 'decision=approve' })
    const back = await app.inject({
      url: `${s.base}/return?charge=${body.charge_id}`,
      headers: { cookie: s.cookie },
    })
    expect(back.headers.location).toBe(
      `/${s.shop.slug}/comprar?compra=${s.checkout.id}&fallo=checkout_expired`,
    )
    expect(await ordersOf(s.checkout.id)).toEqual([])
    expect((await attemptsOf(s.checkout.id))[0]).toMatchObject({ status: 'failed' })
    const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, body.charge_id))
    expect(charge).toMatchObject({ status: 'approved', refunded: charge!.amount })
    expect(await availableOf(s.item.id)).toBe(5)
  })

  it('a return before the page is answered goes back to the page', async () => {
    const s = await scene()
    const body = (
      await pay(s.base, s.cookie, { payment_type: 'wallet', expected_total: s.checkout.grand_total })
    ).json()
    const early = await app.inject({
      url: `${s.base}/return?charge=${body.charge_id}`,
      headers: { cookie: s.cookie },
    })
    expect(early.statusCode).toBe(302)
    expect(early.headers.location).toBe(body.approval_url)
    expect((await attemptsOf(s.checkout.id))[0]).toMatchObject({ status: 'redirect' })
  })

  it('honours the pay body’s return_path and cancel_path as paths of this shop only', async () => {
    const s = await scene()
    const paths = { return_path: `/comprar?compra=${s.checkout.id}&volver=1`, cancel_path: '/carrito' }
    const body = (
      await pay(s.base, s.cookie, {
        payment_type: 'wallet',
        expected_total: s.checkout.grand_total,
        ...paths,
      })
    ).json()
    const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, body.charge_id))
    expect(pathOf(charge!.returnUrl)).toBe(`/${s.shop.slug}${paths.return_path}`)
    expect(pathOf(charge!.cancelUrl)).toBe(`/${s.shop.slug}/carrito`)
    const canceled = await app.inject({
      method: 'POST',
      url: body.approval_url,
      headers: form,
      payload: 'decision=cancel',
    })
    expect(pathOf(canceled.headers.location)).toBe(`/${s.shop.slug}/carrito?charge=${body.charge_id}`)

    for (const bad of ['https://evil.example/x', '//evil.example/x', 'comprar']) {
      const other = await s.start()
      const refused = await pay(other.base, s.cookie, {
        payment_type: 'wallet',
        expected_total: other.checkout.grand_total,
        return_path: bad,
      })
      expect(refused.statusCode, bad).toBe(400)
    }
  })

  it('answers a card’s 3-D Secure return at the new return route as at the old one', async () => {
    const s = await scene()
    const token = await app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      payload: {
        card_number: '4000002760003184',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
        holder: 'Ana',
      },
    })
    const body = (
      await pay(s.base, s.cookie, {
        payment_type: 'card',
        card_token: token.json().token,
        expected_total: s.checkout.grand_total,
      })
    ).json()
    expect(body.status).toBe('requires_action')
    const approved = await app.inject({
      method: 'POST',
      url: body.url_3ds,
      headers: form,
      payload: 'decision=approve',
    })
    expect(pathOf(approved.headers.location)).toBe(`${s.base}/return?charge=${body.charge_id}`)
    const back = await app.inject({ url: pathOf(approved.headers.location), headers: { cookie: s.cookie } })
    expect(back.headers.location).toBe(`/${s.shop.slug}/pagado/${s.checkout.id}`)
    expect((await ordersOf(s.checkout.id)).map((order) => order.status)).toEqual(['paid'])
  })
})

// Every method of core goes somewhere: a guard against a new one the sandbox would not take.
it('the sandbox takes every payment type of core', () => {
  for (const type of PAYMENT_TYPES as readonly PaymentType[])
    expect(app.payments.paymentProviderFor(type)?.name).toBe('sandbox')
})
