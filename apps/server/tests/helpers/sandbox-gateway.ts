import { expect } from 'vitest'
import type { ChargeRequest } from '../../src/platform/payments/provider.ts'
import { createTestApp } from './test-app.ts'

/**
 * The sandbox gateway test files' common ground (decision 045): an app, its card provider, a card's token
 * from the tokenising endpoint, a charge request with a fresh attempt id, and a charge of a test number.
 */
export async function sandboxGateway() {
  const { app, database } = await createTestApp()
  const db = database.db
  const provider = app.payments.paymentProviderFor('card')!
  const FUTURE = { exp_month: '12', exp_year: String((new Date().getUTCFullYear() + 3) % 100) }

  const tokenise = (card: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      payload: { ...FUTURE, cvc: '123', holder: 'Ana López', ...card },
    })

  async function tokenFor(number: string): Promise<string> {
    const response = await tokenise({ card_number: number })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().token
  }

  let attempts = 0
  const request = (source: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
    attemptId: `att_test_${++attempts}`,
    paymentType: 'card',
    amount: 25_000,
    currency: 'MXN',
    source,
    instalments: 1,
    description: 'Tienda de prueba',
    returnUrl: 'http://localhost:3000/tienda/comprar?checkout=chk_1',
    customerEmail: 'ana@example.test',
    ...overrides,
  })

  const chargeCard = async (number: string, overrides: Partial<ChargeRequest> = {}) =>
    provider.charge(request(await tokenFor(number), overrides))
  return { app, db, provider, FUTURE, tokenise, tokenFor, request, chargeCard }
}
