import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { disperseDueOrders, disperseIfDue } from '../src/flows/disperse-orders.ts'
import { holdOrderPayments } from '../src/flows/hold-order-payment.ts'
import { reverseRefundedShares } from '../src/flows/reverse-refunded-shares.ts'
import { systemContext } from '../src/kernel/context.ts'
import { inTransaction } from '../src/kernel/transaction.ts'
import { grantPlatformAdmin } from '../src/modules/identity/parties.service.ts'
import { postEntry } from '../src/modules/ledger/ledger.service.ts'
import { ledgerCashouts, ledgerEntries, ledgerPostings } from '../src/modules/ledger/ledger.tables.ts'
import { orderStep } from '../src/modules/orders/order-lifecycle.service.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createPlan, givePlan } from './factories/plans.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness } from './helpers/checkout-harness.ts'
import { eventBody, postWebhook, webhookPayments } from './helpers/webhook-payments.ts'

/**
 * The stored ledger (issue 16; decision 090): a paid order's shares held in the same transaction
 * as the payment, once; dispersion after the 72-hour window, once; the append-only guard; wallets,
 * cash-outs and the admin report through their routes.
 */
const gateway = webhookPayments()
const { app, db, scene, pay } = await checkoutHarness(gateway)
const ctx = systemContext(db)

const postingsOf = async (entryId: string) =>
  Object.fromEntries(
    (
      await db
        .select({ account: ledgerPostings.account, amount: ledgerPostings.amount })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.entryId, entryId))
    ).map((row) => [row.account, row.amount]),
  )
const entriesOf = (reference: string) =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference))

/**
 * A reseller (ul1, no plan: 50 %) sells a supplier's dropshipping item (price 200.00, margin
 * 40.00 a unit) in their own shop; a customer buys `quantity` by card (collection: no shipping).
 */
async function resoldSale(
  quantity = 1,
  options: { planRateBp?: number; planPeriod?: { start: Date; end: Date }; referral?: string } = {},
) {
  const s = await scene()
  const reseller = await createUser(db, { userLevel: 'ul1' })
  if (options.planRateBp !== undefined) {
    const plan = await createPlan(db, { commissionRate: options.planRateBp })
    await givePlan(db, reseller.id, plan.id, undefined, options.planPeriod)
  }
  const resellerShop = await createShop(db, reseller.id)
  const item = await createItem(db, s.supplier.id, {
    listPrice: 20_000,
    available: 10,
    isDropshipping: true,
    contributionMargin: 4_000,
  })
  await db.insert(shopItems).values({ shopId: resellerShop.id, itemId: item.id })
  const { checkout, base } = await readyCheckout(
    app,
    s.cookie,
    resellerShop.slug,
    { item: { item_id: item.id, quantity }, ...(options.referral ? { referral: options.referral } : {}) },
    'collection',
  )
  const paid = await pay(base, s.cookie, {
    payment_type: 'card',
    card_token: 'tok_visa',
    expected_total: checkout.grand_total,
  })
  expect(paid.json().status, paid.body).toBe('paid')
  const orderId = paid.json().order_ids[0] as string
  return { ...s, reseller, resellerShop, item, orderId, total: checkout.grand_total.amount as number }
}

async function deliver(orderId: string, supplierId: string) {
  const seller = { role: 'seller' as const, userId: supplierId }
  for (const event of ['process', 'ready', 'ship', 'deliver'] as const)
    await orderStep(ctx, orderId, event, seller)
  const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, orderId))
  return order!.deliveredAt!
}

const hours = (at: Date, n: number) => new Date(at.getTime() + n * 3_600_000)

