import type {
  OrderBroker,
  OrderBrokerBody,
  OrderPayBody,
  OrderPaymentResult,
} from '@tianguis/core/contracts/order-payment'
import type { ErrorCode } from '@tianguis/core/errors'
import { checkOrderStep, orderRefusalCode } from '@tianguis/core/orders/lifecycle'
import { declineErrorCode } from '@tianguis/core/payments/declines'
import { isPaymentType, type PaymentType } from '@tianguis/core/payments/methods'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { myOrder } from '../modules/orders/my-orders.service.ts'
import { orderFacts } from '../modules/orders/order-facts.service.ts'
import { orderPayTokenOf, setOrderPayToken } from '../modules/orders/order-pay-token.service.ts'
import { metadataOf } from '../modules/payments/payment-metadata.ts'
import { attemptOfOrder, startAttempt } from '../modules/payments/payments.service.ts'
import { paymentTypesOf } from '../modules/resale/resale.service.ts'
import { newId } from '../platform/ids.ts'
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
} from '../platform/payments/provider.ts'
import type { PaymentProviders } from '../platform/payments/registry.ts'
import { chargeSource } from './charge-source.ts'
import { dueOf } from './settle-order-payment.ts'
import {
  applyChargeNews,
  type ChargeNews,
  enqueueReconcile,
  RECONCILE_AFTER_TIMEOUT_SECONDS,
  type Settlement,
} from './settle-payment.ts'

/**
 * Confirming and paying a quoted order (002 §4 "the customer confirms and completes the purchase",
 * §7 `PUT orders/broker/{order}`; decision 086). The order was placed unpaid for the seller's own
 * delivery (decision 055) and the seller quoted its date and cost (`awaiting_customer`). The
 * customer confirms it (`confirmOrderPayment`: a token, the amount, the methods) and pays it
 * (`payOrder`) with the checkout's methods through the same attempts and settlement
 * (flows/settle-payment.ts → settle-order-payment.ts), which move the order as the `system`.
 */

/** The viewer's order in a state the payment leaves from, else the machine's refusal. */
function assertPayable(status: Parameters<typeof checkOrderStep>[0]) {
  // Only a quote to confirm is paid here: a reference already waiting is paid at its bank or store.
  const result = checkOrderStep(status, 'await_payment', 'system')
  if (!result.ok) throw new AppError(orderRefusalCode(result, 'pay', status) as ErrorCode)
}

/** The methods the seller takes that a configured provider charges, in core's order. */
async function offeredTypes(
  ctx: ServiceContext,
  providers: PaymentProviders,
  supplierId: string,
): Promise<PaymentType[]> {
  const types = await paymentTypesOf(ctx, supplierId)
  return types.filter((type) => isPaymentType(type) && providers.paymentProviderFor(type) !== null)
}

/** PUT /me/orders/:id/broker: the payment token of the viewer's quoted order and what it pays. */
export async function confirmOrderPayment(
  ctx: ServiceContext,
  providers: PaymentProviders,
  orderId: string,
  body: OrderBrokerBody,
): Promise<OrderBroker & { shopSlug: string }> {
  const order = await myOrder(ctx, orderId)
  assertPayable(order.status)
  const types = await offeredTypes(ctx, providers, order.seller.id)
  const token = await inTransaction(ctx, async (tx) => {
    const facts = await orderFacts(tx, orderId, { customerId: ctx.viewer.userId! }, { forUpdate: true })
    if (!facts) throw new AppError('order_not_found')
    assertPayable(facts.status)
    const current = await orderPayTokenOf(tx, orderId, ctx.viewer.userId!)
    const token = current?.token ?? newId('opt')
    await setOrderPayToken(tx, orderId, { token, returnPath: body.return_path, cancelPath: body.cancel_path })
    return token
  })
  const keys = Object.assign(
    {},
    ...types.map((type) => providers.paymentProviderFor(type)?.browserKeys ?? {}),
  )
  const delivery = order.estimatedCost ?? 0
  return {
    order_id: order.id,
    token,
    total: { amount: order.itemsTotal + delivery, currency: order.currency },
    items_total: order.itemsTotal,
    delivery_cost: delivery,
    estimated_delivery_at: order.estimatedDeliveryAt,
    payment_types: types,
    return_path: body.return_path,
    cancel_path: body.cancel_path,
    payment_metadata: keys,
    shopSlug: order.shop.slug,
  }
}

