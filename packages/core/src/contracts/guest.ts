import { z } from 'zod'
import type { Locale } from '../locales.ts'
import { defaultPhoneCountry, parsePhone } from '../phone.ts'

/**
 * Guest checkout sign-in by one-time code (002 §2, §6; decision 047): a code by email or SMS,
 * then a session for a guest user of that email or phone.
 */
export const GUEST_CHANNELS = ['email', 'sms'] as const
export type GuestChannel = (typeof GUEST_CHANNELS)[number]

/** Seconds before another code may be asked for the same email or phone. */
export const GUEST_CODE_RESEND_SECONDS = 60

const to = z.string().trim().min(1).max(254)

export const guestCodeBody = z.strictObject({ channel: z.enum(GUEST_CHANNELS), to })
export const guestCodeAnswer = z.object({ resend_after_seconds: z.number().int().nonnegative() })
export const guestSessionBody = z.strictObject({
  channel: z.enum(GUEST_CHANNELS),
  to,
  code: z.string().regex(/^\d{6}$/),
})

const emailShape = z.email().max(254)

/**
 * The identifier a code and a guest user belong to: the email in lower case, or the phone in
 * E.164; null when `to` is not an email (channel email) or a Mexican or Argentine phone (sms).
 */
export function guestIdentifier(channel: GuestChannel, to: string, locale: Locale): string | null {
  const value = to.trim()
  if (channel === 'email') return emailShape.safeParse(value).success ? value.toLowerCase() : null
  return parsePhone(value, defaultPhoneCountry(locale))?.e164 ?? null
}
