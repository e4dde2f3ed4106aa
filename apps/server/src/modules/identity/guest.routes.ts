import {
  GUEST_CODE_RESEND_SECONDS,
  guestCodeAnswer,
  guestCodeBody,
  guestIdentifier,
  guestSessionBody,
} from '@tianguis/core/contracts/guest'
import { profile } from '@tianguis/core/contracts/identity'
import type { Locale } from '@tianguis/core/locales'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { Auth } from './auth.ts'
import { type GuestCodeKeys, sendGuestCode, signInGuestWithCode } from './guest.service.ts'
import { countAs, type IdentityLimits } from './identity.limits.ts'
import { forwardCookies, requestHeaders } from './identity.routes.ts'
import { getProfile } from './identity.service.ts'

/** The normalised email or phone of a body, or 400 on `to` (not an email, or not an MX/AR phone). */
function identifierOf(body: { channel: 'email' | 'sms'; to: string }, locale: Locale): string {
  const identifier = guestIdentifier(body.channel, body.to, locale)
  if (!identifier)
    throw new AppError('invalid_request', {
      fields: { to: { problem: body.channel === 'email' ? 'invalid_email' : 'invalid_format' } },
    })
  return identifier
}

/**
 * Guest checkout sign-in (002 §2, §6; decision 047): a code by email or SMS, then a session for
 * the guest user of that email or phone. Neither answer says whether the email has an account.
 */
export function guestRoutes(app: FastifyInstance, auth: Auth, limits: IdentityLimits, keys: GuestCodeKeys) {
  route(app, {
    method: 'POST',
    url: '/api/v1/guest/codes',
    summary:
      'Send a 6-digit code by email or SMS to check out as a guest; 202 with the wait before another, the same whether or not an account exists',
    tags: ['identity'],
    access: { kind: 'public' },
    body: guestCodeBody,
    responses: { 202: guestCodeAnswer },
    handler: async ({ ctx, body, request }) => {
      const identifier = identifierOf(body, ctx.locale)
      await limits.guestCodeRequest.hit(countAs(request, identifier))
      await sendGuestCode(ctx, keys, { channel: body.channel, identifier, address: request.ip })
      return { resend_after_seconds: GUEST_CODE_RESEND_SECONDS }
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/guest/sessions',
    summary:
      'Sign in as a guest with the code sent to the email or phone; 201 and a session cookie, or invalid_code for a wrong, expired, used or burnt code',
    tags: ['identity'],
    access: { kind: 'public' },
    body: guestSessionBody,
    responses: { 201: profile },
    handler: async ({ ctx, body, request, reply }) => {
      const identifier = identifierOf(body, ctx.locale)
      await limits.guestCodeConfirm.hit(countAs(request, identifier))
      const userId = await signInGuestWithCode(ctx, keys, {
        channel: body.channel,
        identifier,
        code: body.code,
      })
      const { headers } = await auth.api.signInGuest({
        body: { userId },
        headers: requestHeaders(request),
        returnHeaders: true,
      })
      forwardCookies(request, reply, headers)
      return getProfile(ctx, userId)
    },
  })
}