describe('a paid order’s shares held', () => {
  it('a card sale in a reseller’s shop posts one payment_held entry: supplier, reseller’s commission and the platform’s fee sum to the paid total', async () => {
    const sale = await resoldSale(2)
    expect(sale.total).toBe(40_000)
    const entries = await entriesOf(sale.orderId)
    expect(entries.map((entry) => [entry.id, entry.kind])).toEqual([
      [`payment:${sale.orderId}`, 'payment_held'],
    ])
    // Goods 400.00: fee 10 % = 40.00; margin 2 × 40.00 = 80.00 at 50 % = 40.00; the supplier the rest.
    expect(await postingsOf(`payment:${sale.orderId}`)).toEqual({
      'platform:MXN:clearing': -40_000,
      [`user:${sale.supplier.id}:mxn:held`]: 32_000,
      [`user:${sale.reseller.id}:mxn:held`]: 4_000,
      'platform:MXN:fees_held': 4_000,
    })
  })

  it('the reseller earns their plan’s rate, and a referral named on the checkout earns too (capped by the margin)', async () => {
    const referrer = await createUser(db, { userLevel: 'ul2', slug: `ref-${Date.now()}` })
    const sale = await resoldSale(1, { planRateBp: 7_000, referral: referrer.slug! })
    const postings = await postingsOf(`payment:${sale.orderId}`)
    // Margin 40.00: the reseller 70 % = 28.00; the referral 50 % = 20.00 clamped to the 12.00 left.
    expect(postings[`user:${sale.reseller.id}:mxn:held`]).toBe(2_800)
    expect(postings[`user:${referrer.id}:mxn:held`]).toBe(1_200)
    expect(postings['platform:MXN:fees_held']).toBe(2_000)
    expect(postings[`user:${sale.supplier.id}:mxn:held`]).toBe(14_000)
    expect(Object.values(postings).reduce((sum, amount) => sum + amount, 0)).toBe(0)
  })

  it('a reseller whose bought package has lapsed earns the default rate again (decision 094)', async () => {
    const sale = await resoldSale(1, {
      planRateBp: 7_000,
      planPeriod: { start: new Date(Date.now() - 32 * 86_400_000), end: new Date(Date.now() - 60_000) },
    })
    // Margin 40.00 at the default 50 %, not the lapsed plan's 70 %.
    expect((await postingsOf(`payment:${sale.orderId}`))[`user:${sale.reseller.id}:mxn:held`]).toBe(2_000)
  })

  it('a sale in the supplier’s own shop holds only the supplier’s share and the fee', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(
      app,
      s.cookie,
      s.shop.slug,
      { item: { item_id: s.stocked.id, quantity: 1 } },
      'collection',
    )
    const paid = await pay(base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_visa',
      expected_total: checkout.grand_total,
    })
    const orderId = paid.json().order_ids[0] as string
    expect(await postingsOf(`payment:${orderId}`)).toEqual({
      'platform:MXN:clearing': -20_000,
      [`user:${s.supplier.id}:mxn:held`]: 18_000,
      'platform:MXN:fees_held': 2_000,
    })
  })

  it('a reference paid by webhook posts its entry when the order becomes paid, once even when the event comes twice', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(
      app,
      s.cookie,
      s.shop.slug,
      { item: { item_id: s.stocked.id, quantity: 1 } },
      'collection',
    )
    const paid = await pay(base, s.cookie, { payment_type: 'store', expected_total: checkout.grand_total })
    expect(paid.json().status).toBe('pending')
    const orderId = paid.json().order_ids[0] as string
    expect(await entriesOf(orderId)).toEqual([])
    const body = eventBody('charge.succeeded', {
      charge: paid.json().charge_id,
      amount: checkout.grand_total.amount,
      currency: 'MXN',
    })
    expect((await postWebhook(app, body)).statusCode).toBe(200)
    expect((await postWebhook(app, body)).statusCode).toBe(200)
    const again = eventBody('charge.succeeded', {
      charge: paid.json().charge_id,
      amount: checkout.grand_total.amount,
      currency: 'MXN',
    })
    expect((await postWebhook(app, again)).statusCode).toBe(200)
    expect((await entriesOf(orderId)).map((entry) => entry.id)).toEqual([`payment:${orderId}`])
    expect((await postingsOf(`payment:${orderId}`))['platform:MXN:clearing']).toBe(-20_000)
    // Asking the flow again writes nothing either.
    expect(await holdOrderPayments(ctx, [orderId])).toBe(0)
  })
})

describe('a refund’s reversal (decisions 089, 090)', () => {
  it('takes a refund’s part back from each held share, summing to it exactly, once; never more than is held', async () => {
    const sale = await resoldSale(2)
    const refund = { refundId: 'rrf_test_part', orderId: sale.orderId, currency: 'MXN', amount: 10_000 }
    expect(await reverseRefundedShares(ctx, refund)).toBe('reversed')
    // 100.00 of 400.00 held (320.00, 40.00, 40.00): a quarter of each.
    expect(await postingsOf('refund:rrf_test_part')).toEqual({
      [`user:${sale.supplier.id}:mxn:held`]: -8_000,
      [`user:${sale.reseller.id}:mxn:held`]: -1_000,
      'platform:MXN:fees_held': -1_000,
      'platform:MXN:refunds_out': 10_000,
    })
    // The same refund again writes nothing.
    expect(await reverseRefundedShares(ctx, refund)).toBe('reversed')
    expect((await entriesOf(sale.orderId)).map((entry) => entry.kind).sort()).toEqual([
      'payment_held',
      'refund_reversal',
    ])
    // Above what is left (300.00), nothing is written: the refund stands and a person corrects it.
    const over = { ...refund, refundId: 'rrf_test_over', amount: 30_001 }
    expect(await reverseRefundedShares(ctx, over)).toBe('exceeds_held')
    expect(await postingsOf('refund:rrf_test_over')).toEqual({})
    // An order the ledger never held (paid before it existed) has nothing to take back.
    expect(await reverseRefundedShares(ctx, { ...refund, orderId: 'ord_never_held' })).toBe('nothing_held')
  })
})

