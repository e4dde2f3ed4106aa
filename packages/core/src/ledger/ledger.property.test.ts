import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { commissionOf, type ViewerLevel } from '../commission/commission.ts'
import {
  type Cashout,
  cashoutPaidEntry,
  cashoutRequestedEntry,
  cashoutReturnedEntry,
  checkCashout,
  walletSummary,
} from '../wallets/wallet.ts'
import { parseAccount, userAccount } from './accounts.ts'
import { dispersionEntry } from './dispersion.ts'
import { entryProblems } from './entries.ts'
import { MemoryLedger, positionOf } from './memory-ledger.ts'
import {
  checkRefundAmount,
  heldTotal,
  type RefundRecord,
  refundableAmount,
  refundReversalEntry,
} from './refunds.ts'
import {
  DEFAULT_PLATFORM_FEE_BP,
  type PaidOrder,
  paymentHeldEntry,
  type ResellerParty,
  sharesOf,
} from './shares.ts'

/**
 * Issue 16's done-when: thousands of random orders, refunds, returns (dispersions) and cash-outs
 * through the ledger; every entry balances, every currency's accounts sum to zero, what came in is
 * what is held, available, set aside, kept as fees, refunded or paid out, no user's account goes
 * negative, and refunds never pass what was paid.
 */

const USERS = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5']
const WALLET = { MXN: 'mxn', USD: 'usd' } as const

const level = fc.constantFrom<ViewerLevel | null>(null, '', 'ul0', 'ul1', 'ul2', 'ul3')
const party: fc.Arbitrary<ResellerParty> = fc.record({
  userId: fc.constantFrom(...USERS),
  level,
  planRateBp: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
})
const orderArb = fc
  .record({
    currency: fc.constantFrom('MXN', 'USD'),
    paid: fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 100_000_000 })),
    shippingShare: fc.double({ min: 0, max: 1, noNaN: true }),
    marginShare: fc.double({ min: 0, max: 1.3, noNaN: true }),
    supplierId: fc.constantFrom(...USERS),
    resellers: fc.array(party, { maxLength: 3 }),
    platformFeeBp: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
  })
  .map(({ currency, paid, shippingShare, marginShare, resellers, ...rest }): Omit<PaidOrder, 'orderId'> => {
    const shipping = Math.floor(paid * shippingShare * 0.3)
    const [shopOwner, referral, campaign] = resellers
    return {
      currency,
      walletType: WALLET[currency as 'MXN' | 'USD'],
      paid,
      shipping,
      margin: Math.floor((paid - shipping) * marginShare),
      attribution: {
        shopOwner: shopOwner ?? null,
        referral: referral ?? null,
        campaign: campaign ? { ...campaign, campaignId: 'cmp' } : null,
        clickId: null,
      },
      ...rest,
    }
  })

const opArb = fc.record({
  kind: fc.constantFrom('pay', 'pay', 'refund', 'refund', 'settle', 'disperse', 'cashout', 'cashout_settle'),
  pick: fc.nat(),
  fraction: fc.double({ min: 0, max: 1.2, noNaN: true }),
  succeed: fc.boolean(),
})

interface OrderState {
  order: PaidOrder
  paid: boolean
  dispersed: boolean
  refunds: (RefundRecord & { id: string })[]
}

/**
 * The invariants, gathered as sentences (one `expect` per step keeps thousands of steps fast):
 * an empty list is a ledger that holds.
 */
