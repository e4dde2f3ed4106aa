import type { ReturnDetail, ReturnOptions, StartReturnBody } from '@tianguis/core/contracts/returns'
import { allocate } from '@tianguis/core/ledger/allocation'
import { refundableAmount } from '@tianguis/core/ledger/refunds'
import { returnEligibility } from '@tianguis/core/returns/eligibility'
import { returnCost } from '@tianguis/core/returns/fees'
import { walkReturnReasons } from '@tianguis/core/returns/reasons'
import { closingOffered } from '@tianguis/core/returns/states'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { type ItemReturnInfo, returnInfoOf } from '../modules/items/return-info.service.ts'
import { type ReturnableOrder, returnableOrder } from '../modules/orders/order-facts.service.ts'
import {
  addReturnNote,
  insertReturn,
  openReturnsOfOrder,
  type ReturnOwner,
  type ReturnRow,
  refundAnswerOf,
  refundsOfOrder,
  refundsOfReturn,
  returnNotesOf,
  summaryOf,
  termsOf,
} from '../modules/returns/returns.service.ts'
import { emailReturnStarted } from './return-email.ts'

/**
 * A customer starts a return (002 §4; 001 §3; decision 091): one line of their delivered order and
 * some of its units. Core decides everything — eligibility (received, within 72 hours of
 * delivery, the item returnable, the order not canceled, no open return on the line), the reason
 * from the question tree's answers, and the fee arithmetic on the item's policy — and this flow
 * freezes the item's policy, fees and label on the return with what core computed, in the order's
 * lock so two requests for one line make one return.
 *
 * Items carry no category yet, so none counts as electronics: the tree's "unlocked" question is
 * skipped (core's `onlyElectronics`) until items have one.
 */
const ELECTRONICS = false

/** The costs of returning `quantity` units of a line on its item's terms (core's `returnCost`). */
function termsFor(
  order: ReturnableOrder,
  line: ReturnableOrder['lines'][number],
  info: ItemReturnInfo,
  quantity: number,
) {
  const itemsPaid = line.unitPrice * quantity
  // The order's shipping belongs to its lines by what they cost (largest remainder, core's allocate);
  // then to these units of the line. The return label is taken to cost what bringing them did.
  const shares = allocate(
    order.shippingCost,
    order.lines.map((one) => one.total),
  )
  const lineShipping = shares[order.lines.indexOf(line)] ?? 0
  const originalShipping = line.quantity > 0 ? Math.round((lineShipping * quantity) / line.quantity) : 0
  const cost = returnCost({
    policy: info.returnFees,
    itemsPaid,
    units: quantity,
    originalShipping,
    returnShipping: originalShipping,
    restockingFee: info.restockingFees,
  })
  return { itemsPaid, cost }
}

const money = (amount: number, currency: string) => ({ amount, currency })

function termsAnswer(info: ItemReturnInfo, currency: string, cost: ReturnType<typeof returnCost>) {
  return {
    policy: info.returnPolicy,
    policy_legend: info.returnPolicyLegend,
    fees: info.returnFees,
    label: info.returnShippingLabel,
    restocking_fee: info.restockingFees === null ? null : money(info.restockingFees, currency),
    offered_refund: money(cost.refund, currency),
    return_shipping_paid_by: cost.returnShippingPaidBy,
    original_shipping_refunded: money(cost.originalShippingRefunded, currency),
    deducted: {
      return_shipping: money(cost.deducted.returnShipping, currency),
      restocking: money(cost.deducted.restocking, currency),
    },
  }
}

/** Each line of the customer's order: whether it may be returned now and on what terms (the order page, the form). */
export async function returnOptionsOf(
  ctx: ServiceContext,
  orderId: string,
  customerId: string,
): Promise<ReturnOptions> {
  const order = await returnableOrder(ctx, orderId, { customerId })
  if (!order) throw new AppError('order_not_found')
  const [infos, open] = await Promise.all([
    returnInfoOf(
      ctx,
      order.lines.map((line) => line.itemId),
    ),
    openReturnsOfOrder(ctx, order.id),
  ])
  const now = new Date().toISOString()
  return {
    order_id: order.id,
    lines: order.lines.map((line) => {
      const info = infos.get(line.itemId)
      const eligibility = returnEligibility({
        orderStatus: order.status,
        deliveredAt: order.deliveredAt?.toISOString() ?? null,
        // An item deleted since is not returned through the platform.
        returnType: info?.returnType ?? 'disallowed',
        now,
        hasOpenReturn: open.has(line.id),
      })
      return {
        line_id: line.id,
        item_id: line.itemId,
        name: line.name,
        quantity: line.quantity,
        eligible: eligibility.ok,
        refusal: eligibility.ok ? null : eligibility.code,
        deadline: eligibility.ok ? eligibility.deadline : null,
        electronics: ELECTRONICS,
        terms: info
          ? termsAnswer(info, order.currency, termsFor(order, line, info, line.quantity).cost)
          : null,
        open_return_id: open.get(line.id) ?? null,
      }
    }),
  }
}

