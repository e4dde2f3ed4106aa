import { myOrderDetail } from '@tianguis/core/contracts/my-orders'
import { orderBroker, orderPaymentResult } from '@tianguis/core/contracts/order-payment'
import { formatDateTime } from '@tianguis/core/dates'
import { formatMoney } from '@tianguis/core/money'
import { PAYMENT_TYPES, type PaymentType } from '@tianguis/core/payments/methods'
import { data, type RouterContextProvider, redirect, redirectDocument } from 'react-router'
import { z } from 'zod'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { baseFor } from '../shop/shop.server'
import { toLogin } from '../supplier/supplier.server'
import { PAID_MARK, purchasesPaths, REFERENCE_MARK } from './paths'

type Context = Readonly<RouterContextProvider>
type Params = { shop?: string | undefined; order: string }

/** The pay page of a quoted order, its texts worked out here. */
export interface OrderPayView {
  id: string
  base: string
  token: string
  itemsTotal: string
  deliveryCost: string
  estimated: string | null
  total: string
  expected: { amount: number; currency: string }
  paymentTypes: PaymentType[]
  /** A key per visit: a resent form pays once (the pay call's Idempotency-Key). */
  attemptKey: string
  /** Back from a provider's page that failed or was cancelled (`?fallo=`). */
  returnedFailure: boolean
}

/** The shop paths the API sends the browser back to (decision 086): the detail, or this page. */
const pathsOf = (id: string) => ({
  return_path: purchasesPaths.order('', id),
  cancel_path: purchasesPaths.pay('', id),
})

/**
 * `{base}/mis-compras/:order/pagar` (decision 086): the viewer's quoted order confirmed (PUT
 * …/broker: its token, total and methods). An order that is not waiting for its customer goes back
 * to its detail; another person's is the 404 page; a visitor logs in first.
 */
export async function loadOrderPayment(
  request: Request,
  context: Context,
  params: Params,
): Promise<OrderPayView> {
  const base = baseFor(params.shop, context)
  const api = createApi(request, context)
  const id = params.order
  const order = await api.get(`/api/v1/me/orders/${encodeURIComponent(id)}`, myOrderDetail)
  if (!order.ok) {
    if (order.status === 401) throw toLogin(request, base)
    if (order.status === 404 || order.status === 400) throw data({ reason: 'not_found' }, { status: 404 })
    throw new Error(`GET /api/v1/me/orders/:id answered ${order.status} ${order.error.code}`)
  }
  if (order.data.status !== 'awaiting_customer') throw redirect(purchasesPaths.order(base, id))
  const confirmed = await api.send(
    'PUT',
    `/api/v1/me/orders/${encodeURIComponent(id)}/broker`,
    pathsOf(id),
    orderBroker,
  )
  if (!confirmed.ok) throw redirect(purchasesPaths.order(base, id))
  const { locale } = requestTranslation(request)
  const money = (amount: number) => formatMoney({ amount, currency: confirmed.data.total.currency }, locale)
  return {
    id,
    base,
    token: confirmed.data.token,
    itemsTotal: money(confirmed.data.items_total),
    deliveryCost: money(confirmed.data.delivery_cost),
    estimated: confirmed.data.estimated_delivery_at
      ? formatDateTime(confirmed.data.estimated_delivery_at, locale)
      : null,
    total: money(confirmed.data.total.amount),
    expected: confirmed.data.total,
    paymentTypes: confirmed.data.payment_types,
    attemptKey: crypto.randomUUID(),
    returnedFailure: new URL(request.url).searchParams.has('fallo'),
  }
}

const payFields = z.object({
  intent: z.literal('pay'),
  token: z.string().min(1).max(100),
  payment_type: z.enum(PAYMENT_TYPES),
  card_token: z.string().min(1).max(200).optional(),
  msi_payments: z.coerce.number().int().min(1).max(24).optional(),
  expected_amount: z.coerce.number().int(),
  expected_currency: z.string().length(3),
  idempotency_key: z.string().min(8).max(255),
})

/**
 * The pay form (decision 086): POST /api/v1/me/orders/:id/pay. Paid → the detail with its toast; a
 * reference → the detail, which shows it; 3-D Secure or a provider's page → there as a document
 * (they come back through the API's return route to the detail, or here with `?fallo=`); a
 * refusal or decline stays here with its message.
 */
export async function submitOrderPayment(request: Request, context: Context, params: Params) {
  const base = baseFor(params.shop, context)
  const fields = payFields.safeParse(
    Object.fromEntries([...(await request.formData())].filter(([, v]) => v !== '')),
  )
  if (!fields.success) throw data(null, { status: 400 })
  const { payment_type, card_token, msi_payments, token, expected_amount, expected_currency } = fields.data
  if (payment_type === 'card' && !card_token) {
    const { t } = requestTranslation(request)
    return data({ failure: t('checkout.card.needsScript') }, { status: 400 })
  }
  const result = await createApi(request, context).send(
    'POST',
    `/api/v1/me/orders/${encodeURIComponent(params.order)}/pay`,
    {
      token,
      payment_type,
      ...(card_token ? { card_token } : {}),
      ...(card_token && msi_payments ? { msi_payments } : {}),
      expected_total: { amount: expected_amount, currency: expected_currency },
    },
    orderPaymentResult,
    { idempotencyKey: fields.data.idempotency_key },
  )
  if (!result.ok) {
    if (result.status === 401) throw toLogin(request, base)
    // A refused payment is a new try with another card or method: a new Idempotency-Key for it
    // (the old one answers this refusal again, or 422 for another body). The page's loaders do not
    // run again after a 4xx action, so the key comes with the answer.
    return data({ failure: result.error.message, attemptKey: crypto.randomUUID() }, { status: result.status })
  }
  const answer = result.data
  if (answer.status === 'requires_action') throw redirectDocument(answer.url_3ds)
  if (answer.status === 'redirect') throw redirectDocument(answer.approval_url)
  const mark = answer.status === 'pending' ? REFERENCE_MARK : PAID_MARK
  throw redirect(`${purchasesPaths.order(base, params.order)}?pago=${mark}`)
}
