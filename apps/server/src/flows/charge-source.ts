import type { PayBody } from '@tianguis/core/contracts/checkout'
import { savedCardProblem } from '@tianguis/core/payments/saved-cards'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { isGuest } from '../modules/identity/identity.service.ts'
import { savedCardOf } from '../modules/payments/saved-cards.service.ts'
import type { PaymentProvider } from '../platform/payments/provider.ts'

/**
 * What a payment charges (decision 053), settled before anything is reserved: a store reference, a
 * single-use card token (to be saved once approved when `save_card` asks and the customer has an
 * account), or one of the customer's saved cards — another's is 404, an expired one or a debit card
 * with instalments is refused here, so no stock moves and no attempt is written for them.
 */
export async function chargeSource(
  ctx: ServiceContext,
  provider: PaymentProvider,
  customerId: string,
  body: PayBody,
  now: Date = new Date(),
): Promise<{ source: string; saveCard: boolean }> {
  if (body.save_card && (body.payment_type !== 'card' || body.card_id || !body.card_token)) {
    // Saving is for a new card: a saved one is saved already, a store payment has none.
    throw new AppError('invalid_request', { fields: { save_card: { problem: 'invalid_value' } } })
  }
  // Only a card has a source of its own; the other methods are charged by name (decision 057).
  if (body.payment_type !== 'card') return { source: body.payment_type, saveCard: false }
  if (body.card_id) {
    const card = await savedCardOf(ctx, customerId, body.card_id)
    if (!card) throw new AppError('card_not_found')
    // Saved at a gateway that no longer takes cards here: it cannot be charged.
    if (card.provider !== provider.name) throw new AppError('payment_setup_failed')
    const problem = savedCardProblem(card, body.msi_payments ?? 1, now)
    if (problem) throw new AppError(problem)
    return { source: card.providerCardId, saveCard: false }
  }
  if (!body.card_token) {
    throw new AppError('invalid_request', { fields: { card_token: { problem: 'required' } } })
  }
  if (body.save_card) {
    if (await isGuest(ctx, customerId)) throw new AppError('save_card_needs_account')
    if (!provider.cards) throw new AppError('payment_setup_failed')
  }
  return { source: body.card_token, saveCard: body.save_card === true }
}
