/**
 * Commission (001 §6, 002 §3; decision 066, 071). Money is integer minor units and rates are
 * integer basis points (5000 = 0.5), so every amount is rounded once, half up, to the minor unit
 * and 'Buy by' plus 'earn' is always the list price.
 */

/** One whole rate in basis points: 10,000 = 1. */
export const BASIS_POINTS = 10_000

/** The default plans' rate (002 §3, §9: 0.5), and the rate of a reseller with no plan. */
export const DEFAULT_COMMISSION_RATE_BP = 5_000

function checkRate(rateBp: number) {
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > BASIS_POINTS)
    throw new RangeError(`a commission rate is 0–10000 basis points, got ${rateBp}`)
}

function checkAmount(name: string, amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${amount}`)
}

/**
 * `margin × rate`, rounded half up to the minor unit. BigInt keeps the product exact for any safe
 * margin (a margin near 2^53 times 10,000 is past what a float holds exactly).
 */
export function commissionOf(margin: number, rateBp: number): number {
  checkAmount('margin', margin)
  checkRate(rateBp)
  const scale = BigInt(BASIS_POINTS)
  return Number((BigInt(margin) * BigInt(rateBp) * 2n + scale) / (2n * scale))
}

export interface ResaleQuote {
  /** 'Buy by' (001 §6): list price − margin × rate. */
  buy_by: number
  /** What reselling it earns: margin × rate. */
  earn: number
}

/**
 * 'Buy by' and 'earn' for an item of `listPrice` with `margin` at `rateBp` (001 §6). A margin above
 * the price (bad data) is held to the price, so 'Buy by' is never negative.
 */
export function resaleQuote(listPrice: number, margin: number, rateBp: number): ResaleQuote {
  checkAmount('list price', listPrice)
  const earn = commissionOf(Math.min(margin, listPrice), rateBp)
  return { buy_by: listPrice - earn, earn }
}

/** A viewer's level as the session carries it ('' is unknown). */
export type ViewerLevel = '' | 'ul0' | 'ul1' | 'ul2' | 'ul3'

/** The levels that resell and so see margins, 'Buy by' and earnings (001 §6: ul1 and ul2; ul3 is above ul2). */
export function isResellerLevel(level: ViewerLevel | null): level is 'ul1' | 'ul2' | 'ul3' {
  return level === 'ul1' || level === 'ul2' || level === 'ul3'
}

/**
 * What the resale box shows a viewer on an item (001 §6 user levels):
 * - `signup`: the anonymous visitor and ul0 get the sign-up call to action, no public-price label;
 * - `reseller`: ul1–ul3 get the public-price label and, on a dropshipping item, 'Buy by' and earn;
 *   ul1 also gets the commission banner ('Gana comisiones', the free-store link).
 */
export interface ResaleView {
  kind: 'signup' | 'reseller'
  /** ul1's commission banner with the free-store link (/asistentes/emprendedores). */
  banner: boolean
  /** Whether 'Buy by' and earn apply: a reseller, an item for dropshipping. */
  quote: boolean
}

export function resaleView(level: ViewerLevel | null, item: { is_dropshipping: boolean }): ResaleView {
  if (!isResellerLevel(level)) return { kind: 'signup', banner: false, quote: false }
  return { kind: 'reseller', banner: level === 'ul1', quote: item.is_dropshipping }
}

/** The free-store wizard ul1 is invited to (002 §2). */
export const FREE_STORE_PATH = '/asistentes/emprendedores'

/** The resale-info toggle's cookie (001 §4), kept 365 days (001 §9). */
export const RESALE_INFO_COOKIE = 'showResaleInfo'
export const RESALE_INFO_COOKIE_DAYS = 365

/**
 * Whether resale info shows (001 §4): only when the cookie is exactly 'true' and the viewer's level
 * resells (our reading of the spec's unshown second condition; decision 071).
 */
export function showsResaleInfo(cookieValue: string | null | undefined, level: ViewerLevel | null): boolean {
  return cookieValue === 'true' && isResellerLevel(level)
}
