import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { JobHandler } from '../../platform/jobs/job-runner.ts'
import { jobType } from '../../platform/jobs/job-type.ts'
import type { SmsProvider } from '../../platform/sms/provider.ts'
import { markDelivered, markDeliveryFailed } from './delivery-marks.ts'
import { outbox } from './outbox.tables.ts'

/** Delivers one outbox SMS through the provider, retried like an email (email-delivery.ts). */
export const DELIVER_SMS = jobType('sms.deliver', z.strictObject({ messageId: z.string().min(1) }), {
  attempts: 8,
  backoffSeconds: 30,
  maxBackoffSeconds: 3600,
  claimSeconds: 120,
})

/** The job's handler; every process has one (the sandbox provider when no gateway is set up). */
export function deliverSms(provider: SmsProvider): JobHandler<{ messageId: string }> {
  return async (ctx, { messageId }, attempt) => {
    const [message] = await ctx.db.select().from(outbox).where(eq(outbox.id, messageId))
    // Already sent: a retry after a process died between the send and this row's update.
    if (message?.status !== 'pending') return
    let providerId: string
    try {
      providerId = (await provider.send({ to: message.recipient, text: message.body })).id
    } catch (error) {
      await markDeliveryFailed(ctx, messageId, error, attempt.lastAttempt)
      throw error // the runner retries it with backoff
    }
    await markDelivered(ctx, messageId, { provider: provider.name, provider_id: providerId })
  }
}
