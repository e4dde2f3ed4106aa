import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  byAddress,
  byAddressAndEmail,
  byEmail,
  LIMITS,
  type Limiter,
  limiter,
} from '../../http/rate-limits.ts'

/**
 * The identity routes' counters (quality.md 14, decisions 010 and 031). `every` counts each
 * request; `failures` (log in only) counts wrong passwords, checked before and counted after.
 */
export interface IdentityLimits {
  login: { every: Limiter; failures: Limiter }
  signup: Limiter
  resetRequest: Limiter
  resetConfirm: Limiter
  verifyRequest: Limiter
  verifyConfirm: Limiter
  /** Guest checkout (decision 047): counted on the normalised email or phone, see `countAs`. */
  guestCodeRequest: Limiter
  guestCodeConfirm: Limiter
}

/**
 * The normalised email or phone a guest-code request is about. The body's `to` is free text (a
 * phone may be written ten ways), so the route names the identifier it normalised before counting.
 */
const identifiers = new WeakMap<FastifyRequest, string>()
export function countAs(request: FastifyRequest, identifier: string): FastifyRequest {
  identifiers.set(request, identifier)
  return request
}
const byIdentifier = (request: FastifyRequest) => identifiers.get(request) ?? null
const byAddressAndIdentifier = (request: FastifyRequest) => {
  const identifier = identifiers.get(request)
  return identifier ? `${request.ip}|${identifier}` : null
}

export function identityLimits(app: FastifyInstance): IdentityLimits {
  const codeRequest = (name: string) =>
    limiter(app, [
      { name: `${name}-pair`, ...LIMITS.codeRequest, key: byAddressAndEmail },
      { name: `${name}-address`, ...LIMITS.codeRequestPerAddress, key: byAddress },
      { name: `${name}-email`, ...LIMITS.codeRequestPerEmail, key: byEmail },
    ])
  const codeConfirm = (name: string) =>
    limiter(app, [
      { name: `${name}-pair`, ...LIMITS.codeConfirm, key: byAddressAndEmail },
      { name: `${name}-address`, ...LIMITS.codeConfirmPerAddress, key: byAddress },
    ])
  return {
    login: {
      every: limiter(app, [{ name: 'login-pair', ...LIMITS.login, key: byAddressAndEmail }]),
      failures: limiter(app, [
        { name: 'login-fail-address', ...LIMITS.loginFailuresPerAddress, key: byAddress },
        { name: 'login-fail-email', ...LIMITS.loginFailuresPerEmail, key: byEmail },
      ]),
    },
    signup: limiter(app, [
      { name: 'signup-address', ...LIMITS.signup, key: byAddress },
      { name: 'signup-email', ...LIMITS.signupPerEmail, key: byEmail },
    ]),
    resetRequest: codeRequest('reset-request'),
    resetConfirm: codeConfirm('reset-confirm'),
    verifyRequest: codeRequest('verify-request'),
    verifyConfirm: codeConfirm('verify-confirm'),
    guestCodeRequest: limiter(app, [
      { name: 'guest-code-wait', ...LIMITS.codeResend, key: byIdentifier },
      { name: 'guest-code-pair', ...LIMITS.codeRequest, key: byAddressAndIdentifier },
      { name: 'guest-code-address', ...LIMITS.codeRequestPerAddress, key: byAddress },
      { name: 'guest-code-identifier', ...LIMITS.codeRequestPerEmail, key: byIdentifier },
    ]),
    guestCodeConfirm: limiter(app, [
      { name: 'guest-confirm-pair', ...LIMITS.codeConfirm, key: byAddressAndIdentifier },
      { name: 'guest-confirm-address', ...LIMITS.codeConfirmPerAddress, key: byAddress },
      { name: 'guest-confirm-identifier', ...LIMITS.codeConfirmPerIdentifier, key: byIdentifier },
    ]),
  }
}
