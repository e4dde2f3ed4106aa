import { type PublicItemDetail, publicItemDetail } from '@tianguis/core/contracts/items'
import { resoldItem } from '@tianguis/core/contracts/resale-shop'
import { fitsPlatformKind, typeOfPrefix } from '@tianguis/core/item-links'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { type ApiResult, createApi } from '../../lib/api.server'
import { safeNext } from '../../lib/next-path'
import { loadViewer } from '../../lib/viewer.server'
import { loadSection } from '../sections/sections.server'
import { shopOnce } from '../sections/shop-once.server'
import { pageProfile } from '../shop/page-profile'
import { viewerCan } from '../shop/page-shop'
import { addressingFor } from '../shop/shop.server'
import { landingPath } from './landing.server'
import { RESALE_SEGMENT, type ResaleOutcome, resalePagePath } from './resale-outcome'
import { resaleTarget } from './resale-target'

/**
 * The add/remove control without JavaScript (decision 076): `{item path}/revender` beside every
 * item page that shows the control (a shop's three prefixes, the platform's six paths). Its
 * action adds or removes through the API and lands back on the page with `?reventa=`; a removal
 * first leads to this route's confirmation page. The shop acted on is worked out as the page's
 * control works it out (resale-target.ts), and only for a viewer the control shows to: anyone
 * else is answered 404 and nothing is written.
 */

type Params = { shop?: string; owner?: string; id: string }

interface Where {
  /** The shop the add or removal acts on. */
  target: string
  /** The item's page (as the request addressed it), where the posts land by default. */
  itemPath: string
  item: { id: string; name: string; inStore: boolean; closed: boolean }
}

export type ResalePage =
  | {
      found: true
      item: { name: string }
      itemPath: string
      /** Where Cancel goes and the removal lands. */
      back: string
      /** The form's `volver`, when the control was on another page than the item's (the shop home). */
      volver: string | null
      scope: 'shop' | 'catalogue'
    }
  | { found: false }

const SECTION_OF = { product: 'products', service: 'services', experience: 'experiences' } as const

/** The item from the API, or null when it is not there for this viewer; any other failure is the error page. */
async function itemAt(request: Request, context: Readonly<RouterContextProvider>, path: string) {
  const result = await createApi(request, context).get(path, publicItemDetail)
  if (result.ok) return result.data
  if (result.status === 404) return null
  throw new Error(`GET ${path} answered ${result.status} ${result.error.code}`)
}

/** A shop's item page: `{base}/{productos|servicios|experiencias}/{owner}/{id}`, as loadShopItem checks it. */
async function shopItem(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: Params,
  slug: string,
  segments: string[],
): Promise<PublicItemDetail | null> {
  const type = typeOfPrefix(decodeURIComponent(segments.at(-3) ?? ''))
  if (!type || params.owner === undefined) return null
  const [section, item] = await Promise.all([
    loadSection(request, context, params.shop, SECTION_OF[type]),
    itemAt(
      request,
      context,
      `/api/v1/shops/${encodeURIComponent(slug)}/items/${encodeURIComponent(params.id)}`,
    ),
  ])
  if (!section.data.found || !item || item.type !== type || item.owner_id !== params.owner) return null
  return item
}

/** A platform item page (`/products/{id}`, `/negocios/{owner}/services/{id}`, …), as loadPlatformItem checks it. */
async function platformItem(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: Params,
  segments: string[],
): Promise<PublicItemDetail | null> {
  const item = await itemAt(request, context, `/api/v1/items/${encodeURIComponent(params.id)}`)
  if (!item || !fitsPlatformKind(item.type, segments.at(-2) === 'services' ? 'services' : 'products'))
    return null
  if (params.owner !== undefined && params.owner !== item.owner_id) {
    if (segments[1] !== 'negocios') return null
    const shop = await shopOnce(request, context, params.owner)
    if (!shop.ok || shop.data.owner !== item.owner_id) return null
  }
  return item
}

/**
 * Where the request is and what it acts on, when the item's page would show this viewer the
 * control (the API answered the item's `in_store` for them, and the shop is the one the page's
 * rule names); null otherwise (the caller answers 404).
 */
