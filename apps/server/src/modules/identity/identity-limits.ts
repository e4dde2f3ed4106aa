import type { FastifyInstance } from 'fastify'
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
  }
}
