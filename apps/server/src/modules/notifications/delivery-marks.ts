import { eq, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { outbox } from './outbox.tables.ts'

/**
 * What an outbox delivery job (email-delivery.ts, sms-delivery.ts) writes on its row after a try:
 * one more attempt and the error, `failed` after the last one; or `sent`, with what the provider
 * answered kept in `meta`.
 */
export async function markDeliveryFailed(
  ctx: ServiceContext,
  messageId: string,
  error: unknown,
  lastAttempt: boolean,
): Promise<void> {
  await ctx.db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: String((error as Error).message).slice(0, 500),
      ...(lastAttempt ? { status: 'failed' as const } : {}),
    })
    .where(eq(outbox.id, messageId))
}

export async function markDelivered(
  ctx: ServiceContext,
  messageId: string,
  meta?: Record<string, string>,
): Promise<void> {
  await ctx.db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: sql`${outbox.attempts} + 1`,
      ...(meta ? { meta: sql`${outbox.meta} || ${JSON.stringify(meta)}::jsonb` } : {}),
    })
    .where(eq(outbox.id, messageId))
}