async function resaleWhere(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: Params,
): Promise<Where | null> {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, '')
  if (!pathname.endsWith(`/${RESALE_SEGMENT}`)) return null
  const itemPath = pathname.slice(0, -RESALE_SEGMENT.length - 1)
  const segments = itemPath.split('/')
  const { slug, misplaced } = addressingFor(params.shop, context)
  if (misplaced) return null
  const item =
    slug === null
      ? await platformItem(request, context, params, segments)
      : await shopItem(request, context, params, slug, segments)
  if (!item || item.in_store === undefined) return null
  // The page's rule (decision 069): the shop being looked at when the viewer administers it, else
  // their first own shop; none in a proxy shop. The viewer's profile is asked for only when needed.
  let pageShop: Parameters<typeof resaleTarget>[0] = null
  if (slug !== null) {
    const shop = await shopOnce(request, context, slug)
    if (!shop.ok) return null
    pageShop = { slug, viewer_can: viewerCan(shop.data.viewer_roles), is_proxy: shop.data.is_proxy }
  }
  const needsProfile = !pageShop?.viewer_can.includes('shop.update')
  const profile = needsProfile ? pageProfile(await loadViewer(createApi(request, context))) : {}
  const target = resaleTarget(pageShop, profile)
  if (!target) return null
  return {
    target,
    itemPath,
    item: {
      id: item.id,
      name: item.name,
      inStore: item.in_store,
      closed: item.list_state === 'unpublished' || item.hiden === true,
    },
  }
}

const scopeOf = (value: unknown): 'shop' | 'catalogue' => (value === 'catalogue' ? 'catalogue' : 'shop')

/** The confirmation page's address, carrying where the control was and whose confirmation it is. */
function confirmationPath(itemPath: string, volver: string | null, scope: 'shop' | 'catalogue') {
  const query = new URLSearchParams()
  if (volver) query.set('volver', volver)
  if (scope === 'catalogue') query.set('alcance', 'catalogo')
  const search = query.toString()
  return `${resalePagePath(itemPath)}${search ? `?${search}` : ''}`
}

/** The `volver` a form or an address carries, kept only when it is a same-site path. */
const volverOf = (value: unknown) => {
  const back = safeNext(value, '')
  return back === '' ? null : back
}

/**
 * The removal's confirmation page (GET). An item that is not in the viewer's shop (or is closed
 * to resale, 001 §4) has nothing to confirm: back to where the control was.
 */
export async function loadResalePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: Params,
) {
  const where = await resaleWhere(request, context, params)
  if (!where) return data<ResalePage>({ found: false }, { status: 404 })
  const query = new URL(request.url).searchParams
  const volver = volverOf(query.get('volver'))
  const back = landingPath(volver, where.itemPath, null)
  if (!where.item.inStore || where.item.closed) return redirect(back)
  return data<ResalePage>({
    found: true,
    item: { name: where.item.name },
    itemPath: where.itemPath,
    back,
    volver,
    scope: query.get('alcance') === 'catalogo' ? 'catalogue' : 'shop',
  })
}

/** What the add's answer shows (001 §8): the two refusals with their own message, anything else the error. */
function addOutcome(result: ApiResult<unknown>): ResaleOutcome {
  if (result.ok) return 'added'
  if (result.error.code === 'invalid_product') return 'invalidProduct'
  if (result.error.code === 'supplier_restricted') return 'supplierRestricted'
  return 'error'
}

/**
 * The control's form and the confirmation's (POST): `intent=add` adds at once; `intent=remove`
 * leads to the confirmation page, whose form sends `confirm=1` and removes. Each lands back with
 * its outcome; a failed removal lands without one (001 §4: reset silently).
 */
export async function resaleFromPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: Params,
) {
  const where = await resaleWhere(request, context, params)
  if (!where) throw data(null, { status: 404 })
  const form = await request.formData()
  const volver = volverOf(form.get('volver'))
  const scope = scopeOf(form.get('scope'))
  const land = (outcome: ResaleOutcome | null) => redirect(landingPath(volver, where.itemPath, outcome))
  // Unpublished or hidden: the control offers nothing (001 §4).
  if (where.item.closed) return land('error')
  const path = `/api/v1/shops/${encodeURIComponent(where.target)}/resold-items/${encodeURIComponent(where.item.id)}`
  const api = createApi(request, context)
  const intent = form.get('intent')
  if (intent === 'add') return land(addOutcome(await api.send('PUT', path, undefined, resoldItem)))
  if (intent !== 'remove') return land('error')
  if (form.get('confirm') !== '1') return redirect(confirmationPath(where.itemPath, volver, scope))
  const removed = await api.send('DELETE', path, undefined)
  if (!removed.ok) return land(null)
  return land(scope === 'catalogue' ? 'removedFromCatalogue' : 'removed')
}
