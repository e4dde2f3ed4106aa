import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { takeMyNextStep as step } from '../modules/orders/my-orders.service.ts'
import { notifyOrderStep } from './notify-order-step.ts'

/**
 * The customer's 'next' on their order (decision 080) and its notices (decision 082) in one
 * transaction: the step is told to the customer and the seller through the outbox only if it commits.
 */
export async function takeMyNextStep(ctx: ServiceContext, orderId: string) {
  return inTransaction(ctx, async (tx) => {
    const { answer, done } = await step(tx, orderId)
    await notifyOrderStep(tx, done)
    return answer
  })
}