export async function startReturn(
  ctx: ServiceContext,
  orderId: string,
  customerId: string,
  body: StartReturnBody,
): Promise<ReturnDetail> {
  const row = await inTransaction(ctx, async (tx) => {
    const order = await returnableOrder(tx, orderId, { customerId }, { forUpdate: true })
    if (!order) throw new AppError('order_not_found')
    const line = order.lines.find((one) => one.id === body.line_id)
    if (!line) throw new AppError('order_line_not_found')
    const info = (await returnInfoOf(tx, [line.itemId])).get(line.itemId)
    const eligibility = returnEligibility({
      orderStatus: order.status,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      returnType: info?.returnType ?? 'disallowed',
      now: new Date().toISOString(),
      hasOpenReturn: (await openReturnsOfOrder(tx, order.id)).has(line.id),
    })
    if (!eligibility.ok) throw new AppError(eligibility.code)
    if (body.quantity > line.quantity) {
      throw new AppError('return_quantity_exceeded', {
        fields: { quantity: { problem: 'too_big', params: { max: line.quantity } } },
      })
    }
    const walk = walkReturnReasons(body.answers, { electronics: ELECTRONICS })
    if (walk.kind === 'refused') throw new AppError(walk.code)
    if (walk.kind !== 'reason') {
      const question = walk.kind === 'ask' ? walk.question.id : walk.question
      throw new AppError('return_answer_invalid', { details: { question } })
    }
    const { cost } = termsFor(order, line, info!, body.quantity)
    const created = await insertReturn(tx, {
      orderId: order.id,
      lineId: line.id,
      shopId: order.shopId,
      customerId,
      supplierId: order.supplierId,
      itemId: line.itemId,
      itemName: line.name,
      quantity: body.quantity,
      unitPrice: line.unitPrice,
      currency: order.currency,
      reason: walk.reason,
      answers: body.answers,
      description: body.description,
      photos: body.photos,
      returnPolicy: info!.returnPolicy,
      returnPolicyLegend: info!.returnPolicyLegend,
      returnFees: info!.returnFees,
      returnLabel: info!.returnShippingLabel,
      restockingFee: info!.restockingFees,
      offeredRefund: cost.refund,
      returnShippingPaidBy: cost.returnShippingPaidBy,
      originalShippingRefunded: cost.originalShippingRefunded,
      deductedShipping: cost.deducted.returnShipping,
      deductedRestocking: cost.deducted.restocking,
    })
    await addReturnNote(tx, created.id, {
      authorId: customerId,
      authorRole: 'customer',
      visibility: 'client',
      event: 'started',
    })
    await emailReturnStarted(tx, created)
    return created
  })
  return returnDetailOf(ctx, row, 'customer')
}

/**
 * A return's page: the request, the record (every note for the shop, the client ones for the
 * customer) and the refunds; for the shop also what is still refundable on the order and whether
 * closing is offered (core's rules).
 */
export async function returnDetailOf(
  ctx: ServiceContext,
  row: ReturnRow,
  side: 'customer' | 'shop',
): Promise<ReturnDetail> {
  const [notes, refunds] = await Promise.all([
    returnNotesOf(ctx, row.id, { clientOnly: side === 'customer' }),
    refundsOfReturn(ctx, row.id),
  ])
  let refundable: ReturnDetail['refundable'] = null
  if (side === 'shop') {
    const order = await returnableOrder(ctx, row.orderId)
    const paid = order?.paymentAttemptId ? order.total : 0
    refundable = money(refundableAmount(paid, await refundsOfOrder(ctx, row.orderId)), row.currency)
  }
  return {
    ...summaryOf(row),
    answers: row.answers,
    description: row.description,
    photos: row.photos,
    unit_price: money(row.unitPrice, row.currency),
    terms: termsOf(row),
    notes,
    refunds: refunds.map(refundAnswerOf),
    refundable,
    closing_offered: side === 'shop' && closingOffered(row.status, refunds),
    label_url:
      row.returnLabel === 'download' && side === 'customer' ? `/api/v1/me/returns/${row.id}/label.pdf` : null,
  }
}

export type { ReturnOwner }
