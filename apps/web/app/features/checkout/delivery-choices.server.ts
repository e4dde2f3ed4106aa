import { branchList, type Checkout, deliveryOptions } from '@tianguis/core/contracts/checkout'
import type { Translate } from '../../i18n/format'
import type { Api } from '../../lib/api.server'
import { checkoutPath, failureText } from './checkout.server'
import { secondsUntil } from './countdown'
import type { PageBranch } from './page-checkout'
import type { OrderChoices } from './page-checkout.server'

/**
 * The query parameter of the branch search (decision 055): the post's branches matching a text
 * anywhere, instead of those near the address. The page's search is a GET form, so it works
 * without JavaScript.
 */
export const BRANCH_QUERY_PARAM = 'sucursal'

/**
 * Each supplier order's delivery options (once there is an address), the carriers that could not
 * quote in words (002 §8), and, when a branch delivery is offered, the branches: near the address's
 * postcode, or those matching the search.
 */
export async function deliveryChoices(
  api: Api,
  slug: string,
  checkout: Checkout,
  t: Translate,
  branchQuery = '',
): Promise<Map<string, OrderChoices>> {
  const choices = new Map<string, OrderChoices>()
  if (
    !checkout.address ||
    checkout.status !== 'open' ||
    secondsUntil(checkout.expires_at, Date.now()) === 0
  ) {
    return choices
  }
  const filter = branchQuery ? { q: branchQuery } : { postcode: checkout.address.postcode }
  let branches: Promise<PageBranch[]> | null = null
  const branchesOnce = () => {
    branches ??= api
      .get(`${checkoutPath(slug)}/branches`, branchList, filter)
      .then((result) =>
        result.ok
          ? result.data.results.map((b) => ({ id: b.id, label: `${b.name} — ${b.street}, ${b.city}` }))
          : [],
      )
      .catch(() => [])
    return branches
  }
  await Promise.all(
    checkout.orders.map(async (order) => {
      const result = await api.send(
        'POST',
        `${checkoutPath(slug, checkout.id)}/rates`,
        { supplier_id: order.supplier.id },
        deliveryOptions,
      )
      if (!result.ok) {
        choices.set(order.supplier.id, {
          options: [],
          error: failureText(t, result.error),
          unavailable: [],
          branches: [],
        })
        return
      }
      const toBranch = result.data.options.some((o) => o.delivery_type === 'to_branch')
      choices.set(order.supplier.id, {
        options: result.data.options,
        error: null,
        unavailable: result.data.unavailable.map((failed) =>
          t('checkout.delivery.unavailable', {
            types: failed.delivery_types.map((type) => t(`checkout.delivery.type.${type}`)).join(', '),
            message: failureText(t, { code: failed.code, message: failed.message }),
          }),
        ),
        branches: toBranch ? await branchesOnce() : [],
      })
    }),
  )
  return choices
}
