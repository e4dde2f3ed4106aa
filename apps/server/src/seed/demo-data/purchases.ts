// Carla's purchases in `demo` (decisions 056, 058, 082): one in each state issue 12 places purchase orders in,
// issue 13's methods: a transfer and a cash voucher waiting, a wallet payment approved, a transfer that expired;
// and one she canceled (issue 15).

import type { DeliveryType } from '@tianguis/core/contracts/checkout'
import type { AttendeeInput } from '@tianguis/core/contracts/tickets'
import type { DEMO_SHOPS } from './shops.ts'

export interface DemoPurchase {
  /** The checkout's fixed id: its paid page is `/demo/pagado/{id}` (README). */
  id: string
  /** `demo` for these; the orders moved along their lifecycle are bought in every demo shop (decision 080). */
  shop: (typeof DEMO_SHOPS)[number]['slug']
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
   * What happens after paying (decisions 058, 082): `approve` the provider's page, as Carla would;
   * `expire` the reference, its hour passed an hour before the seed ran; `cancel` the order with a
   * reason and a message, its stock back and its card payment refunded at the sandbox.
   */
  afterwards?: 'approve' | 'expire' | 'cancel'
  /** An experience's attendees, one per ticket, named in the checkout (decision 083). */
  attendees?: readonly AttendeeInput[]
  /** How many of its tickets were scanned at the door already (by the experience's seller). */
  usedTickets?: number
  /** The purchase order's state it leaves. */
  status: 'paid' | 'awaiting_payment' | 'awaiting_confirmation' | 'payment_expired' | 'canceled'
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
  {
    id: 'chk_demo_canceled',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'admin', slug: 'maceta-de-talavera', quantity: 1 },
    delivery: 'to_address',
    payment: 'card',
    afterwards: 'cancel',
    status: 'canceled',
  },
  {
    // Two tickets of Proveedora's Taller de barro (decision 083): Carla's, already used at the door,
    // and her daughter's, still valid; scanned at /franquicia-centro/admin/boletos.
    id: 'chk_demo_tickets',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'supplier', slug: 'taller-de-barro', quantity: 2 },
    delivery: 'collection',
    payment: 'card',
    attendees: [
      { full_name: 'Carla Cliente', phone: '5512345678', type: 'adult' },
      { full_name: 'Sofía Cliente', type: 'child' },
    ],
    usedTickets: 1,
    status: 'paid',
  },
]

/** What Carla says when she cancels `chk_demo_canceled` (decision 082). */
export const DEMO_CANCELLATION = {
  reason: 'duplicated_transaction',
  message: 'Compré la misma maceta dos veces, perdón.',
} as const
