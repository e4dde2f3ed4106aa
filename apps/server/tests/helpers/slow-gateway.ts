import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentType,
} from '../../src/platform/payments/provider.ts'

/**
 * A payment provider for the reconciliation tests (decision 060) that the test steers:
 * - `mode` `answers`: a card is approved, `cash` gives a voucher reference, `redirect` a provider page;
 * - `mode` `times_out_after_charging`: the charge is made, then every call to `charge` times out
 *   (the same attempt id never charges twice, as the interface promises);
 * - `mode` `times_out_before_charging`: every call to `charge` times out and nothing is charged.
 * `findByAttempt` answers what was charged with an attempt id without charging; `retrieve` the
 * charge as it stands now; `cancel` gives a waiting charge up (an approved one stays approved).
 * `pay(chargeId)` is the buyer paying the voucher or approving the page; `beforeCancel` runs inside
 * `cancel` before it looks (a payment landing just before the deadline). `reset()` between tests.
 */
export type GatewayMode = 'answers' | 'times_out_after_charging' | 'times_out_before_charging'

interface Charge {
  request: ChargeRequest
  chargeId: string
  status: 'approved' | 'pending' | 'redirect' | 'cancelled'
  reference: string | null
  expiresAt: Date | null
}

export function slowGateway(options: { types?: readonly PaymentType[]; name?: string } = {}) {
  const state: {
    mode: GatewayMode
    beforeCancel: ((chargeId: string) => void) | null
    /** Whether a provider page names its own deadline (an hour); PayPal's orders name none. */
    redirectExpires: boolean
  } = { mode: 'answers', beforeCancel: null, redirectExpires: true }
  /** Charges made, by our attempt id: its size is how many times money was asked for. */
  const charges = new Map<string, Charge>()
  const calls = { charge: 0, findByAttempt: 0, retrieve: 0, cancel: [] as string[] }

  function resultOf(charge: Charge): ChargeResult {
    switch (charge.status) {
      case 'approved':
        return {
          status: 'approved',
          chargeId: charge.chargeId,
          card:
            charge.request.paymentType === 'card'
              ? { brand: 'visa', last4: '4242', type: 'credit', bank: 'Test', holder: 'Ana' }
              : null,
        }
      case 'pending':
        return {
          status: 'pending',
          chargeId: charge.chargeId,
          reference: charge.reference!,
          expiresAt: charge.expiresAt!,
          details: { stores: ['OXXO'], barcode: charge.reference! },
        }
      case 'redirect':
        return {
          status: 'redirect',
          chargeId: charge.chargeId,
          approvalUrl: `https://pay.test/approve/${charge.chargeId}`,
          ...(charge.expiresAt ? { expiresAt: charge.expiresAt } : {}),
        }
      case 'cancelled':
        return { status: 'declined', code: 'expired', message: null }
    }
  }

  function chargeOf(chargeId: string): Charge {
    const found = [...charges.values()].find((charge) => charge.chargeId === chargeId)
    if (!found) throw new PaymentProviderError('unknown_charge')
    return found
  }

  const provider: PaymentProvider = {
    name: options.name ?? 'slow',
    types: options.types ?? ['card', 'cash', 'redirect'],
    async charge(request) {
      calls.charge += 1
      if (state.mode === 'times_out_before_charging') throw new PaymentProviderError('timeout')
      let charge = charges.get(request.attemptId)
      if (!charge) {
        const chargeId = `ch_${request.attemptId}`
        const type = request.paymentType
        charge = {
          request,
          chargeId,
          status: type === 'cash' ? 'pending' : type === 'redirect' ? 'redirect' : 'approved',
          reference: type === 'cash' ? `VCH-${charges.size + 1}` : null,
          expiresAt:
            type === 'cash'
              ? new Date(Date.now() + 48 * 3_600_000)
              : type === 'redirect' && state.redirectExpires
                ? new Date(Date.now() + 3_600_000)
                : null,
        }
        charges.set(request.attemptId, charge)
      }
      if (state.mode === 'times_out_after_charging') throw new PaymentProviderError('timeout')
      return resultOf(charge)
    },
    async findByAttempt(attemptId) {
      calls.findByAttempt += 1
      const charge = charges.get(attemptId)
      return charge ? resultOf(charge) : null
    },
    async retrieve(chargeId) {
      calls.retrieve += 1
      return resultOf(chargeOf(chargeId))
    },
    async cancel(chargeId) {
      calls.cancel.push(chargeId)
      state.beforeCancel?.(chargeId)
      const charge = chargeOf(chargeId)
      if (charge.status !== 'approved') charge.status = 'cancelled'
    },
    async refund(chargeId) {
      return { refundId: `re_${chargeId}` }
    },
  }

  /** The buyer pays the voucher, or approves the provider's page. */
  function pay(chargeId: string): void {
    chargeOf(chargeId).status = 'approved'
  }

  /** Charges made for a checkout (its description names it): how many times its buyer was charged. */
  function chargesFor(checkoutId: string): number {
    return [...charges.values()].filter((charge) => charge.request.description.endsWith(checkoutId)).length
  }

  function reset(): void {
    state.mode = 'answers'
    state.beforeCancel = null
    state.redirectExpires = true
  }

  return { provider, state, charges, calls, pay, chargesFor, reset }
}
