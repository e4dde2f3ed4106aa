import {
  loginBody,
  passwordResetConfirmBody,
  passwordResetRequestBody,
  profile,
  profileUpdateBody,
  signupBody,
  verifyEmailBody,
  verifyEmailResendBody,
} from '@tianguis/core/contracts/identity'
import type { ErrorCode } from '@tianguis/core/errors'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { ANONYMOUS, type Viewer } from '../../kernel/context.ts'
import { type Auth, SESSION_COOKIE_PREFIX } from './auth.ts'
import { guestRoutes } from './guest.routes.ts'
import type { GuestCodeKeys } from './guest.service.ts'
import { identityLimits } from './identity.limits.ts'
import { accountStatus, getProfile, updateProfile } from './identity.service.ts'
import type { IdentityMail } from './identity-mail.ts'
import type { SessionCache } from './session-cache.ts'

/** better-auth's session cookie (`advanced.cookiePrefix` in auth.ts). */
export const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  return headers
}

/** Passes better-auth's cookies on, adding `Secure` when the request came over TLS (quality.md 18). */
export function forwardCookies(request: FastifyRequest, reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie()
  if (cookies.length === 0) return
  const secure = request.protocol === 'https'
  reply.header(
    'set-cookie',
    cookies.map((cookie) => (secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie)),
  )
}

/** better-auth's error codes, translated to ours; anything unexpected stays an internal error. */
const AUTH_ERRORS: Array<[RegExp, ErrorCode]> = [
  [/USER_ALREADY_EXISTS/, 'email_taken'],
  [/INVALID_EMAIL_OR_PASSWORD|CREDENTIAL_ACCOUNT_NOT_FOUND|INVALID_PASSWORD/, 'invalid_credentials'],
  [/OTP|TOO_MANY_ATTEMPTS|USER_NOT_FOUND/, 'invalid_code'],
  [/PASSWORD_TOO_(SHORT|LONG)/, 'weak_password'],
]

async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const code = String((error as { body?: { code?: string } }).body?.code ?? '')
    const mapped = AUTH_ERRORS.find(([pattern]) => pattern.test(code))
    if (mapped) throw new AppError(mapped[1], { cause: error })
    throw error
  }
}

