import { amountDueNow, confirmedLater, nothingDueNow } from '@tianguis/core/checkout/delivery-types'
import type { PayBody, PaymentResult } from '@tianguis/core/contracts/checkout'
import { declineErrorCode } from '@tianguis/core/payments/declines'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { removeCartLines } from '../modules/cart/cart.lines.ts'
import { recordReservations, settleReservations } from '../modules/checkout/checkout.reservations.ts'
import {
  assertOpen,
  commonPaymentTypes,
  type LoadedCheckout,
  loadCheckout,
  readyToPay,
} from '../modules/checkout/checkout.service.ts'
import { beginPaying, markPaid } from '../modules/checkout/checkout.status.ts'
import { reserveStock } from '../modules/items/stock.service.ts'
import { sendEmail } from '../modules/notifications/outbox.service.ts'
import { createPurchaseOrders } from '../modules/orders/orders.service.ts'
import { startAttempt, updateAttempt } from '../modules/payments/payments.service.ts'
import { keepSavedCard } from '../modules/payments/saved-cards.service.ts'
import {
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
} from '../platform/payments/provider.ts'
import { chargeSource } from './charge-source.ts'
import { orderEmail } from './order-email.ts'
import { releaseAfterFailure } from './release-checkout.ts'

/**
 * A place where tests make placing the order fail after the stock has moved (quality case 11).
 * Never set outside tests.
 */
export const placeOrderFaults: { beforeOrders: (() => void) | null } = { beforeOrders: null }

export interface PayDeps {
  payments: PaymentProvider
  /** Where the 3-D Secure page sends the browser back (the provider appends `?charge=`). */
  returnUrl: string
}

/** The paid page of a checkout, under the shop's base. */
export const paidPath = (checkoutId: string) => `/pagado/${checkoutId}`

/**
 * POST …/checkouts/:id/pay (decision 050), in three steps:
 * (a) one transaction: the checkout open, complete and within its time → `paying`; the client's
 *     expected total compared with the server's (different → 409 `total_changed`, no charge);
 *     every on-stock line's units reserved with one conditional UPDATE per item, all or nothing
 *     (409 `insufficient_stock`); an attempt row written before the charge;
 * (b) outside any transaction: the charge, for the server's amount;
 * (c) approved → one transaction places the orders; declined → stock back, checkout open, 402;
 *     requires_action → the 3-D Secure URL (the return route finishes); pending (store) → the
 *     orders wait for the payment with its reference.
 */
export async function payCheckout(
  ctx: ServiceContext,
  deps: PayDeps,
  checkoutId: string,
  body: PayBody,
): Promise<PaymentResult> {
  const customerId = ctx.viewer.userId!
  const { source, saveCard } = await chargeSource(ctx, deps.payments, customerId, body)

  const { loaded, attemptId, amount } = await inTransaction(ctx, async (tx) => {
    const loaded = await loadCheckout(tx, checkoutId, { forUpdate: true })
    assertOpen(loaded.checkout)
    if (!readyToPay(loaded)) throw new AppError('checkout_incomplete')
    // Every order waits for its seller's date and cost: placed without paying (`place`, decision 055).
    if (nothingDueNow(loaded.orders)) throw new AppError('payment_not_needed')
    if (!commonPaymentTypes(loaded.orders).includes(body.payment_type)) {
      throw new AppError('payment_type_not_enabled')
    }
    // The orders whose seller confirms the delivery first are paid later (decision 055).
    const amount = amountDueNow(loaded.orders)
    const currency = loaded.checkout.currency
    if (body.expected_total.amount !== amount || body.expected_total.currency !== currency) {
      throw new AppError('total_changed', { details: { total: { amount, currency } } })
    }
    await beginPaying(tx, checkoutId)
    const moves = loaded.lines
      .filter((line) => line.stockType === 'onstock')
      .map((line) => ({ itemId: line.itemId, quantity: line.quantity }))
    const taken = await reserveStock(tx, moves)
    await recordReservations(tx, checkoutId, taken)
    const attemptId = await startAttempt(tx, {
      checkoutId,
      customerId,
      provider: deps.payments.name,
      paymentType: body.payment_type,
      amount,
      currency,
      instalments: body.msi_payments ?? 1,
    })
    return { loaded, attemptId, amount }
  })

  const request = {
    attemptId,
    amount,
    currency: loaded.checkout.currency,
    source,
    instalments: body.msi_payments ?? 1,
    description: `Tianguis ${checkoutId}`,
    returnUrl: deps.returnUrl,
    customerEmail: loaded.checkout.contactEmail,
    customer: customerId,
    saveCard,
  }
  let result: ChargeResult
  try {
    result = await deps.payments.charge(request)
  } catch (error) {
    try {
      // A timeout may have charged: the same attempt id again answers the real result and never
      // charges twice (decision 045), so it is asked once more before giving up.
      if (!(error instanceof PaymentProviderError && error.code === 'timeout')) throw error
      result = await deps.payments.charge(request)
    } catch (again) {
      ctx.log.error({ err: again, attemptId }, 'payment provider failed')
      result = { status: 'declined', code: 'processing_error', message: null }
    }
  }
  return settleCharge(ctx, deps, loaded, attemptId, body.payment_type, result)
}