export interface PayOrderDeps {
  payments: PaymentProvider
  /** The API's return and cancel routes of this order (the provider appends `?charge=`). */
  returnUrl: string
  cancelUrl: string
}

/**
 * POST /me/orders/:id/pay, in the checkout's three steps (flows/pay-checkout.ts): (a) one
 * transaction — the viewer's order locked, still `awaiting_customer`, the token its current one,
 * the method the seller's, the page's total the server's (else 409 `total_changed`), an attempt
 * of the order written; (b) the charge, outside any transaction; (c) its answer settled.
 */
export async function payOrder(
  ctx: ServiceContext,
  deps: PayOrderDeps,
  providers: PaymentProviders,
  orderId: string,
  body: OrderPayBody,
): Promise<OrderPaymentResult> {
  const customerId = ctx.viewer.userId!
  const owner = await orderFacts(ctx, orderId, { customerId })
  if (!owner) throw new AppError('order_not_found')
  const { source, saveCard } = await chargeSource(ctx, deps.payments, customerId, body)
  const types = await offeredTypes(ctx, providers, owner.supplierId)

  const { attemptId, amount, order, returnPath } = await inTransaction(ctx, async (tx) => {
    const order = await orderFacts(tx, orderId, { customerId }, { forUpdate: true })
    if (!order) throw new AppError('order_not_found')
    assertPayable(order.status)
    const paid = await orderPayTokenOf(tx, orderId, customerId)
    if (!paid?.token || paid.token !== body.token) throw new AppError('payment_token_invalid')
    const takes = (deps.payments.types as readonly string[]).includes(body.payment_type)
    if (!takes || !(types as string[]).includes(body.payment_type)) {
      throw new AppError('payment_type_not_enabled')
    }
    const amount = dueOf(order)
    if (body.expected_total.amount !== amount || body.expected_total.currency !== order.currency) {
      throw new AppError('total_changed', { details: { total: { amount, currency: order.currency } } })
    }
    const attemptId = await startAttempt(tx, {
      checkoutId: order.checkoutId,
      orderId,
      customerId,
      provider: deps.payments.name,
      paymentType: body.payment_type,
      amount,
      currency: order.currency,
      instalments: body.msi_payments ?? 1,
    })
    return { attemptId, amount, order, returnPath: paid.returnPath ?? '/' }
  })

  const request: ChargeRequest = {
    attemptId,
    paymentType: body.payment_type,
    amount,
    currency: order.currency,
    source,
    instalments: body.msi_payments ?? 1,
    description: `Tianguis ${orderId}`,
    returnUrl: deps.returnUrl,
    cancelUrl: deps.cancelUrl,
    customerEmail: order.contactEmail,
    customerName: null,
    customerPhone: order.contactPhone,
    customer: customerId,
    saveCard,
  }
  let result: ChargeResult
  try {
    result = await deps.payments.charge(request)
  } catch (error) {
    try {
      // A timeout may have charged: the same attempt id again answers the real result (decision 045).
      if (!(error instanceof PaymentProviderError && error.code === 'timeout')) throw error
      result = await deps.payments.charge(request)
    } catch (again) {
      if (again instanceof PaymentProviderError && again.code === 'timeout') {
        ctx.log.error({ attemptId }, 'payment provider timed out twice; reconciling later')
        await enqueueReconcile(ctx, attemptId, new Date(Date.now() + RECONCILE_AFTER_TIMEOUT_SECONDS * 1000))
        return { status: 'processing', order_id: orderId, return_path: returnPath }
      }
      ctx.log.error({ err: again, attemptId }, 'payment provider failed')
      result = { status: 'declined', code: 'processing_error', message: null }
    }
  }
  const { settlement } = await applyChargeNews(ctx, deps, attemptId, result)
  return orderPaymentAnswer(orderId, returnPath, settlement)
}

