// @vitest-environment jsdom
import { act } from 'react'
import { createRoutesStub, data, Outlet } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '../../i18n/translate'
import { click, mount, textOf, typeInto } from '../../test-support/dom'
import type { ToastOptions } from '../toasts/toast-types'
import { CARD_TOKENS_URL } from './card-form'
import { CheckoutPage } from './checkout-page'
import { clockText, secondsUntil } from './countdown'
import { incompleteParts, type PageCheckout } from './page-checkout'

const toasts: ToastOptions[] = []
vi.mock('../toasts/toast', () => ({
  toast: (options: ToastOptions) => {
    toasts.push(options)
    return 'toast-1'
  },
}))

/**
 * The checkout page in a DOM (002 §2, §4, §5, §8; decision 049): the countdown and its expiry,
 * the incomplete parts marked red with the pay button disabled, and the card form, whose data
 * goes only to the provider's tokenising endpoint while the page's action gets the token.
 */
const T0 = new Date('2030-05-01T12:00:00Z').getTime()

function checkoutOf(overrides: Partial<PageCheckout> = {}): PageCheckout {
  return {
    id: 'chk_1',
    status: 'open',
    expiresAt: new Date(T0 + 15 * 60_000).toISOString(),
    secondsLeft: 15 * 60,
    contact: { email: 'ana@example.test', phone: '' },
    address: {
      id: 'adr_1',
      name: 'Ana Pérez',
      street: 'Reforma',
      number: '10',
      postcode: '06600',
      city: 'Ciudad de México',
      provinceName: 'Ciudad de México',
      provinceCode: 'CMX',
      phone: '5512345678',
    },
    savedAddresses: [],
    orders: [
      {
        supplierId: 'usr_s',
        supplierName: 'Tienda Uno',
        lines: [{ id: 'l1', name: 'Taza', photo: null, quantity: 2, variants: '', total: '$200.00' }],
        delivery: 'to_address|rate_1',
        branchId: null,
        options: [
          {
            value: 'to_address|rate_1',
            type: 'to_address',
            label: 'Envío a domicilio',
            price: '$99.00',
            days: 5,
          },
        ],
        optionsError: null,
        branches: [],
        itemsTotal: '$200.00',
        shipping: '$99.00',
        total: '$299.00',
      },
    ],
    paymentTypes: ['card', 'store'],
    savedCards: [],
    total: '$299.00',
    expected: { amount: 29_900, currency: 'MXN' },
    attemptKey: 'attempt-key-1',
    ...overrides,
  }
}

/** What the page's action received, one FormData per post. */
let posted: FormData[] = []
/** How many times the page's data was read (the root loader runs on every revalidation). */
let reads = 0

async function mountCheckout(
  checkout: PageCheckout,
  answer: unknown = { failure: { code: 'x', message: 'x' } },
) {
  posted = []
  reads = 0
  toasts.length = 0
  function Page() {
    return <CheckoutPage checkout={checkout} title="Comprar" actionData={undefined} />
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => {
        reads += 1
        return { locale: 'es-MX', year: 2030, messages: MESSAGES['es-MX'] }
      },
      Component: () => <Outlet />,
      children: [
        {
          id: 'page',
          path: '*',
          Component: Page,
          action: async ({ request }: { request: Request }) => {
            posted.push(await request.formData())
            // A failed payment comes with the API's status (422), as the real action answers it.
            return (answer as { payment?: boolean }).payment ? data(answer, { status: 422 }) : answer
          },
        },
      ],
    },
  ])
  return mount(<Stub initialEntries={['/demo/comprar?compra=chk_1']} />)
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('the countdown (002 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: T0,
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    })
  })

  it('counts down from expires_at and, at zero, says the time expired and offers a restart', async () => {
    expect(clockText(15 * 60)).toBe('15:00')
    expect(clockText(5)).toBe('0:05')
    expect(secondsUntil(new Date(T0 + 1500).toISOString(), T0)).toBe(2)
    const { container } = await mountCheckout(
      checkoutOf({ expiresAt: new Date(T0 + 3000).toISOString(), secondsLeft: 3 }),
    )
    expect(textOf(container)).toContain('Tiempo para completar la compra: 0:03')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(textOf(container)).toContain('Tiempo para completar la compra: 0:02')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000)
    })
    expect(textOf(container)).toContain('El tiempo para completar la compra expiró.')
    const restart = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Reiniciar la compra')
    expect(restart).toBeDefined()
    expect(container.querySelector<HTMLInputElement>('input[name="intent"][value="restart"]')).not.toBeNull()
    // Every step is closed once the time is up.
    expect(container.querySelector('fieldset[disabled]')).not.toBeNull()
  })

  it('shows an expired checkout as expired from the start', async () => {
    const { container } = await mountCheckout(checkoutOf({ status: 'expired', secondsLeft: 0 }))
    expect(textOf(container)).toContain('El tiempo para completar la compra expiró.')
    expect(textOf(container)).not.toContain('Tiempo para completar la compra:')
  })
})

