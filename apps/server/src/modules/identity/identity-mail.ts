import { LOCALE_COOKIE, type Locale, negotiateLocale } from '@tianguis/core/locales'
import type { Outbox } from '../notifications/outbox.service.ts'
import { EMAIL_TEMPLATES, fill } from '../notifications/templates.ts'

/** What a one-time code is for (better-auth's email-otp types we use). */
export type CodePurpose = 'forget-password' | 'email-verification' | 'sign-in' | 'change-email'

/** The emails identity sends, in the language of the request that caused them. */
export interface IdentityMail {
  sendCode(message: {
    email: string
    code: string
    purpose: CodePurpose
    headers: Headers | undefined
  }): Promise<void>
  /** Someone signed up with an email that has an account: its owner hears of it, the answer does not say. */
  existingSignup(message: { email: string; locale: Locale }): Promise<void>
}

function localeOf(headers: Headers | undefined): Locale {
  return negotiateLocale(
    readCookie(headers?.get('cookie'), LOCALE_COOKIE),
    headers?.get('accept-language') ?? undefined,
  )
}

export function identityMail(outbox: Outbox, publicUrl: string): IdentityMail {
  const link = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path, publicUrl)
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
    return url.toString()
  }
  return {
    async sendCode({ email, code, purpose, headers }) {
      const template = EMAIL_TEMPLATES[localeOf(headers)]
      const verification = purpose === 'email-verification'
      await outbox.sendEmail({
        to: email,
        subject: verification ? template.emailVerificationSubject : template.passwordResetSubject,
        text: verification
          ? fill(template.emailVerificationBody, {
              code,
              verifyUrl: link('/signup', { paso: 'codigo', email }),
            })
          : fill(template.passwordResetBody, { code }),
        meta: { kind: verification ? 'email-verification' : 'password-reset' },
      })
    },
    async existingSignup({ email, locale }) {
      const template = EMAIL_TEMPLATES[locale]
      await outbox.sendEmail({
        to: email,
        subject: template.signupExistingSubject,
        text: fill(template.signupExistingBody, {
          loginUrl: link('/login'),
          resetUrl: link('/recuperar'),
        }),
        meta: { kind: 'signup-existing' },
      })
    },
  }
}

function readCookie(header: string | null | undefined, name: string): string | undefined {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}
