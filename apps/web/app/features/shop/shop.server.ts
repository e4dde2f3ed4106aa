import {
  ANONYMOUS_PROFILE,
  type Profile,
  profile as profileContract,
} from '@tianguis/core/contracts/identity'
import { menuAppsFor } from '@tianguis/core/menu-apps'
import { isReservedPath } from '@tianguis/core/tenancy'
import { data, type RouterContextProvider } from 'react-router'
import { type Api, createApi } from '../../lib/api.server'
import { requestInfoContext } from '../../lib/request-context'
import { type Addressing, addressing } from '../../lib/shop-base'
import { managesItems, myProductsHref } from '../../lib/supplier-links'
import { loadViewer } from '../../lib/viewer.server'
import { type AccountLinks, collaborationsOf, ownShopHref, rootStoreLink } from '../navigation/account-links'
import { shopOnce } from '../sections/shop-once.server'
import { canonicalRoot } from '../seo/canonical'
import { pageProfile } from './page-profile'
import { pageShop } from './page-shop'
import type { ShopMissing } from './shop-missing'

/** Which shop this request is for and where its pages live (see lib/shop-base.ts). */
export function addressingFor(
  paramShop: string | undefined,
  context: Readonly<RouterContextProvider>,
): Addressing {
  return addressing(paramShop, context.get(requestInfoContext).hostShopSlug)
}

/** Where this shop's pages live for this request ('' on the shop's own host and on the platform). */
export function baseFor(paramShop: string | undefined, context: Readonly<RouterContextProvider>): string {
  return addressingFor(paramShop, context).base
}

/**
 * The viewer for the shell, and whether the API could say who it is. A failure is not an error
 * page: the shell shows skeletons and asks again (000 §4 "Profile load"; decision 015).
 */
export async function loadViewerState(api: Api): Promise<{ profile: Profile; profileUnavailable: boolean }> {
  try {
    const result = await api.get('/api/v1/me', profileContract)
    if (result.ok) return { profile: result.data, profileUnavailable: false }
    return { profile: ANONYMOUS_PROFILE, profileUnavailable: result.status >= 500 }
  } catch {
    return { profile: ANONYMOUS_PROFILE, profileUnavailable: true }
  }
}

/**
 * The layout's data: the shop (null on the platform's own pages) and the viewer, fetched
 * together. A reserved platform path, or a stray segment on a shop's host, is the generic 404;
 * an unknown shop is the store-not-found page; both with status 404.
 */
export async function loadShop(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
) {
  const { slug, base, misplaced } = addressingFor(paramShop, context)
  if (misplaced || (slug !== null && isReservedPath(slug))) {
    throw data({ reason: 'not_found' } satisfies ShopMissing, { status: 404 })
  }
  const api = createApi(request, context)
  const { platformOrigin } = context.get(requestInfoContext)
  if (slug === null) {
    return {
      shop: null,
      profile: pageProfile(await loadViewer(api)),
      profileUnavailable: false,
      adminApps: [],
      accountLinks: null,
      showTour: false,
      base,
      canonicalRoot: canonicalRoot(platformOrigin, null),
    }
  }
  const [shopResult, viewer] = await Promise.all([
    // Shared with the section pages' loaders of the same request (one GET, one SQL statement).
    shopOnce(request, context, slug),
    loadViewerState(api),
  ])
  if (!shopResult.ok) {
    if (shopResult.status === 404) {
      throw data({ reason: 'shop_not_found' } satisfies ShopMissing, { status: 404 })
    }
    throw new Error(`GET shop ${slug} answered ${shopResult.status} ${shopResult.error.code}`)
  }
  // The admin side bar's links (001 §2), chosen here so the menu data stays out of the client bundle.
  const adminApps = menuAppsFor(shopResult.data.store_type, shopResult.data.viewer_roles)
  // The guided tour's flag (002 §7 setup-apps; decision 097) came with the shop, in its statement.
  const showTour = shopResult.data.viewer_show_tour
  // The side menu's links, for signed-in viewers only (so the root store's record stays here).
  const accountLinks: AccountLinks | null = viewer.profile.anonymous
    ? null
    : {
        myShop: ownShopHref(viewer.profile, shopResult.data.slug),
        rootStore: rootStoreLink(shopResult.data),
        myProducts: managesItems(viewer.profile) ? myProductsHref(base) : null,
        collaborations: collaborationsOf(viewer.profile),
      }
  // The browser gets only the fields the pages use (page-shop.ts), not the API's whole answer.
  return {
    shop: pageShop(shopResult.data, base),
    profile: pageProfile(viewer.profile),
    profileUnavailable: viewer.profileUnavailable,
    adminApps,
    accountLinks,
    showTour,
    base,
    // Where this shop's pages canonically live (features/seo/canonical.ts; the layout's meta).
    canonicalRoot: canonicalRoot(platformOrigin, shopResult.data.slug, shopResult.data.canonical_url),
  }
}
