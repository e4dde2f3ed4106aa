import type { CartWarning } from '@tianguis/core/cart/codes'
import type { QuantityChange } from '@tianguis/core/cart/quantity'
import type { CartOrder, CartProduct, CartView } from '@tianguis/core/contracts/cart'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { Link } from 'react-router'
import type { Translate } from '../../i18n/format'
import { PURCHASES_BUILT } from '../navigation/account-links'
import { lineKey } from './local-lines'
import { QuantityStepper } from './quantity-stepper'

/**
 * Who looks at the cart (002 §2): 'my purchases' is for anyone signed in, share and copy for
 * signed-in customers who are not guests.
 */
export type CartViewer = 'anonymous' | 'guest' | 'customer'

/** A line's reference: its id in a saved cart, its item and variants in a local one. */
export function lineRef(product: CartProduct): string {
  return product.line_id ?? lineKey({ item_id: product.id, variants: product.variants })
}

export interface CartHandlers {
  /** What a stepper's press or typed text leads to, by core's rules (quantity-stepper.tsx). */
  onStep: (product: CartProduct, step: string, typed: string, apply: (change: QuantityChange) => void) => void
  onQuantity: (product: CartProduct, quantity: number) => void
  onRemove: (product: CartProduct) => void
  onWarning: (warning: CartWarning) => void
  onPay: (supplierId: string) => void
  onShare?: () => void
  onCopyLink?: () => void
  /** 'Keep buying' in the drawer closes it. */
  onKeepBuying?: () => void
}

/**
 * The cart's content, the same in the drawer and on `{base}/carrito` (002 §2, §3): one order per
 * supplier (then per dssupplier) with each product's thumbnail, name, variants, price, stepper
 * and delete, the unavailable lines flagged, the order's subtotal and its pay button (or 'the
 * purchase cannot be made' when the supplier is not set up); share and copy for customers, 'my
 * purchases' once built; the empty message with 'keep buying'.
 *
 * Every control is a form that works without JavaScript (posting to the cart page; paying is a GET
 * to the checkout); `handlers` take them over when JavaScript runs.
 */
export function CartContent({
  cart,
  base,
  locale,
  t,
  viewer,
  updating = false,
  paying = null,
  handlers,
}: {
  cart: CartView
  base: string
  locale: Locale
  t: Translate
  viewer: CartViewer
  /** An update is under way: every control waits (002 §5). */
  updating?: boolean
  /** The supplier whose checkout is being created: its pay button is disabled (002 §4). */
  paying?: string | null
  handlers?: CartHandlers
}) {
  const action = `${base}/carrito`
  if (cart.orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-gray-800">{t('cart.empty')}</p>
        <Link
          to={base || '/'}
          onClick={handlers?.onKeepBuying}
          className="rounded-md bg-[var(--color1)] px-5 py-2 font-semibold text-[var(--on-color1)]"
        >
          {t('cart.keepBuying')}
        </Link>
        {viewer !== 'anonymous' && PURCHASES_BUILT ? <PurchasesLink base={base} t={t} /> : null}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      {cart.orders.map((order) => (
        <OrderBlock
          key={`${order.supplier.id} ${order.currency}`}
          order={order}
          base={base}
          action={action}
          locale={locale}
          t={t}
          updating={updating}
          paying={paying}
          handlers={handlers}
        />
      ))}
      <div className="flex flex-wrap gap-3 text-sm">
        {viewer === 'customer' ? (
          <>
            <form method="post" action={action} onSubmit={prevent(handlers?.onShare)}>
              <input type="hidden" name="intent" value="share" />
              <button type="submit" className="rounded-md border border-gray-400 px-3 py-1.5">
                {t('cart.share')}
              </button>
            </form>
            {/* Without JavaScript copying is showing the link (the same post as share), to copy by hand. */}
            <form method="post" action={action} onSubmit={prevent(handlers?.onCopyLink)}>
              <input type="hidden" name="intent" value="share" />
              <button type="submit" className="rounded-md border border-gray-400 px-3 py-1.5">
                {t('cart.copyLink')}
              </button>
            </form>
          </>
        ) : null}
        {viewer !== 'anonymous' && PURCHASES_BUILT ? <PurchasesLink base={base} t={t} /> : null}
      </div>
    </div>
  )
}

function prevent(handler: (() => void) | undefined) {
  if (!handler) return undefined
  return (event: { preventDefault(): void }) => {
    event.preventDefault()
    handler()
  }
}

function PurchasesLink({ base, t }: { base: string; t: Translate }) {
  return (
    <Link to={`${base}/mis-compras`} className="underline">
      {t('cart.myPurchases')}
    </Link>
  )
}

