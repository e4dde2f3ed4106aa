import { packagePath } from '@tianguis/core/commission/plans'
import { declineErrorCode } from '@tianguis/core/payments/declines'
import { withMark } from '@tianguis/core/url-marks'
import type { ServiceContext } from '../kernel/context.ts'
import { planPurchaseCharge } from '../modules/plans/plan-purchases.service.ts'
import { type ChargeResult, PaymentProviderError } from '../platform/payments/provider.ts'
import type { PaymentProviders } from '../platform/payments/registry.ts'
import { newsOf, settlePackage } from './buy-plan.ts'

/**
 * The browser back from a package's 3-D Secure page (decision 094), at
 * `GET /api/v1/me/plan/purchases/{id}/return?charge=`: the provider is asked about the purchase's
 * charge (never inside a transaction) and its answer settled once, as the webhook would — whichever
 * comes second changes nothing. Answers the same-site path to send the browser to: the page the
 * purchase started on (or the plan's on the packages page) with `hecho=<purchase>` or
 * `fallo=<code>`, or the provider's page again while it still waits for the customer.
 */
export async function backFromPackageProvider(
  ctx: ServiceContext,
  providers: PaymentProviders,
  purchaseId: string,
  chargeId: string,
): Promise<{ again: string } | { path: string }> {
  // Another user's purchase is 404 before the provider is asked (quality case 1).
  const purchase = await planPurchaseCharge(ctx, ctx.viewer.userId!, purchaseId)
  const page = purchase.returnPath ?? packagePath(purchase.planId)
  const done = () => ({ path: withMark(page, 'hecho', purchase.id) })
  const failed = (code: string) => ({ path: withMark(page, 'fallo', code) })
  if (purchase.status === 'approved') return done()
  if (purchase.status === 'declined') return failed(declineErrorCode(purchase.failureCode ?? ''))
  const provider = providers.byName(purchase.provider)
  // A charge that is not this purchase's settles nothing.
  if (!provider || !purchase.chargeId || purchase.chargeId !== chargeId)
    return failed('payment_attempt_failed')
  let result: ChargeResult
  try {
    result = await provider.retrieve(chargeId)
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    ctx.log.error(
      { err: error, purchaseId },
      'asking the provider about a package’s 3-D Secure charge failed',
    )
    return failed('payment_attempt_failed')
  }
  if (result.status === 'requires_action') return { again: result.url3ds }
  const settled = await settlePackage(ctx, purchase.id, newsOf(result))
  return settled.status === 'approved'
    ? done()
    : failed(declineErrorCode(settled.failure_code ?? 'payment_attempt_failed'))
}