/** A settlement as the order's pay call answers it; a decline is 002 §8's error with the provider's code. */
function orderPaymentAnswer(orderId: string, returnPath: string, settlement: Settlement): OrderPaymentResult {
  switch (settlement.status) {
    case 'approved':
      return {
        status: 'paid',
        order_id: orderId,
        return_path: returnPath,
        ...(settlement.chargeId ? { charge_id: settlement.chargeId } : {}),
      }
    case 'pending':
      return {
        status: 'pending',
        order_id: orderId,
        return_path: returnPath,
        reference: settlement.reference,
        expires_at: settlement.expiresAt.toISOString(),
        ...(settlement.chargeId ? { charge_id: settlement.chargeId } : {}),
        ...(settlement.details ? { payment_metadata: metadataOf(settlement.details) } : {}),
      }
    case 'requires_action':
      return {
        status: 'requires_action',
        order_id: orderId,
        url_3ds: settlement.url3ds,
        ...(settlement.chargeId ? { charge_id: settlement.chargeId } : {}),
      }
    case 'redirect':
      return {
        status: 'redirect',
        order_id: orderId,
        approval_url: settlement.approvalUrl,
        redirect_url: settlement.approvalUrl,
        charge_id: settlement.chargeId,
      }
    case 'declined':
      throw new AppError(declineErrorCode(settlement.code), { details: { provider_code: settlement.code } })
    case 'expired':
      throw new AppError('payment_attempt_failed', { details: { provider_code: 'reference_expired' } })
    default:
      throw new AppError('payment_attempt_failed')
  }
}

/** Where the browser goes after a provider's page: the shop's return or cancel path, or the page again. */
export type OrderPageOutcome =
  | { kind: 'paid'; path: string }
  | { kind: 'again'; url: string }
  | { kind: 'failed'; path: string; code: ErrorCode }

/**
 * GET /me/orders/:id/return and …/cancel (decision 086): the 3-D Secure or a redirect method's
 * page is done. Only an attempt of the viewer's order with this charge is looked at; one settled
 * already (a webhook came first) answers where it went; an open one is asked at its provider and
 * settled. A cancel gives the open page up at the provider first; one approved meanwhile wins.
 */
export async function backFromOrderProvider(
  ctx: ServiceContext,
  providers: PaymentProviders,
  orderId: string,
  chargeId: string,
  cancel: boolean,
): Promise<OrderPageOutcome & { shopSlug: string }> {
  const order = await myOrder(ctx, orderId)
  const paths = await orderPayTokenOf(ctx, orderId, ctx.viewer.userId!)
  const returnPath = paths?.returnPath ?? `/mis-compras/${orderId}`
  const cancelPath = paths?.cancelPath ?? `/mis-compras/${orderId}`
  const at = (outcome: 'paid' | ErrorCode): OrderPageOutcome & { shopSlug: string } =>
    outcome === 'paid'
      ? { kind: 'paid', path: returnPath, shopSlug: order.shop.slug }
      : {
          kind: 'failed',
          path: cancelPath,
          code: cancel ? 'payment_redirect_failed' : outcome,
          shopSlug: order.shop.slug,
        }
  const attempt = await attemptOfOrder(ctx, orderId, chargeId)
  if (!attempt) return at('payment_attempt_failed')
  switch (attempt.status) {
    case 'approved':
    case 'refunded':
    case 'pending':
      return at('paid')
    case 'declined':
      return at(declineErrorCode(attempt.failureCode ?? ''))
    case 'requires_action':
    case 'redirect':
      break
    default:
      return at('payment_attempt_failed')
  }
  const provider = providers.byName(attempt.provider)
  if (!provider) return at('payment_setup_failed')
  let news: ChargeNews
  try {
    const now = await provider.retrieve(chargeId)
    if (cancel && now.status === 'redirect') {
      await provider.cancel?.(chargeId)
      const after = await provider.retrieve(chargeId)
      news =
        after.status === 'approved' ? after : { status: 'declined', code: 'payment_canceled', message: null }
    } else {
      news = now
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    // No answer: the attempt stays open and the reconciliation job asks again.
    ctx.log.error({ err: error, attemptId: attempt.id }, 'retrieving an order’s charge on its return failed')
    await enqueueReconcile(ctx, attempt.id, new Date(Date.now() + RECONCILE_AFTER_TIMEOUT_SECONDS * 1000))
    return cancel ? at('payment_redirect_failed') : at('paid')
  }
  let settlement: Settlement
  try {
    settlement = (await applyChargeNews(ctx, { payments: provider }, attempt.id, news)).settlement
  } catch (error) {
    if (error instanceof AppError) return at(error.code)
    throw error
  }
  switch (settlement.status) {
    case 'approved':
    case 'pending':
      return at('paid')
    case 'requires_action':
      return { kind: 'again', url: settlement.url3ds, shopSlug: order.shop.slug }
    case 'redirect':
      return { kind: 'again', url: settlement.approvalUrl, shopSlug: order.shop.slug }
    case 'declined':
      return at(declineErrorCode(settlement.code))
    default:
      return at('payment_attempt_failed')
  }
}
