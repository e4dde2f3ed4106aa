import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { ONE_TIME_CODE_MAX_ATTEMPTS, ONE_TIME_CODE_TTL_SECONDS } from '@tianguis/core/constants'
import type { GuestChannel } from '@tianguis/core/contracts/guest'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { sendEmail, sendSms } from '../notifications/outbox.service.ts'
import { EMAIL_TEMPLATES, fill, SMS_TEMPLATES } from '../notifications/templates.ts'
import { accountStatus, isUniqueViolation } from './identity.service.ts'
import { oneTimeCodes, users } from './identity.tables.ts'

/**
 * Guest checkout's one-time codes and guest users (002 §2, §6; decision 047). Identifiers are
 * already normalised (`guestIdentifier()` in core): an email in lower case or an E.164 phone.
 */
export interface GuestCodeKeys {
  /** HMAC key for code hashes (the auth secret): a copy of the table alone yields no code. */
  secret: string
  /** Where the "you already have an account" email sends its reader to sign in. */
  loginUrl: string
}

function hashCode(secret: string, identifier: string, code: string): string {
  return createHmac('sha256', secret).update(`guest-code\n${identifier}\n${code}`).digest('hex')
}

/**
 * Makes a new 6-digit code for `identifier` (earlier unused ones stop working) and sends it by
 * `channel` through the outbox, all in one transaction. The same work whether or not the
 * identifier has an account: only the email's words differ for an email with an account (it
 * says so, and offers to sign in instead), and no answer carries which.
 */
export async function sendGuestCode(
  ctx: ServiceContext,
  keys: GuestCodeKeys,
  request: { channel: GuestChannel; identifier: string; address: string | null },
): Promise<void> {
  const { channel, identifier } = request
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = new Date()
  const hasAccount = channel === 'email' && (await accountStatus(ctx, identifier)) !== 'none'
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(oneTimeCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(oneTimeCodes.identifier, identifier),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, now),
        ),
      )
    await tx.db.insert(oneTimeCodes).values({
      id: newId('otc'),
      identifier,
      channel,
      codeHash: hashCode(keys.secret, identifier, code),
      expiresAt: new Date(now.getTime() + ONE_TIME_CODE_TTL_SECONDS * 1000),
      createdAt: now,
      requestAddress: request.address,
    })
    if (channel === 'sms') {
      await sendSms(tx, {
        to: identifier,
        text: fill(SMS_TEMPLATES[ctx.locale].guestCode, { code }),
        meta: { kind: 'guest-code' },
      })
      return
    }
    const template = EMAIL_TEMPLATES[ctx.locale]
    await sendEmail(tx, {
      to: identifier,
      subject: template.guestCodeSubject,
      text: fill(hasAccount ? template.guestCodeExistingBody : template.guestCodeBody, {
        code,
        loginUrl: keys.loginUrl,
      }),
      meta: { kind: 'guest-code' },
    })
  })
}

/**
 * Checks a code and answers the guest user of its identifier (made on its first sign-in). Every
 * attempt counts against the latest live code before it is compared, atomically, so no more than
 * `ONE_TIME_CODE_MAX_ATTEMPTS` guesses reach a code even when they arrive together; a right code
 * is then used up. Wrong, expired, used, burnt or never sent: the same `invalid_code`.
 */
export async function signInGuestWithCode(
  ctx: ServiceContext,
  keys: GuestCodeKeys,
  attempt: { channel: GuestChannel; identifier: string; code: string },
): Promise<string> {
  const { channel, identifier } = attempt
  const now = new Date()
  const [live] = await ctx.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.identifier, identifier),
        eq(oneTimeCodes.channel, channel),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  const expected = hashCode(keys.secret, identifier, attempt.code)
  if (!live) {
    // The comparison's cost either way.
    timingSafeEqual(Buffer.from(expected), Buffer.from(expected))
    throw new AppError('invalid_code')
  }
  const [counted] = await ctx.db
    .update(oneTimeCodes)
    .set({ tries: sql`${oneTimeCodes.tries} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, live.id),
        isNull(oneTimeCodes.usedAt),
        lt(oneTimeCodes.tries, ONE_TIME_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: oneTimeCodes.codeHash })
  if (!counted || !timingSafeEqual(Buffer.from(counted.codeHash), Buffer.from(expected)))
    throw new AppError('invalid_code')
  const [used] = await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id })
  if (!used) throw new AppError('invalid_code')
  return guestUserFor(ctx, identifier)
}

/**
 * The guest user of an identifier, made the first time. Its `email` is a placeholder of its own
 * (never the guest's address, which a person may register later); it is not confirmed, so it
 * cannot sell, and it has no credential account, so no password signs it in.
 */
async function guestUserFor(ctx: ServiceContext, identifier: string): Promise<string> {
  const existing = async () =>
    (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.guestIdentifier, identifier), eq(users.isGuest, true)))
        .limit(1)
    )[0]?.id
  const found = await existing()
  if (found) return found
  const id = newId('usr')
  try {
    await ctx.db.insert(users).values({
      id,
      name: identifier.includes('@') ? identifier.split('@')[0]! : identifier,
      email: `${id}@guest.invalid`,
      emailVerified: false,
      isGuest: true,
      guestIdentifier: identifier,
    })
    return id
  } catch (error) {
    // Two first sign-ins at once: the other made it.
    if (isUniqueViolation(error, 'users_guest_identifier_key')) {
      const other = await existing()
      if (other) return other
    }
    throw error
  }
}
