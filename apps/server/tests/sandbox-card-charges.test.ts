import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PaymentProviderError } from '../src/platform/payments/provider.ts'
import { sandboxCharges, sandboxPaymentTokens } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { sandboxGateway } from './helpers/sandbox-gateway.ts'

/** The sandbox gateway's cards (decision 045; 002 §5, §8): tokens, test cards and idempotent charges. */
const { app, db, provider, tokenise, tokenFor, request, chargeCard, FUTURE } = await sandboxGateway()

describe('tokenising a card', () => {
  it('strips spaces, answers brand, last four, type and the credit instalments', async () => {
    const response = await tokenise({ card_number: ' 4242 4242 4242 4242 ' })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({ brand: 'Visa', last4: '4242', type: 'credit', instalments: [3, 6, 9, 12] })
    expect(body.token).toMatch(/^tok_/)
    const minutes = (Date.parse(body.expires_at) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
    const [row] = await db.select().from(sandboxPaymentTokens).where(eq(sandboxPaymentTokens.id, body.token))
    // No card number is kept, only what a receipt shows.
    expect(JSON.stringify(row)).not.toContain('4242424242424242')
    expect(row!.card).toMatchObject({ holder: 'Ana López', bank: 'Banco Sandbox' })
  })

  it('answers debit cards without instalments', async () => {
    const response = await tokenise({ card_number: '4000 0566 5566 5556' })
    expect(response.json()).toMatchObject({ type: 'debit', instalments: [], last4: '5556' })
  })

  it('cuts a long number to 19 characters and reads numeric or four-digit expiry parts', async () => {
    // 4242…4242 followed by junk beyond 19 characters: "4242424242424242" + "999" is cut, still not Luhn-valid.
    const junk = await tokenise({ card_number: '4242 4242 4242 4242 9999 9999' })
    expect(junk.statusCode).toBe(400)
    expect(junk.json().error.code).toBe('invalid_card_number')
    const numeric = await tokenise({ card_number: '5555555555554444', exp_month: 8, exp_year: 2099 })
    expect(numeric.statusCode).toBe(201)
    expect(numeric.json()).toMatchObject({ brand: 'Mastercard', last4: '4444' })
  })

  it('names what is wrong: number, expiry, CVC, in the shopper language', async () => {
    const luhn = await tokenise({ card_number: '4242424242424241' })
    expect(luhn.statusCode).toBe(400)
    expect(luhn.json().error).toEqual({
      code: 'invalid_card_number',
      message: 'El número de tarjeta no es válido.',
    })
    const past = await tokenise({ card_number: '4242424242424242', exp_month: '01', exp_year: '20' })
    expect(past.json().error.code).toBe('invalid_card_expiry')
    const month = await tokenise({ card_number: '4242424242424242', exp_month: '13' })
    expect(month.json().error.code).toBe('invalid_card_expiry')
    const cvc = await app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      headers: { 'accept-language': 'en' },
      payload: { card_number: '4242424242424242', ...FUTURE, cvc: '12', holder: 'Ana' },
    })
    expect(cvc.json().error).toEqual({
      code: 'invalid_card_cvc',
      message: 'The security code (CVC) must have 3 or 4 digits.',
    })
    const unknown = await tokenise({ card_number: '4242424242424242', amount: 5 })
    expect(unknown.json().error.code).toBe('unknown_fields')
  })
})

describe('test cards', () => {
  it('approves the credit and debit test cards with the card summary', async () => {
    const credit = await chargeCard('4242424242424242')
    expect(credit).toMatchObject({
      status: 'approved',
      card: { brand: 'Visa', last4: '4242', type: 'credit', bank: 'Banco Sandbox', holder: 'Ana López' },
    })
    expect(await chargeCard('5200828282828210')).toMatchObject({
      status: 'approved',
      card: { brand: 'Mastercard', type: 'debit' },
    })
    expect(await chargeCard('378282246310005', { instalments: 12 })).toMatchObject({ status: 'approved' })
  })

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000009979', 'stolen_card'],
    ['4000000000000119', 'processing_error'],
    ['6011111111111117', 'card_declined'],
  ])('declines %s with %s', async (number, code) => {
    expect(await chargeCard(number)).toEqual({ status: 'declined', code, message: null })
  })

  it('declines instalments on a debit card with the code for use a credit card', async () => {
    expect(await chargeCard('4000056655665556', { instalments: 3 })).toMatchObject({
      status: 'declined',
      code: 'instalments_not_supported',
    })
    expect(await chargeCard('4242424242424242', { instalments: 5 })).toMatchObject({
      code: 'instalments_not_supported',
    })
  })

  it('uses a token once and refuses an expired one', async () => {
    const token = await tokenFor('4242424242424242')
    expect(await provider.charge(request(token))).toMatchObject({ status: 'approved' })
    expect(await provider.charge(request(token))).toMatchObject({ status: 'declined', code: 'token_invalid' })
    const old = await tokenFor('4242424242424242')
    await db
      .update(sandboxPaymentTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxPaymentTokens.id, old))
    expect(await provider.charge(request(old))).toMatchObject({ status: 'declined', code: 'token_invalid' })
    expect(await provider.charge(request('tok_made_up'))).toMatchObject({ code: 'token_invalid' })
  })

  it('refuses amounts that are not positive whole numbers', async () => {
    const token = await tokenFor('4242424242424242')
    for (const amount of [0, -100, 10.5, Number.NaN]) {
      await expect(provider.charge(request(token, { amount }))).rejects.toMatchObject({
        code: 'invalid_request',
      })
    }
    // Nothing was charged, the token is still good.
    expect(await provider.charge(request(token))).toMatchObject({ status: 'approved' })
  })
})

describe('idempotent charges', () => {
  it('answers a second charge with the same attempt with the first result, charging once', async () => {
    const first = request(await tokenFor('4242424242424242'))
    const [a, b] = await Promise.all([provider.charge(first), provider.charge(first)])
    expect(a).toMatchObject({ status: 'approved' })
    expect(b).toEqual(a)
    expect(await provider.charge(first)).toEqual(a)
    const rows = await db.select().from(sandboxCharges).where(eq(sandboxCharges.attemptId, first.attemptId))
    expect(rows).toHaveLength(1)
    await expect(provider.charge({ ...first, amount: first.amount + 1 })).rejects.toMatchObject({
      code: 'attempt_mismatch',
    })
  })

  it('times out after charging, and the retry with the same attempt answers the charge', async () => {
    const timing = request(await tokenFor('4000000000007775'))
    const error = await provider.charge(timing).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentProviderError)
    expect((error as PaymentProviderError).code).toBe('timeout')
    const retry = await provider.charge(timing)
    expect(retry).toMatchObject({ status: 'approved', card: { last4: '7775' } })
    if (retry.status === 'approved') expect(await provider.retrieve(retry.chargeId)).toEqual(retry)
  })

  it('refunds at most what was charged', async () => {
    const charged = await chargeCard('4242424242424242', { amount: 10_000 })
    if (charged.status !== 'approved') throw new Error('expected an approved charge')
    expect((await provider.refund(charged.chargeId, 4_000)).refundId).toMatch(/^re_/)
    await expect(provider.refund(charged.chargeId, 6_001)).rejects.toMatchObject({ code: 'refund_refused' })
    await expect(provider.refund(charged.chargeId, 6_000)).resolves.toBeTruthy()
    await expect(provider.refund('ch_nope', 1)).rejects.toMatchObject({ code: 'unknown_charge' })
  })
})
