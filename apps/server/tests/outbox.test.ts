import { createServer } from 'node:net'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/kernel/context.ts'
import { inTransaction } from '../src/kernel/transaction.ts'
import { DELIVER_EMAIL } from '../src/modules/notifications/email-delivery.ts'
import { sendEmail } from '../src/modules/notifications/outbox.service.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import type { JobRunner } from '../src/platform/jobs/job-runner.ts'
import { smtpTransport } from '../src/platform/mail/mailer.ts'
import { createUser } from './factories/users.ts'
import { startSmtpServer } from './helpers/smtp.ts'
import { createTestApp } from './helpers/test-app.ts'

/** A local port nothing listens on (yet): SMTP there is "down". */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const requestReset = (app: Awaited<ReturnType<typeof createTestApp>>['app'], email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email } })

const smtp = await startSmtpServer()
const { app, database } = await createTestApp({ mailTransport: smtpTransport(smtp.url, 'Tianguis <t@test>') })

describe('email through the delivery job', () => {
  it('delivers a password-reset email over SMTP through a job and marks its outbox row sent', async () => {
    await createUser(database.db, { email: 'reset-job@example.test' })
    const answer = await requestReset(app, 'reset-job@example.test')
    expect(answer.statusCode).toBe(202)
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'reset-job@example.test'))
    expect(row).toMatchObject({ channel: 'email', subject: 'Tu código para restablecer la contraseña' })
    await smtp.waitForMail('reset-job@example.test')
    expect(smtp.lastCode('reset-job@example.test')).toMatch(/^\d{6}$/)
    const sent = await until(
      async () => (await database.db.select().from(outbox).where(eq(outbox.id, row!.id)))[0]!,
      (message) => message.status === 'sent',
    )
    expect(sent.attempts).toBe(1)
    expect(sent.sentAt).not.toBeNull()
    const jobs = await (app.jobs as JobRunner).boss.findJobs(DELIVER_EMAIL.name, {
      data: { messageId: row!.id },
    })
    expect(jobs.map((job) => job.state)).toEqual(['completed'])
  })

  it('answers as usual while SMTP is down, then delivers the message once when the server is back', async () => {
    const port = await freePort()
    const down = await createTestApp({
      mailTransport: smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Tianguis <t@test>'),
      jobs: {
        pollingIntervalSeconds: 0.5,
        retryOverrides: { [DELIVER_EMAIL.name]: { backoffSeconds: 1, maxBackoffSeconds: 2 } },
      },
    })
    await createUser(down.database.db, { email: 'smtp-down@example.test' })
    const answer = await requestReset(down.app, 'smtp-down@example.test')
    expect(answer.statusCode).toBe(202)
    expect(answer.body).toBe('')
    const failed = await until(
      async () =>
        (
          await down.database.db.select().from(outbox).where(eq(outbox.recipient, 'smtp-down@example.test'))
        )[0]!,
      (message) => message.attempts >= 1,
    )
    expect(failed.status).toBe('pending')
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i)

    const back = await startSmtpServer(port)
    await back.waitForMail('smtp-down@example.test', 1, 20_000)
    expect(back.lastCode('smtp-down@example.test')).toMatch(/^\d{6}$/)
    const sent = await until(
      async () => (await down.database.db.select().from(outbox).where(eq(outbox.id, failed.id)))[0]!,
      (message) => message.status === 'sent',
    )
    expect(sent.attempts).toBeGreaterThanOrEqual(2)
    await new Promise((resolve) => setTimeout(resolve, 1500)) // no late second delivery
    expect(back.inbox.filter((m) => m.to.includes('smtp-down@example.test')).length).toBe(1)
  })

  it('writes neither the message nor its job when the work that asked for it rolls back', async () => {
    const jobs = app.jobs as JobRunner
    const ctx = systemContext(database.db, { jobs })
    await expect(
      inTransaction(ctx, async (tx) => {
        await sendEmail(tx, { to: 'rolled@example.test', subject: 'Hola', text: 'never sent' })
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    await sendEmail(ctx, { to: 'kept@example.test', subject: 'Hola', text: 'sent' })
    await smtp.waitForMail('kept@example.test')
    expect(smtp.inbox.some((m) => m.to.includes('rolled@example.test'))).toBe(false)
    expect(
      await database.db.select().from(outbox).where(eq(outbox.recipient, 'rolled@example.test')),
    ).toEqual([])
    const kept = await database.db.select().from(outbox).where(eq(outbox.recipient, 'kept@example.test'))
    expect(await jobs.boss.findJobs(DELIVER_EMAIL.name, { data: { messageId: kept[0]!.id } })).toHaveLength(1)
  })

  it('keeps messages held in the outbox, with no job, when no SMTP server is configured', async () => {
    const bare = await createTestApp({ jobs: true })
    await createUser(bare.database.db, { email: 'held@example.test' })
    expect((await requestReset(bare.app, 'held@example.test')).statusCode).toBe(202)
    const rows = await bare.database.db.select().from(outbox).where(eq(outbox.recipient, 'held@example.test'))
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([['held', 0]])
    expect(bare.app.jobs.handles(DELIVER_EMAIL.name)).toBe(false)
    expect(await (bare.app.jobs as JobRunner).boss.findJobs(DELIVER_EMAIL.name).catch(() => [])).toEqual([])
  })
})
