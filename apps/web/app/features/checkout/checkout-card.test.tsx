// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutOf, mountCheckout, posted } from '../../test-support/checkout-page'
import { click, textOf, typeInto } from '../../test-support/dom'
import { CARD_TOKENS_URL } from './card-form'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** The card's data goes only to the provider's tokenising endpoint; the page's action gets the token. */
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
