/**
 * A cart's lines grouped as 002 §3 "Cart order per supplier" describes — one order per supplier
 * (and currency), inside it the lines grouped by dssupplier ("aggregated") — with totals in integer
 * minor units. Prices include taxes (002 §9); shipping is added at checkout, not here.
 *
 * Decision 040: an order's and a group's `total` is money (the sum of their purchasable lines'
 * totals) and `amount` is the number of units in those lines; a line's `total` is unit price ×
 * quantity. Lines that cannot be bought stay in their group, flagged by `unavailable`, and count
 * in neither.
 */
import { addMoney, type Money, money } from '../money.ts'
import type { UnavailableReason } from './codes.ts'
import { purchasable, type StockFacts } from './purchasable.ts'

/** A line with what grouping and totals need: its price, currency, supplier and dssupplier. */
export interface PricedLine extends StockFacts {
  id: string
  quantity: number
  /** Minor units, taxes included. */
  unit_price: number
  currency: string
  supplier_id: string
  /** The dropshipping supplier that sells it, or null when the supplier sells it directly. */
  dssupplier_id: string | null
}

export type GroupedLine<L extends PricedLine> = L & {
  /** unit_price × quantity, minor units. */
  total: number
  /** Why the line is left out of the purchase, or null. */
  unavailable: UnavailableReason | null
}

export interface DssupplierGroup<L extends PricedLine> {
  dssupplier: string | null
  total: number
  amount: number
  products: GroupedLine<L>[]
}

export interface SupplierOrder<L extends PricedLine> {
  supplier: string
  /** The dssupplier when every line of the order has the same one; null otherwise. */
  dssupplier: string | null
  currency: string
  total: number
  amount: number
  aggregated: DssupplierGroup<L>[]
}

export interface CartSummary<L extends PricedLine> {
  /** In the order their suppliers first appear in the cart. */
  orders: SupplierOrder<L>[]
  /** The whole cart's total, one per currency, in first-seen order. */
  totals: Money[]
  /** Units in purchasable lines: what the cart button counts. */
  count: number
}

/**
 * unit price × quantity in minor units. A quantity that is not a whole number ≥ 1, or a product
 * that is not a safe integer, is a RangeError: the API never stores one, so it is a bug to stop on.
 */
export function lineTotal(unitPrice: number, quantity: number, currency: string): Money {
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`quantity must be a whole number ≥ 1, got ${quantity}`)
  return money(unitPrice * quantity, currency)
}

function safeAdd(a: number, b: number): number {
  const sum = a + b
  if (!Number.isSafeInteger(sum)) throw new RangeError(`cart total is not a safe integer: ${a} + ${b}`)
  return sum
}

export function summariseCart<L extends PricedLine>(lines: readonly L[]): CartSummary<L> {
  const orders = new Map<string, SupplierOrder<L>>()
  const totals = new Map<string, Money>()
  let count = 0
  for (const line of lines) {
    const buyable = purchasable(line)
    const total = lineTotal(line.unit_price, line.quantity, line.currency).amount
    const grouped: GroupedLine<L> = { ...line, total, unavailable: buyable.ok ? null : buyable.reason }

    // JSON of the pair: no separator character can make two different pairs collide.
    const orderKey = JSON.stringify([line.supplier_id, line.currency])
    let order = orders.get(orderKey)
    if (!order) {
      order = {
        supplier: line.supplier_id,
        dssupplier: line.dssupplier_id,
        currency: line.currency,
        total: 0,
        amount: 0,
        aggregated: [],
      }
      orders.set(orderKey, order)
    }
    let group = order.aggregated.find((g) => g.dssupplier === line.dssupplier_id)
    if (!group) {
      group = { dssupplier: line.dssupplier_id, total: 0, amount: 0, products: [] }
      order.aggregated.push(group)
      if (order.aggregated.length > 1) order.dssupplier = null
    }
    group.products.push(grouped)
    if (!buyable.ok) continue

    group.total = safeAdd(group.total, total)
    group.amount += line.quantity
    order.total = safeAdd(order.total, total)
    order.amount += line.quantity
    totals.set(
      line.currency,
      addMoney(totals.get(line.currency) ?? money(0, line.currency), money(total, line.currency)),
    )
    count += line.quantity
  }
  return { orders: [...orders.values()], totals: [...totals.values()], count }
}
