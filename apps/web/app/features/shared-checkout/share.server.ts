import { sharedCheckoutPath } from '@tianguis/core/checkout/shared'
import { type Checkout, checkout as checkoutContract } from '@tianguis/core/contracts/checkout'
import type { Profile } from '@tianguis/core/contracts/identity'
import { shareCheckoutResult } from '@tianguis/core/contracts/shared-checkout'
import { formatDate } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import type { RouterContextProvider } from 'react-router'
import type { Api, ApiResult } from '../../lib/api.server'
import { requestInfoContext } from '../../lib/request-context'
import type { PageShare } from './page-shared'

/**
 * The checkout pages' side of the shared checkout (decision 054): starting a checkout from a
 * link (`{base}/comprar?compartido=<slug>`), making a checkout's link (`intent=share`), and the
 * link as the checkout page shows it.
 */

/** The query parameter naming the shared link a checkout page starts from. */
export const SHARED_PARAM = 'compartido'

/** POST …/shared-checkouts/:public_slug/checkouts: the viewer's own checkout of the link's items. */
export function startFromLink(
  api: Api,
  slug: string,
  publicSlug: string,
  tracking: { referral?: string; campaign?: string; click_id?: string },
): Promise<ApiResult<Checkout>> {
  return api.send(
    'POST',
    `/api/v1/shops/${encodeURIComponent(slug)}/shared-checkouts/${encodeURIComponent(publicSlug)}/checkouts`,
    tracking,
    checkoutContract,
  )
}

/** The checkout action's `share` step: makes the link once (the page then shows it). */
export function shareLink(api: Api, checkoutPath: string): Promise<ApiResult<unknown>> {
  return api.send('POST', `${checkoutPath}/share`, undefined, shareCheckoutResult)
}

/**
 * The share section's data: offered only to customers with an account (a guest's share is 403,
 * decision 042); the link as a whole address on the shop's public origin, with the day it ends.
 */
export function shareOf(
  checkout: Checkout,
  viewer: Profile,
  context: Readonly<RouterContextProvider>,
  base: string,
  locale: Locale,
): { allowed: boolean; link: PageShare | null } {
  if (viewer.is_guest || viewer.anonymous) return { allowed: false, link: null }
  if (!checkout.public_slug || !checkout.shared_until) return { allowed: true, link: null }
  const { publicOrigin } = context.get(requestInfoContext)
  return {
    allowed: true,
    link: {
      url: `${publicOrigin}${sharedCheckoutPath(base, checkout.public_slug)}`,
      expiresOn: formatDate(checkout.shared_until, locale),
    },
  }
}