describe('dispersion', () => {
  it('moves the held shares to available once the 72-hour window passed, once; not before, not for an undelivered order', async () => {
    const sale = await resoldSale(1)
    expect(await disperseIfDue(ctx, sale.orderId, new Date(Date.now() + 100 * 3_600_000))).toBe(
      'not_delivered',
    )
    const deliveredAt = await deliver(sale.orderId, sale.supplier.id)
    expect(await disperseIfDue(ctx, sale.orderId, hours(deliveredAt, 71))).toBe('window_open')
    expect(await disperseDueOrders(ctx, hours(deliveredAt, 71))).toBe(0)
    expect(await disperseDueOrders(ctx, hours(deliveredAt, 73))).toBeGreaterThanOrEqual(1)
    expect(await disperseDueOrders(ctx, hours(deliveredAt, 74))).toBe(0)
    expect(await disperseIfDue(ctx, sale.orderId, hours(deliveredAt, 75))).toBe('already')
    expect((await entriesOf(sale.orderId)).map((entry) => entry.kind).sort()).toEqual([
      'dispersion',
      'payment_held',
    ])
    expect(await postingsOf(`dispersion:${sale.orderId}`)).toEqual({
      [`user:${sale.supplier.id}:mxn:held`]: -16_000,
      [`user:${sale.supplier.id}:mxn:available`]: 16_000,
      [`user:${sale.reseller.id}:mxn:held`]: -2_000,
      [`user:${sale.reseller.id}:mxn:available`]: 2_000,
      'platform:MXN:fees_held': -2_000,
      'platform:MXN:fees': 2_000,
    })
    const cookie = await loginAs(app, sale.reseller.email)
    const wallets = await app.inject({ method: 'GET', url: '/api/v1/me/wallets', headers: { cookie } })
    expect(wallets.json().results[0]).toMatchObject({
      wallet_type: { id: 'mxn', currency: 'MXN' },
      is_default: true,
      balance: 2_000,
      available_for_cashout: 2_000,
      held: 0,
      payout_pending: 0,
    })
  })
})

describe('the append-only ledger', () => {
  it('refuses to update or delete an entry or a posting, in the database itself', async () => {
    const sale = await resoldSale(1)
    const id = `payment:${sale.orderId}`
    await expect(
      db.update(ledgerEntries).set({ reference: 'x' }).where(eq(ledgerEntries.id, id)),
    ).rejects.toThrow()
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.id, id))).rejects.toThrow()
    await expect(
      db.update(ledgerPostings).set({ amount: 1 }).where(eq(ledgerPostings.entryId, id)),
    ).rejects.toThrow()
    await expect(db.delete(ledgerPostings).where(eq(ledgerPostings.entryId, id))).rejects.toThrow()
    await expect(db.execute(sql`truncate ledger_postings`)).rejects.toThrow()
    expect((await postingsOf(id))['platform:MXN:clearing']).toBe(-20_000)
  })

  it('refuses, at commit, postings of an entry that do not sum to zero', async () => {
    const user = await createUser(db)
    await expect(
      inTransaction(ctx, async (tx) => {
        await postEntry(tx, {
          id: `correction:test-${user.id}`,
          kind: 'correction',
          reference: `test-${user.id}`,
          postings: [
            { account: 'platform:MXN:clearing', currency: 'MXN', amount: -100 },
            { account: `user:${user.id}:mxn:available`, currency: 'MXN', amount: 100 },
          ],
        })
        await tx.db.execute(
          sql`insert into ledger_postings (entry_id, account, currency, amount, reference)
            values (${`correction:test-${user.id}`}, 'platform:MXN:fees', 'MXN', 5, ${`test-${user.id}`})`,
        )
      }),
    ).rejects.toThrow()
    expect(await entriesOf(`test-${user.id}`)).toEqual([])
  })

  it('posting the same entry again is a no-op; another entry under a used id is refused', async () => {
    const user = await createUser(db)
    const entry = {
      id: `correction:same-${user.id}`,
      kind: 'correction' as const,
      reference: `same-${user.id}`,
      postings: [
        { account: 'platform:MXN:clearing', currency: 'MXN', amount: -300 },
        { account: `user:${user.id}:mxn:available`, currency: 'MXN', amount: 300 },
      ],
    }
    expect(await postEntry(ctx, entry)).toEqual({ posted: true })
    expect(await postEntry(ctx, entry)).toEqual({ posted: false })
    await expect(
      postEntry(ctx, {
        ...entry,
        postings: [
          { account: 'platform:MXN:clearing', currency: 'MXN', amount: -301 },
          { account: `user:${user.id}:mxn:available`, currency: 'MXN', amount: 301 },
        ],
      }),
    ).rejects.toThrow(/entry_id_reused/)
    // And core's validator refuses an unbalanced entry before anything is written.
    await expect(
      postEntry(ctx, { ...entry, id: `correction:bad-${user.id}`, postings: [entry.postings[0]!] }),
    ).rejects.toThrow(/entry_too_few_postings/)
    expect(await postingsOf(entry.id)).toEqual({
      'platform:MXN:clearing': -300,
      [`user:${user.id}:mxn:available`]: 300,
    })
  })
})

