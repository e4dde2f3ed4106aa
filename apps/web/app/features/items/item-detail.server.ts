import { type PublicItemDetail, publicItemDetail } from '@tianguis/core/contracts/items'
import { DETAIL_PREFIX, fitsPlatformKind, shopItemPath, typeOfPrefix } from '@tianguis/core/item-links'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { type ResaleBox, resaleBoxFor } from '../reseller/resale-info.server'
import { SECTION_TITLES } from '../sections/section-titles'
import { loadSection } from '../sections/sections.server'
import { shopOnce } from '../sections/shop-once.server'
import { addressingFor } from '../shop/shop.server'
import { type PageItemShops, requestItemShops } from './item-shops.server'
import { type PageItem, pageItem } from './page-item'

export type ItemDetailData =
  | {
      found: true
      item: PageItem
      /** The breadcrumb's link to the item's section (null on the platform's pages). */
      section: { title: string; href: string } | null
      shop: { name: string; canonical_url: string | null } | null
      /** The page's own path, for the canonical link. */
      path: string
      /** On the platform's pages, the shops that sell the item (decision 052); absent in a shop. */
      shops?: PageItemShops
      /** The resale box by the viewer's level (001 §6; decision 071). */
      resale: ResaleBox
    }
  | { found: false }

const SECTION_OF = { product: 'products', service: 'services', experience: 'experiences' } as const

/** The item's page data, its texts in the visitor's locale. */
function pageItemFor(request: Request, item: PublicItemDetail): PageItem {
  const { locale, t } = requestTranslation(request)
  return pageItem(item, locale, t)
}

const notFound = () => data<ItemDetailData>({ found: false }, { status: 404 })

/** An item from the API (`path`), or null when it answers 404; any other failure is the error page. */
async function itemOrNull(request: Request, context: Readonly<RouterContextProvider>, path: string) {
  const result = await createApi(request, context).get(path, publicItemDetail)
  if (result.ok) return result.data
  if (result.status === 404) return null
  throw new Error(`GET ${path} answered ${result.status} ${result.error.code}`)
}

/**
 * `{shop}/{productos|servicios|experiencias}/{owner}/{id}` (001 §2 detail path): the section must be on,
 * the item must be the shop's, of the prefix's kind and of that owner; anything else is the
 * not-found page inside the shop's shell.
 */
export async function loadShopItem(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shop?: string; prefix: string; owner: string; id: string },
) {
  const type = typeOfPrefix(params.prefix)
  if (!type) return notFound()
  const { slug, base } = addressingFor(params.shop, context)
  // The item needs only the slug: it is asked for together with the shop, not after it
  // (decision 032); loadSection() says whether the slug names a shop with this section on.
  const itemAnswer =
    slug === null
      ? null
      : itemOrNull(
          request,
          context,
          `/api/v1/shops/${encodeURIComponent(slug)}/items/${encodeURIComponent(params.id)}`,
        )
  // Not awaited on every path below: a failure there must not go unhandled.
  itemAnswer?.catch(() => {})
  const section = await loadSection(request, context, params.shop, SECTION_OF[type])
  if (!section.data.found || !itemAnswer) return notFound()
  const item = await itemAnswer
  if (!item) return notFound()
  if (item.type !== type || item.owner_id !== params.owner) return notFound()
  const { t } = requestTranslation(request)
  const path = shopItemPath(base, item).slice(base.length)
  return data<ItemDetailData>({
    found: true,
    item: pageItemFor(request, item),
    section: { title: t(SECTION_TITLES[SECTION_OF[type]]), href: `${base}/${DETAIL_PREFIX[type]}` },
    shop: section.data.shop,
    path,
    resale: await resaleBoxFor(request, context, base, `${base}${path}`, item),
  })
}

/**
 * The platform's item pages, the targets of the card links of 001 §2: `/products/{id}`,
 * `/services/{id}`, `/negocios/{slug or owner}/…/{id}` and `/profiles/{owner}/…/{id}`. Only on the
 * platform's own host and paths; a shop's address answers 404. A services path shows only
 * services and a products path the rest; an owner segment must name the item's supplier (or,
 * for `/negocios`, the slug of a shop of theirs).
 */
export async function loadPlatformItem(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: {
    shop?: string
    kind: 'products' | 'services'
    via?: 'negocios' | 'profiles'
    owner?: string
    id: string
  },
) {
  const { slug } = addressingFor(params.shop, context)
  if (slug !== null) return notFound()
  // The shops that sell it are asked for beside the item, not after it (decision 052).
  const shopsFor = requestItemShops(request, context, params.id)
  const item = await itemOrNull(request, context, `/api/v1/items/${encodeURIComponent(params.id)}`)
  if (!item) return notFound()
  if (!fitsPlatformKind(item.type, params.kind)) return notFound()
  if (params.owner !== undefined && params.owner !== item.owner_id) {
    if (params.via !== 'negocios') return notFound()
    const shop = await shopOnce(request, context, params.owner)
    if (!shop.ok || shop.data.owner !== item.owner_id) return notFound()
  }
  const url = new URL(request.url)
  return data<ItemDetailData>({
    found: true,
    item: pageItemFor(request, item),
    section: null,
    shop: null,
    path: url.pathname,
    shops: await shopsFor(item),
    resale: await resaleBoxFor(request, context, '', url.pathname, item),
  })
}

/**
 * `/web/{slug}/products/{id}` (001 §2, a shop's product linked from outside): a permanent
 * redirect to the product's page in that shop, so each item has one address per shop.
 */
export async function redirectWebItem(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shop?: string; slug: string; id: string },
) {
  if (addressingFor(params.shop, context).slug !== null) return notFound()
  const item = await itemOrNull(
    request,
    context,
    `/api/v1/shops/${encodeURIComponent(params.slug)}/items/${encodeURIComponent(params.id)}`,
  )
  if (!item) return notFound()
  throw redirect(shopItemPath(`/${params.slug.toLowerCase()}`, item), 301)
}