function brokenInvariants(ledger: MemoryLedger, orders: OrderState[], from = 0): string[] {
  const broken: string[] = []
  // The ledger checks each entry as it is written; this checks again what was written since `from`.
  for (const entry of ledger.entries().slice(from)) {
    const problems = entryProblems(entry)
    if (problems.length > 0) broken.push(`${entry.id}: ${problems.join(', ')}`)
  }
  const sums = new Map<string, number>()
  const owed = new Map<string, number>()
  const platform = new Map<string, number>()
  for (const { account, currency, balance } of ledger.accounts()) {
    sums.set(currency, (sums.get(currency) ?? 0) + balance)
    const identity = parseAccount(account)!
    if (identity.owner === 'user') {
      if (balance < 0) broken.push(`${account} is negative: ${balance}`)
      owed.set(currency, (owed.get(currency) ?? 0) + balance)
    } else platform.set(account, balance)
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) broken.push(`${currency} accounts sum to ${sum}`)
    // Money is neither made nor lost: in = held + available + set aside + fees + refunded + paid out.
    const at = (name: string) => platform.get(`platform:${currency}:${name}`) ?? 0
    const cameIn = 0 - at('clearing')
    const kept =
      (owed.get(currency) ?? 0) + at('fees_held') + at('fees') + at('refunds_out') + at('payouts_out')
    if (kept !== cameIn) broken.push(`${currency}: ${cameIn} came in, ${kept} accounted for`)
    const paid = orders
      .filter((o) => o.paid && o.order.currency === currency)
      .reduce((s, o) => s + o.order.paid, 0)
    if (cameIn !== paid) broken.push(`${currency}: ${paid} was paid, ${cameIn} came in`)
  }

  for (const state of orders) {
    if (!state.paid) continue
    const id = state.order.orderId
    const position = positionOf(ledger.entriesFor(id))
    const sum = (status: RefundRecord['status']) =>
      state.refunds.filter((r) => r.status === status).reduce((s, r) => s + r.amount, 0)
    const refunded = sum('success')
    const pending = sum('pending')
    const out = position.find((p) => p.account.endsWith(':refunds_out'))?.amount ?? 0
    if (out !== refunded) broken.push(`${id}: ${refunded} refunded, ${out} in refunds_out`)
    if (refunded + pending > state.order.paid)
      broken.push(`${id}: refunds ${refunded} + ${pending} > ${state.order.paid}`)
    // What the rule says may be refunded is what the ledger still holds less what is pending.
    const available = state.dispersed ? 0 : refundableAmount(state.order.paid, state.refunds)
    if (available !== heldTotal(position) - pending)
      broken.push(`${id}: refundable ${available}, held ${heldTotal(position)} less pending ${pending}`)
    // No share gives back more than it was: within the order, every held account stays ≥ 0.
    for (const posting of position)
      if (posting.amount < 0 && posting.account.endsWith('held'))
        broken.push(`${id}: ${posting.account} ${posting.amount}`)
  }
  return broken
}

