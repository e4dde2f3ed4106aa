// Carla's purchases in `demo` (decision 056): one in each state issue 12 places purchase orders in.

import type { DeliveryType } from '@tianguis/core/contracts/checkout'

export interface DemoPurchase {
  /** The checkout's fixed id: its paid page is `/demo/pagado/{id}` (README). */
  id: string
  shop: 'demo'
  customer: 'customer'
  /** Bought with "buy now", so Carla's cart stays as decision 043 left it. */
  item: { owner: 'admin' | 'supplier'; slug: string; quantity: number }
  /** The cheapest option of this type that the checkout's rates offer. */
  delivery: DeliveryType
  /** Card: Carla's saved Visa 4242 (decision 053); store: a reference to pay with; null: placed unpaid. */
  payment: 'card' | 'store' | null
  /** The purchase order's state it leaves. */
  status: 'paid' | 'awaiting_payment' | 'awaiting_confirmation'
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
]
