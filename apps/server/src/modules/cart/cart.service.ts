import { randomBytes } from 'node:crypto'
import { adjustForPurchase } from '@tianguis/core/cart/adjust'
import type { CartWarning } from '@tianguis/core/cart/codes'
import { purchasable } from '@tianguis/core/cart/purchasable'
import { limitWarning, quantityLimit } from '@tianguis/core/cart/quantity'
import { checkVariantChoice, variantKey } from '@tianguis/core/cart/variants'
import { CART_QUANTITY_MAX } from '@tianguis/core/constants'
import type { CartLineInput, CartView } from '@tianguis/core/contracts/cart'
import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { requireShop, type ServiceContext, type ShopScope } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { isGuest } from '../identity/identity.service.ts'
import { type PurchaseFacts, purchaseFactsInShop } from '../items/purchase-facts.ts'
import { cartLinesOf } from './cart.lines.ts'
import { type LineToPrice, priceCart, stockFactsOf } from './cart.pricing.ts'
import { cartLines, carts } from './cart.tables.ts'

/**
 * The signed-in customer's cart in the request's shop (002 §3–§5; decisions 040–042). Lines are
 * stored as item, variant choice and quantity; every answer prices them afresh from the items'
 * purchase facts, groups them per supplier with core's `summariseCart()` and adds each supplier's
 * set-up (resale) and name (identity). Statements of one add: the lines, the facts, the write, the
 * settings and the names (the shop was resolved for the request, decision 026).
 */

function viewerOf(ctx: ServiceContext): string {
  const userId = ctx.viewer.userId
  if (!userId) throw new AppError('unauthorized')
  return userId
}

/**
 * 002 §4, §5: an item that cannot be bought answers its reason; a quantity over the units of an
 * on-stock item `quantity_exceeded` with `available`; over `max_purchase_amount` (or the cart's
 * 999) `purchase_amount_exceeded` with `max`.
 */
function assertMayHold(item: PurchaseFacts, quantity: number): void {
  const stock = stockFactsOf(item)
  const buyable = purchasable(stock)
  if (!buyable.ok) throw new AppError(buyable.reason)
  const limit = quantityLimit(stock)
  if (quantity <= limit.max) return
  if (limit.bound === 'stock') throw new AppError('quantity_exceeded', { params: { available: limit.max } })
  throw new AppError('purchase_amount_exceeded', { params: { max: limit.max } })
}

/** The item's variant choice in canonical form, or 400 naming the variants that are wrong. */
function chosenVariants(item: PurchaseFacts, asked: Record<string, string> | undefined, field: string) {
  const check = checkVariantChoice(item.variants, asked)
  if (check.ok) return check.variants
  throw new AppError('invalid_request', {
    fields: Object.fromEntries(
      Object.entries(check.problems).map(([name, problem]) => [
        `${field}.${name}`,
        {
          problem: problem === 'required' ? 'required' : problem === 'unknown' ? 'unknown' : 'invalid_value',
        },
      ]),
    ),
  })
}

const sameLine = (line: LineToPrice, itemId: string, key: string) =>
  line.itemId === itemId && variantKey(line.variants) === key

// --- writes ---

/**
 * Upserts the customer's cart in the shop and the given lines in one statement: a line of the same
 * item and variant choice takes the new quantity (the callers computed the sum and checked it).
 * Returns each written line's id by its item and variant key, and the cart's id.
 */
