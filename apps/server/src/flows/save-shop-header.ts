import type { HeaderCreate, HeaderUpdate, ShopHeader } from '@tianguis/core/contracts/shop-headers'
import { settleHeaderAction } from '@tianguis/core/contracts/shop-headers'
import { AppError } from '../kernel/app-error.ts'
import { requireShop, type ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { getShopItemDetail } from '../modules/items/item-detail.service.ts'
import { createHeader, getHeader, type HeaderValues, updateHeader } from '../modules/shops/headers.service.ts'

/**
 * Saves a header of the request's shop (001 §4 Header editor, §5 Header form; decision 096):
 * creates one without `id`, otherwise changes it (the body merged over the stored record), checks
 * the action rules of core, finds the product among what the shop sells (items), writes the
 * record and shows it as the shop's header_info (shops), in one transaction.
 */
export async function saveShopHeader(
  ctx: ServiceContext,
  id: string | null,
  body: HeaderCreate | HeaderUpdate,
): Promise<ShopHeader> {
  const shop = requireShop(ctx)
  return inTransaction(ctx, async (tx) => {
    const current = id ? await getHeader(tx, shop.id, id) : null
    const pick = <K extends keyof HeaderUpdate & keyof ShopHeader>(key: K) =>
      (body[key] !== undefined ? body[key] : current?.[key]) as NonNullable<HeaderUpdate[K]> | null
    const title = pick('title')
    if (!title) throw new AppError('invalid_request', { fields: { title: { problem: 'required' } } })
    const action = settleHeaderAction({
      action_type: pick('action_type') ?? 'none',
      url: pick('url'),
      button_label: pick('button_label'),
      product: pick('product'),
    })
    if (!action.ok) {
      throw new AppError('invalid_request', {
        fields: Object.fromEntries(action.problems.map(({ field, problem }) => [field, { problem }])),
      })
    }
    const { product } = action.value
    let productName: string | null = null
    let productSupplier: string | null = null
    if (product) {
      if (current && current.product === product && current.product_name) {
        productName = current.product_name
        productSupplier = current.product_supplier
      } else {
        const item = await getShopItemDetail(tx, product).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'item_not_found') return null
          throw error
        })
        if (!item)
          throw new AppError('invalid_request', { fields: { product: { problem: 'invalid_value' } } })
        productName = item.name
        productSupplier = item.owner_id
      }
    }
    const values: HeaderValues = {
      title,
      subtitle: pick('subtitle'),
      description: pick('description'),
      target: pick('target') ?? 'all',
      actionType: action.value.action_type,
      url: action.value.url,
      buttonLabel: action.value.button_label,
      product,
      productName,
      productSupplier,
    }
    return current ? updateHeader(tx, shop.id, current.id, values) : createHeader(tx, shop.id, values)
  })
}
