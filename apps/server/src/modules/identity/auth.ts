import {
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_TTL_SECONDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@tianguis/core/constants'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { emailOTP } from 'better-auth/plugins/email-otp'
import type { Config } from '../../config.ts'
import type { Db } from '../../platform/db/client.ts'
import { newId } from '../../platform/ids.ts'
import { accounts, sessions, users, verifications } from './identity.tables.ts'
import type { IdentityMail } from './identity-mail.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

const ID_PREFIX: Record<string, string> = { user: 'usr', session: 'ses', account: 'acc', verification: 'ver' }
export const SESSION_COOKIE_PREFIX = 'tianguis'

/**
 * better-auth does the hard parts — sessions in the database, credential storage, one-time
 * codes with attempts — and is only ever called through identity.routes.ts, which owns the
 * request schemas, error codes and rate limits. Its own HTTP handler is not mounted.
 */
export function createAuth(db: Db, config: Config, mail: IdentityMail) {
  return betterAuth({
    appName: 'Tianguis',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up starts no session and answers the same for a new and a taken email (decision 031):
      // the session comes with the emailed code (verify-email) or a log in.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
    },
    // The code is mailed by the sign-up route, with the request's language; entering it logs in.
    emailVerification: { autoSignInAfterVerification: true },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Limits are ours (http/rate-limits.ts), shared with the other code endpoints.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error', disabled: config.logLevel === 'silent' },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      // `Secure` is added per request when the request came over TLS (identity.routes.ts).
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: ({ model }) => newId(ID_PREFIX[model] ?? model.slice(0, 3)) },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: ONE_TIME_CODE_TTL_SECONDS,
        allowedAttempts: ONE_TIME_CODE_MAX_ATTEMPTS,
        disableSignUp: true,
        // Codes are kept as hashes: the verifications table never holds one that works (quality.md 14).
        storeOTP: 'hashed',
        async sendVerificationOTP({ email, otp, type }, ctx) {
          await mail.sendCode({ email, code: otp, purpose: type, headers: ctx?.headers })
        },
      }),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
