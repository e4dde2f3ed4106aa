import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { outbox } from '../../src/modules/notifications/outbox.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { sessionCookie } from '../helpers/test-app.ts'

/**
 * Signs a guest in as guest checkout does (decision 047): a code by SMS to `phone` (E.164, MX or
 * AR), read from the outbox where the sandbox keeps it, then the guest session. Returns the cookie.
 */
export async function signInGuest(app: FastifyInstance, db: Db, phone: string): Promise<string> {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/v1/guest/codes',
    payload: { channel: 'sms', to: phone },
  })
  if (asked.statusCode !== 202) throw new Error(`guest code for ${phone}: ${asked.statusCode} ${asked.body}`)
  const [message] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
  const code = message?.body.match(/\b(\d{6})\b/)?.[1]
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/guest/sessions',
    payload: { channel: 'sms', to: phone, code },
  })
  if (response.statusCode !== 201)
    throw new Error(`guest sign-in for ${phone}: ${response.statusCode} ${response.body}`)
  return sessionCookie(response.headers['set-cookie'])
}
