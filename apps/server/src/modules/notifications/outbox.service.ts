import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client.ts'
import { newId } from '../../platform/ids.ts'
import type { MailTransport } from '../../platform/mail/mailer.ts'
import { outbox } from './outbox.tables.ts'

const MAX_ATTEMPTS = 8

export interface Outbox {
  /** Writes the email to the outbox and tries to deliver it now; a failure leaves it pending for a retry. */
  sendEmail(message: {
    to: string
    subject: string
    text: string
    meta?: Record<string, string>
  }): Promise<void>
  /** Retries pending messages (called by the job runner; exported for tests). */
  retryPending(): Promise<number>
}

export function createOutbox(db: Db, transport: MailTransport | null): Outbox {
  async function deliver(id: string, message: { to: string; subject: string; text: string }) {
    if (!transport) return // no SMTP configured: the message stays in the outbox for developers to read
    try {
      await transport(message)
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, id))
    } catch (error) {
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: String((error as Error).message).slice(0, 500),
        })
        .where(eq(outbox.id, id))
    }
  }

  return {
    async sendEmail(message) {
      const id = newId('msg')
      await db.insert(outbox).values({
        id,
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        meta: message.meta ?? {},
        status: transport ? 'pending' : 'held',
      })
      await deliver(id, message)
    },
    async retryPending() {
      const rows = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, MAX_ATTEMPTS)))
        .limit(50)
      for (const row of rows)
        await deliver(row.id, { to: row.recipient, subject: row.subject, text: row.body })
      return rows.length
    },
  }
}