async function writeLines(
  ctx: ServiceContext,
  shop: ShopScope,
  customerId: string,
  lines: readonly { itemId: string; variants: Record<string, string>; quantity: number }[],
): Promise<{ cartId: string; ids: Map<string, string> }> {
  const rows = lines.map(
    (line) =>
      sql`(${newId('cln')}, ${line.itemId}, ${JSON.stringify(line.variants)}::jsonb, ${variantKey(line.variants)}, ${line.quantity}::int)`,
  )
  const result = await ctx.db.execute(sql`
    with cart as (
      insert into ${carts} (id, shop_id, customer_id) values (${newId('crt')}, ${shop.id}, ${customerId})
      on conflict (shop_id, customer_id) do update set updated_at = now()
      returning id
    )
    insert into ${cartLines} (id, cart_id, item_id, variants, variant_key, quantity)
    select line.id, cart.id, line.item_id, line.variants, line.variant_key, line.quantity
    from cart, (values ${sql.join(rows, sql`, `)}) as line (id, item_id, variants, variant_key, quantity)
    on conflict (cart_id, item_id, variant_key) do update set quantity = excluded.quantity
    returning id, cart_id, item_id, variant_key`)
  const written = (
    result as { rows: { id: string; cart_id: string; item_id: string; variant_key: string }[] }
  ).rows
  return {
    cartId: written[0]!.cart_id,
    ids: new Map(written.map((row) => [`${row.item_id} ${row.variant_key}`, row.id])),
  }
}

/** POST /shops/:slug/cart/lines: adds units of an item the shop sells; the same choice adds up. */
export async function addCartLine(ctx: ServiceContext, input: CartLineInput): Promise<CartView> {
  const shop = requireShop(ctx)
  const customerId = viewerOf(ctx)
  const lines = await cartLinesOf(ctx, shop.id, customerId)
  const facts = await purchaseFactsInShop(ctx, shop, [input.item_id, ...lines.map((l) => l.itemId)])
  const item = facts.get(input.item_id)
  if (!item) throw new AppError('item_not_found')
  const variants = chosenVariants(item, input.variants, 'variants')
  const key = variantKey(variants)
  const existing = lines.find((line) => sameLine(line, item.id, key))
  const quantity = (existing?.quantity ?? 0) + input.quantity
  assertMayHold(item, quantity)
  const { cartId, ids } = await writeLines(ctx, shop, customerId, [{ itemId: item.id, variants, quantity }])
  const lineId = ids.get(`${item.id} ${key}`)!
  const next: LineToPrice[] = existing
    ? lines.map((line) => (line.id === existing.id ? { ...line, quantity } : line))
    : [...lines, { id: lineId, itemId: item.id, variants, quantity }]
  return priceCart(ctx, cartId, next, facts)
}

/** PATCH /shops/:slug/cart/lines/:line: another customer's line (or another shop's) is not found. */
export async function setCartLineQuantity(
  ctx: ServiceContext,
  lineId: string,
  quantity: number,
): Promise<CartView> {
  const shop = requireShop(ctx)
  const customerId = viewerOf(ctx)
  const lines = await cartLinesOf(ctx, shop.id, customerId)
  const line = lines.find((l) => l.id === lineId)
  if (!line) throw new AppError('cart_line_not_found')
  const facts = await purchaseFactsInShop(
    ctx,
    shop,
    lines.map((l) => l.itemId),
  )
  const item = facts.get(line.itemId)
  if (!item) throw new AppError('item_not_found')
  assertMayHold(item, quantity)
  await ctx.db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.id, line.id), eq(cartLines.cartId, line.cartId)))
  return priceCart(
    ctx,
    line.cartId,
    lines.map((l) => (l.id === line.id ? { ...l, quantity } : l)),
    facts,
  )
}

/** DELETE /shops/:slug/cart/lines/:line. */
export async function removeCartLine(ctx: ServiceContext, lineId: string): Promise<CartView> {
  const shop = requireShop(ctx)
  const customerId = viewerOf(ctx)
  const lines = await cartLinesOf(ctx, shop.id, customerId)
  const line = lines.find((l) => l.id === lineId)
  if (!line) throw new AppError('cart_line_not_found')
  await ctx.db.delete(cartLines).where(and(eq(cartLines.id, line.id), eq(cartLines.cartId, line.cartId)))
  const rest = lines.filter((l) => l.id !== line.id)
  const facts = await purchaseFactsInShop(
    ctx,
    shop,
    rest.map((l) => l.itemId),
  )
  return priceCart(ctx, rest.length > 0 ? line.cartId : null, rest, facts)
}