describe('the ledger under random orders, refunds, returns and cash-outs (issue 16)', () => {
  it('property: shares always sum to what was paid, none negative, commissions within the margin', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const shares = sharesOf({ ...order, orderId: 'o' })
        const commissions = shares.resellers.reduce((s, r) => s + r.amount, 0)
        expect(shares.supplier + shares.platformFee + commissions).toBe(order.paid)
        expect(shares.supplier).toBeGreaterThanOrEqual(0)
        for (const r of shares.resellers) {
          expect(r.amount).toBeGreaterThanOrEqual(0)
          expect(r.amount).toBeLessThanOrEqual(r.earned)
          expect(r.clamped).toBe(r.amount < r.earned)
        }
        expect(commissions).toBeLessThanOrEqual(Math.min(order.margin, order.paid - order.shipping))
        // Rounded once, half up: the fee and each commission not clamped are exactly the rounded product.
        const goods = order.paid - order.shipping
        const feeExact = BigInt(goods) * BigInt(order.platformFeeBp ?? DEFAULT_PLATFORM_FEE_BP)
        const feeDiff = BigInt(shares.platformFee) * 10_000n - feeExact
        expect(feeDiff * 2n <= 10_000n && feeDiff * 2n > -10_000n).toBe(true)
        for (const r of shares.resellers.filter((one) => !one.clamped))
          expect(r.amount).toBe(commissionOf(Math.min(order.margin, goods), r.rateBp))
      }),
      { numRuns: 2_000 },
    )
  })

  it('property: every account balances and no money is created or lost', () => {
    let ordersRun = 0
    fc.assert(
      fc.property(
        fc.array(orderArb, { minLength: 1, maxLength: 15, size: 'max' }),
        fc.array(opArb, { minLength: 10, maxLength: 80, size: 'max' }),
        (specs, ops) => {
          const ledger = new MemoryLedger()
          const orders: OrderState[] = specs.map((spec, i) => ({
            order: { ...spec, orderId: `o${i}` },
            paid: false,
            dispersed: false,
            refunds: [],
          }))
          const cashouts: (Cashout & { open: boolean })[] = []
          let refundSeq = 0
          const paidOrders = () => orders.filter((o) => o.paid)
          for (const op of ops) {
            const written = ledger.entries().length
            if (op.kind === 'pay') {
              const next = orders.find((o) => !o.paid)
              if (!next) continue
              ledger.append(paymentHeldEntry(next.order)!)
              next.paid = true
              ordersRun += 1
            } else if (op.kind === 'refund') {
              const live = paidOrders()
              const state = live[op.pick % Math.max(1, live.length)]
              if (!state) continue
              const available = state.dispersed ? 0 : refundableAmount(state.order.paid, state.refunds)
              const amount = Math.max(1, Math.round(available * op.fraction))
              const check = checkRefundAmount(amount, available)
              if (amount > available) {
                expect(check).toEqual({ ok: false, code: 'refund_amount_exceeded', available })
                continue
              }
              expect(check).toEqual({ ok: true })
              state.refunds.push({ id: `r${refundSeq++}`, amount, status: 'pending' })
            } else if (op.kind === 'settle') {
              const pending = paidOrders().flatMap((o) =>
                o.refunds.filter((r) => r.status === 'pending').map((r) => ({ o, r })),
              )
              const chosen = pending[op.pick % Math.max(1, pending.length)]
              if (!chosen) continue
              if (!op.succeed) {
                chosen.r.status = 'failed'
              } else {
                const result = refundReversalEntry({
                  refundId: chosen.r.id,
                  orderId: chosen.o.order.orderId,
                  currency: chosen.o.order.currency,
                  amount: chosen.r.amount,
                  position: positionOf(ledger.entriesFor(chosen.o.order.orderId)),
                })
                // A refund the rule accepted always finds its money held.
                if (!result.ok) throw new Error(`refund ${chosen.r.id} refused: ${result.code}`)
                ledger.append(result.entry)
                chosen.r.status = 'success'
              }
            } else if (op.kind === 'disperse') {
              // The window passed or the return closed: only with no refund pending (dispersion.ts).
              const ready = paidOrders().filter(
                (o) => !o.dispersed && !o.refunds.some((r) => r.status === 'pending'),
              )
              const state = ready[op.pick % Math.max(1, ready.length)]
              if (!state) continue
              const entry = dispersionEntry(
                state.order.orderId,
                positionOf(ledger.entriesFor(state.order.orderId)),
              )
              if (entry) ledger.append(entry)
              state.dispersed = true
            } else if (op.kind === 'cashout') {
              const userId = USERS[op.pick % USERS.length]!
              const currency = op.succeed ? 'MXN' : 'USD'
              const walletType = WALLET[currency]
              const bucket = (b: 'held' | 'available' | 'payout_pending') =>
                ledger.balance(userAccount(userId, walletType, b))
              const wallet = walletSummary({
                held: bucket('held'),
                available: bucket('available'),
                payout_pending: bucket('payout_pending'),
              })
              const amount = Math.max(1, Math.round(wallet.available_for_cashout * op.fraction))
              const check = checkCashout(amount, wallet.available_for_cashout)
              if (amount > wallet.available_for_cashout) {
                expect(check).toMatchObject({ ok: false, code: 'cashout_exceeds_available' })
                continue
              }
              const cashout = {
                cashoutId: `c${cashouts.length}`,
                userId,
                walletType,
                currency,
                amount,
                open: true,
              }
              ledger.append(cashoutRequestedEntry(cashout))
              cashouts.push(cashout)
            } else {
              const open = cashouts.filter((c) => c.open)
              const cashout = open[op.pick % Math.max(1, open.length)]
              if (!cashout) continue
              ledger.append(op.succeed ? cashoutPaidEntry(cashout) : cashoutReturnedEntry(cashout))
              cashout.open = false
            }
            expect(brokenInvariants(ledger, orders, written)).toEqual([])
          }
          // Everything refunded in full and every order dispersed leaves nothing held anywhere.
          for (const state of paidOrders()) {
            if (state.dispersed || state.refunds.some((r) => r.status === 'pending')) continue
            const entry = dispersionEntry(
              state.order.orderId,
              positionOf(ledger.entriesFor(state.order.orderId)),
            )
            if (entry) ledger.append(entry)
            state.dispersed = true
          }
          expect(brokenInvariants(ledger, orders)).toEqual([])
        },
      ),
      { numRuns: 400 },
    )
    expect(ordersRun).toBeGreaterThan(1_000)
  }, 60_000)
})
