import type { ServiceContext } from '../../kernel/context.ts'
import { inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { enqueue } from '../../platform/jobs/enqueue.ts'
import { DELIVER_EMAIL } from './email-delivery.ts'
import { outbox } from './outbox.tables.ts'
import { DELIVER_SMS } from './sms-delivery.ts'

/** Sends emails for callers that hold no context of their own (better-auth's callbacks). */
export interface Outbox {
  sendEmail(message: EmailMessage): Promise<void>
}

export interface EmailMessage {
  to: string
  subject: string
  text: string
  meta?: Record<string, string>
}

/**
 * Writes an email to the outbox and, when this process delivers mail (SMTP_URL), enqueues its
 * delivery job in the same transaction (the caller's, when it has one): the email goes only if the
 * work that asked for it commits, and never inside the request (quality.md 13). Without SMTP the
 * message is kept `held` for developers to read. Returns the message id.
 */
export async function sendEmail(ctx: ServiceContext, message: EmailMessage): Promise<string> {
  const delivered = ctx.jobs.handles(DELIVER_EMAIL.name)
  return inTransaction(ctx, async (tx) => {
    const id = newId('msg')
    await tx.db.insert(outbox).values({
      id,
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      meta: message.meta ?? {},
      status: delivered ? 'pending' : 'held',
    })
    if (delivered) await enqueue(tx, DELIVER_EMAIL, { messageId: id })
    return id
  })
}

export interface SmsOutboxMessage {
  /** E.164. */
  to: string
  text: string
  meta?: Record<string, string>
}

/**
 * Writes a text message to the outbox with its delivery job through the SMS provider
 * (`sms-delivery.ts`), in the caller's transaction like `sendEmail`. Held when this process
 * has no SMS handler (a context without the app's job runner). Returns the message id.
 */
export async function sendSms(ctx: ServiceContext, message: SmsOutboxMessage): Promise<string> {
  const delivered = ctx.jobs.handles(DELIVER_SMS.name)
  return inTransaction(ctx, async (tx) => {
    const id = newId('msg')
    await tx.db.insert(outbox).values({
      id,
      channel: 'sms',
      recipient: message.to,
      subject: '',
      body: message.text,
      meta: message.meta ?? {},
      status: delivered ? 'pending' : 'held',
    })
    if (delivered) await enqueue(tx, DELIVER_SMS, { messageId: id })
    return id
  })
}

/** An `Outbox` whose emails are written with `ctx` (a system context, outside any transaction). */
export function outboxFor(ctx: ServiceContext): Outbox {
  return {
    async sendEmail(message) {
      await sendEmail(ctx, message)
    },
  }
}
