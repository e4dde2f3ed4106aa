import { z } from 'zod'
import { REFUND_STATUSES } from '../ledger/refunds.ts'
import { ORDER_NOTE_VISIBILITIES } from '../orders/back-office.ts'
import { ORDER_NOTE_MAX } from '../orders/lifecycle.ts'
import { RETURN_DESCRIPTION_MAX, RETURN_PHOTOS_MAX, RETURN_REASONS } from '../returns/reasons.ts'
import { money } from './checkout.ts'
import { listOf, pageQuery } from './common.ts'
import { reviewPhoto } from './reviews.ts'

/**
 * Returns and the seller's refunds (002 §3, §4, §5, §8; 001 §3; decisions 089, 091). The customer's
 * under `/me/orders/:id/returns` and `/me/returns`, the shop's under `/shops/:slug/returns`.
 */
const id = z.string().trim().min(1).max(100)
const slug = z.string().min(1).max(100)

export const myReturnOrderParams = z.strictObject({ id })
export const myReturnParams = z.strictObject({ id })
export const shopReturnParams = z.strictObject({ slug, id })
export const shopReturnRefundParams = z.strictObject({ slug, id, refund: id })
export const shopReturnsParams = z.strictObject({ slug })

/** A question id or answer id of the reason tree: snake case, short. */
const treeId = z.string().regex(/^[a-z_]{1,40}$/)

/**
 * POST /api/v1/me/orders/:id/returns: which line and how many of its units, the answers to the
 * reason tree (question id → answer id; core validates the path), a description and photos.
 */
export const startReturnBody = z.strictObject({
  line_id: id,
  quantity: z.number().int().min(1).max(10_000),
  answers: z
    .record(treeId, treeId)
    .refine((record) => Object.keys(record).length <= 10, { message: 'too_big' }),
  description: z.string().trim().max(RETURN_DESCRIPTION_MAX).default(''),
  photos: z
    .array(reviewPhoto)
    .max(RETURN_PHOTOS_MAX)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate' })
    .default([]),
})
export type StartReturnBody = z.output<typeof startReturnBody>

/** POST /api/v1/shops/:slug/returns/:id/refunds: minor units, partial allowed. */
export const returnRefundBody = z.strictObject({
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
})

export const returnNoteBody = z.strictObject({
  text: z.string().trim().min(1).max(ORDER_NOTE_MAX),
  visibility: z.enum(ORDER_NOTE_VISIBILITIES),
})

export const returnsQuery = pageQuery(20)

// --- answers ---

/** The item's return info as frozen when the return started, and core's fee arithmetic on it. */
export const returnTerms = z.object({
  policy: z.string(),
  policy_legend: z.string().nullable(),
  fees: z.string(),
  label: z.enum(['inbox', 'download']),
  restocking_fee: money.nullable(),
  offered_refund: money,
  return_shipping_paid_by: z.enum(['customer', 'supplier']),
  original_shipping_refunded: money,
  deducted: z.object({ return_shipping: money, restocking: money }),
})

export const returnRefund = z.object({
  id: z.string(),
  amount: money,
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  settled_at: z.string().nullable(),
})
export type ReturnRefundAnswer = z.infer<typeof returnRefund>

export const returnNote = z.object({
  id: z.string(),
  at: z.string(),
  event: z.string(),
  visibility: z.enum(ORDER_NOTE_VISIBILITIES),
  author_role: z.string(),
  text: z.string(),
})

export const returnSummary = z.object({
  id: z.string(),
  order_id: z.string(),
  line_id: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  quantity: z.number().int(),
  status: z.enum(['open', 'closed']),
  reason: z.enum(RETURN_REASONS),
  created_at: z.string(),
  closed_at: z.string().nullable(),
})
export type ReturnSummary = z.infer<typeof returnSummary>

/** A return's page: the request, its record (notes; the customer sees the client ones) and refunds. */
export const returnDetail = returnSummary.extend({
  answers: z.record(z.string(), z.string()),
  description: z.string(),
  photos: z.array(z.string()),
  unit_price: money,
  terms: returnTerms,
  notes: z.array(returnNote),
  refunds: z.array(returnRefund),
  /** What may still be refunded on the order (core's refundable rule); the seller's side only. */
  refundable: money.nullable(),
  /** Whether closing is offered (core: open, no refund pending); the seller's side only. */
  closing_offered: z.boolean(),
  label_url: z.string().nullable(),
})
export type ReturnDetail = z.infer<typeof returnDetail>

export const returnList = listOf(returnSummary)

/** GET /api/v1/me/orders/:id/returns/options: each line, whether it may be returned, and on what terms. */
export const returnOptions = z.object({
  order_id: z.string(),
  lines: z.array(
    z.object({
      line_id: z.string(),
      item_id: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      eligible: z.boolean(),
      refusal: z.string().nullable(),
      deadline: z.string().nullable(),
      electronics: z.boolean(),
      terms: returnTerms.nullable(),
      open_return_id: z.string().nullable(),
    }),
  ),
})
export type ReturnOptions = z.infer<typeof returnOptions>

/** A refund's answer: the refund and a toast's key (002 §8 'successfully refunded {amount}'). */
export const refundAnswer = z.object({ refund: returnRefund, return: returnDetail })
