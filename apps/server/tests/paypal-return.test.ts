import { describe, expect, it } from 'vitest'
import { PAYPAL_TIMEOUT_MS, paypalCheckout } from './helpers/paypal-checkout.ts'

/**
 * The buyer back from PayPal's page (decision 062): PayPal sends them to the checkout's return
 * route with `?token=<order>&PayerID=…`, or to its cancel route with `?token=`; the return captures
 * once and places the order, the cancel gives the stock back.
 */
const { fake, scene, reconcile } = await paypalCheckout()

describe('coming back from PayPal', () => {
  it('captures once as the buyer comes back approved, places the order and shows the paid page', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal()
    const to = await fake.buyerPresses(answer.approval_url, 'approve')
    // PayPal's own parameters, not ours: `token` is the order, `PayerID` the buyer.
    expect(to.searchParams.get('token')).toBe(orderId)
    const returned = await s.back(to)
    expect(returned.statusCode).toBe(302)
    expect(returned.headers.location).toBe(`/${s.shop.slug}/pagado/${s.checkout.id}`)
    expect(await s.orders()).toEqual([{ id: expect.any(String), status: 'paid' }])
    expect(await s.status()).toBe('paid')
    expect(await s.available()).toBe(4)
    expect(await s.attempt()).toMatchObject({ status: 'approved', chargeId: orderId })
    expect(fake.orders.get(orderId)!.status).toBe('COMPLETED')

    // The same return again (a reload, the back button): the paid page, nothing captured again.
    const again = await s.back(to)
    expect(again.headers.location).toBe(`/${s.shop.slug}/pagado/${s.checkout.id}`)
    expect(fake.capturesOf(orderId)).toBe(1)
    expect(await s.orders()).toHaveLength(1)
  })

  it('gives the stock back and opens the checkout again when the buyer cancels at PayPal', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal('redirect')
    const to = await fake.buyerPresses(answer.approval_url, 'cancel')
    expect(to.searchParams.get('token')).toBe(orderId)
    const cancelled = await s.back(to)
    expect(cancelled.statusCode).toBe(302)
    expect(cancelled.headers.location).toBe(
      `/${s.shop.slug}/comprar?compra=${s.checkout.id}&fallo=payment_redirect_failed`,
    )
    expect(await s.attempt()).toMatchObject({ status: 'declined', failureCode: 'payment_canceled' })
    expect(await s.available()).toBe(5)
    expect(await s.status()).toBe('open')
    expect(await s.orders()).toEqual([])
    expect(fake.capturesOf(orderId)).toBe(0)
  })

  it('gives the stock back when PayPal declines the capture, and says to call the bank', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal()
    const returned = await s.back(await fake.buyerPresses(answer.approval_url, 'approve', 'insufficient'))
    expect(returned.headers.location).toBe(
      `/${s.shop.slug}/comprar?compra=${s.checkout.id}&fallo=payment_failed_contact_bank`,
    )
    expect(await s.attempt()).toMatchObject({ status: 'declined', failureCode: 'insufficient_funds' })
    expect(await s.available()).toBe(5)
    expect(await s.status()).toBe('open')
    expect(fake.orders.get(orderId)!.captures.map((capture) => capture.status)).toEqual(['DECLINED'])
  })

  it('settles a capture whose answer never came through the reconciliation job: paid once, captured once', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal()
    const to = await fake.buyerPresses(answer.approval_url, 'approve')
    fake.hold('capture', PAYPAL_TIMEOUT_MS * 2.5)
    const returned = await s.back(to)
    expect(returned.statusCode).toBe(302)
    // PayPal captured, but its answer was lost: nothing is placed yet, the attempt waits.
    expect(fake.capturesOf(orderId)).toBe(1)
    expect(await s.orders()).toEqual([])
    const waiting = await s.attempt()
    expect(waiting.status).toBe('redirect')

    await reconcile(waiting.id)
    expect(await s.orders()).toEqual([{ id: expect.any(String), status: 'paid' }])
    expect(await s.attempt()).toMatchObject({ status: 'approved', chargeId: orderId })
    await reconcile(waiting.id)
    expect(await s.orders()).toHaveLength(1)
    expect(fake.capturesOf(orderId)).toBe(1)
    expect(await s.available()).toBe(4)
  })
})
