import { WALLET_TYPES } from '@tianguis/core/ledger/accounts'
import { dispersionEntry } from '@tianguis/core/ledger/dispersion'
import {
  heldTotal,
  type RefundRecord,
  refundableAmount,
  refundReversalEntry,
} from '@tianguis/core/ledger/refunds'
import { type PaidOrder, paymentHeldEntry } from '@tianguis/core/ledger/shares'
import { cashoutPaidEntry, cashoutRequestedEntry, cashoutReturnedEntry } from '@tianguis/core/wallets/wallet'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { systemContext } from '../src/kernel/context.ts'
import { inTransaction } from '../src/kernel/transaction.ts'
import {
  balancesOf,
  ledgerTotals,
  lockAvailable,
  positionOf,
  postEntry,
  walletBuckets,
} from '../src/modules/ledger/ledger.service.ts'
import { freshDatabase } from './helpers/test-app.ts'

/**
 * Issue 16's done-when over the stored ledger (decision 094): core's property test runs thousands
 * of random sequences through an in-memory ledger that shares core's code; this one runs random
 * orders, refunds, returns' dispersions and cash-outs through the tables — the service's one-statement
 * `postEntry`, the database's balance trigger at commit, positions and balances read back with SQL
 * — and checks after every run that each currency's accounts sum to zero, no user's bucket is
 * negative, what came in is what is held, available, set aside, kept, refunded or paid out, and a
 * replayed entry changes nothing.
 */
const db = await freshDatabase()
afterAll(() => db.close())
const ctx = systemContext(db.db)
const MXN = WALLET_TYPES.find((type) => type.currency === 'MXN')!

const orderArb = fc.record({
  paid: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 50_000_000 })),
  shippingShare: fc.double({ min: 0, max: 0.3, noNaN: true }),
  marginShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
  supplier: fc.nat(3),
  shopOwner: fc.option(fc.nat(3), { nil: null }),
  referral: fc.option(fc.nat(3), { nil: null }),
  planRateBp: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
})
const opArb = fc.record({
  kind: fc.constantFrom('pay', 'pay', 'refund', 'refund', 'disperse', 'cashout', 'cashout_settle', 'replay'),
  pick: fc.nat(),
  fraction: fc.double({ min: 0.01, max: 1, noNaN: true }),
  succeed: fc.boolean(),
})

interface OrderState {
  order: PaidOrder
  paid: boolean
  dispersed: boolean
  refunds: (RefundRecord & { id: string })[]
}

// What the runs put in and took out, across runs (the database is shared by them).
const totals = { orders: 0, paid: 0, refunded: 0, paidOut: 0, entries: 0 }
let run = 0

async function post(entry: Parameters<typeof postEntry>[1]) {
  // One transaction per movement, as the flows write them: the balance trigger checks it at commit.
  const { posted } = await inTransaction(ctx, (tx) => postEntry(tx, entry))
  expect(posted).toBe(true)
  totals.entries += 1
}