/**
 * Adds `incoming` lines to the customer's stored ones (bulk at sign-in, copying a shared cart):
 * the same item and choice sum their quantities, capped at what may be held with a warning
 * (quantity_exceeded or purchase_amount_exceeded, decision 042). Lines of items the shop no longer
 * sells, or with a choice the item no longer offers, are left out with `unavailable_for_sale`.
 * Lines that cannot be bought now are kept, flagged in the answer (002 §4).
 */
async function mergeIntoCart(
  ctx: ServiceContext,
  incoming: readonly { item_id: string; quantity: number; variants?: Record<string, string> | undefined }[],
): Promise<CartView> {
  const shop = requireShop(ctx)
  const customerId = viewerOf(ctx)
  const lines = await cartLinesOf(ctx, shop.id, customerId)
  const facts = await purchaseFactsInShop(ctx, shop, [
    ...incoming.map((l) => l.item_id),
    ...lines.map((l) => l.itemId),
  ])
  const { merged, warnings, changed } = mergeLines(lines, incoming, facts)
  if (changed.length === 0) {
    return priceCart(ctx, lines[0]?.cartId ?? null, merged, facts, warnings)
  }
  const { cartId, ids } = await writeLines(ctx, shop, customerId, changed)
  const withIds = merged.map((line) => ({
    ...line,
    id: line.id ?? ids.get(`${line.itemId} ${variantKey(line.variants)}`)!,
  }))
  const named = warnings.map((warning) =>
    warning.line_id?.startsWith('new:')
      ? { ...warning, line_id: ids.get(warning.line_id.slice(4))! }
      : warning,
  )
  return priceCart(ctx, cartId, withIds, facts, named)
}

/**
 * The pure part of a merge: the lines after adding `incoming` to `lines`, the warnings, and the
 * lines whose quantity changed (to write). A warning about a line not stored yet names it
 * `new:{item} {key}` until the write gives it an id.
 */
function mergeLines(
  lines: readonly LineToPrice[],
  incoming: readonly { item_id: string; quantity: number; variants?: Record<string, string> | undefined }[],
  facts: ReadonlyMap<string, PurchaseFacts>,
) {
  const merged: LineToPrice[] = lines.map((line) => ({ ...line }))
  const warnings: CartWarning[] = []
  const touched = new Set<LineToPrice>()
  for (const asked of incoming) {
    const item = facts.get(asked.item_id)
    const check = item ? checkVariantChoice(item.variants, asked.variants) : null
    if (!item || !check?.ok) {
      warnings.push({ code: 'unavailable_for_sale', params: {} })
      continue
    }
    const key = variantKey(check.variants)
    let line = merged.find((l) => sameLine(l, item.id, key))
    if (!line) {
      line = { id: null, itemId: item.id, variants: check.variants, quantity: 0 }
      merged.push(line)
    }
    line.quantity += asked.quantity
    touched.add(line)
  }
  const changed: LineToPrice[] = []
  for (const line of touched) {
    const item = facts.get(line.itemId)!
    const stock = stockFactsOf(item)
    const limit = purchasable(stock).ok
      ? quantityLimit(stock)
      : { max: CART_QUANTITY_MAX, bound: 'cart_max' as const }
    if (line.quantity > limit.max) {
      line.quantity = limit.max
      const key = line.id ?? `new:${line.itemId} ${variantKey(line.variants)}`
      warnings.push({ ...limitWarning(limit, 'typed'), line_id: key })
    }
    changed.push(line)
  }
  return { merged, warnings, changed }
}

/** POST /shops/:slug/cart/bulk: the anonymous drawer's local cart, moved in at sign-in. */
export function mergeCartLines(ctx: ServiceContext, lines: readonly CartLineInput[]): Promise<CartView> {
  return mergeIntoCart(ctx, lines)
}

/**
 * POST /shops/:slug/cart/preview (public): prices an anonymous drawer's local lines, merged and
 * capped as a bulk move would be, storing nothing.
 */
