import type { Locale } from '@tianguis/core/locales'
import { defaultPhoneCountry, parsePhone } from '@tianguis/core/phone'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { checkoutLocale } from '../modules/checkout/checkout-locale.ts'
import { userContacts } from '../modules/identity/identity.service.ts'
import { sendEmail, sendSms } from '../modules/notifications/outbox.service.ts'
import { type OrderFacts, orderFacts } from '../modules/orders/order-facts.service.ts'
import type { OrderStepDone } from '../modules/orders/order-lifecycle.service.ts'
import { customerStepEmail, customerStepSms, sellerStepEmail } from './order-step-messages.ts'
import { refundDue } from './refund-canceled-order.ts'

/** Who each of the machine's effects tells (decision 082); a step with no effect tells no one. */
const TOLD: Record<string, { customer: boolean; seller: boolean }> = {
  notify_customer: { customer: true, seller: false },
  notify_both: { customer: true, seller: true },
  cancel: { customer: true, seller: true },
  // A reference that lapsed: the customer learns the order closed unpaid.
  release_stock: { customer: true, seller: false },
}

/**
 * Tells the customer and the seller of an order's step (002 §4; issue 15 item 8; decision 082):
 * every caller of `orderStep()` calls this with its answer, inside the step's transaction, so the
 * messages exist only if the step commits. Each message is an outbox row with its delivery job
 * (`sendEmail`, `sendSms`): a provider that is down never blocks nor fails the step — the job
 * retries with backoff, and the message goes when the provider is back (quality.md 13).
 *
 * - The customer: an email to the order's contact address, and an SMS when the order has a contact
 *   phone that parses (Mexico, Argentina); in their language — the request's when they took the
 *   step, else the one the checkout began in.
 * - The seller (the supplier): an email for `notify_both` and cancellations, in the language of the
 *   request when the seller's side took the step, else the checkout's.
 */
export async function notifyOrderStep(
  ctx: ServiceContext,
  done: Pick<OrderStepDone, 'id' | 'from' | 'to' | 'event' | 'effect'>,
  /** The order as the step left it, when the caller has just read it (saves reading it again). */
  read?: OrderFacts,
): Promise<void> {
  const told = done.effect ? TOLD[done.effect] : undefined
  if (!told) return
  await inTransaction(ctx, async (tx) => {
    const order = read ?? (await orderFacts(tx, done.id))
    if (!order) return
    const theirs = await checkoutLocale(tx, order.checkoutId)
    const asking = tx.viewer.userId
    const customerLocale: Locale = asking === order.customerId ? tx.locale : (theirs ?? tx.locale)
    const sellerLocale: Locale = asking && asking !== order.customerId ? tx.locale : (theirs ?? tx.locale)
    const meta = { kind: 'order_step', order: order.id, event: done.event }
    if (told.customer) await tellCustomer(tx, order, done, customerLocale, meta)
    if (told.seller) {
      const email = sellerStepEmail(sellerLocale, order, done)
      const seller = (await userContacts(tx, [order.supplierId])).get(order.supplierId)
      if (email && seller)
        await sendEmail(tx, { to: seller.email, ...email, meta: { ...meta, to: 'seller' } })
    }
  })
}

async function tellCustomer(
  tx: ServiceContext,
  order: OrderFacts,
  done: Pick<OrderStepDone, 'from' | 'to' | 'event'>,
  locale: Locale,
  meta: Record<string, string>,
) {
  const refunds = done.to === 'canceled' && refundDue(done.from, order)
  const email = customerStepEmail(locale, order, done, refunds)
  if (!email) return
  await sendEmail(tx, { to: order.contactEmail, ...email, meta: { ...meta, to: 'customer' } })
  const phone = order.contactPhone ? parsePhone(order.contactPhone, defaultPhoneCountry(locale)) : null
  if (phone) {
    await sendSms(tx, {
      to: phone.e164,
      text: customerStepSms(locale, order, done.to),
      meta: { ...meta, to: 'customer' },
    })
  }
}
