import { sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { userIdByRef } from '../identity/referral.parts.ts'
import { listListedItems } from '../items/listed-items.service.ts'
import { catalogueItems, catalogues, shopCatalogues } from './catalogues.tables.ts'

/**
 * A referring user's public catalogue's products (001 §7 `GET /public/referral/{ref}/catalogues/
 * {catalogue}/products`; decision 070): `ref` is the user's slug (or id), `catalogue` the
 * catalogue's id or slug among the ones they own that some shop shows. Its visible items in its
 * order, `results` and `matches_estimated`. Two statements: the catalogue, then the page.
 */
export async function listReferralProducts(
  ctx: ServiceContext,
  ref: string,
  catalogue: string,
  page: { offset: number; limit: number },
) {
  const result = await ctx.db.execute(sql`
    select c.id from ${catalogues} c
    where c.owner_id = ${userIdByRef(ref)}
      and (c.id = ${catalogue} or c.slug = ${catalogue.toLowerCase()})
      and exists (select 1 from ${shopCatalogues} sc where sc.catalogue_id = c.id)
    order by (c.id = ${catalogue}) desc, c.updated_at desc limit 1`)
  const id = (result as { rows: Array<{ id: string }> }).rows[0]?.id
  if (!id) throw new AppError('catalogue_not_found')
  return listListedItems(
    ctx,
    sql`select ci.item_id, ci.position from ${catalogueItems} ci where ci.catalogue_id = ${id}`,
    page,
  )
}
