// What makes the demo sell (decision 043): the items `demo` resells and the suppliers' set-ups.
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'

/**
 * The items other suppliers let a shop sell (`shop_items`, decision 043), by owner and slug, in
 * this order after the owner's own: `demo` sells all of Proveedora's and Taller del Norte's; Rita's
 * `tienda-afiliada` resells two of Proveedora's dropshipping products (decision 069), leaving the
 * rebozo for her to add from its page.
 */
export const DEMO_SHOP_ITEMS = [
  { shop: 'demo', owner: 'supplier', slug: 'canasta-artesanal' },
  { shop: 'demo', owner: 'supplier', slug: 'cafe-de-chiapas' },
  { shop: 'demo', owner: 'supplier', slug: 'rebozo-de-algodon' },
  { shop: 'demo', owner: 'supplier', slug: 'instalacion-de-paneles' },
  { shop: 'demo', owner: 'supplier', slug: 'taller-de-barro' },
  { shop: 'demo', owner: 'workshop', slug: 'silla-de-madera-tallada' },
  { shop: 'demo', owner: 'workshop', slug: 'mesa-de-mezquite' },
  { shop: 'tienda-afiliada', owner: 'supplier', slug: 'canasta-artesanal' },
  { shop: 'tienda-afiliada', owner: 'supplier', slug: 'cafe-de-chiapas' },
] as const

/**
 * Selling set-ups (002 §3; decisions 043, 058): Ana and Proveedora take every payment method the
 * sandbox gateway takes (card, transfer, cash, store, redirect, pay later, wallet, crypto), so the
 * demo can be paid with each; Ana ships at a fixed cost, Proveedora lets buyers collect. Taller del
 * Norte has none: not configured.
 */
export const DEMO_SUPPLIER_SETTINGS = [
  {
    user: 'admin',
    enabledPaymentTypes: PAYMENT_TYPES,
    fixedShippingCost: 9_900,
    fixedShippingDays: 3,
    allowsCollection: false,
  },
  {
    user: 'supplier',
    enabledPaymentTypes: PAYMENT_TYPES,
    fixedShippingCost: null,
    fixedShippingDays: null,
    allowsCollection: true,
  },
] as const