/** A user with `available` minor units available for cash-out in the MXN wallet. */
async function funded(available: number) {
  const user = await createUser(db)
  await postEntry(ctx, {
    id: `correction:fund-${user.id}`,
    kind: 'correction',
    reference: `fund-${user.id}`,
    postings: [
      { account: 'platform:MXN:clearing', currency: 'MXN', amount: -available },
      { account: `user:${user.id}:mxn:available`, currency: 'MXN', amount: available },
    ],
  })
  return { user, cookie: await loginAs(app, user.email) }
}

describe('wallet routes', () => {
  it('GET /me/wallets: 401 signed out; every wallet type, the default (MXN) first, with the next cut-off', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/wallets' })).statusCode).toBe(401)
    const { cookie } = await funded(12_345)
    const answer = await app.inject({ method: 'GET', url: '/api/v1/me/wallets', headers: { cookie } })
    expect(answer.statusCode).toBe(200)
    const list = answer.json().results
    expect(list.map((one: { wallet_type: { id: string } }) => one.wallet_type.id)).toEqual([
      'mxn',
      'ars',
      'usd',
    ])
    expect(list[0]).toMatchObject({ balance: 12_345, available_for_cashout: 12_345 })
    expect(list[0].next_cutoff_date).toMatch(/^\d{4}-\d{2}-(15|28|29|30|31)$/)
    expect(list[1]).toMatchObject({ balance: 0, available_for_cashout: 0 })
  })

  it('movements: the viewer’s own only (another user sees none of them), newest first with the balance after each; an unknown type 404', async () => {
    const { user, cookie } = await funded(5_000)
    const cashed = await app.inject({
      method: 'POST',
      url: '/api/v1/me/wallets/mxn/cashouts',
      headers: { cookie },
      payload: { amount: 1_500 },
    })
    expect(cashed.statusCode, cashed.body).toBe(201)
    const moves = await app.inject({
      method: 'GET',
      url: '/api/v1/me/wallets/mxn/movements',
      headers: { cookie },
    })
    expect(moves.statusCode).toBe(200)
    expect(moves.json().matches_estimated).toBe(2)
    expect(
      moves
        .json()
        .results.map((m: { kind: string; amount: number; available: number; balance_after: number }) => [
          m.kind,
          m.amount,
          m.available,
          m.balance_after,
        ]),
    ).toEqual([
      ['cashout_requested', 0, -1_500, 5_000],
      ['correction', 5_000, 5_000, 5_000],
    ])
    const other = await funded(1)
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/v1/me/wallets/mxn/movements',
      headers: { cookie: other.cookie },
    })
    expect(theirs.json().results.map((m: { reference: string }) => m.reference)).toEqual([
      `fund-${other.user.id}`,
    ])
    expect(JSON.stringify(theirs.json())).not.toContain(user.id)
    for (const url of ['/api/v1/me/wallets/eur/movements', '/api/v1/me/wallets/eur/cashouts']) {
      const missing = await app.inject({ method: 'GET', url, headers: { cookie } })
      expect(missing.statusCode, url).toBe(404)
      expect(missing.json().error.code).toBe('not_found')
    }
    const cashouts = await app.inject({
      method: 'GET',
      url: '/api/v1/me/wallets/mxn/cashouts',
      headers: { cookie },
    })
    expect(cashouts.json().results).toMatchObject([{ amount: 1_500, status: 'requested', currency: 'MXN' }])
    const otherCashouts = await app.inject({
      method: 'GET',
      url: '/api/v1/me/wallets/mxn/cashouts',
      headers: { cookie: other.cookie },
    })
    expect(otherCashouts.json().results).toEqual([])
  })

  it('a cash-out above what is available is 409 insufficient_funds and nothing is written; within it, available moves to payout_pending', async () => {
    const { user, cookie } = await funded(10_000)
    const over = await app.inject({
      method: 'POST',
      url: '/api/v1/me/wallets/mxn/cashouts',
      headers: { cookie, 'accept-language': 'en' },
      payload: { amount: 10_001 },
    })
    expect(over.statusCode).toBe(409)
    expect(over.json().error).toEqual({
      code: 'insufficient_funds',
      message: 'The amount is more than your balance available for cash-out.',
      details: { available: 10_000 },
    })
    expect(await db.select().from(ledgerCashouts).where(eq(ledgerCashouts.userId, user.id))).toEqual([])
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/me/wallets/mxn/cashouts',
      headers: { cookie },
      payload: { amount: 10_000 },
    })
    expect(ok.statusCode).toBe(201)
    expect(ok.json()).toMatchObject({
      amount: 10_000,
      status: 'requested',
      wallet_type: 'mxn',
      currency: 'MXN',
    })
    const wallets = await app.inject({ method: 'GET', url: '/api/v1/me/wallets', headers: { cookie } })
    expect(wallets.json().results[0]).toMatchObject({
      balance: 10_000,
      available_for_cashout: 0,
      payout_pending: 10_000,
    })
    expect(await postingsOf(`cashout_requested:${ok.json().id}`)).toEqual({
      [`user:${user.id}:mxn:available`]: -10_000,
      [`user:${user.id}:mxn:payout_pending`]: 10_000,
    })
  })

  it('bad input is 400 with our error shape and writes nothing: wrong types, unknown fields, zero, fractions, NUL bytes', async () => {
    const { user, cookie } = await funded(10_000)
    const bodies: [unknown, string][] = [
      [{ amount: '100' }, 'invalid_request'],
      [{ amount: 0 }, 'invalid_request'],
      [{ amount: -5 }, 'invalid_request'],
      [{ amount: 10.5 }, 'invalid_request'],
      [{}, 'invalid_request'],
      [{ amount: 100, wallet: 'mxn' }, 'unknown_fields'],
    ]
    for (const [payload, code] of bodies) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/me/wallets/mxn/cashouts',
        headers: { cookie },
        payload: payload as object,
      })
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400)
      expect(answer.json().error.code, JSON.stringify(payload)).toBe(code)
    }
    const nul = await app.inject({
      method: 'POST',
      url: '/api/v1/me/wallets/mx%00n/cashouts',
      headers: { cookie },
      payload: { amount: 1 },
    })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().error.code).toBe('invalid_input')
    const badQuery = await app.inject({
      method: 'GET',
      url: '/api/v1/me/wallets/mxn/movements?limit=abc',
      headers: { cookie },
    })
    expect(badQuery.statusCode).toBe(400)
    expect(await db.select().from(ledgerCashouts).where(eq(ledgerCashouts.userId, user.id))).toEqual([])
  })
})

describe('the admin ledger report', () => {
  it('is 404 to anyone but a platform admin; to one, every account kind per currency and totals of 0', async () => {
    await resoldSale(1)
    const someone = await funded(1)
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/ledger/report' })).statusCode).toBe(401)
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/ledger/report',
      headers: { cookie: someone.cookie },
    })
    expect(refused.statusCode).toBe(404)
    const admin = await createUser(db)
    await grantPlatformAdmin(ctx, admin.id)
    const report = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/ledger/report',
      headers: { cookie: await loginAs(app, admin.email) },
    })
    expect(report.statusCode).toBe(200)
    const mxn = report.json().currencies.find((one: { currency: string }) => one.currency === 'MXN')
    expect(mxn.total).toBe(0)
    expect(mxn.balanced).toBe(true)
    expect(report.json().balanced).toBe(true)
    const kinds = mxn.accounts.map((one: { kind: string }) => one.kind)
    expect(kinds).toEqual(
      expect.arrayContaining(['platform:clearing', 'platform:fees_held', 'user:held', 'user:available']),
    )
    const [sum] = await db
      .select({ n: sql<string>`sum(${ledgerPostings.amount})` })
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.currency, 'MXN')))
    expect(Number(sum!.n)).toBe(0)
  })
})
