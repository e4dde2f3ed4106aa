import type { Shop } from '@tianguis/core/contracts/shops'
import { isSectionEnabled, type ShopSection } from '@tianguis/core/sections'
import { isReservedPath } from '@tianguis/core/tenancy'
import { data, type RouterContextProvider } from 'react-router'
import { addressingFor } from '../shop/shop.server'
import { shopOnce } from './shop-once.server'

export type SectionData =
  | { found: true; section: ShopSection; shop: Pick<Shop, 'name' | 'canonical_url'> }
  | { found: false; section: ShopSection }

/**
 * A section page's loader (001 §2 "Shop pages"): the page exists only inside a shop whose
 * section is on. Otherwise it answers 404 and the page shows the generic not-found text inside
 * the shell (the layout answers an unknown shop with the store-not-found page itself).
 */
export async function loadSection(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
  section: ShopSection,
) {
  const { slug, misplaced } = addressingFor(paramShop, context)
  const missing = () => data<SectionData>({ found: false, section }, { status: 404 })
  if (slug === null || misplaced || isReservedPath(slug)) return missing()
  const result = await shopOnce(request, context, slug)
  if (!result.ok) {
    if (result.status === 404) return missing()
    throw new Error(`GET shop ${slug} answered ${result.status} ${result.error.code}`)
  }
  if (!isSectionEnabled(result.data, section)) return missing()
  const { name, canonical_url } = result.data
  return data<SectionData>({ found: true, section, shop: { name, canonical_url } })
}