export function identityRoutes(
  app: FastifyInstance,
  auth: Auth,
  mail: IdentityMail,
  sessions: SessionCache,
  guestKeys: GuestCodeKeys,
) {
  const limits = identityLimits(app)
  guestRoutes(app, auth, limits, guestKeys)

  route(app, {
    method: 'POST',
    url: '/api/v1/auth/signup',
    summary:
      'Create an account and email it a 6-digit code to confirm the address; the same empty 202 whether or not the email already has an account (its owner is told by email instead)',
    tags: ['identity'],
    access: { kind: 'public' },
    body: signupBody,
    responses: { 202: null },
    handler: async ({ ctx, body, request }) => {
      await limits.signup.hit(request)
      const status = await accountStatus(ctx, body.email)
      // For a taken email better-auth hashes the password anyway and answers a made-up user, so
      // time and answer match a new account's; nothing here depends on its answer.
      await callAuth(() => auth.api.signUpEmail({ body, headers: requestHeaders(request) }))
      // One email either way: the owner of a taken email hears of the attempt; a new account, or one
      // still waiting for its code, gets a (fresh) 6-digit code (decision 031).
      if (status === 'verified') await mail.existingSignup({ email: body.email, locale: ctx.locale })
      else await sendVerificationCode(auth, body.email, request)
      return null
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    summary: 'Confirm the email with the code mailed at sign-up; starts a session',
    tags: ['identity'],
    access: { kind: 'public' },
    body: verifyEmailBody,
    responses: { 200: profile },
    handler: async ({ ctx, body, request, reply }) => {
      await limits.verifyConfirm.hit(request)
      const { headers, response } = await callAuth(() =>
        auth.api.verifyEmailOTP({
          body: { email: body.email, otp: body.code },
          headers: requestHeaders(request),
          returnHeaders: true,
        }),
      )
      forwardCookies(request, reply, headers)
      return getProfile(ctx, response.user.id)
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/auth/verify-email/resend',
    summary:
      'Email a new confirmation code to an account that is not confirmed yet; the answer never says whether there is one',
    tags: ['identity'],
    access: { kind: 'public' },
    body: verifyEmailResendBody,
    responses: { 202: null },
    handler: async ({ ctx, body, request }) => {
      await limits.verifyRequest.hit(request)
      if ((await accountStatus(ctx, body.email)) === 'unverified')
        await sendVerificationCode(auth, body.email, request)
      return null
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    summary: 'Log in with email and password; a new session each time',
    tags: ['identity'],
    access: { kind: 'public' },
    body: loginBody,
    responses: { 200: profile },
    handler: async ({ ctx, body, request, reply }) => {
      await limits.login.every.hit(request)
      await limits.login.failures.check(request)
      try {
        const { headers, response } = await callAuth(() =>
          auth.api.signInEmail({ body, headers: requestHeaders(request), returnHeaders: true }),
        )
        forwardCookies(request, reply, headers)
        return getProfile(ctx, response.user.id)
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalid_credentials')
          await limits.login.failures.count(request)
        throw error
      }
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/auth/logout',
    summary: 'End the session on the server and clear its cookie',
    tags: ['identity'],
    access: { kind: 'public' },
    responses: { 204: null },
    handler: async ({ request, reply, ctx }) => {
      if (!ctx.viewer.userId) return null
      const { headers } = await auth.api.signOut({ headers: requestHeaders(request), returnHeaders: true })
      // The ended session stops working at once in this process (session-cache.ts).
      const token = request.cookies[SESSION_COOKIE]
      if (token) sessions.drop(token)
      forwardCookies(request, reply, headers)
      return null
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/auth/password-reset/request',
    summary: 'Email a 6-digit code to reset the password; the answer never says whether the account exists',
    tags: ['identity'],
    access: { kind: 'public' },
    body: passwordResetRequestBody,
    responses: { 202: null },
    handler: async ({ body, request }) => {
      await limits.resetRequest.hit(request)
      await auth.api.requestPasswordResetEmailOTP({
        body: { email: body.email },
        headers: requestHeaders(request),
      })
      return null
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/auth/password-reset/confirm',
    summary: 'Set a new password with the emailed code; ends every session of the account',
    tags: ['identity'],
    access: { kind: 'public' },
    body: passwordResetConfirmBody,
    responses: { 204: null },
    handler: async ({ body, request }) => {
      await limits.resetConfirm.hit(request)
      await callAuth(() =>
        auth.api.resetPasswordEmailOTP({
          body: { email: body.email, otp: body.code, password: body.password },
          headers: requestHeaders(request),
        }),
      )
      // The reset ended every session of the account; which ones the cache holds is not known here.
      sessions.dropAll()
      return null
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me',
    summary: 'The viewer: a logged-in user’s profile, or the anonymous user',
    tags: ['identity'],
    access: { kind: 'public' },
    responses: { 200: profile },
    handler: ({ ctx }) => getProfile(ctx),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/me',
    summary: 'Change the viewer’s name, images, main type or slug',
    tags: ['identity'],
    access: { kind: 'user' },
    body: profileUpdateBody,
    responses: { 200: profile },
    handler: ({ ctx, body }) => updateProfile(ctx, body),
  })
}

/**
 * The viewer of a request: from the session cache when this cookie was verified moments ago,
 * else from better-auth (the signature check and two statements), then kept (decision 032).
 */
export const sessionReader =
  (auth: Auth, sessions: SessionCache) =>
  async (request: FastifyRequest): Promise<Viewer> => {
    const hasCookie = (request.headers.cookie ?? '').includes('session_token')
    if (!hasCookie) return ANONYMOUS
    const token = request.cookies[SESSION_COOKIE]
    const kept = token ? sessions.get(token) : undefined
    if (kept) return kept
    const session = await auth.api.getSession({ headers: requestHeaders(request) })
    if (!session) return ANONYMOUS
    const viewer: Viewer = { userId: session.user.id, sessionId: session.session.id }
    if (token) sessions.set(token, viewer, session.session.expiresAt)
    return viewer
  }

/** Mails a fresh email-verification code (the previous one stops working). */
async function sendVerificationCode(auth: Auth, email: string, request: FastifyRequest) {
  await auth.api.sendVerificationOTP({
    body: { email, type: 'email-verification' },
    headers: requestHeaders(request),
  })
}