describe('incomplete fields and the pay button (002 §5)', () => {
  it('marks the missing contact, address and delivery red and keeps the pay button disabled', async () => {
    const checkout = checkoutOf({
      contact: { email: '', phone: '' },
      address: null,
      orders: [{ ...checkoutOf().orders[0]!, delivery: null, options: null, shipping: null }],
    })
    expect(incompleteParts(checkout, 'store')).toEqual(['contact', 'address', 'delivery:usr_s'])
    const { container } = await mountCheckout({ ...checkout, paymentTypes: ['store'] })
    const incomplete = [...container.querySelectorAll('section[data-incomplete]')].map(
      (section) => section.querySelector('h2')?.textContent,
    )
    expect(incomplete).toEqual(['Contacto', 'Dirección de entrega', 'Método de entrega'])
    expect(container.querySelector('#checkout-email')?.getAttribute('class')).toContain('border-red-700')
    expect(textOf(container)).toContain('Completa los campos marcados en rojo para poder pagar.')
    const pay = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Pagar $299.00')
    expect(pay?.hasAttribute('disabled')).toBe(true)
  })

  it('enables the pay button once everything is filled in', async () => {
    const { container } = await mountCheckout(checkoutOf({ paymentTypes: ['store'] }))
    expect(container.querySelector('section[data-incomplete]')).toBeNull()
    const pay = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Pagar $299.00')
    expect(pay?.hasAttribute('disabled')).toBe(false)
    await click(pay!)
    expect(posted).toHaveLength(1)
    expect(Object.fromEntries(posted[0]!)).toMatchObject({
      intent: 'pay',
      payment_type: 'store',
      idempotency_key: 'attempt-key-1',
      expected_amount: '29900',
      expected_currency: 'MXN',
    })
  })

  it('marks a to_branch delivery without a branch as incomplete', () => {
    const order = { ...checkoutOf().orders[0]!, delivery: 'to_branch|rate_b', branchId: null }
    expect(incompleteParts(checkoutOf({ orders: [order] }), 'card')).toEqual(['delivery:usr_s'])
    expect(incompleteParts(checkoutOf({ orders: [{ ...order, branchId: 'br_1' }] }), 'card')).toEqual([])
  })
})

