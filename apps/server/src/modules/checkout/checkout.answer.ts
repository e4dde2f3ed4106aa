import type { Checkout } from '@tianguis/core/contracts/checkout'
import type { ServiceContext } from '../../kernel/context.ts'
import type { PaymentProviders } from '../../platform/payments/registry.ts'
import { userContacts } from '../identity/identity.service.ts'
import type { ResolvedShop } from '../shops/shops.service.ts'
import { presentCheckout } from './checkout.present.ts'
import { loadCheckout } from './checkout.service.ts'

/**
 * The checkout as the routes answer it: its suppliers' names in one statement, and the methods it
 * offers — the suppliers' ∩ those a configured provider takes here (decision 060).
 */
export async function answerCheckout(
  ctx: ServiceContext,
  shop: ResolvedShop,
  checkoutId: string,
  payments: Pick<PaymentProviders, 'paymentProviderFor'>,
): Promise<Checkout> {
  const loaded = await loadCheckout(ctx, checkoutId)
  const names = await userContacts(ctx, [
    ...loaded.orders.map((order) => order.supplierId),
    ...loaded.orders.flatMap((order) => (order.dssupplierId ? [order.dssupplierId] : [])),
  ])
  return presentCheckout(
    loaded,
    { id: shop.id, slug: shop.slug, name: shop.storefront.name },
    names,
    (type) => payments.paymentProviderFor(type) !== null,
  )
}
