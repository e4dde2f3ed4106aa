import { and, eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { SWEEP_PAYMENTS, sweepPaymentsJob } from '../src/flows/reconcile-payments.ts'
import { RECONCILE_PAYMENT } from '../src/flows/settle-payment.ts'
import { systemContext } from '../src/kernel/context.ts'
import { checkouts, stockReservations } from '../src/modules/checkout/checkout.tables.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { paymentAttempts, paymentCalls } from '../src/modules/payments/payments.tables.ts'
import type { Db } from '../src/platform/db/client.ts'
import type { JobRunner } from '../src/platform/jobs/job-runner.ts'
import { fakeShipping } from './helpers/checkout-fakes.ts'
import { reconcileScene } from './helpers/reconcile-scene.ts'
import { slowGateway } from './helpers/slow-gateway.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Reconciliation (quality case 12, decisions 057 and 060): a charge whose answer never came is
 * asked about by the job and settled once, never charged again; references and provider pages
 * past their deadline are given up and their stock comes back; the minute's sweep hands the job
 * only what is due.
 */
const gateway = slowGateway()
const { app, database } = await createTestApp({
  payments: gateway.provider,
  shipping: fakeShipping().provider,
})
const db = database.db
const { scene, reconcile } = reconcileScene(app, db)
afterEach(() => gateway.reset())

const jobs = app.jobs as JobRunner
const reconcileJobsOf = (attemptId: string) =>
  jobs.boss.findJobs<{ attemptId: string }>(RECONCILE_PAYMENT.name, { data: { attemptId } })

/** Moves an attempt's row back in time, as if it had waited (its deadline, its last change). */
async function age(attemptId: string, changes: { deadline?: string; updated?: string; asked?: string }) {
  if (Object.keys(changes).length === 0) return
  await db
    .update(paymentAttempts)
    .set({
      ...(changes.deadline ? { referenceExpiresAt: sql`now() - ${changes.deadline}::interval` } : {}),
      ...(changes.updated ? { updatedAt: sql`now() - ${changes.updated}::interval` } : {}),
      ...(changes.asked ? { reconciledAt: sql`now() - ${changes.asked}::interval` } : {}),
    })
    .where(eq(paymentAttempts.id, attemptId))
}

const reservationsOf = async (checkoutId: string) =>
  (await db.select().from(stockReservations).where(eq(stockReservations.checkoutId, checkoutId))).map(
    (reservation) => reservation.status,
  )

describe('a charge whose answer never came (quality case 12)', () => {
  it('answers processing after two timeouts: the attempt stays started, its stock held, no order, the job due in 30 s', async () => {
    const s = await scene()
    gateway.state.mode = 'times_out_after_charging'
    const paid = await s.pay('card')
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toEqual({
      status: 'processing',
      checkout_id: s.checkout.id,
      paid_path: `/pagado/${s.checkout.id}`,
    })
    const attempt = await s.attempt()
    expect(attempt).toMatchObject({ status: 'started', chargeId: null, paymentType: 'card' })
    expect(await s.available()).toBe(3)
    expect(await reservationsOf(s.checkout.id)).toEqual(['held'])
    expect(await s.orders()).toEqual([])
    // The provider took the money once, though it was asked twice (the same attempt id).
    expect(gateway.chargesFor(s.checkout.id)).toBe(1)
    const calls = await db.select().from(paymentCalls).where(eq(paymentCalls.attemptId, attempt.id))
    expect(calls.map((call) => [call.operation, call.outcome])).toEqual([
      ['charge', 'error:timeout'],
      ['charge', 'error:timeout'],
    ])

    // The buyer's page reads the checkout paying, its payment being confirmed (decision 060).
    const read = await s.read()
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({
      status: 'paying',
      order_ids: [],
      payment: { type: 'card', status: 'processing', brand: null, last4: null },
    })

    const [job] = await reconcileJobsOf(attempt.id)
    expect(job).toBeDefined()
    const wait = (new Date(job!.startAfter).getTime() - Date.now()) / 1000
    expect(wait).toBeGreaterThan(20)
    expect(wait).toBeLessThanOrEqual(31)
  })

  it('the job finds the charge and places the orders paid, once: one charge, one email; a second run changes nothing', async () => {
    const s = await scene()
    gateway.state.mode = 'times_out_after_charging'
    expect((await s.pay('card')).json().status).toBe('processing')
    const attempt = await s.attempt()

    await reconcile(attempt.id)
    const orders = await s.orders()
    expect(orders.map((order) => [order.status, order.paymentAttemptId, order.total])).toEqual([
      ['paid', attempt.id, s.checkout.grand_total.amount],
    ])
    expect(await s.attempt()).toMatchObject({
      status: 'approved',
      chargeId: `ch_${attempt.id}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      reconcileCount: 1,
    })
    expect(await s.available()).toBe(3)
    expect(await reservationsOf(s.checkout.id)).toEqual(['sold'])
    expect(gateway.chargesFor(s.checkout.id)).toBe(1)
    expect(await s.orderEmails()).toHaveLength(1)
    const read = await s.read()
    expect(read.json()).toMatchObject({
      status: 'paid',
      order_ids: [orders[0]!.id],
      payment: { type: 'card', status: 'approved', brand: 'visa', last4: '4242' },
    })

    // Run again (a retry, the sweep's job): the attempt is settled, the provider is not even asked.
    const asked = gateway.calls.findByAttempt + gateway.calls.retrieve
    await reconcile(attempt.id)
    expect(gateway.calls.findByAttempt + gateway.calls.retrieve).toBe(asked)
    expect(await s.orders()).toHaveLength(1)
    expect(await s.orderEmails()).toHaveLength(1)
    expect(gateway.chargesFor(s.checkout.id)).toBe(1)
    expect((await s.attempt()).reconcileCount).toBe(1)
  })

  it('two runs at once (a retry and the sweep’s job) place the orders once, with one email', async () => {
    const s = await scene()
    gateway.state.mode = 'times_out_after_charging'
    expect((await s.pay('card')).json().status).toBe('processing')
    const attempt = await s.attempt()
    await Promise.all([reconcile(attempt.id), reconcile(attempt.id), reconcile(attempt.id)])
    expect((await s.orders()).map((order) => order.status)).toEqual(['paid'])
    expect(await s.orderEmails()).toHaveLength(1)
    expect(await s.available()).toBe(3)
    expect(gateway.chargesFor(s.checkout.id)).toBe(1)
  })

  it('a provider that never charged: asked too soon the job waits for a retry; after 2 minutes it is declined processing_error, the stock back, the checkout open', async () => {
    const s = await scene()
    gateway.state.mode = 'times_out_before_charging'
    expect((await s.pay('card')).json().status).toBe('processing')
    const attempt = await s.attempt()
    expect(gateway.chargesFor(s.checkout.id)).toBe(0)

    // Half a minute later the provider may still be writing it: the job throws to be run again.
    await expect(reconcile(attempt.id)).rejects.toThrow(/no charge found yet/)
    expect((await s.attempt()).status).toBe('started')
    expect(await s.available()).toBe(3)

    await age(attempt.id, { updated: '3 minutes' })
    await reconcile(attempt.id)
    expect(await s.attempt()).toMatchObject({ status: 'declined', failureCode: 'processing_error' })
    expect(await s.available()).toBe(5)
    expect(await reservationsOf(s.checkout.id)).toEqual(['released'])
    expect(await s.orders()).toEqual([])
    const read = await s.read()
    expect(read.json()).toMatchObject({ status: 'open', payment: null })

    // The buyer tries again and pays, once.
    gateway.reset()
    const again = await s.pay('card')
    expect(again.json().status).toBe('paid')
    expect(gateway.chargesFor(s.checkout.id)).toBe(1)
    expect(await s.available()).toBe(3)
  })
})

describe('references and provider pages past their deadline', () => {
  it('a voucher unpaid at its deadline is given up at the provider: its orders payment_expired, the stock back', async () => {
    const s = await scene()
    const placed = await s.pay('cash')
    expect(placed.json()).toMatchObject({ status: 'pending', reference: expect.stringMatching(/^VCH-/) })
    const attempt = await s.attempt()
    expect((await s.orders()).map((order) => order.status)).toEqual(['awaiting_payment'])
    expect(await s.available()).toBe(3)

    // Before its deadline the job only asks: the voucher still waits.
    await reconcile(attempt.id)
    expect(gateway.calls.cancel).not.toContain(attempt.chargeId)
    expect((await s.orders()).map((order) => order.status)).toEqual(['awaiting_payment'])

    await age(attempt.id, { deadline: '1 minute' })
    await reconcile(attempt.id)
    expect(gateway.calls.cancel.filter((id) => id === attempt.chargeId)).toHaveLength(1)
    expect((await s.orders()).map((order) => order.status)).toEqual(['payment_expired'])
    expect(await s.attempt()).toMatchObject({ status: 'expired' })
    expect(await s.available()).toBe(5)
    expect(await reservationsOf(s.checkout.id)).toEqual(['released'])
    expect((await s.read()).json().payment).toMatchObject({
      type: 'cash',
      status: 'expired',
      reference: attempt.reference,
    })

    // A second run gives nothing back twice and does not cancel again.
    await reconcile(attempt.id)
    expect(await s.available()).toBe(5)
    expect(gateway.calls.cancel.filter((id) => id === attempt.chargeId)).toHaveLength(1)
  })

  it('a voucher paid just before its deadline: the payment wins over the expiry', async () => {
    const s = await scene()
    expect((await s.pay('cash')).json().status).toBe('pending')
    const attempt = await s.attempt()
    await age(attempt.id, { deadline: '10 seconds' })
    // The buyer pays at the store between the job's question and its cancel.
    gateway.state.beforeCancel = (chargeId) => gateway.pay(chargeId)
    await reconcile(attempt.id)
    expect(gateway.calls.cancel).toContain(attempt.chargeId)
    expect(await s.attempt()).toMatchObject({ status: 'approved' })
    expect((await s.orders()).map((order) => order.status)).toEqual(['paid'])
    expect(await s.available()).toBe(3)
    expect(await reservationsOf(s.checkout.id)).toEqual(['sold'])
    expect((await s.read()).json().payment).toMatchObject({ type: 'cash', status: 'approved' })
  })

  it('a voucher paid with no webhook heard: the job learns it before the deadline and the orders are paid', async () => {
    const s = await scene()
    expect((await s.pay('cash')).json().status).toBe('pending')
    const attempt = await s.attempt()
    gateway.pay(attempt.chargeId!)
    await reconcile(attempt.id)
    expect((await s.orders()).map((order) => order.status)).toEqual(['paid'])
    expect(gateway.calls.cancel).not.toContain(attempt.chargeId)
    expect(await s.orderEmails()).toHaveLength(1)
    // The customer is told the order is paid (decision 082).
    const [order] = await s.orders()
    const notices = await db.select().from(outbox).where(eq(outbox.recipient, 'ana@example.test'))
    expect(notices.filter((m) => m.meta.order === order!.id).map((m) => m.subject)).toEqual([
      `Tu pedido ${order!.id}: Pagado`,
    ])
  })

  it('an abandoned provider page past its deadline expires: the stock back, the checkout open again while its countdown runs', async () => {
    const s = await scene()
    const sent = await s.pay('redirect')
    expect(sent.json()).toMatchObject({
      status: 'redirect',
      approval_url: expect.stringContaining('https://pay.test/approve/'),
    })
    const attempt = await s.attempt()
    expect(attempt.status).toBe('redirect')
    expect(await s.available()).toBe(3)
    expect((await s.read()).json()).toMatchObject({ status: 'paying', payment: { status: 'redirect' } })

    await age(attempt.id, { deadline: '1 minute' })
    await reconcile(attempt.id)
    expect(gateway.calls.cancel).toContain(attempt.chargeId)
    expect(await s.attempt()).toMatchObject({ status: 'expired' })
    expect(await s.available()).toBe(5)
    expect(await s.orders()).toEqual([])
    const read = await s.read()
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ status: 'open', payment: null })
  })

  it('an abandoned provider page after the checkout’s countdown: the stock back once, the checkout expired', async () => {
    const s = await scene()
    expect((await s.pay('redirect')).json().status).toBe('redirect')
    const attempt = await s.attempt()
    await age(attempt.id, { deadline: '1 minute' })
    await db
      .update(checkouts)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(checkouts.id, s.checkout.id))
    await reconcile(attempt.id)
    expect(await s.attempt()).toMatchObject({ status: 'expired' })
    expect(await s.available()).toBe(5)
    const read = await s.read('en')
    expect(read.statusCode).toBe(409)
    expect(read.json().error.code).toBe('checkout_expired')
  })

  it('a provider page that names no deadline gets its method’s hour, and the job is due then', async () => {
    const s = await scene()
    gateway.state.redirectExpires = false
    expect((await s.pay('redirect')).json().status).toBe('redirect')
    const attempt = await s.attempt()
    const hour = attempt.referenceExpiresAt!.getTime() - attempt.createdAt.getTime()
    expect(hour).toBe(60 * 60_000)
    const [job] = await reconcileJobsOf(attempt.id)
    expect(
      Math.abs(new Date(job!.startAfter).getTime() - attempt.referenceExpiresAt!.getTime()),
    ).toBeLessThan(5_000)
  })
})

describe('the sweep', () => {
  it('hands the job only the attempts that are due, and none asked about in the last 2 minutes', async () => {
    const processing = async (changes: Parameters<typeof age>[1]) => {
      const s = await scene()
      gateway.state.mode = 'times_out_after_charging'
      await s.pay('card')
      gateway.reset()
      const { id } = await s.attempt()
      await age(id, changes)
      return id
    }
    const waiting = async (type: 'cash' | 'redirect', changes: Parameters<typeof age>[1]) => {
      const s = await scene()
      await s.pay(type)
      const { id } = await s.attempt()
      await age(id, changes)
      return id
    }
    const paidOne = async () => {
      const s = await scene()
      await s.pay('card')
      const { id } = await s.attempt()
      await age(id, { updated: '3 minutes' })
      return id
    }
    const due = {
      silentCharge: await processing({ updated: '3 minutes' }),
      lapsedVoucher: await waiting('cash', { deadline: '1 minute', updated: '3 minutes' }),
      abandonedPage: await waiting('redirect', { deadline: '1 minute', updated: '3 minutes' }),
    }
    const notDue = {
      justStarted: await processing({}),
      askedLately: await processing({ updated: '5 minutes', asked: '1 minute' }),
      voucherInTime: await waiting('cash', { updated: '3 minutes' }),
      pageInTime: await waiting('redirect', { updated: '3 minutes' }),
      paid: await paidOne(),
    }
    const count = async (ids: Record<string, string>) =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(ids).map(async ([name, id]) => [name, (await reconcileJobsOf(id)).length]),
        ),
      ) as Record<string, number>
    const before = { ...(await count(due)), ...(await count(notDue)) }

    await sweepPaymentsJob(systemContext(db, { jobs }), {}, { id: 'sweep', attempt: 1, lastAttempt: true })
    const after = { ...(await count(due)), ...(await count(notDue)) }
    for (const name of Object.keys(due)) expect(after[name], name).toBe(before[name]! + 1)
    for (const name of Object.keys(notDue)) expect(after[name], name).toBe(before[name])
    // The jobs the sweep wrote run now, not after a delay.
    const [fresh] = (await reconcileJobsOf(due.silentCharge)).sort(
      (a, b) => new Date(b.createdOn).getTime() - new Date(a.createdOn).getTime(),
    )
    expect(new Date(fresh!.startAfter).getTime()).toBeLessThanOrEqual(Date.now() + 1_000)
  })
})

describe('through the job runner', () => {
  /** Reads until `done` says so (a worker polls every half second), or fails after `timeoutMs`. */
  async function until<T>(
    read: () => Promise<T>,
    done: (value: T) => boolean,
    timeoutMs = 15_000,
  ): Promise<T> {
    const end = Date.now() + timeoutMs
    for (;;) {
      const value = await read()
      if (done(value) || Date.now() > end) return value
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  it('the job the pay call wrote settles the charge that timed out: paid once, charged once, one email', async () => {
    const running = slowGateway()
    const { app: runningApp, database: runningDb } = await createTestApp({
      payments: running.provider,
      shipping: fakeShipping().provider,
      // Workers on; the 30 s wait after a timeout shortened to 1 s.
      jobs: { pollingIntervalSeconds: 0.5, delayOverrides: { [RECONCILE_PAYMENT.name]: 1 } },
    })
    const { scene: runningScene } = reconcileScene(runningApp, runningDb.db as Db)
    const s = await runningScene()
    running.state.mode = 'times_out_after_charging'
    expect((await s.pay('card')).json().status).toBe('processing')
    const attempt = await s.attempt()
    expect(await s.orders()).toEqual([])

    const orders = await until(s.orders, (rows) => rows.length > 0)
    expect(orders.map((order) => order.status)).toEqual(['paid'])
    expect(running.chargesFor(s.checkout.id)).toBe(1)
    expect(await s.orderEmails()).toHaveLength(1)
    expect(await s.available()).toBe(3)
    const runner = runningApp.jobs as JobRunner
    const finished = await until(
      () => runner.boss.findJobs(RECONCILE_PAYMENT.name, { data: { attemptId: attempt.id } }),
      (found) => found.every((job) => job.state === 'completed'),
    )
    expect(finished.map((job) => job.state)).toEqual(['completed'])
    // The sweep that finds what no job was written for runs each minute in a process with workers.
    const schedules = await runner.boss.getSchedules()
    expect(schedules.find((schedule) => schedule.name === SWEEP_PAYMENTS.name)?.cron).toBe('* * * * *')
    expect(
      await runningDb.db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'approved'))),
    ).toHaveLength(1)
  })
})
