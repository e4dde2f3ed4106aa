// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutOf, mountCheckout, posted } from '../../test-support/checkout-page'
import { click, mountPage, textOf, typeInto } from '../../test-support/dom'
import type { PageSavedCard } from './page-checkout'
import { SavedCardChoice } from './saved-card-choice'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const CARDS: PageSavedCard[] = [
  { id: 'crd_visa', label: 'Visa •••• 4242 · vence 12/30 · crédito', type: 'credit' },
  { id: 'crd_debit', label: 'Visa •••• 5556 · vence 01/31 · débito', type: 'debit' },
]

const payButtons = (container: Element) =>
  [...container.querySelectorAll('button')].filter((b) => textOf(b) === 'Pagar $299.00')

async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

/** Saved cards in the payment section (002 §2 "saved cards"; decision 053). */
describe('saved cards on the checkout page', () => {
  it('offers each saved card and pays with its id only: no card form, no token', async () => {
    const fetcher = vi.fn()
    vi.stubGlobal('fetch', fetcher)
    const { container } = await mountCheckout(checkoutOf({ savedCards: CARDS, canSaveCard: true }))
    await settle()
    const section = container.querySelector('[data-saved-cards]')!
    expect(textOf(section)).toContain('Tarjetas guardadas')
    expect(textOf(section)).toContain('Visa •••• 4242 · vence 12/30 · crédito')
    expect(textOf(section)).toContain('Usar otra tarjeta')
    // The first card is chosen; the card form waits until another card is asked for.
    expect(container.querySelector('#card-number')).toBeNull()
    expect(container.querySelector('#saved-card-msi')).not.toBeNull()
    const select = container.querySelector<HTMLSelectElement>('#saved-card-msi')!
    await act(async () => {
      select.value = '6'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await click(payButtons(section)[0]!)
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(Object.fromEntries(posted[0]!)).toEqual({
      intent: 'pay',
      idempotency_key: 'attempt-key-1',
      expected_amount: '29900',
      expected_currency: 'MXN',
      card_id: 'crd_visa',
      msi_payments: '6',
      payment_type: 'card',
    })
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('offers no months without interest for a debit card', async () => {
    const { container } = await mountCheckout(checkoutOf({ savedCards: CARDS }))
    const debit = container.querySelector<HTMLInputElement>('input[value="crd_debit"]')!
    await click(debit)
    expect(container.querySelector('#saved-card-msi')).toBeNull()
    await click(payButtons(container)[0]!)
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(Object.fromEntries(posted[0]!)).toMatchObject({ card_id: 'crd_debit' })
    expect(posted[0]!.has('msi_payments')).toBe(false)
  })

  it('shows the card form with “save this card” for another card, and sends save_card with the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              token: 'tok_new',
              brand: 'Visa',
              last4: '4444',
              type: 'credit',
              instalments: [3],
            }),
            { status: 201, headers: { 'content-type': 'application/json' } },
          ),
      ),
    )
    const { container } = await mountCheckout(checkoutOf({ savedCards: CARDS, canSaveCard: true }))
    await click(container.querySelector<HTMLInputElement>('input[value="new"]')!)
    await settle()
    expect(container.querySelector('#saved-card-msi')).toBeNull()
    await typeInto(container.querySelector<HTMLInputElement>('#card-number')!, '5555555555554444')
    await typeInto(container.querySelector<HTMLInputElement>('#card-expiry')!, '1230')
    await typeInto(container.querySelector<HTMLInputElement>('#card-cvc')!, '123')
    await typeInto(container.querySelector<HTMLInputElement>('#card-holder')!, 'Ana Pérez')
    const save = container.querySelector<HTMLInputElement>('#card-save')!
    expect(save.labels?.[0] && textOf(save.labels[0])).toBe('Guardar esta tarjeta para la próxima vez')
    expect(save.hasAttribute('name')).toBe(false)
    await click(save)
    await click(payButtons(container.querySelector('[data-card-form]')!)[0]!)
    await settle()
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const sent = Object.fromEntries(posted[0]!)
    expect(sent).toMatchObject({ card_token: 'tok_new', save_card: 'true', payment_type: 'card' })
    expect(sent).not.toHaveProperty('card_id')
  })

  it('does not offer saving to a guest', async () => {
    const { container } = await mountCheckout(checkoutOf({ savedCards: [], canSaveCard: false }))
    await settle()
    expect(container.querySelector('#card-number')).not.toBeNull()
    expect(container.querySelector('#card-save')).toBeNull()
    expect(container.querySelector('[data-saved-cards]')).toBeNull()
  })

  it('is a plain form before JavaScript: named radios, the months select, a submit button, no “other card”', async () => {
    const { container } = await mountPage(() => (
      <SavedCardChoice
        cards={CARDS}
        choice="crd_visa"
        onChoose={() => {}}
        hydrated={false}
        disabled={false}
        payLabel="Pagar $299.00"
      />
    ))
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(radios.map((r) => [r.name, r.value, r.checked])).toEqual([
      ['card_id', 'crd_visa', true],
      ['card_id', 'crd_debit', false],
    ])
    // Either card may be sent without script: the months are there for the credit one.
    expect(container.querySelector<HTMLSelectElement>('select')!.name).toBe('msi_payments')
    const submit = container.querySelector<HTMLButtonElement>('button')!
    expect([submit.type, submit.name, submit.value]).toEqual(['submit', 'payment_type', 'card'])
  })
})
