import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applyChargeNews } from '../src/flows/settle-payment.ts'
import { systemContext } from '../src/kernel/context.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
} from '../src/platform/payments/provider.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { configureSupplier, fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The checkout's pages for every payment method (002 §1, §4, §8, §9; decision 064), rendered by the
 * built web app: the methods offered as radios of a plain form, each paid by posting it, and the
 * paid page of each payment to make — a transfer's account and 1-hour deadline, a cash voucher, a
 * crypto address —, of a payment being confirmed, of a reference that lapsed; and a cancelled
 * redirect back on the checkout page with 002 §8's message. A provider for tests answers each
 * method as the sandbox does (decision 057's shapes).
 */
const HOUR = 3_600_000
const charges: ChargeRequest[] = []
const results = new Map<string, ChargeResult>()
const state = { timeout: false }

const provider: PaymentProvider = {
  name: 'fake-methods',
  types: PAYMENT_TYPES,
  async charge(request) {
    if (state.timeout) throw new PaymentProviderError('timeout')
    charges.push(request)
    const chargeId = `ch_${request.attemptId}`
    const now = Date.now()
    const result: ChargeResult = (() => {
      switch (request.paymentType) {
        case 'deposit':
          return {
            status: 'pending',
            chargeId,
            reference: `SPEI-${charges.length}`,
            expiresAt: new Date(now + HOUR),
            details: { clabe: '646180111812345678', bank: 'Banco Sandbox', beneficiary: 'Tianguis Pagos' },
          }
        case 'cash':
          return {
            status: 'pending',
            chargeId,
            reference: '98000012345678',
            expiresAt: new Date(now + 48 * HOUR),
            details: { barcode: '98000012345678', stores: ['OXXO', 'Farmacias del Ahorro', '7-Eleven'] },
          }
        case 'crypto':
          return {
            status: 'pending',
            chargeId,
            reference: 'CRY-1',
            expiresAt: new Date(now + HOUR / 2),
            details: {
              address: '0xAbC0000000000000000000000000000000000001',
              network: 'Polygon',
              cryptoAmount: '25.000000',
              cryptoCurrency: 'USDC',
            },
          }
        case 'store':
          return { status: 'pending', chargeId, reference: 'REF-1', expiresAt: new Date(now + 48 * HOUR) }
        case 'redirect':
        case 'deferred':
        case 'wallet':
          return { status: 'redirect', chargeId, approvalUrl: `https://pay.test/approve/${chargeId}` }
        case 'card':
          return { status: 'approved', chargeId, card: null }
      }
    })()
    results.set(chargeId, result)
    return result
  },
  async retrieve(chargeId) {
    const result = results.get(chargeId)
    if (!result) throw new PaymentProviderError('unknown_charge')
    return result
  },
  async findByAttempt() {
    return null
  },
  async refund(chargeId) {
    return { refundId: `re_${chargeId}` }
  },
}

const { app, database } = await createTestApp({
  web: true,
  payments: provider,
  shipping: fakeShipping().provider,
})
const db = database.db
const owner = await createUser(db, { email: 'duena-metodos@example.test', name: 'Dueña Métodos' })
const shop = await createShop(db, owner.id, { slug: 'tienda-metodos', name: 'Tienda Métodos' })
await configureSupplier(db, owner.id, { enabledPaymentTypes: [...PAYMENT_TYPES] })
const vase = await createItem(db, owner.id, { name: 'Jarrón verde', listPrice: 40_000, available: 50 })
await createUser(db, { email: 'compra-metodos@example.test', name: 'Compra' })
const cookie = await loginAs(app, 'compra-metodos@example.test')
const base = `/${shop.slug}`

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')
/** The page's text without tags, spaces collapsed. */
const words = (html: string) =>
  shown(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { cookie, ...headers } })

/** A buy-now checkout of the vase ready to pay, and what its page's pay form carries. */
async function readyPage() {
  const { checkout } = await readyCheckout(app, cookie, shop.slug, {
    item: { item_id: vase.id, quantity: 1 },
  })
  const page = `${base}/comprar-articulo/${owner.id}/${vase.id}?compra=${checkout.id}`
  const html = shown((await get(page)).body)
  const key = html.match(/name="idempotency_key" value="([^"]+)"/)?.[1]
  const amount = html.match(/name="expected_amount" value="(\d+)"/)?.[1]
  if (!key || !amount) throw new Error('no pay form on the page')
  return { id: checkout.id as string, page, key, amount, html }
}

