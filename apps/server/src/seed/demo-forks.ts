// A fork in the demo (decision 070): Rita's shop carries a copy of one of `demo`'s catalogues.
import { and, count, eq, inArray } from 'drizzle-orm'
import { forkCatalogue } from '../flows/fork-catalogue.ts'
import { systemContext } from '../kernel/context.ts'
import { catalogueItems, catalogues } from '../modules/catalogues/catalogues.tables.ts'
import { items } from '../modules/items/items.tables.ts'
import { shops } from '../modules/shops/shops.tables.ts'
import type { Db } from '../platform/db/client.ts'

/**
 * What `demo`'s catalogues hold for the fork, by catalogue slug: items `demo` sells (Ana's own, and
 * Proveedora's and Taller del Norte's it resells), by owner email and slug. A catalogue that already
 * holds items (filled by hand, or by the catalogue contents' own seed) is left as it is.
 */
export const DEMO_FORK_CONTENTS = {
  regalos: [
    ['proveedor@demo.test', 'canasta-artesanal'],
    ['proveedor@demo.test', 'cafe-de-chiapas'],
    ['admin@demo.test', 'vela-de-copal'],
    ['proveedor@demo.test', 'rebozo-de-algodon'],
  ],
  // Forked by the journey (e2e/tests/catalogue-forks.spec.ts), not by the seed. The catalogue
  // contents' seed fills it first (two of Proveedora's products: Rita's shop takes only hers).
  temporada: [
    ['proveedor@demo.test', 'canasta-artesanal'],
    ['proveedor@demo.test', 'cafe-de-chiapas'],
  ],
} as const

/** `demo`'s `regalos`, forked into Rita's `tienda-afiliada` once: its dropshipping items are resold there. */
export const DEMO_FORK = { from: { shop: 'demo', slug: 'regalos' }, into: 'tienda-afiliada' } as const

/**
 * Fills the catalogues above when they are empty, then forks `regalos` into Rita's shop unless it
 * already has a copy. Idempotent: a second run adds nothing.
 */
export async function seedDemoForks(tx: Db, ids: { emails: Map<string, string> }): Promise<void> {
  const shopIds = new Map(
    (
      await tx
        .select({ id: shops.id, slug: shops.slug, ownerId: shops.ownerId })
        .from(shops)
        .where(inArray(shops.slug, [DEMO_FORK.from.shop, DEMO_FORK.into]))
    ).map((row) => [row.slug, row]),
  )
  const demo = shopIds.get(DEMO_FORK.from.shop)
  const into = shopIds.get(DEMO_FORK.into)
  if (!demo || !into) return
  const catalogueIds = new Map<string, string>()
  for (const [slug, entries] of Object.entries(DEMO_FORK_CONTENTS)) {
    const [catalogue] = await tx
      .select({ id: catalogues.id })
      .from(catalogues)
      .where(and(eq(catalogues.shopId, demo.id), eq(catalogues.slug, slug)))
    if (!catalogue) continue
    catalogueIds.set(slug, catalogue.id)
    const [held] = await tx
      .select({ n: count() })
      .from(catalogueItems)
      .where(eq(catalogueItems.catalogueId, catalogue.id))
    if ((held?.n ?? 0) > 0) continue
    for (const [position, [email, itemSlug]] of entries.entries()) {
      const ownerId = ids.emails.get(email)
      if (!ownerId) continue
      const [item] = await tx
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.ownerId, ownerId), eq(items.slug, itemSlug)))
      if (item)
        await tx
          .insert(catalogueItems)
          .values({ catalogueId: catalogue.id, itemId: item.id, position })
          .onConflictDoNothing()
    }
  }
  const origin = catalogueIds.get(DEMO_FORK.from.slug)
  if (!origin) return
  const [copy] = await tx
    .select({ id: catalogues.id })
    .from(catalogues)
    .where(and(eq(catalogues.shopId, into.id), eq(catalogues.originId, origin)))
  if (copy) return
  await forkCatalogue(
    { ...systemContext(tx), pending: [] },
    { id: into.id, ownerId: into.ownerId },
    { id: origin },
  )
}