/** Step (c), also for the 3-D Secure return: what the provider's final answer means for the checkout. */
export async function settleCharge(
  ctx: ServiceContext,
  deps: PayDeps,
  loaded: LoadedCheckout,
  attemptId: string,
  paymentType: string,
  result: ChargeResult,
): Promise<PaymentResult> {
  const checkoutId = loaded.checkout.id
  switch (result.status) {
    case 'requires_action':
      await updateAttempt(ctx, attemptId, { status: 'requires_action', chargeId: result.chargeId })
      return { status: 'requires_action', checkout_id: checkoutId, url_3ds: result.url3ds }
    case 'declined':
      await inTransaction(ctx, async (tx) => {
        await updateAttempt(tx, attemptId, { status: 'declined', failureCode: result.code })
        await releaseAfterFailure(tx, checkoutId)
      })
      throw new AppError(declineErrorCode(result.code), { details: { provider_code: result.code } })
    case 'approved':
    case 'pending': {
      const pending = result.status === 'pending'
      try {
        const orderIds = await inTransaction(ctx, async (tx) => {
          const sold = await settleReservations(tx, checkoutId, 'sold')
          await updateAttempt(tx, attemptId, {
            status: pending ? 'pending' : 'approved',
            chargeId: result.chargeId,
            ...(result.status === 'approved'
              ? { cardBrand: result.card?.brand ?? null, cardLast4: result.card?.last4 ?? null }
              : { reference: result.reference, referenceExpiresAt: result.expiresAt }),
          })
          // The card the customer asked to keep (decision 053), saved with the order or not at all.
          if (result.status === 'approved' && result.savedCard) {
            await keepSavedCard(tx, loaded.checkout.customerId, deps.payments.name, result.savedCard)
          }
          placeOrderFaults.beforeOrders?.()
          const orderIds = await placeOrders(tx, loaded, attemptId, paymentType, pending)
          // Expired meanwhile (the 3-D Secure page left open past the countdown): roll back, refund.
          if (!(await markPaid(tx, checkoutId, orderIds)) || sold.length < reservedCount(loaded)) {
            throw new AppError('checkout_expired')
          }
          return orderIds
        })
        return pending && result.status === 'pending'
          ? {
              status: 'pending',
              checkout_id: checkoutId,
              order_ids: orderIds,
              reference: result.reference,
              expires_at: result.expiresAt.toISOString(),
              paid_path: paidPath(checkoutId),
            }
          : { status: 'paid', checkout_id: checkoutId, order_ids: orderIds, paid_path: paidPath(checkoutId) }
      } catch (error) {
        // The charge cannot be rolled back with the transaction: give it back, then the stock.
        await compensate(ctx, deps, checkoutId, attemptId, amountDueNow(loaded.orders), result)
        throw error
      }
    }
  }
}

/** Items whose stock paying reserved (one reservation row per item). */
function reservedCount(loaded: LoadedCheckout): number {
  return new Set(loaded.lines.filter((line) => line.stockType === 'onstock').map((line) => line.itemId)).size
}

/**
 * Places every order of the checkout with its lines, removes the bought cart lines and writes the
 * order email. An order whose seller confirms the delivery first is placed unpaid (decision 055);
 * `place` passes no payment at all.
 */
export async function placeOrders(
  tx: ServiceContext,
  loaded: LoadedCheckout,
  attemptId: string | null,
  paymentType: string | null,
  pending: boolean,
): Promise<string[]> {
  const { checkout, orders, lines } = loaded
  const orderIds = await createPurchaseOrders(tx, {
    checkoutId: checkout.id,
    shopId: checkout.shopId,
    customerId: checkout.customerId,
    status: pending ? 'awaiting_payment' : 'paid',
    paymentType,
    paymentAttemptId: attemptId,
    address: checkout.address,
    contactEmail: checkout.contactEmail!,
    contactPhone: checkout.contactPhone,
    referral: checkout.referral,
    campaign: checkout.campaign,
    clickId: checkout.clickId,
    orders: orders.map((order) => ({
      supplierId: order.supplierId,
      dssupplierId: order.dssupplierId,
      currency: order.currency,
      itemsTotal: order.itemsTotal,
      shippingCost: order.shippingCost ?? 0,
      deliveryType: order.deliveryType!,
      rateId: order.rateId,
      shipmentId: order.shipmentId,
      agencyId: order.agencyId,
      awaitingConfirmation: confirmedLater(order.deliveryType),
      lines: lines
        .filter((line) => line.checkoutOrderId === order.id)
        .map((line) => ({
          itemId: line.itemId,
          name: line.name,
          photo: line.photo,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          variants: line.variants,
          total: line.total,
          currency: line.currency,
          dssupplierId: line.dssupplierId,
          margin: line.margin,
        })),
    })),
  })
  const cartLineIds = lines.flatMap((line) => (line.cartLineId ? [line.cartLineId] : []))
  await removeCartLines(tx, checkout.customerId, cartLineIds)
  await sendEmail(tx, orderEmail(tx.locale, loaded, orderIds, pending))
  return orderIds
}

/**
 * The order could not be placed after the provider took the money: refund it, mark the attempt
 * failed, give the stock back and reopen the checkout (decision 050). Each step is logged if it
 * fails; a refund that fails leaves the attempt `approved`-less with its charge id for follow-up.
 */
async function compensate(
  ctx: ServiceContext,
  deps: PayDeps,
  checkoutId: string,
  attemptId: string,
  amount: number,
  result: ChargeResult & { chargeId: string },
): Promise<void> {
  try {
    if (result.status === 'approved') await deps.payments.refund(result.chargeId, amount)
  } catch (error) {
    ctx.log.error({ err: error, attemptId }, 'refund after a failed order placement failed')
  }
  try {
    await inTransaction(ctx, async (tx) => {
      await updateAttempt(tx, attemptId, { status: 'failed', chargeId: result.chargeId })
      await releaseAfterFailure(tx, checkoutId)
    })
  } catch (error) {
    ctx.log.error({ err: error, attemptId }, 'releasing after a failed order placement failed')
  }
}
