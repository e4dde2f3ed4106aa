import { adjustForPurchase } from '@tianguis/core/cart/adjust'
import type { CartWarning } from '@tianguis/core/cart/codes'
import { type PricedLine, summariseCart } from '@tianguis/core/cart/totals'
import { CART_QUANTITY_MAX } from '@tianguis/core/constants'
import type { CartOrder, CartProduct, CartView } from '@tianguis/core/contracts/cart'
import { shopItemPath } from '@tianguis/core/item-links'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { publicNamesOf } from '../identity/identity.service.ts'
import type { PurchaseFacts } from '../items/purchase-facts.ts'
import { NOT_CONFIGURED, supplierSettingsOf } from '../resale/resale.service.ts'

/**
 * The cart priced as it is shown (002 §3 "Cart order per supplier" and "Cart product"; decision
 * 042): from the items' purchase facts, grouped by core's `summariseCart()`, each supplier with its
 * set-up (resale) and name (identity). Nothing stored is ever a price.
 */

/** A line to price: stored (with its id) or from a request (a preview's lines have none). */
export interface LineToPrice {
  id: string | null
  itemId: string
  variants: Record<string, string>
  quantity: number
}

const DESCRIPTION_MAX = 300

export function stockFactsOf(item: PurchaseFacts) {
  return {
    disabled: item.disabled,
    stock_type: item.stockType,
    available: item.available,
    max_purchase_amount: item.maxPurchaseAmount,
  }
}

/**
 * Prices lines as the cart shows them (decision 042): lines whose item is gone or no longer sold in
 * the shop are left out; a quantity above what may be bought now is shown lowered, with its warning
 * (core's `adjustForPurchase`), the stored row is left as it is until the customer changes it;
 * lines that cannot be bought stay, flagged. One statement for the suppliers' settings and one for
 * their names, side by side.
 */
export async function priceCart(
  ctx: ServiceContext,
  cartId: string | null,
  lines: readonly LineToPrice[],
  facts: ReadonlyMap<string, PurchaseFacts>,
  warnings: readonly CartWarning[] = [],
): Promise<CartView> {
  const shop = requireShop(ctx)
  const known = lines.flatMap((line, index) => {
    const item = facts.get(line.itemId)
    return item ? [{ line, item, key: line.id ?? `preview:${index}` }] : []
  })
  const adjusted = adjustForPurchase(
    known.map(({ item, line, key }) => ({ ...stockFactsOf(item), id: key, quantity: line.quantity })),
  )
  const quantities = new Map(adjusted.lines.map((l) => [l.id, l.quantity]))
  const lowered = adjusted.warnings.filter(
    (w) => w.code === 'insufficient_stock' || w.code === 'purchase_amount_exceeded',
  )

  type Line = PricedLine & { product: Omit<CartProduct, 'total' | 'unavailable' | 'quantity'> }
  const priced: Line[] = known.map(({ line, item, key }) => {
    const quantity = quantities.get(key) ?? Math.min(Math.max(1, line.quantity), CART_QUANTITY_MAX)
    return {
      id: key,
      quantity,
      unit_price: item.unitPrice,
      currency: item.currency,
      supplier_id: item.ownerId,
      // 041: a dropshipping item sold in a shop its owner does not own.
      dssupplier_id: item.isDropshipping && item.ownerId !== shop.ownerId ? item.ownerId : null,
      ...stockFactsOf(item),
      product: {
        line_id: line.id,
        id: item.id,
        name: item.name,
        photo: item.photo,
        description: item.description.slice(0, DESCRIPTION_MAX),
        amount: item.unitPrice,
        available: Math.max(0, item.available),
        stock_type: item.stockType,
        disabled: item.disabled,
        max_purchase_amount: item.maxPurchaseAmount,
        currency: item.currency,
        variants: line.variants,
        url: shopItemPath(`/${shop.slug}`, { id: item.id, owner_id: item.ownerId, type: item.type }),
      },
    }
  })
  const summary = summariseCart(priced)
  const parties = [
    ...new Set(summary.orders.flatMap((o) => [o.supplier, ...(o.dssupplier ? [o.dssupplier] : [])])),
  ]
  const [settings, names] = await Promise.all([supplierSettingsOf(ctx, parties), publicNamesOf(ctx, parties)])
  const party = (id: string) => ({ id, name: names.get(id)?.name ?? '', slug: names.get(id)?.slug ?? null })
  const orders: CartOrder[] = summary.orders.map((order) => {
    const supplier = settings.get(order.supplier) ?? NOT_CONFIGURED
    const shipper = settings.get(order.dssupplier ?? order.supplier) ?? NOT_CONFIGURED
    return {
      supplier: party(order.supplier),
      dssupplier: order.dssupplier ? party(order.dssupplier) : null,
      currency: order.currency,
      total: order.total,
      amount: order.amount,
      is_configured: supplier.isConfigured,
      aggregated: order.aggregated.map((group) => ({
        dssupplier: group.dssupplier ? party(group.dssupplier) : null,
        total: group.total,
        amount: group.amount,
        products: group.products.map((line) => ({
          ...line.product,
          quantity: line.quantity,
          total: line.total,
          unavailable: line.unavailable,
        })),
      })),
      supplier_info: { enabled_payment_types: supplier.enabledPaymentTypes },
      dssupplier_info:
        shipper.fixedShippingCost === null && shipper.fixedShippingDays === null
          ? null
          : {
              fixed_shipping_cost: shipper.fixedShippingCost,
              fixed_shipping_days: shipper.fixedShippingDays,
            },
    }
  })
  const previewIds = new Map(known.map(({ line, key }) => [key, line.id]))
  return {
    id: cartId,
    orders,
    totals: summary.totals.map((t) => ({ amount: t.amount, currency: t.currency })),
    count: summary.count,
    warnings: [
      ...warnings,
      ...lowered.map((w) => {
        const lineId = w.line_id ? previewIds.get(w.line_id) : null
        return lineId ? { ...w, line_id: lineId } : { code: w.code, params: w.params }
      }),
    ],
  }
}