/** Posts the page's pay form as a browser without JavaScript would: the chosen radio and the button. */
async function payWith(type: string) {
  const ready = await readyPage()
  const answer = await app.inject({
    method: 'POST',
    url: ready.page,
    payload: new URLSearchParams({
      intent: 'pay',
      idempotency_key: ready.key,
      expected_amount: ready.amount,
      expected_currency: 'MXN',
      payment_type: type,
      ...(type === 'card' ? { card_token: 'tok_any' } : {}),
    }).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
  return { ...ready, answer }
}

/** The paid page the pay post went to, as shown. */
async function paidPageOf(type: string, headers: Record<string, string> = {}) {
  const paid = await payWith(type)
  expect(paid.answer.statusCode, paid.answer.body).toBe(302)
  const location = String(paid.answer.headers.location)
  expect(location.startsWith(`${base}/pagado/${paid.id}`)).toBe(true)
  const page = await get(location, headers)
  expect(page.statusCode).toBe(200)
  return { ...paid, body: page.body, text: words(page.body) }
}

/** A deadline as the page writes it: the time of day in Mexico City. */
const timeInMexico = (date: Date) =>
  new Intl.DateTimeFormat('es-MX', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Mexico_City',
  }).format(date)

describe('the payment methods on the checkout page', () => {
  it('offers every method the supplier takes as a radio of a plain form, with its hint', async () => {
    const { html } = await readyPage()
    const radios = [...html.matchAll(/<input type="radio" id="payment-\w+"[^>]*>/g)].map((match) => match[0])
    expect(radios.map((radio) => radio.match(/ value="(\w+)"/)?.[1])).toEqual([...PAYMENT_TYPES])
    for (const radio of radios) expect(radio).toContain(' name="payment_type"')
    const text = words(html)
    expect(text).toContain('Transferencia bancaria (SPEI) Paga en la próxima hora con la referencia.')
    expect(text).toContain('Efectivo en farmacia o tienda de conveniencia')
    expect(text).toContain('Paga después en quincenas o mensualidades')
    expect(text).toContain('Billetera digital')
    expect(text).toContain('Criptomonedas')
    // Without JavaScript the group's own submit button pays the chosen method.
    expect(html).toMatch(/<button type="submit"[^>]*data-pay-method=""[^>]*>Pagar \$\d/)
  })
})

describe('the paid page of each payment to make', () => {
  it('shows a bank transfer’s reference, CLABE, bank, beneficiary, amount and its 1-hour deadline', async () => {
    const before = Date.now()
    const { text, id } = await paidPageOf('deposit')
    const attempt = (await db.select().from(paymentAttempts).where(eq(paymentAttempts.checkoutId, id)))[0]!
    expect(attempt.referenceExpiresAt!.getTime() - before).toBeGreaterThanOrEqual(HOUR - 1000)
    expect(text).toContain('Datos para tu transferencia')
    expect(text).toContain(
      `Realiza la transferencia antes de las ${timeInMexico(attempt.referenceExpiresAt!)} (1 hora).`,
    )
    expect(text).toMatch(/Referencia SPEI-\d+ CLABE 646180111812345678 Banco Banco Sandbox/)
    expect(text).toContain('Beneficiario Tianguis Pagos Monto $')
    expect(text).toContain('Tu pago está pendiente.')
    expect(text).toMatch(/Total a pagar \$\d/)
    // The order waits for the transfer.
    const orders = await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, id))
    expect(orders.map((order) => order.status)).toEqual(['awaiting_payment'])
  })

  it('shows a cash voucher: reference, barcode, amount, stores, deadline and a print button', async () => {
    const { text, body } = await paidPageOf('cash')
    expect(shown(body)).toContain('data-voucher=""')
    expect(text).toContain('Ficha de pago en efectivo')
    expect(text).toMatch(/Paga antes del \p{L}+, \d+ de \p{L}+ de \d{4}/u)
    expect(text).toContain('Referencia 98000012345678 Monto $')
    expect(text).toContain('Código de barras 98000012345678')
    expect(text).toContain('OXXO Farmacias del Ahorro 7-Eleven')
    expect(text).toContain('Imprimir ficha')
  })

  it('shows a crypto payment’s amount in the coin, network, address and deadline', async () => {
    const { text } = await paidPageOf('crypto')
    expect(text).toMatch(/Envía el pago antes de las \d{1,2}:\d{2} \(30 minutos\)\./)
    expect(text).toContain(
      'Monto a enviar 25.000000 USDC Red Polygon Dirección 0xAbC0000000000000000000000000000000000001',
    )
  })

  it('words the transfer’s page in English for an English visitor', async () => {
    const { text } = await paidPageOf('deposit', { 'accept-language': 'en' })
    expect(text).toContain('Your transfer’s details')
    expect(text).toMatch(/Make the transfer before \d{1,2}:\d{2} [AP]M \(1 hour\)\./)
    expect(text).toContain('CLABE account 646180111812345678 Bank Banco Sandbox')
  })

  it('says a reference that lapsed cancelled the order', async () => {
    const { id } = await paidPageOf('deposit')
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.checkoutId, id))
      .orderBy(desc(paymentAttempts.createdAt))
    await applyChargeNews(systemContext(db), { payments: provider }, attempt!.id, {
      status: 'expired',
      chargeId: attempt!.chargeId,
    })
    const page = await get(`${base}/pagado/${id}`)
    expect(page.statusCode).toBe(200)
    const text = words(page.body)
    expect(text).toContain('Tu referencia de pago venció')
    expect(text).toContain('Forma de pago: Transferencia bancaria (SPEI)')
    expect(text).toContain('No recibimos el pago antes de la fecha límite: tu pedido se canceló')
    expect(text).not.toContain('Total a pagar')
    expect(text).not.toContain('CLABE')
  })

  it('answers the payment’s status and 002 §3 payment_metadata in the checkout', async () => {
    const { id } = await payWith('cash')
    const read = await app.inject({
      url: `/api/v1/shops/${shop.slug}/checkouts/${id}`,
      headers: { cookie },
    })
    expect(read.json().payment).toMatchObject({
      type: 'cash',
      status: 'pending',
      reference: '98000012345678',
      payment_metadata: { barcode: '98000012345678', stores: ['OXXO', 'Farmacias del Ahorro', '7-Eleven'] },
    })
  })
})

