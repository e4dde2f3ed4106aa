import { describe, expect, it } from 'vitest'
import { signInGuest } from './factories/guests.ts'
import { fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { savedCardScene } from './helpers/saved-card-scene.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Saved cards on the checkout page as a browser without JavaScript gets it (decision 053): the
 * cards that can pay as radios of a plain form, which pays with `card_id` through the page's action.
 */
const { app, database } = await createTestApp({ web: true, shipping: fakeShipping().provider })
const db = database.db
const { shopAndCustomer, checkoutOf, saveCard, listCards, tokenFor, year } = savedCardScene(app, db)

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')

async function page(url: string, cookie: string) {
  const response = await app.inject({ url, headers: { cookie } })
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200)
  return shown(response.body)
}

function post(url: string, cookie: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
}

describe('saved cards on the checkout page', () => {
  it('offers the cards not expired and pays with one by a plain form post', async () => {
    const s = await shopAndCustomer()
    const visa = await saveCard(s.customer.id, '4242424242424242')
    await saveCard(s.customer.id, '5555555555554444', { month: 2, year: year - 1 })
    const ready = await checkoutOf(s, s.cookie)
    const url = `/${s.shop.slug}/comprar?compra=${ready.checkout.id}`
    const html = await page(url, s.cookie)
    expect(html).toContain('Tarjetas guardadas')
    expect(html).toContain(`Visa •••• 4242 · vence 11/${String(year + 3).slice(2)} · crédito`)
    expect(html).toContain(`name="card_id" checked="" value="${visa.id}"`)
    // The expired Mastercard is not offered.
    expect(html).not.toContain('•••• 4444')
    expect(html).toContain('name="msi_payments"')
    const key = html.match(/name="idempotency_key" value="([^"]+)"/)![1]!
    const paid = await post(url, s.cookie, {
      intent: 'pay',
      idempotency_key: key,
      expected_amount: String(ready.checkout.grand_total.amount),
      expected_currency: 'MXN',
      card_id: visa.id,
      msi_payments: '3',
      payment_type: 'card',
    })
    expect(paid.statusCode, paid.body.slice(0, 300)).toBe(302)
    expect(paid.headers.location).toBe(`/${s.shop.slug}/pagado/${ready.checkout.id}`)
  })

  it('keeps a new card when the form asks to save it', async () => {
    const s = await shopAndCustomer()
    const ready = await checkoutOf(s, s.cookie)
    const url = `/${s.shop.slug}/comprar?compra=${ready.checkout.id}`
    const key = (await page(url, s.cookie)).match(/name="idempotency_key" value="([^"]+)"/)![1]!
    const paid = await post(url, s.cookie, {
      intent: 'pay',
      idempotency_key: key,
      expected_amount: String(ready.checkout.grand_total.amount),
      expected_currency: 'MXN',
      card_token: await tokenFor('5555555555554444'),
      save_card: 'true',
      msi_payments: '1',
      payment_type: 'card',
    })
    expect(paid.statusCode).toBe(302)
    expect((await listCards(s.cookie)).json().results).toMatchObject([{ last4: '4444' }])
    const next = await checkoutOf(s, s.cookie)
    expect(await page(`/${s.shop.slug}/comprar?compra=${next.checkout.id}`, s.cookie)).toContain(
      'Mastercard •••• 4444',
    )
  })

  it('shows a guest no saved cards', async () => {
    const s = await shopAndCustomer()
    const guest = await signInGuest(app, db, '+525533334444')
    const ready = await readyCheckout(app, guest, s.shop.slug, { item: { item_id: s.item.id, quantity: 1 } })
    const html = await page(`/${s.shop.slug}/comprar?compra=${ready.checkout.id}`, guest)
    expect(html).not.toContain('Tarjetas guardadas')
    expect(html).not.toContain('name="card_id"')
  })
})
