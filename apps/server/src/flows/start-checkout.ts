import { adjustForPurchase } from '@tianguis/core/cart/adjust'
import type { CheckoutStartBody } from '@tianguis/core/contracts/checkout'
import { AppError } from '../kernel/app-error.ts'
import { requireShop, type ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { cartLinesOf } from '../modules/cart/cart.lines.ts'
import { insertCheckout, type NewCheckout } from '../modules/checkout/checkout.create.ts'
import { CHECKOUT_MINUTES, type CheckoutRow } from '../modules/checkout/checkout.service.ts'
import { userContacts } from '../modules/identity/identity.service.ts'
import { purchaseFactsInShop } from '../modules/items/purchase-facts.ts'
import { supplierSettingsOf } from '../modules/resale/resale.service.ts'
import { enqueue } from '../platform/jobs/enqueue.ts'
import { EXPIRE_CHECKOUT } from './release-checkout.ts'

/** The lines a shared checkout's link offers, and the checkout they come from (decision 054). */
export interface SharedStart {
  checkoutId: string
  lines: { itemId: string; variants: Record<string, string>; quantity: number }[]
}

/** How a checkout starts when it is not from the viewer's own cart or item alone. */
export interface StartOptions {
  shared?: SharedStart
  fixedId?: string
}

/**
 * POST /shops/:slug/checkouts (decisions 041, 048): the viewer's cart lines in the shop (all, or one
 * supplier's), or one item (buy now), priced from the items now and frozen into a checkout with
 * a countdown. Lines that cannot be bought are left out with a warning; quantities above what may
 * be bought are lowered. A supplier without set-up cannot be bought from: 409 `purchase_unavailable`
 * when it was asked for by name (supplier or item), its orders left out of a master checkout.
 * One currency per checkout: the first line's; lines in others stay in the cart.
 * `options.shared`: the lines of another checkout's public link instead (decision 054), bought like
 * a master checkout (a supplier without set-up is left out).
 * `options.fixedId`: the checkout's id instead of a new one, for the demo seed's purchases, whose paid
 * pages the README links (decision 056); never given by a request.
 */
export async function startCheckout(
  ctx: ServiceContext,
  body: CheckoutStartBody,
  options: StartOptions = {},
): Promise<CheckoutRow> {
  const { shared, fixedId } = options
  const shop = requireShop(ctx)
  const customerId = ctx.viewer.userId!
  return inTransaction(ctx, async (tx) => {
    const wanted = body.item
      ? [
          {
            id: null,
            itemId: body.item.item_id,
            quantity: body.item.quantity,
            variants: body.item.variants ?? {},
          },
        ]
      : shared
        ? shared.lines.map((line) => ({ ...line, id: null as string | null }))
        : (await cartLinesOf(tx, shop.id, customerId)).map((line) => ({
            ...line,
            id: line.id as string | null,
          }))
    const facts = await purchaseFactsInShop(
      tx,
      shop,
      wanted.map((line) => line.itemId),
    )
    if (body.item && !facts.has(body.item.item_id)) throw new AppError('item_not_found')

    const known = wanted
      .filter((line) => facts.has(line.itemId))
      .map((line, index) => {
        const item = facts.get(line.itemId)!
        return {
          ...line,
          key: line.id ?? `item-${index}`,
          item,
          supplierId: item.ownerId,
          // 041: a dropshipping item sold in a shop its owner does not own.
          dssupplierId: item.isDropshipping && item.ownerId !== shop.ownerId ? item.ownerId : null,
        }
      })
      .filter((line) => !body.supplier_id || line.supplierId === body.supplier_id)
    const adjusted = adjustForPurchase(
      known.map((line) => ({
        id: line.key,
        quantity: line.quantity,
        disabled: line.item.disabled || line.item.hidePrice,
        stock_type: line.item.stockType,
        available: line.item.available,
        max_purchase_amount: line.item.maxPurchaseAmount,
        line,
      })),
    )
    const itemOfKey = new Map(known.map((line) => [line.key, line.itemId]))
    const warnings = adjusted.warnings.map((warning) => ({
      code: warning.code,
      params: { ...warning.params },
      item_id: itemOfKey.get(warning.line_id ?? '') ?? '',
    }))
    const buyable = adjusted.lines
    const currency = buyable[0]?.line.item.currency
    const inCurrency = buyable.filter((adjustedLine) => adjustedLine.line.item.currency === currency)

    const suppliers = [...new Set(inCurrency.map((l) => l.line.supplierId))]
    const [settings, contacts] = await Promise.all([
      supplierSettingsOf(tx, suppliers),
      userContacts(tx, [customerId]),
    ])
    const orders: NewCheckout['orders'] = []
    for (const supplierId of suppliers) {
      const set = settings.get(supplierId)!
      if (!set.isConfigured) {
        if (body.item || body.supplier_id) throw new AppError('purchase_unavailable')
        continue
      }
      const lines = inCurrency.filter((l) => l.line.supplierId === supplierId)
      const dssuppliers = new Set(lines.map((l) => l.line.dssupplierId))
      orders.push({
        supplierId,
        dssupplierId: dssuppliers.size === 1 ? [...dssuppliers][0]! : null,
        enabledPaymentTypes: set.enabledPaymentTypes,
        fixedShippingCost: set.fixedShippingCost,
        fixedShippingDays: set.fixedShippingDays,
        allowsCollection: set.allowsCollection,
        deliveryTypes: set.deliveryTypes,
        lines: lines.map(({ quantity, line }) => ({
          cartLineId: line.id,
          itemId: line.itemId,
          name: line.item.name,
          photo: line.item.photo,
          unitPrice: line.item.isFree ? 0 : line.item.unitPrice,
          quantity,
          variants: line.variants,
          currency: line.item.currency,
          supplierId: line.supplierId,
          dssupplierId: line.dssupplierId,
          margin: line.item.contributionMargin,
          stockType: line.item.stockType,
          // An experience asks for its attendees before paying (decision 083).
          experienceDate: line.item.type === 'experience' ? line.item.experienceDate : null,
        })),
      })
    }
    if (orders.length === 0 || !currency) throw new AppError('purchase_unavailable')

    const checkout = await insertCheckout(tx, {
      ...(fixedId ? { id: fixedId } : {}),
      shopId: shop.id,
      customerId,
      source: shared ? 'shared' : body.item ? 'item' : body.supplier_id ? 'supplier' : 'cart',
      sharedFrom: shared?.checkoutId ?? null,
      currency,
      warnings,
      referral: body.referral ?? null,
      campaign: body.campaign ?? null,
      clickId: body.click_id ?? null,
      contactEmail: contacts.get(customerId)?.email ?? null,
      orders,
    })
    // The countdown's end releases whatever the checkout still holds (written in this transaction).
    await enqueue(
      tx,
      EXPIRE_CHECKOUT,
      { checkoutId: checkout.id },
      { delaySeconds: CHECKOUT_MINUTES * 60 + 1 },
    )
    return checkout
  })
}
