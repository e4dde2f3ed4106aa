import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ledgerEntries, ledgerPostings } from '../src/modules/ledger/ledger.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The demo's ledger (decision 090): the paid demo orders' shares were held by the checkout's flows,
 * Rita's resale delivered days ago was dispersed, so her wallet and Proveedora's have money
 * available and Ana's shows her sales held; Ana reads the report; a second seed adds nothing.
 */
const { app, database } = await createTestApp()
const db = database.db

async function login(email: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  })
  return String(answer.headers['set-cookie']).split(';')[0]!
}
const mxnWallet = async (cookie: string) =>
  (await app.inject({ url: '/api/v1/me/wallets', headers: { cookie } })).json().results[0]
const entryCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0]!.n

describe('the demo’s ledger', () => {
  it('holds every paid demo order, disperses Rita’s old resale; the books add up; a second seed adds nothing', async () => {
    await seedDemo(db)
    const entries = await entryCount()
    await seedDemo(db)
    expect(await entryCount()).toBe(entries)
    const kinds = await db
      .select({ kind: ledgerEntries.kind, n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.kind)
    expect(Object.fromEntries(kinds.map((row) => [row.kind, row.n]))).toMatchObject({
      payment_held: expect.any(Number),
      // Rita's old resale past its window, and Ana's mezcal whose return closed (decision 091).
      dispersion: 2,
      // Carla's canceled maceta (decision 082) and the refunds of her two returns take their shares back.
      refund_reversal: 3,
    })
    const rita = await mxnWallet(await login('revendedor@demo.test'))
    expect(rita.available_for_cashout).toBeGreaterThan(0)
    const proveedora = await mxnWallet(await login('proveedor@demo.test'))
    expect(proveedora.available_for_cashout).toBeGreaterThan(0)
    const anaCookie = await login('admin@demo.test')
    const ana = await mxnWallet(anaCookie)
    expect(ana.held).toBeGreaterThan(0)
    const moves = await app.inject({
      url: '/api/v1/me/wallets/mxn/movements',
      headers: { cookie: anaCookie },
    })
    expect(moves.json().results.length).toBeGreaterThan(0)
    const report = await app.inject({ url: '/api/v1/admin/ledger/report', headers: { cookie: anaCookie } })
    expect(report.statusCode).toBe(200)
    expect(report.json().balanced).toBe(true)
    const [sum] = await db
      .select({ n: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
      .from(ledgerPostings)
    expect(Number(sum!.n)).toBe(0)
  })
})
