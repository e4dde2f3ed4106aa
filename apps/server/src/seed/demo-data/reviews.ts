// Carla's reviews (decision 084): items she bought, received and rated, so their pages show a rating.

import type { DemoPurchase } from './purchases.ts'

export interface DemoReview {
  /** The purchase that brought her the item: bought with her card, then walked to `delivered`. */
  purchase: DemoPurchase
  rating: number
  title: string
  body: string
}

const delivered = (id: string, slug: string): DemoPurchase => ({
  id,
  shop: 'demo',
  customer: 'customer',
  item: { owner: 'admin', slug, quantity: 1 },
  delivery: 'to_address',
  payment: 'card',
  // What the purchase leaves; the seed then delivers it.
  status: 'paid',
})

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    purchase: delivered('chk_demo_delivered_mezcal', 'mezcal-artesanal'),
    rating: 5,
    title: 'Sabor ahumado y suave',
    body: 'Llegó muy bien empacado y en dos días. El espadín tiene un ahumado delicado; lo volveré a pedir.',
  },
  {
    purchase: delivered('chk_demo_delivered_portrait', 'retrato-en-acuarela'),
    rating: 4,
    title: 'Un regalo precioso',
    body: 'El retrato quedó idéntico a la foto y los colores son muy vivos. Tardó un poco más de lo dicho.',
  },
]
