// @vitest-environment jsdom
import type { Checkout } from '@tianguis/core/contracts/checkout'
import type { Locale } from '@tianguis/core/locales'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { click, mountPage, textOf } from '../../test-support/dom'
import { type PagePaid, type PaidPayment, paidPayment } from './paid.server'
import { PaidPage } from './paid-page'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function paidOf(payment: PaidPayment | null, overrides: Partial<PagePaid> = {}): PagePaid {
  return {
    orderNumbers: ['ord_1'],
    orders: [
      {
        supplierName: 'Tienda Uno',
        lines: [{ id: 'l1', name: 'Taza', quantity: 2, total: '$200.00' }],
        delivery: 'to_address',
        awaitingConfirmation: false,
        itemsTotal: '$200.00',
      },
    ],
    total: '$299.00',
    payment,
    base: '/demo',
    ...overrides,
  }
}

async function show(paid: PagePaid, locale: Locale = 'es-MX') {
  const { container } = await mountPage(() => <PaidPage paid={paid} />, { locale })
  return container
}

/** The label → value pairs of the payment's list. */
function rows(container: HTMLElement) {
  return [...container.querySelectorAll('dt')].map((dt) => [textOf(dt), textOf(dt.nextElementSibling!)])
}

/** What the paid page shows for each method (decision 064). */
describe('the paid page of a payment to make (002 §4, §9)', () => {
  it('shows a transfer’s reference, CLABE, bank, beneficiary, amount and its 1-hour deadline', async () => {
    const container = await show(
      paidOf({
        kind: 'deposit',
        reference: 'SPEI-12345',
        clabe: '646180111812345678',
        bank: 'Banco Sandbox',
        beneficiary: 'Tianguis Pagos',
        time: '14:35',
      }),
    )
    expect(textOf(container.querySelector('h1')!)).toBe('¡Gracias por tu compra!')
    const box = container.querySelector('[data-payment-kind="deposit"]')!
    expect(textOf(box.querySelector('h2')!)).toBe('Datos para tu transferencia')
    expect(textOf(box.querySelector('[data-deadline]')!)).toBe(
      'Realiza la transferencia antes de las 14:35 (1 hora).',
    )
    expect(rows(container)).toEqual([
      ['Referencia', 'SPEI-12345'],
      ['CLABE', '646180111812345678'],
      ['Banco', 'Banco Sandbox'],
      ['Beneficiario', 'Tianguis Pagos'],
      ['Monto', '$299.00'],
    ])
    // The reference and the account are selected whole with one tap.
    expect(container.querySelectorAll('dd.select-all')).toHaveLength(2)
    expect(textOf(container)).toContain('Total a pagar$299.00')
  })

  it('shows a cash voucher to print: reference, barcode, amount, stores and deadline', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const container = await show(
      paidOf({
        kind: 'cash',
        reference: '98000012345678',
        barcode: '98000012345678',
        stores: ['OXXO', 'Farmacias del Ahorro', '7-Eleven'],
        deadline: 'jueves, 28 de noviembre de 2030, 14:35',
      }),
    )
    const voucher = container.querySelector('[data-voucher]')!
    expect(textOf(voucher.querySelector('h2')!)).toBe('Ficha de pago en efectivo')
    expect(textOf(voucher.querySelector('[data-deadline]')!)).toBe(
      'Paga antes del jueves, 28 de noviembre de 2030, 14:35.',
    )
    expect(rows(container)).toEqual([
      ['Referencia', '98000012345678'],
      ['Monto', '$299.00'],
    ])
    expect([...voucher.querySelectorAll('[data-barcode] span')].map(textOf)).toEqual([
      'Código de barras',
      '98000012345678',
    ])
    expect([...voucher.querySelectorAll('[data-stores] li')].map(textOf)).toEqual([
      'OXXO',
      'Farmacias del Ahorro',
      '7-Eleven',
    ])
    const button = [...voucher.querySelectorAll('button')].find((b) => textOf(b) === 'Imprimir ficha')!
    await click(button)
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('shows a crypto payment’s amount in the coin, network, address and deadline', async () => {
    const container = await show(
      paidOf({
        kind: 'crypto',
        reference: 'CRY-1',
        address: '0xAbC0000000000000000000000000000000000001',
        network: 'Polygon',
        amount: '15.283439 USDC',
        time: '14:05',
      }),
    )
    const box = container.querySelector('[data-payment-kind="crypto"]')!
    expect(textOf(box.querySelector('[data-deadline]')!)).toBe(
      'Envía el pago antes de las 14:05 (30 minutos).',
    )
    expect(rows(container)).toEqual([
      ['Monto a enviar', '15.283439 USDC'],
      ['Red', 'Polygon'],
      ['Dirección', '0xAbC0000000000000000000000000000000000001'],
      ['Referencia', 'CRY-1'],
    ])
    expect(textOf(box)).toContain('Envía solo por la red Polygon: un envío por otra red se pierde.')
  })

  it('says a payment is being confirmed and reloads itself', async () => {
    const container = await show(paidOf({ kind: 'processing' }, { orderNumbers: [] }))
    expect(textOf(container.querySelector('h1')!)).toBe('Estamos confirmando tu pago')
    expect(textOf(container.querySelector('[data-payment-state="processing"]')!)).toMatch(
      /^El proveedor de pagos todavía no nos confirma el resultado\. Esta página se actualiza sola/,
    )
    // React puts the refresh in the document's head.
    expect(document.head.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('5')
  })

  it('says a reference lapsed and the order was cancelled, with no total to pay', async () => {
    const container = await show(paidOf({ kind: 'expired', method: 'deposit' }))
    expect(textOf(container.querySelector('h1')!)).toBe('Tu referencia de pago venció')
    expect([...container.querySelectorAll('[data-payment-state="expired"] p')].map(textOf)).toEqual([
      'Forma de pago: Transferencia bancaria (SPEI)',
      'No recibimos el pago antes de la fecha límite: tu pedido se canceló y no se te cobrará nada.',
    ])
    expect(textOf(container)).not.toContain('Total a pagar')
  })

  it('says how a method without a card was paid, in each locale', async () => {
    const mx = await show(paidOf({ kind: 'paid', method: 'wallet' }))
    expect(textOf(mx)).toContain('Pagado con Billetera digital')
    expect(textOf(mx)).toContain('Total pagado$299.00')
    const en = await show(paidOf({ kind: 'paid', method: 'deferred' }), 'en')
    expect(textOf(en)).toContain('Paid with Pay later in instalments')
  })

  it('words the transfer’s deadline in es-AR and en', async () => {
    const deposit: PaidPayment = {
      kind: 'deposit',
      reference: 'R',
      clabe: null,
      bank: null,
      beneficiary: null,
      time: '17:35',
    }
    expect(textOf((await show(paidOf(deposit), 'es-AR')).querySelector('[data-deadline]')!)).toBe(
      'Realizá la transferencia antes de las 17:35 (1 hora).',
    )
    expect(textOf((await show(paidOf(deposit), 'en')).querySelector('[data-deadline]')!)).toBe(
      'Make the transfer before 17:35 (1 hour).',
    )
  })
})

/** The API's checkout as the paid page reads it. */
function checkoutWith(payment: Checkout['payment'], overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 'chk_1',
    shop: { id: 'shp_1', slug: 'demo', name: 'Demo' },
    status: 'paid',
    expires_at: '2030-11-28T20:00:00Z',
    contact: null,
    address: null,
    orders: [],
    grand_total: { amount: 29_900, currency: 'MXN' },
    due_now: { amount: 29_900, currency: 'MXN' },
    enabled_payment_types: ['card'],
    warnings: [],
    ready_to_pay: true,
    public_slug: null,
    order_ids: ['ord_1'],
    payment,
    ...overrides,
  }
}

const none = new URLSearchParams()
const pending = (type: string, metadata: Record<string, unknown>) =>
  checkoutWith({
    type,
    brand: null,
    last4: null,
    reference: 'REF-1',
    expires_at: '2030-11-28T20:35:00Z',
    status: 'pending',
    payment_metadata: metadata,
  })

describe('paidPayment: the API’s payment as the page shows it', () => {
  it('reads a transfer’s metadata and its deadline as a time in the shop’s zone', () => {
    const checkout = pending('deposit', {
      clabe: '646180111812345678',
      bank: 'Banco Sandbox',
      beneficiary: 'T',
    })
    expect(paidPayment(checkout, none, 'es-MX')).toEqual({
      kind: 'deposit',
      reference: 'REF-1',
      clabe: '646180111812345678',
      bank: 'Banco Sandbox',
      beneficiary: 'T',
      time: '14:35',
    })
  })

  it('reads a voucher’s stores and barcode, and a crypto address', () => {
    expect(paidPayment(pending('cash', { stores: ['OXXO'], barcode: '123' }), none, 'es-MX')).toMatchObject({
      kind: 'cash',
      barcode: '123',
      stores: ['OXXO'],
      deadline: expect.stringMatching(/28 de noviembre de 2030.*2:35/),
    })
    expect(
      paidPayment(
        pending('crypto', {
          address: '0x1',
          network: 'Polygon',
          crypto_amount: '1.5',
          crypto_currency: 'USDC',
        }),
        none,
        'es-MX',
      ),
    ).toMatchObject({ kind: 'crypto', address: '0x1', network: 'Polygon', amount: '1.5 USDC', time: '14:35' })
  })

  it('tells paid, expired and processing apart', () => {
    const approved = pending('deposit', {})
    approved.payment!.status = 'approved'
    expect(paidPayment(approved, none, 'es-MX')).toEqual({ kind: 'paid', method: 'deposit' })
    const expired = pending('cash', {})
    expired.payment!.status = 'expired'
    expect(paidPayment(expired, none, 'es-MX')).toEqual({ kind: 'expired', method: 'cash' })
    // The provider did not answer: the checkout is paying and has no order yet.
    expect(paidPayment(checkoutWith(null, { status: 'paying', order_ids: [] }), none, 'es-MX')).toEqual({
      kind: 'processing',
    })
    const card = checkoutWith({
      type: 'card',
      brand: 'visa',
      last4: '4242',
      reference: null,
      expires_at: null,
      status: 'approved',
    })
    expect(paidPayment(card, none, 'es-MX')).toEqual({ kind: 'card', brand: 'visa', last4: '4242' })
  })

  it('falls back to the store reference in the address (decision 049)', () => {
    const query = new URLSearchParams({ referencia: 'REF-9', vence: 'mañana' })
    expect(paidPayment(checkoutWith(null), query, 'es-MX')).toEqual({
      kind: 'store',
      reference: 'REF-9',
      deadline: 'mañana',
    })
  })
})
