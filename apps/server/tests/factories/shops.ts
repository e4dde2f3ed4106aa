import type { StoreThemeInfo } from '@tianguis/core/contracts/shops'
import { shopStaff, shops } from '../../src/modules/shops/shops.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'

export const THEME_INFO: StoreThemeInfo = {
  color1: '#0f766e',
  color2: '#f97316',
  columns: 2,
  signup_form: 'basic',
  sections_info: [
    { section: 'products', enabled: true },
    { section: 'services', enabled: true },
  ],
  slider_info: [],
  header_info: null,
}

let counter = 0

export async function createShop(
  db: Db,
  ownerId: string,
  overrides: Partial<typeof shops.$inferInsert> = {},
) {
  counter += 1
  const id = newId('shp')
  const [shop] = await db
    .insert(shops)
    .values({
      id,
      slug: `shop-${counter}-${id.slice(-5)}`,
      name: `Shop ${counter}`,
      ownerId,
      storeThemeInfo: THEME_INFO,
      ...overrides,
    })
    .returning()
  return shop!
}

export async function addStaff(
  db: Db,
  shopId: string,
  userId: string,
  role: 'admin' | 'accountant' | 'dispatcher' | 'qrreader',
) {
  await db.insert(shopStaff).values({ shopId, userId, role })
}
