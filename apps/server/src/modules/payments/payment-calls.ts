import type { Db } from '../../platform/db/client.ts'
import { newId } from '../../platform/ids.ts'
import type { ChargeResult, PaymentProvider } from '../../platform/payments/provider.ts'
import { PaymentProviderError } from '../../platform/payments/provider.ts'
import { paymentCalls } from './payments.tables.ts'

type Call = typeof paymentCalls.$inferInsert

/** A result in a few words for the log: `approved`, `declined:card_declined`, `redirect`. */
function outcomeOf(result: ChargeResult): string {
  return result.status === 'declined' ? `declined:${result.code}` : result.status
}

function errorOutcome(error: unknown): string {
  return error instanceof PaymentProviderError ? `error:${error.code}` : 'error:unexpected'
}

/**
 * Every call to a provider and what it answered, written on the pool as it happens (issue 13
 * "money safety", decision 057): never the card token, the card or a key — the operation, the
 * provider's ids, the outcome and how long it took. A failure to write the log never fails the
 * payment; it is logged instead.
 */
export function recordedProvider(
  provider: PaymentProvider,
  db: Db,
  log: { error(details: object, message: string): void },
): PaymentProvider {
  async function record(call: Omit<Call, 'id' | 'provider'>) {
    try {
      await db.insert(paymentCalls).values({ id: newId('pcl'), provider: provider.name, ...call })
    } catch (error) {
      log.error({ err: error, operation: call.operation }, 'recording a payment call failed')
    }
  }

  async function timed<T>(
    call: Omit<Call, 'id' | 'provider' | 'outcome' | 'durationMs'>,
    run: () => Promise<T>,
    describe: (answer: T) => Partial<Call> & { outcome: string },
  ): Promise<T> {
    const started = performance.now()
    try {
      const answer = await run()
      await record({ ...call, ...describe(answer), durationMs: Math.round(performance.now() - started) })
      return answer
    } catch (error) {
      await record({
        ...call,
        outcome: errorOutcome(error),
        durationMs: Math.round(performance.now() - started),
      })
      throw error
    }
  }

  const wrapped: PaymentProvider = {
    name: provider.name,
    types: provider.types,
    ...(provider.cards ? { cards: provider.cards } : {}),
    charge: (request) =>
      timed(
        {
          operation: 'charge',
          attemptId: request.attemptId,
          amount: request.amount,
          currency: request.currency,
        },
        () => provider.charge(request),
        (result) => ({ outcome: outcomeOf(result), chargeId: 'chargeId' in result ? result.chargeId : null }),
      ),
    retrieve: (chargeId) =>
      timed(
        { operation: 'retrieve', chargeId },
        () => provider.retrieve(chargeId),
        (result) => ({
          outcome: outcomeOf(result),
        }),
      ),
    findByAttempt: (attemptId) =>
      timed(
        { operation: 'find', attemptId },
        () => provider.findByAttempt(attemptId),
        (result) =>
          result
            ? { outcome: outcomeOf(result), chargeId: 'chargeId' in result ? result.chargeId : null }
            : { outcome: 'not_found' },
      ),
    refund: (chargeId, amount, refundKey) =>
      timed(
        { operation: 'refund', chargeId, amount },
        () => provider.refund(chargeId, amount, refundKey),
        () => ({
          outcome: 'refunded',
        }),
      ),
  }
  if (provider.cancel) {
    const cancel = provider.cancel.bind(provider)
    wrapped.cancel = (chargeId) =>
      timed(
        { operation: 'cancel', chargeId },
        () => cancel(chargeId),
        () => ({ outcome: 'canceled' }),
      )
  }
  if (provider.readWebhook) wrapped.readWebhook = provider.readWebhook.bind(provider)
  // Whatever else the provider offers (the sandbox's own pages) stays reachable on the original.
  return Object.assign(Object.create(provider) as PaymentProvider, wrapped)
}
