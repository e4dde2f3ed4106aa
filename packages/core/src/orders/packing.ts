import type { OrderStatus } from './lifecycle.ts'

/**
 * Packing a franchise shop's order (002 §7 "Franchise orders": binpacked, notpacked; decision 087):
 * between 'in process' and 'ready to deliver' the shop's staff put each line's units into packages
 * (the spec's "bins"). A unit is either not packed or in exactly one package; a line never has more
 * units packed than it was sold. Pure: the server checks every move with these rules while it holds
 * the order's lock, and the pages show what is left with them.
 */

/** Packing changes only while the order is being prepared: after 'process', before 'ready'. */
export const PACKING_STATUS: OrderStatus = 'in_process'

/** The lists of unpacked units and of packages: a page of this many (the spec's lists default to 10). */
export const PACKING_PAGE_SIZE = 10

/** The most units one move may carry (an order line's quantity is far below it). */
export const PACKING_MAX_QUANTITY = 100_000

/**
 * Items have no weight yet (decision 048): every unit counts as 1 kg, as for the carrier's quote,
 * so a package weighs its units. A weight column on items replaces it when they get one.
 */
export const PACKING_UNIT_GRAMS = 1000

export function mayPack(status: OrderStatus): boolean {
  return status === PACKING_STATUS
}

/** One order line and how many of its units are in packages now. */
export interface LinePacking {
  lineId: string
  quantity: number
  packed: number
}

/** The units of a line not in any package yet (never below zero). */
export function unitsLeft(line: LinePacking): number {
  return Math.max(0, line.quantity - line.packed)
}

/** The order's units not in any package. */
export function unitsNotPacked(lines: readonly LinePacking[]): number {
  return lines.reduce((sum, line) => sum + unitsLeft(line), 0)
}

/** Every unit of every line is in a package (what 'ready' asks of a franchise shop's order). */
export function fullyPacked(lines: readonly LinePacking[]): boolean {
  return unitsNotPacked(lines) === 0
}

export type PackingRefusal =
  | { code: 'order_not_packing' }
  | { code: 'packing_quantity_exceeded'; available: number }

/**
 * Whether a line's units in one package may become `next` (0 takes them all out, back to unpacked)
 * when that package holds `inPackage` of them now: the order must be in process, and the line's
 * units in every package together must not pass its quantity. `available` is the most `next` may be.
 */
export function checkPackageQuantity(
  status: OrderStatus,
  line: LinePacking,
  inPackage: number,
  next: number,
): PackingRefusal | null {
  if (!mayPack(status)) return { code: 'order_not_packing' }
  const available = unitsLeft(line) + inPackage
  if (!Number.isSafeInteger(next) || next < 0 || next > available)
    return { code: 'packing_quantity_exceeded', available }
  return null
}

/** Whether `count` more units of a line may go into a package (new or existing). */
export function checkPackUnits(status: OrderStatus, line: LinePacking, count: number): PackingRefusal | null {
  if (!mayPack(status)) return { code: 'order_not_packing' }
  const available = unitsLeft(line)
  if (!Number.isSafeInteger(count) || count < 1 || count > available)
    return { code: 'packing_quantity_exceeded', available }
  return null
}

/** A package's weight in grams: its units at the default unit weight. */
export function packageGrams(units: number): number {
  return units * PACKING_UNIT_GRAMS
}