export async function previewCart(
  ctx: ServiceContext,
  incoming: readonly CartLineInput[],
): Promise<CartView> {
  const shop = requireShop(ctx)
  const facts = await purchaseFactsInShop(
    ctx,
    shop,
    incoming.map((l) => l.item_id),
  )
  const { merged, warnings } = mergeLines([], incoming, facts)
  const named = warnings.map((w) => (w.line_id ? { code: w.code, params: w.params } : w))
  return priceCart(ctx, null, merged, facts, named)
}

// --- reads ---

/** GET /shops/:slug/cart: the priced cart; an empty one when the customer has none here. */
export async function getCart(ctx: ServiceContext): Promise<CartView> {
  const shop = requireShop(ctx)
  const lines = await cartLinesOf(ctx, shop.id, viewerOf(ctx))
  const facts = await purchaseFactsInShop(
    ctx,
    shop,
    lines.map((l) => l.itemId),
  )
  return priceCart(ctx, lines[0]?.cartId ?? null, lines, facts)
}

/** GET /shops/:slug/cart/count: units in the lines that can be bought (the cart button). */
export async function getCartCount(ctx: ServiceContext): Promise<{ count: number }> {
  const shop = requireShop(ctx)
  const lines = await cartLinesOf(ctx, shop.id, viewerOf(ctx))
  if (lines.length === 0) return { count: 0 }
  const facts = await purchaseFactsInShop(
    ctx,
    shop,
    lines.map((l) => l.itemId),
  )
  const adjusted = adjustForPurchase(
    lines.flatMap((line) => {
      const item = facts.get(line.itemId)
      return item ? [{ ...stockFactsOf(item), id: line.id, quantity: line.quantity }] : []
    }),
  )
  return { count: adjusted.lines.reduce((sum, line) => sum + line.quantity, 0) }
}

// --- sharing ---

/**
 * POST /shops/:slug/cart/share: the cart's share link (002 §2, signed-in non-guest customers). The
 * token is made once and kept, so sharing again gives the same link.
 */
export async function shareCart(ctx: ServiceContext): Promise<{ token: string; url: string }> {
  const shop = requireShop(ctx)
  const customerId = viewerOf(ctx)
  if (await isGuest(ctx, customerId)) throw new AppError('account_required')
  const lines = await cartLinesOf(ctx, shop.id, customerId)
  if (lines.length === 0) throw new AppError('cart_empty')
  const [row] = await ctx.db
    .update(carts)
    .set({ shareToken: sql`coalesce(${carts.shareToken}, ${randomBytes(18).toString('base64url')})` })
    .where(eq(carts.id, lines[0]!.cartId))
    .returning({ token: carts.shareToken })
  const token = row!.token!
  return { token, url: `/${shop.slug}/carrito?compartido=${encodeURIComponent(token)}` }
}

/**
 * POST /shops/:slug/cart/copy/:token: the shared cart's lines added to the viewer's (merged and
 * capped as a bulk move). A token of another shop's cart is not found; one's own cart changes nothing.
 */
export async function copySharedCart(ctx: ServiceContext, token: string): Promise<CartView> {
  const shop = requireShop(ctx)
  const customerId = viewerOf(ctx)
  const rows = await ctx.db
    .select({
      customerId: carts.customerId,
      itemId: cartLines.itemId,
      variants: cartLines.variants,
      quantity: cartLines.quantity,
    })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(and(eq(carts.shareToken, token), eq(carts.shopId, shop.id)))
    .orderBy(cartLines.addedAt, cartLines.id)
  if (rows.length === 0) throw new AppError('cart_not_found')
  if (rows[0]!.customerId === customerId) return getCart(ctx)
  const shared = rows.flatMap((row) =>
    row.itemId === null
      ? []
      : [{ item_id: row.itemId, quantity: row.quantity ?? 1, variants: row.variants ?? {} }],
  )
  return mergeIntoCart(ctx, shared)
}
