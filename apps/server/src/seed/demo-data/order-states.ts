// Carla's orders further along (decision 080): bought as her other purchases are (demo-purchases.ts),
// then moved by their sellers, and by her, through the lifecycle (decision 079), so "Mis compras"
// shows an order in every state across the demo shops.

import type { CancelReason, OrderStatus } from '@tianguis/core/orders/lifecycle'
import type { DemoPurchase } from './purchases.ts'

/** A step after the purchase: by the seller (the supplier) or by Carla. */
export type DemoOrderStep =
  | { event: 'process' | 'ready' | 'ship'; by: 'seller'; note?: string }
  | { event: 'deliver'; by: 'customer' }
  /** The seller's date (days from the seed's run, at 11:00 in Mexico City) and cost (minor units). */
  | { event: 'quote'; by: 'seller'; inDays: number; cost: number; note: string }
  /** Carla cancels; the units the order took come back. */
  | { event: 'cancel'; by: 'customer'; reason: CancelReason; message: string }
  /** The franchise shop's staff put `units` of the order's line into a new package (decision 087). */
  | { event: 'pack'; by: 'seller'; units: number }

export interface DemoOrderState extends Omit<DemoPurchase, 'status' | 'afterwards'> {
  steps: readonly DemoOrderStep[]
  /** The state the steps leave it in. */
  status: OrderStatus
}

export const DEMO_ORDER_STATES: readonly DemoOrderState[] = [
  {
    // Ana's own delivery: she quoted the date and cost; Carla is to confirm and pay.
    id: 'chk_demo_quoted',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'admin', slug: 'mezcal-artesanal', quantity: 1 },
    delivery: 'delivery',
    payment: null,
    steps: [
      {
        event: 'quote',
        by: 'seller',
        inDays: 5,
        cost: 15_000,
        note: 'Lo llevo yo misma por la mañana; cuesta $150 dentro de la ciudad.',
      },
    ],
    status: 'awaiting_customer',
  },
  {
    id: 'chk_demo_in_process',
    shop: 'franquicia-centro',
    customer: 'customer',
    // Three bags of coffee from the franchise, in process: two are packed, one is still to pack
    // (decision 087: franquicia-centro/admin/pedidos/{id}/empaque).
    item: { owner: 'supplier', slug: 'cafe-de-chiapas', quantity: 3 },
    delivery: 'collection',
    payment: 'card',
    steps: [
      { event: 'process', by: 'seller', note: 'Estamos tostando tu café.' },
      { event: 'pack', by: 'seller', units: 2 },
    ],
    status: 'in_process',
  },
  {
    id: 'chk_demo_to_deliver',
    shop: 'tienda-afiliada',
    customer: 'customer',
    item: { owner: 'supplier', slug: 'canasta-artesanal', quantity: 1 },
    delivery: 'collection',
    payment: 'card',
    steps: [
      { event: 'process', by: 'seller' },
      { event: 'ready', by: 'seller', note: 'Lista para recoger en el almacén del centro.' },
    ],
    status: 'to_deliver',
  },
  {
    id: 'chk_demo_on_the_way',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'admin', slug: 'maceta-de-talavera', quantity: 1 },
    delivery: 'to_address',
    payment: 'card',
    steps: [
      { event: 'process', by: 'seller' },
      { event: 'ready', by: 'seller' },
      { event: 'ship', by: 'seller', note: 'Enviada por correo, llega en unos días.' },
    ],
    status: 'on_the_way',
  },
  {
    id: 'chk_demo_delivered',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'admin', slug: 'jarro-de-barro-negro', quantity: 1 },
    delivery: 'fixed_delivery',
    payment: 'card',
    steps: [
      { event: 'process', by: 'seller' },
      { event: 'ready', by: 'seller' },
      { event: 'ship', by: 'seller' },
      { event: 'deliver', by: 'customer' },
    ],
    status: 'delivered',
  },
  {
    // Rita's resale of Proveedora's basket, collected days ago: its return window has passed and the
    // seed disperses it (decision 090), so Rita's and Proveedora's wallets have money available.
    id: 'chk_demo_resold_delivered',
    shop: 'tienda-afiliada',
    customer: 'customer',
    item: { owner: 'supplier', slug: 'canasta-artesanal', quantity: 1 },
    delivery: 'collection',
    payment: 'card',
    steps: [
      { event: 'process', by: 'seller' },
      { event: 'ready', by: 'seller' },
      { event: 'deliver', by: 'customer' },
    ],
    status: 'delivered',
  },
  {
    // Carla canceled before Ana quoted; nothing was charged, the candles went back on the shelf.
    id: 'chk_demo_canceled_unpaid',
    shop: 'demo',
    customer: 'customer',
    item: { owner: 'admin', slug: 'vela-de-copal', quantity: 2 },
    delivery: 'delivery',
    payment: null,
    steps: [
      {
        event: 'cancel',
        by: 'customer',
        reason: 'requested_by_client',
        message: 'Ya no las necesito, gracias.',
      },
    ],
    status: 'canceled',
  },
]
