import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type ChargeRequest, PaymentProviderError } from '../src/platform/payments/provider.ts'
import { sandboxSavedCards } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { sandboxPaymentProvider } from '../src/platform/payments/sandbox/sandbox-provider.ts'
import { savedCardScene } from './helpers/saved-card-scene.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The sandbox gateway's saved cards (decision 053): save, charge by id for its customer, delete. */
const { app, database } = await createTestApp()
const db = database.db
const sandbox = app.payments.sandbox!
const vault = sandbox.cards!
const { tokenFor } = savedCardScene(app, db)

let attempts = 0
const request = (source: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  attemptId: `att_cards_${++attempts}`,
  paymentType: 'card',
  amount: 10_000,
  currency: 'MXN',
  source,
  instalments: 1,
  description: 'Tienda de prueba',
  returnUrl: '/tienda/3ds-return',
  customerEmail: null,
  customer: 'usr_ana',
  ...overrides,
})

describe('saving a card at the sandbox', () => {
  it('turns a token into a reusable card; the same number for the same customer is the same card', async () => {
    const first = await vault.save(await tokenFor('4242 4242 4242 4242'), 'usr_ana')
    expect(first).toMatchObject({
      id: expect.stringMatching(/^card_/),
      fingerprint: expect.stringMatching(/^[0-9a-f]{24}$/),
      card: { brand: 'Visa', last4: '4242', type: 'credit', bank: 'Banco Sandbox' },
    })
    const again = await vault.save(await tokenFor('4242424242424242'), 'usr_ana')
    expect(again.id).toBe(first.id)
    const otherCustomer = await vault.save(await tokenFor('4242424242424242'), 'usr_bea')
    expect(otherCustomer.id).not.toBe(first.id)
    expect(otherCustomer.fingerprint).toBe(first.fingerprint)
    const other = await vault.save(await tokenFor('5555555555554444'), 'usr_ana')
    expect(other.fingerprint).not.toBe(first.fingerprint)
    const [row] = await db.select().from(sandboxSavedCards).where(eq(sandboxSavedCards.id, first.id))
    expect(JSON.stringify(row)).not.toContain('4242424242424242')
  })

  it('refuses a token already used', async () => {
    const token = await tokenFor('4242424242424242')
    await vault.save(token, 'usr_cat')
    await expect(vault.save(token, 'usr_cat')).rejects.toEqual(new PaymentProviderError('invalid_request'))
  })

  it('saves the card of an approved charge that asks for it, and answers it again on a replay', async () => {
    const charge = request(await tokenFor('5555555555554444'), { customer: 'usr_dan', saveCard: true })
    const result = await sandbox.charge(charge)
    expect(result).toMatchObject({
      status: 'approved',
      savedCard: { id: expect.stringMatching(/^card_/), card: { last4: '4444' } },
    })
    const replay = await sandbox.charge(charge)
    expect(replay).toEqual(result)
    if (result.status !== 'approved') throw new Error('approved')
    expect(await sandbox.retrieve(result.chargeId)).toEqual(result)

    const declined = await sandbox.charge(
      request(await tokenFor('4000000000000002'), { customer: 'usr_dan', saveCard: true }),
    )
    expect(declined).toMatchObject({ status: 'declined', code: 'card_declined' })
    expect(declined).not.toHaveProperty('savedCard')
  })
})

describe('charging a saved card', () => {
  it('follows the number it was saved from: approve, decline, 3-D Secure, timeout', async () => {
    const approve = await vault.save(await tokenFor('4242424242424242'), 'usr_eva')
    expect(await sandbox.charge(request(approve.id, { customer: 'usr_eva' }))).toMatchObject({
      status: 'approved',
      card: { last4: '4242' },
    })
    const decline = await vault.save(await tokenFor('4000000000009979'), 'usr_eva')
    expect(await sandbox.charge(request(decline.id, { customer: 'usr_eva' }))).toMatchObject({
      status: 'declined',
      code: 'stolen_card',
    })
    const secure = await vault.save(await tokenFor('4000002760003184'), 'usr_eva')
    const asked = await sandbox.charge(request(secure.id, { customer: 'usr_eva' }))
    expect(asked.status).toBe('requires_action')
    const slow = await vault.save(await tokenFor('4000000000007775'), 'usr_eva')
    const once = request(slow.id, { customer: 'usr_eva' })
    await expect(sandbox.charge(once)).rejects.toEqual(new PaymentProviderError('timeout'))
    expect(await sandbox.charge(once)).toMatchObject({ status: 'approved' })
    // A saved card is charged again and again (a token only once).
    expect(await sandbox.charge(request(approve.id, { customer: 'usr_eva' }))).toMatchObject({
      status: 'approved',
    })
  })

  it('declines another customer’s card, a deleted one (token_invalid) and an expired one (expired_card)', async () => {
    const card = await vault.save(await tokenFor('4242424242424242'), 'usr_fer')
    expect(await sandbox.charge(request(card.id, { customer: 'usr_gil' }))).toMatchObject({
      status: 'declined',
      code: 'token_invalid',
    })
    expect(await sandbox.charge(request(card.id, { customer: null }))).toMatchObject({
      status: 'declined',
      code: 'token_invalid',
    })
    // Years after its expiry, the same gateway refuses it.
    const later = sandboxPaymentProvider({ db, now: () => new Date(Date.UTC(card.expYear + 1, 0, 1)) })
    expect(await later.charge(request(card.id, { customer: 'usr_fer' }))).toMatchObject({
      status: 'declined',
      code: 'expired_card',
    })
    await vault.remove(card.id, 'usr_gil')
    expect(await sandbox.charge(request(card.id, { customer: 'usr_fer' }))).toMatchObject({
      status: 'approved',
    })
    await vault.remove(card.id, 'usr_fer')
    expect(await sandbox.charge(request(card.id, { customer: 'usr_fer' }))).toMatchObject({
      status: 'declined',
      code: 'token_invalid',
    })
    // Saved again after deleting: a new card.
    const back = await vault.save(await tokenFor('4242424242424242'), 'usr_fer')
    expect(back.id).not.toBe(card.id)
  })

  it('refuses instalments on a saved debit card before the bank is asked', async () => {
    const debit = await vault.save(await tokenFor('5200828282828210'), 'usr_hal')
    expect(await sandbox.charge(request(debit.id, { customer: 'usr_hal', instalments: 3 }))).toMatchObject({
      status: 'declined',
      code: 'instalments_not_supported',
    })
  })
})