describe('the stored ledger under random orders, refunds, returns and cash-outs (issue 16)', () => {
  it('property: every account balances and no money is created or lost, in the tables', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 1, maxLength: 20, size: 'max' }),
        fc.array(opArb, { minLength: 20, maxLength: 100, size: 'max' }),
        async (specs, ops) => {
          run += 1
          const user = (n: number) => `psu${run}_${n}`
          const orders: OrderState[] = specs.map((spec, i) => {
            const shipping = Math.floor(spec.paid * spec.shippingShare)
            const party = (n: number | null) =>
              n === null ? null : { userId: user(n), level: 'ul1' as const, planRateBp: spec.planRateBp }
            return {
              order: {
                orderId: `pso${run}_${i}`,
                currency: 'MXN',
                walletType: MXN.id,
                paid: spec.paid,
                shipping,
                margin: Math.floor((spec.paid - shipping) * spec.marginShare),
                supplierId: user(spec.supplier),
                attribution: {
                  shopOwner: party(spec.shopOwner),
                  referral: party(spec.referral),
                  campaign: null,
                  clickId: null,
                },
              },
              paid: false,
              dispersed: false,
              refunds: [],
            }
          })
          const cashouts: { cashoutId: string; userId: string; amount: number; open: boolean }[] = []
          const live = () => orders.filter((o) => o.paid)
          for (const op of ops) {
            if (op.kind === 'pay') {
              const next = orders.find((o) => !o.paid)
              if (!next) continue
              await post(paymentHeldEntry(next.order)!)
              next.paid = true
              totals.paid += next.order.paid
              totals.orders += 1
            } else if (op.kind === 'refund') {
              // A refund settles at once here: succeeded (reversed) or failed (nothing written).
              const open = live().filter((o) => !o.dispersed)
              const state = open[op.pick % Math.max(1, open.length)]
              if (!state) continue
              const available = refundableAmount(state.order.paid, state.refunds)
              if (available === 0) continue
              const amount = Math.max(1, Math.floor(available * op.fraction))
              const id = `psr${run}_${state.refunds.length}_${state.order.orderId}`
              if (!op.succeed) {
                state.refunds.push({ id, amount, status: 'failed' })
                continue
              }
              const result = refundReversalEntry({
                refundId: id,
                orderId: state.order.orderId,
                currency: 'MXN',
                amount,
                position: await positionOf(ctx, state.order.orderId),
              })
              if (!result.ok) throw new Error(`refund ${id} of ${amount} refused: ${result.code}`)
              await post(result.entry)
              state.refunds.push({ id, amount, status: 'success' })
              totals.refunded += amount
            } else if (op.kind === 'disperse') {
              const ready = live().filter((o) => !o.dispersed)
              const state = ready[op.pick % Math.max(1, ready.length)]
              if (!state) continue
              const entry = dispersionEntry(state.order.orderId, await positionOf(ctx, state.order.orderId))
              if (entry) await post(entry)
              state.dispersed = true
            } else if (op.kind === 'cashout') {
              // Under the available row's lock, as the cash-out route takes it.
              const userId = user(op.pick % 4)
              await inTransaction(ctx, async (tx) => {
                const available = await lockAvailable(tx, userId, MXN)
                if (available === 0) return
                const amount = Math.max(1, Math.floor(available * op.fraction))
                const cashout = { cashoutId: `psc${run}_${cashouts.length}`, userId, amount, open: true }
                await postEntry(
                  tx,
                  cashoutRequestedEntry({ ...cashout, walletType: MXN.id, currency: 'MXN' }),
                )
                cashouts.push(cashout)
                totals.entries += 1
              })
            } else if (op.kind === 'cashout_settle') {
              const open = cashouts.filter((c) => c.open)
              const cashout = open[op.pick % Math.max(1, open.length)]
              if (!cashout) continue
              const full = { ...cashout, walletType: MXN.id, currency: 'MXN' }
              await post(op.succeed ? cashoutPaidEntry(full) : cashoutReturnedEntry(full))
              if (op.succeed) totals.paidOut += cashout.amount
              cashout.open = false
            } else {
              // A payment's entry written again (a webhook and a return both bringing it): nothing changes.
              const state = live()[op.pick % Math.max(1, live().length)]
              if (!state) continue
              expect((await postEntry(ctx, paymentHeldEntry(state.order)!)).posted).toBe(false)
            }
          }

          // Each order still holds what was paid less what was refunded, until it is dispersed.
          for (const state of live()) {
            const refunded = state.refunds
              .filter((r) => r.status === 'success')
              .reduce((sum, r) => sum + r.amount, 0)
            const position = await positionOf(ctx, state.order.orderId)
            expect(heldTotal(position)).toBe(state.dispersed ? 0 : state.order.paid - refunded)
          }
          // No user's bucket is negative.
          for (let n = 0; n < 4; n += 1) {
            const buckets = (await walletBuckets(ctx, user(n))).get(MXN.id)!
            for (const amount of Object.values(buckets)) expect(amount).toBeGreaterThanOrEqual(0)
          }
          // Every currency sums to zero, and the platform's accounts say what came in and went out.
          const report = await ledgerTotals(ctx)
          expect(report.balanced).toBe(true)
          expect(report.entries).toBe(totals.entries)
          const platform = await balancesOf(ctx, [
            'platform:MXN:clearing',
            'platform:MXN:refunds_out',
            'platform:MXN:payouts_out',
          ])
          expect(platform.get('platform:MXN:clearing')).toBe(-totals.paid)
          expect(platform.get('platform:MXN:refunds_out')).toBe(totals.refunded)
          expect(platform.get('platform:MXN:payouts_out')).toBe(totals.paidOut)
        },
      ),
      { numRuns: 120 },
    )
    // Hundreds of orders and thousands of movements went through the tables (about 25 s on PGlite;
    // core's in-memory property runs thousands of orders in the same time).
    expect(totals.orders).toBeGreaterThan(500)
    expect(totals.entries).toBeGreaterThan(2_000)
  }, 240_000)
})
