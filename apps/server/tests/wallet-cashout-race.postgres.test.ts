/**
 * Cash-outs at once on PostgreSQL, where requests really run side by side (quality.md 17; decision
 * 090): each request locks the wallet's available account, so of two asking for more than the
 * balance together one is paid and the other refused `insufficient_funds`, and the ledger still
 * adds up. PostgreSQL only (`*.postgres.test.ts`, vitest.config.ts).
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/kernel/context.ts'
import { postEntry } from '../src/modules/ledger/ledger.service.ts'
import { ledgerCashouts, ledgerPostings } from '../src/modules/ledger/ledger.tables.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

const { app, database } = await createTestApp()
const db = database.db
const ctx = systemContext(db)

async function funded(available: number) {
  const user = await createUser(db)
  await postEntry(ctx, {
    id: `correction:race-${user.id}`,
    kind: 'correction',
    reference: `race-${user.id}`,
    postings: [
      { account: 'platform:MXN:clearing', currency: 'MXN', amount: -available },
      { account: `user:${user.id}:mxn:available`, currency: 'MXN', amount: available },
    ],
  })
  return { user, cookie: await loginAs(app, user.email) }
}

const cashout = (cookie: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/me/wallets/mxn/cashouts',
    headers: { cookie },
    payload: { amount },
  })

describe('cash-outs at once on PostgreSQL', () => {
  it('two cash-outs of 700 from a balance of 1,000: one 201, the other 409 insufficient_funds; 300 left, the ledger sums to zero', async () => {
    const { user, cookie } = await funded(1_000)
    const answers = await Promise.all([cashout(cookie, 700), cashout(cookie, 700)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    const refused = answers.find((answer) => answer.statusCode === 409)!
    expect(refused.json().error).toMatchObject({ code: 'insufficient_funds', details: { available: 300 } })
    const wallets = await app.inject({ method: 'GET', url: '/api/v1/me/wallets', headers: { cookie } })
    expect(wallets.json().results[0]).toMatchObject({
      balance: 1_000,
      available_for_cashout: 300,
      payout_pending: 700,
    })
    expect(await db.select().from(ledgerCashouts).where(eq(ledgerCashouts.userId, user.id))).toHaveLength(1)
    const [sum] = await db
      .select({ n: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
      .from(ledgerPostings)
    expect(Number(sum!.n)).toBe(0)
  })

  it('eight cash-outs of 200 from 1,000: exactly five pass, never below zero', async () => {
    const { cookie } = await funded(1_000)
    const answers = await Promise.all(Array.from({ length: 8 }, () => cashout(cookie, 200)))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(3)
    const wallets = await app.inject({ method: 'GET', url: '/api/v1/me/wallets', headers: { cookie } })
    expect(wallets.json().results[0]).toMatchObject({ available_for_cashout: 0, payout_pending: 1_000 })
  })
})
