import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Db } from '../../src/platform/db/client.ts'
import { createItem } from '../factories/items.ts'
import { createShop } from '../factories/shops.ts'
import { createUser, loginAs } from '../factories/users.ts'
import { configureSupplier, fillCart, readyCheckout } from './checkout-fakes.ts'

/**
 * What the shared checkout's tests share (decision 054): a shared checkout ready to open, and the
 * public view and start calls, each view from its own client address so the per-address limits
 * of one test never meet another's.
 */
export function sharedCheckoutKit(app: FastifyInstance, db: Db) {
  let addresses = 0
  /** Each test its own client address, so the view's per-address limits never meet across tests. */
  const nextAddress = () => `10.54.0.${++addresses}`

  /** A configured supplier's shop with two items, and a sharer whose ready checkout holds both. */
  async function sharedScene() {
    const supplier = await createUser(db, { name: 'Alfarería Sol' })
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id)
    const jarro = await createItem(db, supplier.id, {
      name: 'Jarro compartido',
      listPrice: 20_000,
      available: 5,
    })
    const vela = await createItem(db, supplier.id, {
      name: 'Vela compartida',
      listPrice: 5_000,
      available: 9,
    })
    const sharer = await createUser(db, { name: 'Sofía Compartidora' })
    const sharerCookie = await loginAs(app, sharer.email)
    // The sharer's cart holds both items; her checkout (contact, address, delivery) is ready to pay.
    await fillCart(db, shop.id, sharer.id, [
      { itemId: jarro.id, quantity: 2 },
      { itemId: vela.id, quantity: 3 },
    ])
    const { checkout, base } = await readyCheckout(app, sharerCookie, shop.slug, {
      referral: 'sofia-ref',
      campaign: 'navidad',
    })
    const shared = await app.inject({
      method: 'POST',
      url: `${base}/share`,
      headers: { cookie: sharerCookie },
    })
    expect(shared.statusCode, shared.body).toBe(200)
    const publicSlug = shared.json().public_slug as string
    return {
      supplier,
      shop,
      jarro,
      vela,
      sharer,
      sharerCookie,
      checkout,
      base,
      publicSlug,
      share: shared.json(),
    }
  }

  /** Lines in name order: the sharer's cart lines are added in the same instant, so their order is not fixed. */
  const byName = <T extends Named>(lines: T[]) => [...lines].sort((a, b) => a.name.localeCompare(b.name))

  const viewUrl = (shopSlug: string, publicSlug: string) =>
    `/api/v1/shops/${shopSlug}/shared-checkouts/${publicSlug}`

  function view(shopSlug: string, publicSlug: string, options: { cookie?: string; address?: string } = {}) {
    return app.inject({
      url: viewUrl(shopSlug, publicSlug),
      remoteAddress: options.address ?? nextAddress(),
      headers: options.cookie ? { cookie: options.cookie } : {},
    })
  }

  function start(shopSlug: string, publicSlug: string, cookie: string, payload: object = {}) {
    return app.inject({
      method: 'POST',
      url: `${viewUrl(shopSlug, publicSlug)}/checkouts`,
      headers: cookie ? { cookie } : {},
      payload,
    })
  }

  return { nextAddress, sharedScene, byName, viewUrl, view, start }
}

export type Named = { name: string }
