import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { systemContext } from '../src/kernel/context.ts'
import { afterCommit, inTransaction } from '../src/kernel/transaction.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { newId } from '../src/platform/ids.ts'
import { freshDatabase } from './helpers/test-app.ts'

const database = await freshDatabase()
afterAll(() => database.close())
const ctx = systemContext(database.db, { log: { error: () => {} } })

/** A row any test can write and read back (the outbox table has no foreign keys). */
const row = (recipient: string) => ({
  id: newId('msg'),
  channel: 'email' as const,
  recipient,
  subject: 's',
  body: 'b',
  status: 'held' as const,
})

describe('inTransaction() and after-commit effects', () => {
  it('never runs an effect registered in a transaction that rolled back, nor keeps its writes', async () => {
    const ran: string[] = []
    await expect(
      inTransaction(ctx, async (tx) => {
        await tx.db.insert(outbox).values(row('rolled@example.test'))
        afterCommit(tx, () => void ran.push('rolled back'))
        throw new Error('the work failed')
      }),
    ).rejects.toThrow('the work failed')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(ran).toEqual([])
    expect(
      await database.db.select().from(outbox).where(eq(outbox.recipient, 'rolled@example.test')),
    ).toEqual([])
  })

  it('runs effects after COMMIT, in order, when the committed rows are already visible', async () => {
    const seen: number[] = []
    await inTransaction(ctx, async (tx) => {
      await tx.db.insert(outbox).values(row('kept@example.test'))
      for (const n of [1, 2]) {
        afterCommit(tx, async () => {
          // Read through the pool, outside the transaction: only a committed row is there.
          const rows = await database.db
            .select()
            .from(outbox)
            .where(eq(outbox.recipient, 'kept@example.test'))
          seen.push(n * rows.length)
        })
      }
      expect(seen).toEqual([])
    })
    expect(seen).toEqual([1, 2])
  })

  it('holds the effects of a joined inner transaction for the outer one, and drops them when it rolls back', async () => {
    const ran: string[] = []
    await expect(
      inTransaction(ctx, async (outer) => {
        await inTransaction(outer, async (inner) => {
          afterCommit(inner, () => void ran.push('inner'))
        })
        expect(ran).toEqual([]) // the inner call committed nothing on its own
        throw new Error('the outer work failed')
      }),
    ).rejects.toThrow('the outer work failed')
    expect(ran).toEqual([])
  })

  it('keeps the commit when an effect fails, and reports the failure to the log', async () => {
    const logged: string[] = []
    const logging = systemContext(database.db, {
      log: { error: (_details, message) => logged.push(message) },
    })
    const result = await inTransaction(logging, async (tx) => {
      await tx.db.insert(outbox).values(row('effect-fails@example.test'))
      afterCommit(tx, () => {
        throw new Error('cache down')
      })
      return 'done'
    })
    expect(result).toBe('done')
    expect(logged).toEqual(['after-commit effect failed'])
    expect(
      await database.db.select().from(outbox).where(eq(outbox.recipient, 'effect-fails@example.test')),
    ).toHaveLength(1)
  })
})
