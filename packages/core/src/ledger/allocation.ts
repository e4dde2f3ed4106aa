import { commissionOf } from '../commission/commission.ts'

/**
 * Splitting a whole number of minor units in proportion to weights, so the parts add up to the
 * whole exactly (decision 089): each part is first its exact share rounded down, then the units
 * left over (fewer than the number of parts) go one each to the parts with the largest remainders;
 * ties go to the larger weight, then to the earlier part. Deterministic, and BigInt keeps
 * `total × weight` exact.
 *
 * Bounds: a part is its exact share rounded down or up, never more; a part of weight 0 gets 0; and
 * when `total ≤ Σ weights` no part exceeds its weight, so a refund split over what is left of the
 * shares never takes more than is left of any.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError(`a total to allocate is a non-negative integer, got ${total}`)
  for (const weight of weights)
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError(`weights are non-negative integers, got ${weight}`)
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n)
  if (total === 0) return weights.map(() => 0)
  if (sum === 0n) throw new RangeError('cannot allocate an amount over weights that are all zero')

  const big = BigInt(total)
  const parts = weights.map((weight, index) => {
    const exact = big * BigInt(weight)
    return { index, weight, base: exact / sum, remainder: exact % sum }
  })
  let left = big - parts.reduce((acc, part) => acc + part.base, 0n)
  const order = [...parts].sort(
    (a, b) =>
      (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1) ||
      b.weight - a.weight ||
      a.index - b.index,
  )
  for (const part of order) {
    if (left === 0n) break
    part.base += 1n
    left -= 1n
  }
  return parts.map((part) => Number(part.base))
}

/**
 * `amount × rateBp / 10,000`, rounded once, half up: a fee in basis points of an amount. The same
 * arithmetic as a commission (commission.ts), so there is one rounding rule.
 */
export function basisPointsOf(amount: number, rateBp: number): number {
  return commissionOf(amount, rateBp)
}