function OrderBlock({
  order,
  base,
  action,
  locale,
  t,
  updating,
  paying,
  handlers,
}: {
  order: CartOrder
  base: string
  action: string
  locale: Locale
  t: Translate
  updating: boolean
  paying: string | null
  handlers: CartHandlers | undefined
}) {
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, locale)
  return (
    <section
      aria-label={t('cart.soldBy', { name: order.supplier.name })}
      className="flex flex-col gap-3 rounded-md border border-gray-300 p-3"
      data-supplier={order.supplier.id}
    >
      <h3 className="font-semibold text-gray-900">{t('cart.soldBy', { name: order.supplier.name })}</h3>
      {order.aggregated.map((group) => (
        <div key={group.dssupplier?.id ?? 'direct'} className="flex flex-col gap-3">
          {group.dssupplier ? (
            <h4 className="text-gray-700 text-sm">{t('cart.dssupplier', { name: group.dssupplier.name })}</h4>
          ) : null}
          <ul className="flex flex-col gap-3">
            {group.products.map((product) => (
              <CartLine
                key={lineRef(product)}
                product={product}
                action={action}
                money={money}
                t={t}
                updating={updating}
                handlers={handlers}
              />
            ))}
          </ul>
        </div>
      ))}
      <p className="flex justify-between font-semibold">
        <span>{t('cart.subtotal')}</span>
        <span data-subtotal>{money(order.total)}</span>
      </p>
      {order.is_configured ? (
        <form
          method="get"
          action={`${base}/comprar`}
          onSubmit={
            handlers
              ? (event) => {
                  event.preventDefault()
                  handlers.onPay(order.supplier.id)
                }
              : undefined
          }
        >
          <input type="hidden" name="proveedor" value={order.supplier.id} />
          <button
            type="submit"
            disabled={paying !== null || order.amount === 0}
            className="w-full rounded-md bg-[var(--color1)] px-5 py-2 font-semibold text-[var(--on-color1)] disabled:opacity-50"
          >
            {paying === order.supplier.id ? t('cart.paying') : t('cart.pay')}
          </button>
        </form>
      ) : (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-amber-950 text-sm">
          {t('cart.purchaseUnavailable')}
        </p>
      )}
    </section>
  )
}

function CartLine({
  product,
  action,
  money,
  t,
  updating,
  handlers,
}: {
  product: CartProduct
  action: string
  money: (amount: number) => string
  t: Translate
  updating: boolean
  handlers: CartHandlers | undefined
}) {
  const ref = lineRef(product)
  const variants = Object.entries(product.variants)
  return (
    <li className="flex gap-3" data-line={ref}>
      {product.photo ? (
        <img
          src={product.photo}
          alt=""
          width={70}
          height={70}
          loading="lazy"
          className="h-[50px] w-[50px] shrink-0 rounded object-cover sm:h-[70px] sm:w-[70px]"
        />
      ) : (
        <span
          aria-hidden="true"
          className="h-[50px] w-[50px] shrink-0 rounded bg-gray-100 sm:h-[70px] sm:w-[70px]"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={product.url} className="font-medium text-gray-900 hover:underline">
          {product.name}
        </Link>
        {variants.length > 0 ? (
          <p className="text-gray-700 text-sm">
            {variants.map(([name, value]) => `${name}: ${value}`).join(' · ')}
          </p>
        ) : null}
        <p className="text-gray-700 text-sm">{t('cart.unitPrice', { price: money(product.amount) })}</p>
        {product.unavailable ? (
          <p role="note" className="font-semibold text-red-800 text-sm">
            {t(`cart.${product.unavailable}`)}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper
            product={product}
            lineRef={ref}
            action={action}
            updating={updating}
            t={t}
            onStep={
              handlers ? (step, typed, apply) => handlers.onStep(product, step, typed, apply) : undefined
            }
            onChange={handlers ? (quantity) => handlers.onQuantity(product, quantity) : undefined}
            onWarning={handlers?.onWarning}
          />
          <form
            method="post"
            action={action}
            onSubmit={handlers ? prevent(() => handlers.onRemove(product)) : undefined}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="line" value={ref} />
            <button
              type="submit"
              disabled={updating}
              aria-label={t('cart.removeItem', { name: product.name })}
              className="text-red-800 text-sm underline disabled:opacity-40"
            >
              {t('cart.remove')}
            </button>
          </form>
        </div>
      </div>
      <p className={`shrink-0 font-semibold ${product.unavailable ? 'text-gray-500 line-through' : ''}`}>
        {money(product.total)}
      </p>
    </li>
  )
}
