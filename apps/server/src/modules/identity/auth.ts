import {
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_TTL_SECONDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@tianguis/core/constants'
import type { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { createAuthEndpoint } from 'better-auth/api'
import type { setSessionCookie } from 'better-auth/cookies'
import type { betterAuth } from 'better-auth/minimal'
import type { emailOTP } from 'better-auth/plugins/email-otp'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Db } from '../../platform/db/client.ts'
import { newId } from '../../platform/ids.ts'
import { accounts, sessions, users, verifications } from './identity.tables.ts'
import type { IdentityMail } from './identity-mail.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

const ID_PREFIX: Record<string, string> = { user: 'usr', session: 'ses', account: 'acc', verification: 'ver' }
export const SESSION_COOKIE_PREFIX = 'tianguis'

interface BetterAuthModules {
  betterAuth: typeof betterAuth
  drizzleAdapter: typeof drizzleAdapter
  emailOTP: typeof emailOTP
  createAuthEndpoint: typeof createAuthEndpoint
  setSessionCookie: typeof setSessionCookie
}

/**
 * Guest checkout's session (decision 047): `auth.api.signInGuest({ body: { userId } })` starts a
 * session for a guest user whose one-time code guest.service.ts has just accepted, with the same
 * cookie as any log in. Only callable from the server: better-auth's handler is not mounted, and
 * the endpoint is marked server-only besides. It refuses any user that is not a guest.
 */
function guestSignIn({ createAuthEndpoint, setSessionCookie }: BetterAuthModules) {
  return {
    id: 'tianguis-guest',
    endpoints: {
      signInGuest: createAuthEndpoint(
        '/tianguis/guest-sign-in',
        {
          method: 'POST',
          body: z.object({ userId: z.string().min(1) }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId)
          if (!user || (user as { isGuest?: boolean }).isGuest !== true) throw new Error('not a guest user')
          const session = await ctx.context.internalAdapter.createSession(user.id)
          if (!session) throw new Error('could not create the guest session')
          await setSessionCookie(ctx, { session, user })
          return ctx.json({ userId: user.id })
        },
      ),
    },
  } as const
}

/**
 * better-auth does the hard parts — sessions in the database, credential storage, one-time
 * codes with attempts — and is only ever called through identity.routes.ts, which owns the
 * request schemas, error codes and rate limits. Its own HTTP handler is not mounted.
 * `better-auth/minimal` is the same initialiser without the Kysely adapter and telemetry, ~330
 * modules we never use since the drizzle adapter is ours (decision 034).
 */
function authWith(modules: BetterAuthModules, db: Db, config: Config, mail: IdentityMail) {
  const { betterAuth, drizzleAdapter, emailOTP } = modules
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
    // Read by the guest sign-in check (and returned with the user); never set through better-auth.
    user: {
      additionalFields: { isGuest: { type: 'boolean', required: false, input: false, defaultValue: false } },
    },
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
      guestSignIn(modules),
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

type BetterAuthApi = ReturnType<typeof authWith>['api']
export interface Auth {
  api: BetterAuthApi
}

/**
 * better-auth (~18 MB resident, ~200 modules) is loaded by the first call that needs it — a log in,
 * a sign-up, a code, or reading a session cookie — so a process serving only visitors never loads
 * it (decision 034). Every `auth.api` function is async, so each is a stand-in that loads it, then calls it.
 */
export function createAuth(db: Db, config: Config, mail: IdentityMail): Auth {
  let loaded: Promise<BetterAuthApi> | undefined
  const load = () =>
    (loaded ??= Promise.all([
      import('better-auth/minimal'),
      import('better-auth/adapters/drizzle'),
      import('better-auth/plugins/email-otp'),
      import('better-auth/api'),
      import('better-auth/cookies'),
    ]).then(
      ([{ betterAuth }, { drizzleAdapter }, { emailOTP }, { createAuthEndpoint }, { setSessionCookie }]) =>
        authWith(
          { betterAuth, drizzleAdapter, emailOTP, createAuthEndpoint, setSessionCookie },
          db,
          config,
          mail,
        ).api,
    ))
  const api = new Proxy({} as BetterAuthApi, {
    get:
      (_target, name: string) =>
      async (...args: unknown[]) => {
        const real = (await load()) as unknown as Record<string, (...args: unknown[]) => unknown>
        return real[name]!(...args)
      },
  })
  return { api }
}