describe('a payment the provider has not answered', () => {
  it('goes to the paid page, which says it is being confirmed and reloads itself', async () => {
    state.timeout = true
    try {
      const { answer, id } = await payWith('card')
      expect(answer.statusCode, answer.body).toBe(302)
      expect(answer.headers.location).toBe(`${base}/pagado/${id}`)
      const page = await get(`${base}/pagado/${id}`)
      expect(page.statusCode).toBe(200)
      expect(words(page.body)).toContain('Estamos confirmando tu pago')
      expect(words(page.body)).toContain('Esta página se actualiza sola: no pagues otra vez.')
      expect(page.body).toMatch(/<meta http-equiv="refresh" content="5"\/?>/)
    } finally {
      state.timeout = false
    }
  })
})

describe('a redirect method', () => {
  it('sends the browser to the provider’s page as a document', async () => {
    const { answer } = await payWith('wallet')
    expect(answer.statusCode, answer.body).toBe(302)
    expect(String(answer.headers.location)).toMatch(/^https:\/\/pay\.test\/approve\/ch_/)
    expect(answer.headers['x-remix-reload-document']).toBe('true')
  })

  it('back from a cancelled provider page, shows 002 §8’s redirect failure in the payment section', async () => {
    const { id } = await readyPage()
    const page = await get(`${base}/comprar?compra=${id}&fallo=payment_redirect_failed`)
    expect(page.statusCode).toBe(200)
    expect(shown(page.body)).toMatch(
      /role="alert"[^>]*>El intento de pago falló\. Por favor, seleccione otra forma de pago o intente más tarde</,
    )
    const english = await get(`${base}/comprar?compra=${id}&fallo=payment_redirect_failed`, {
      'accept-language': 'en',
    })
    expect(shown(english.body)).toMatch(
      /role="alert"[^>]*>The payment attempt failed\. Please choose another payment method or try again later\.</,
    )
    const argentine = await get(`${base}/comprar?compra=${id}&fallo=payment_redirect_failed`, {
      'accept-language': 'es-AR',
    })
    expect(shown(argentine.body)).toMatch(
      /role="alert"[^>]*>El intento de pago falló\. Por favor, seleccioná otra forma de pago o intentá más tarde</,
    )
  })

  it('says ‘Ha ocurrido un error’ for a returned failure code the pages do not know', async () => {
    const { id } = await readyPage()
    const page = await get(`${base}/comprar?compra=${id}&fallo=something_else`)
    expect(shown(page.body)).toMatch(/role="alert"[^>]*>Ha ocurrido un error</)
  })
})
