import type { ChargeResult, PaymentDetails } from '../provider.ts'

/**
 * The parts of Conekta's order that the adapter reads (OpenAPI `order_response`,
 * `charge_order_response`, `payment_method_cash`, `payment_method_bank_transfer`; decision 063).
 * Amounts are in cents, times in Unix seconds.
 */
export interface ConektaCashMethod {
  object: 'cash_payment'
  type: string
  reference: string
  barcode_url?: string | null
  expires_at: number
  service_name?: string | null
  store_names?: string[] | null
}

export interface ConektaTransferMethod {
  object: 'bank_transfer_payment'
  type: string
  clabe: string
  bank: string
  receiving_account_holder_name?: string | null
  expires_at: number
}

export type ConektaPaymentMethod =
  | ConektaCashMethod
  | ConektaTransferMethod
  | { object: string; type?: string; expires_at?: number }

export interface ConektaCharge {
  id: string
  object: 'charge'
  amount: number
  currency: string
  status: string
  order_id: string
  failure_code?: string | null
  paid_at?: number | null
  payment_method: ConektaPaymentMethod
  refunds?: { data?: { id: string; amount: number }[] } | null
}

export interface ConektaOrder {
  id: string
  object: 'order'
  amount: number
  currency: string
  /** `pending_payment`, `paid`, `expired`, `canceled`, `declined`, `refunded`, `partially_refunded`… */
  payment_status: string
  amount_refunded?: number
  is_refundable?: boolean
  metadata?: Record<string, unknown> | null
  created_at: number
  charges?: { data?: ConektaCharge[] } | null
}

export interface ConektaOrderList {
  object: 'list'
  has_more: boolean
  data: ConektaOrder[]
}

/** Which of our methods is which Conekta payment method type (`charges[].payment_method.type`). */
export const CONEKTA_METHOD = { cash: 'cash', deposit: 'spei' } as const
export type ConektaTakenType = keyof typeof CONEKTA_METHOD

/** The charge an order was made with (the adapter makes one per order). */
export function chargeOf(order: ConektaOrder): ConektaCharge | null {
  return order.charges?.data?.[0] ?? null
}

const isCash = (method: ConektaPaymentMethod): method is ConektaCashMethod => method.object === 'cash_payment'
const isTransfer = (method: ConektaPaymentMethod): method is ConektaTransferMethod =>
  method.object === 'bank_transfer_payment'

/**
 * What the page shows besides the reference (002 §3 `payment_metadata`): a transfer's CLABE, bank
 * and beneficiary; a voucher's stores, its barcode's digits and the barcode image to print. Keys
 * without a value are left out (the answer's schema has no nulls).
 */
export function detailsOf(method: ConektaPaymentMethod, beneficiary: string | null): PaymentDetails {
  if (isTransfer(method)) {
    const holder = method.receiving_account_holder_name ?? beneficiary
    return { clabe: method.clabe, bank: method.bank, ...(holder ? { beneficiary: holder } : {}) }
  }
  if (isCash(method)) {
    const stores = method.store_names?.length ? method.store_names : [method.service_name ?? 'OXXO']
    return {
      stores,
      barcode: method.reference,
      ...(method.barcode_url ? { voucherUrl: method.barcode_url } : {}),
    }
  }
  return {}
}

/** The reference the customer pays with: the voucher's number, or the CLABE to transfer to. */
export function referenceOf(method: ConektaPaymentMethod): string | null {
  if (isTransfer(method)) return method.clabe
  if (isCash(method)) return method.reference
  return null
}

/** Thrown when an order says something this adapter cannot read: asked again later, never guessed. */
export class UnreadableOrder extends Error {}

/**
 * An order as our charge result (decision 063): paid → approved (no card); waiting → pending with
 * its reference, deadline and details; expired or canceled → declined `reference_expired` (it can
 * no longer be paid; the reconciliation job reads that as expired); declined → its failure code.
 * A refunded order was approved: its refunds are ours to track (`payment_refunds`).
 */
export function resultOfOrder(order: ConektaOrder, beneficiary: string | null): ChargeResult {
  const charge = chargeOf(order)
  switch (order.payment_status) {
    case 'paid':
    case 'partially_refunded':
    case 'refunded':
      return { status: 'approved', chargeId: order.id, card: null }
    case 'expired':
    case 'canceled':
      return { status: 'declined', code: 'reference_expired', message: null }
    case 'declined':
      return { status: 'declined', code: charge?.failure_code ?? 'processing_error', message: null }
    case 'pending_payment': {
      const reference = charge ? referenceOf(charge.payment_method) : null
      const expiresAt = charge?.payment_method.expires_at
      if (!charge || !reference || !expiresAt) throw new UnreadableOrder(`order ${order.id}: no reference`)
      return {
        status: 'pending',
        chargeId: order.id,
        reference,
        expiresAt: new Date(expiresAt * 1000),
        details: detailsOf(charge.payment_method, beneficiary),
      }
    }
    default:
      throw new UnreadableOrder(`order ${order.id}: payment_status ${order.payment_status}`)
  }
}
