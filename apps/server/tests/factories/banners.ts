import { shopBanners } from '../../src/modules/shops/banners.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'

let counter = 0

/** A banner of `shopId`, for everybody unless `target` says otherwise. */
export async function createBanner(
  db: Db,
  shopId: string,
  overrides: Partial<typeof shopBanners.$inferInsert> = {},
) {
  counter += 1
  const [banner] = await db
    .insert(shopBanners)
    .values({
      id: newId('bnr'),
      shopId,
      hztImage: `/static/test/banner-${counter}-hzt.svg`,
      vrtImage: `/static/test/banner-${counter}-vrt.svg`,
      position: counter,
      ...overrides,
    })
    .returning()
  return banner!
}
