// Ana's sales in `demo` as her back office shows them (decision 081): bought by Emilio through the
// checkout's flows, then taken by Ana (and the sandbox carrier's tracking) to each state after
// checkout, so every state has an order: Carla's purchases (purchases.ts) cover the others.

import type { TrackingEvent } from '@tianguis/core/orders/back-office'
import type { DemoPurchase } from './purchases.ts'

/** A step after the purchase: Ana's quote or 'next', the carrier's tracking event, a note. */
export type DemoSaleStep =
  | { quote: { inDays: number; cost: number; note: string } }
  | { next: true }
  | { tracking: TrackingEvent }
  | { note: { text: string; visibility: 'client' | 'internal' } }

export interface DemoSale {
  purchase: DemoPurchase & { customer: 'entrepreneur' }
  steps: readonly DemoSaleStep[]
  /** The state it is left in. */
  status: 'awaiting_customer' | 'in_process' | 'to_deliver' | 'on_the_way' | 'delivered' | 'payment_expired'
}

/** Emilio's saved address: his orders go there. */
export const DEMO_SALES_ADDRESS = {
  customer: 'entrepreneur',
  recipient: 'Emilio Emprendedor',
  street: 'Avenida Insurgentes Sur',
  exteriorNumber: '1602',
  interiorNumber: null,
  neighbourhood: 'Crédito Constructor',
  city: 'Ciudad de México',
  provinceName: 'Ciudad de México',
  provinceCode: 'CMX',
  postcode: '03940',
  country: 'MX',
  phone: '5598765432',
  references: null,
} as const

const mezcal = (quantity = 1) => ({ owner: 'admin' as const, slug: 'mezcal-artesanal', quantity })
const bought = (
  id: string,
  item: DemoPurchase['item'],
  delivery: DemoPurchase['delivery'],
  payment: DemoPurchase['payment'],
  afterwards?: DemoPurchase['afterwards'],
): DemoSale['purchase'] => ({
  id,
  shop: 'demo',
  customer: 'entrepreneur',
  item,
  delivery,
  payment,
  ...(afterwards ? { afterwards } : {}),
  status: payment === null ? 'awaiting_confirmation' : afterwards === 'expire' ? 'payment_expired' : 'paid',
})

export const DEMO_SALES: readonly DemoSale[] = [
  {
    // Ana's own delivery, quoted: Emilio is to confirm and pay.
    purchase: bought('chk_demo_sale_quoted', mezcal(2), 'delivery', null),
    steps: [{ quote: { inDays: 4, cost: 12_000, note: 'Entrega por la tarde, de 4 a 7.' } }],
    status: 'awaiting_customer',
  },
  {
    purchase: bought('chk_demo_sale_in_process', mezcal(), 'to_address', 'wallet', 'approve'),
    steps: [
      { next: true },
      { note: { text: 'Empacamos tu mezcal con protección extra.', visibility: 'client' } },
      { note: { text: 'Cliente de mayoreo: ofrecer caja de 6.', visibility: 'internal' } },
    ],
    status: 'in_process',
  },
  {
    // Made ready: the post's label is booked, waiting for its pick-up.
    purchase: bought('chk_demo_sale_to_deliver', mezcal(2), 'to_address', 'wallet', 'approve'),
    steps: [{ next: true }, { next: true }],
    status: 'to_deliver',
  },
  {
    // Picked up by the sandbox post: its tracking page offers the delivery.
    purchase: bought(
      'chk_demo_sale_on_the_way',
      { owner: 'admin', slug: 'retrato-en-acuarela', quantity: 1 },
      'to_address',
      'wallet',
      'approve',
    ),
    steps: [{ next: true }, { next: true }, { tracking: 'picked_up' }],
    status: 'on_the_way',
  },
  {
    purchase: bought('chk_demo_sale_delivered', mezcal(), 'to_address', 'wallet', 'approve'),
    steps: [{ next: true }, { next: true }, { tracking: 'picked_up' }, { tracking: 'delivered' }],
    status: 'delivered',
  },
  {
    purchase: bought('chk_demo_sale_expired', mezcal(), 'fixed_delivery', 'deposit', 'expire'),
    steps: [],
    status: 'payment_expired',
  },
]