describe('the card form (002 §5, §8)', () => {
  it('cleans what is typed, sends the card only to the tokenising endpoint and only the token to pay', async () => {
    const calls: { url: string; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? 'null')) })
        return new Response(
          JSON.stringify({
            token: 'tok_123',
            brand: 'visa',
            last4: '4242',
            type: 'credit',
            instalments: [3, 6],
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        )
      }),
    )
    const { container } = await mountCheckout(checkoutOf(), { failure: { code: 'x', message: 'x' } })
    // The card form is fetched when the card method is chosen (it is the first one here).
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    const number = container.querySelector<HTMLInputElement>('#card-number')!
    expect(number).not.toBeNull()
    // No card input has a name: no form post can carry it.
    for (const id of ['#card-number', '#card-expiry', '#card-cvc', '#card-holder']) {
      expect(container.querySelector(id)?.hasAttribute('name'), id).toBe(false)
    }
    await typeInto(number, '4242 4242 4242 4242 9999 99')
    expect(number.value).toBe('4242 4242 4242 4242 999')
    const expiry = container.querySelector<HTMLInputElement>('#card-expiry')!
    await typeInto(expiry, '1230')
    expect(expiry.value).toBe('12/30')
    await typeInto(container.querySelector<HTMLInputElement>('#card-cvc')!, '12a3')
    expect(container.querySelector<HTMLInputElement>('#card-cvc')!.value).toBe('123')
    await typeInto(container.querySelector<HTMLInputElement>('#card-holder')!, 'Ana Pérez')
    const pay = [...container.querySelectorAll('[data-card-form] button')].find(
      (b) => textOf(b) === 'Pagar $299.00',
    )!
    await click(pay)
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(calls).toEqual([
      {
        url: CARD_TOKENS_URL,
        body: {
          card_number: '4242424242424242999',
          exp_month: 12,
          exp_year: 2030,
          cvc: '123',
          holder: 'Ana Pérez',
        },
      },
    ])
    expect(posted).toHaveLength(1)
    const sent = Object.fromEntries(posted[0]!)
    expect(sent).toMatchObject({
      intent: 'pay',
      payment_type: 'card',
      card_token: 'tok_123',
      msi_payments: '1',
    })
    const everything = JSON.stringify(sent)
    for (const secret of ['4242424242424242', '4242 4242', '123', 'Ana Pérez', '12/30']) {
      expect(everything, secret).not.toContain(`"${secret}"`)
    }
    expect(everything).not.toContain('4242424242424242')
    expect(Object.keys(sent).sort()).toEqual(
      [
        'card_token',
        'expected_amount',
        'expected_currency',
        'idempotency_key',
        'intent',
        'msi_payments',
        'payment_type',
      ].sort(),
    )
  })

  it('pays with the token a blur is still asking for when pay is clicked, asking once', async () => {
    let answer: (response: Response) => void = () => {}
    const fetcher = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetcher)
    const { container } = await mountCheckout(checkoutOf())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    await typeInto(container.querySelector<HTMLInputElement>('#card-number')!, '4242424242424242')
    await typeInto(container.querySelector<HTMLInputElement>('#card-expiry')!, '1230')
    await typeInto(container.querySelector<HTMLInputElement>('#card-cvc')!, '123')
    const holder = container.querySelector<HTMLInputElement>('#card-holder')!
    await typeInto(holder, 'Ana Pérez')
    // Leaving the last field asks for the token; the click on pay comes before the answer.
    await act(async () => {
      holder.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
    expect(fetcher).toHaveBeenCalledTimes(1)
    const pay = [...container.querySelectorAll('[data-card-form] button')].find(
      (b) => textOf(b) === 'Pagar $299.00',
    )!
    await click(pay)
    await act(async () => {
      answer(
        new Response(
          JSON.stringify({ token: 'tok_9', brand: 'Visa', last4: '4242', type: 'debit', instalments: [] }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
      )
      await vi.dynamicImportSettled()
    })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(Object.fromEntries(posted[0]!)).toMatchObject({ intent: 'pay', card_token: 'tok_9' })
  })

  it('marks the card fields that are wrong and sends nothing', async () => {
    const fetcher = vi.fn()
    vi.stubGlobal('fetch', fetcher)
    const { container } = await mountCheckout(checkoutOf())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    await typeInto(container.querySelector<HTMLInputElement>('#card-number')!, '4242')
    const pay = [...container.querySelectorAll('[data-card-form] button')].find(
      (b) => textOf(b) === 'Pagar $299.00',
    )!
    await click(pay)
    expect(fetcher).not.toHaveBeenCalled()
    expect(posted).toHaveLength(0)
    expect(textOf(container)).toContain('Revisa el número de tarjeta.')
    expect(textOf(container)).toContain('Escribe el vencimiento como MM/AA.')
  })
})

describe('a failed payment (002 §4, §8)', () => {
  async function payByStore(answer: unknown) {
    const { container } = await mountCheckout(checkoutOf({ paymentTypes: ['store'] }), answer)
    const pay = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Pagar $299.00')!
    await click(pay)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    return container
  }

  it('shows the spec’s 55 s toast for a failure without a code of its own and reads the checkout again', async () => {
    await payByStore({ failure: { code: 'payment_attempt_failed', message: 'x' }, payment: true })
    expect(toasts).toEqual([
      {
        title: 'Error',
        message: 'El intento de pago falló y no fue posible completar la transacción.',
        kind: 'error',
        durationMs: 55_000,
      },
    ])
    // The checkout is read again: a new attempt key and the card form cleared.
    expect(reads).toBe(2)
  })

  it('shows the failure’s own message in an ‘Error’ toast', async () => {
    await payByStore({
      failure: {
        code: 'payment_declined_contact_bank',
        message: 'El intento de pago falló. Comunícate con tu banco.',
      },
      payment: true,
    })
    expect(toasts).toEqual([
      { title: 'Error', message: 'El intento de pago falló. Comunícate con tu banco.', kind: 'error' },
    ])
    expect(reads).toBe(2)
  })
})
