// Carla's purchases in `demo` (decisions 056, 058): one in each state issue 12 places purchase orders in, and
// issue 13's methods: a transfer and a cash voucher waiting, a wallet payment approved, a transfer that expired.

import type { DeliveryType } from '@tianguis/core/contracts/checkout'

export interface DemoPurchase {
  /** The checkout's fixed id: its paid page is `/demo/pagado/{id}` (README). */
  id: string
  shop: 'demo'
  /** Carla; Emilio buys the demo sales of decision 081 (demo-sales.ts). */
  customer: 'customer' | 'entrepreneur'
  /** Bought with "buy now", so Carla's cart stays as decision 043 left it. */
  item: { owner: 'admin' | 'supplier'; slug: string; quantity: number }
  /** The cheapest option of this type that the checkout's rates offer. */
  delivery: DeliveryType
  /**
   * Card: Carla's saved Visa 4242 (decision 053); store, deposit (bank transfer), cash: a reference to
   * pay with; wallet: the sandbox wallet's page; null: placed unpaid.
   */
  payment: 'card' | 'store' | 'deposit' | 'cash' | 'wallet' | null
  /**
   * What happens at the sandbox after paying (decision 058): `approve` the provider's page, as Carla
   * would; `expire` the reference, its hour passed an hour before the seed ran.
   */
  afterwards?: 'approve' | 'expire'
  /** The purchase order's state it leaves. */
  status: 'paid' | 'awaiting_payment' | 'awaiting_confirmation' | 'payment_expired'
}

export const DEMO_PURCHASES: readonly DemoPurchase[] = [
  {
    id: 'chk_demo_paid_card',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'admin', slug: 'maceta-de-talavera', quantity: 1 },
    delivery: 'to_address',
    payment: 'card',
    status: 'paid',
  },
  {
    id: 'chk_demo_store_payment',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'supplier', slug: 'cafe-de-chiapas', quantity: 2 },
    delivery: 'shipping',
    payment: 'store',
    status: 'awaiting_payment',
  },
  {
    id: 'chk_demo_own_delivery',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'admin', slug: 'vela-de-copal', quantity: 4 },
    delivery: 'delivery',
    payment: null,
    status: 'awaiting_confirmation',
  },
  {
    id: 'chk_demo_transfer',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'admin', slug: 'jarro-de-barro-negro', quantity: 1 },
    delivery: 'fixed_delivery',
    payment: 'deposit',
    status: 'awaiting_payment',
  },
  {
    id: 'chk_demo_cash_voucher',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'supplier', slug: 'canasta-artesanal', quantity: 1 },
    delivery: 'collection',
    payment: 'cash',
    status: 'awaiting_payment',
  },
  {
    id: 'chk_demo_wallet',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'admin', slug: 'molcajete-de-piedra', quantity: 1 },
    delivery: 'fixed_delivery',
    payment: 'wallet',
    afterwards: 'approve',
    status: 'paid',
  },
  {
    id: 'chk_demo_expired_transfer',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'supplier', slug: 'rebozo-de-algodon', quantity: 1 },
    delivery: 'collection',
    payment: 'deposit',
    afterwards: 'expire',
    status: 'payment_expired',
  },
]
