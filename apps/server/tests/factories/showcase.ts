import { shopHeaders, shopSlides } from '../../src/modules/shops/showcase.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'

let counter = 0

/** A header record of `shopId` (not shown: the shop's header_info is left as it is). */
export async function createHeader(
  db: Db,
  shopId: string,
  overrides: Partial<typeof shopHeaders.$inferInsert> = {},
) {
  counter += 1
  const [header] = await db
    .insert(shopHeaders)
    .values({ id: newId('hdr'), shopId, title: `Header ${counter}`, position: counter, ...overrides })
    .returning()
  return header!
}

/** A carousel slide of `shopId` (its slider_info is left as it is). */
export async function createSlide(
  db: Db,
  shopId: string,
  overrides: Partial<typeof shopSlides.$inferInsert> = {},
) {
  counter += 1
  const [slide] = await db
    .insert(shopSlides)
    .values({
      id: newId('sld'),
      shopId,
      hztImage: `/static/test/slide-${counter}-hzt.svg`,
      vrtImage: `/static/test/slide-${counter}-vrt.svg`,
      position: counter,
      ...overrides,
    })
    .returning()
  return slide!
}
