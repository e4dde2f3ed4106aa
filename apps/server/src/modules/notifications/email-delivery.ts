import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { JobHandler } from '../../platform/jobs/job-runner.ts'
import { jobType } from '../../platform/jobs/job-type.ts'
import type { MailTransport } from '../../platform/mail/mailer.ts'
import { markDelivered, markDeliveryFailed } from './delivery-marks.ts'
import { outbox } from './outbox.tables.ts'

/**
 * Delivers one outbox email. Eight runs over about two hours before the message is `failed`; the
 * claim is long enough for nodemailer's own timeouts, so a slow provider is not sent to twice.
 */
export const DELIVER_EMAIL = jobType('email.deliver', z.strictObject({ messageId: z.string().min(1) }), {
  attempts: 8,
  backoffSeconds: 30,
  maxBackoffSeconds: 3600,
  claimSeconds: 300,
})

/** The job's handler, registered only when this process has a mail transport (SMTP_URL). */
export function deliverEmail(transport: MailTransport): JobHandler<{ messageId: string }> {
  return async (ctx, { messageId }, attempt) => {
    const [message] = await ctx.db.select().from(outbox).where(eq(outbox.id, messageId))
    // Already sent: a retry after a process died between the send and this row's update.
    if (message?.status !== 'pending') return
    try {
      await transport({ to: message.recipient, subject: message.subject, text: message.body })
    } catch (error) {
      await markDeliveryFailed(ctx, messageId, error, attempt.lastAttempt)
      throw error // the runner retries it with backoff
    }
    await markDelivered(ctx, messageId)
  }
}
