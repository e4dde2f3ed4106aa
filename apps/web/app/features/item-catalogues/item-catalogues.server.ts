import {
  AVAILABLE_CATALOGUES_PRODUCT_PAGE_SIZE,
  CATALOGUE_DROPDOWN_PAGE_SIZE,
  CATALOGUE_NAME_MAX,
  LIST_MAX_OFFSET,
} from '@tianguis/core/constants'
import { catalogueAddResult } from '@tianguis/core/contracts/catalogue-items'
import { catalogue } from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import { publicItemDetail } from '@tianguis/core/contracts/items'
import { typeOfPrefix } from '@tianguis/core/item-links'
import { can } from '@tianguis/core/permissions'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { loadCatalogues } from '../catalogues/catalogues.server'
import { shopOnce } from '../sections/shop-once.server'
import { addressingFor } from '../shop/shop.server'
import { outcomePath } from './outcome'

/**
 * The item page's 'Agregar a un catálogo' without JavaScript (decision 074):
 * `{shop}/{productos|servicios|experiencias}/{owner}/{id}/catalogos` lists the shop's catalogues
 * (15 a page, newest change first, 001 §9; decision 075) each with its button, the owner's
 * catalogues the shop does not show (≤ 50, decision 078), and the new-catalogue form; its action adds through the API (decision 068) and goes back to the item
 * with the outcome in `?catalogo=`. Only the shop's admins get either: anyone else is answered
 * 404 and nothing is written.
 */

interface Where {
  slug: string
  /** The shop's base path ('' on its own host). */
  base: string
  itemId: string
  /** The item page's path, where the add lands. */
  itemPath: string
}

export type ItemCataloguesPage =
  | {
      found: true
      item: { id: string; name: string }
      itemPath: string
      catalogues: Array<{ id: string; name: string }>
      /** The owner's catalogues the shop does not show, at most 50 (decision 078). */
      available: Array<{ id: string; name: string }>
      page: number
      pages: number
    }
  | { found: false }

/** What the new-catalogue form shows again after a refused name. */
export interface NewCatalogueAnswer {
  name: string
  error: string
}

/**
 * Where the request is: the shop (by path or host), the item and its page's path, when the prefix
 * names a kind and the viewer administers the shop; null otherwise (the caller answers 404).
 */
async function adminWhere(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shop?: string; owner: string; id: string },
): Promise<Where | null> {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) return null
  // …/{prefix}/{owner}/{id}/catalogos: the prefix is the fourth segment from the end.
  const prefix = decodeURIComponent(new URL(request.url).pathname.replace(/\/+$/, '').split('/').at(-4) ?? '')
  if (!typeOfPrefix(prefix)) return null
  const shop = await shopOnce(request, context, slug)
  if (!shop.ok || !can(shop.data.viewer_roles, 'shop.update') || shop.data.is_proxy) return null
  const itemPath = `${base}/${prefix}/${encodeURIComponent(params.owner)}/${encodeURIComponent(params.id)}`
  return { slug, base, itemId: params.id, itemPath }
}

const notFound = () => data<ItemCataloguesPage>({ found: false }, { status: 404 })

/** The page: the item's name, a page of the shop's catalogues (`?page` from 1) and the form. */
export async function loadItemCataloguesPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shop?: string; owner: string; id: string },
) {
  const where = await adminWhere(request, context, params)
  if (!where) return notFound()
  const pageSize = CATALOGUE_DROPDOWN_PAGE_SIZE
  const page = pageParam(new URL(request.url), Math.floor(LIST_MAX_OFFSET / pageSize))
  const api = createApi(request, context)
  const shopPath = `/api/v1/shops/${encodeURIComponent(where.slug)}`
  const [item, list, available] = await Promise.all([
    api.get(`${shopPath}/items/${encodeURIComponent(where.itemId)}`, publicItemDetail),
    loadCatalogues(request, context, where.slug, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
      sort: '-updated_at',
    }),
    api.get(
      `${shopPath}/catalogues/available?limit=${AVAILABLE_CATALOGUES_PRODUCT_PAGE_SIZE}`,
      listOf(catalogue),
    ),
  ])
  if (!item.ok || item.data.owner_id !== params.owner) return notFound()
  return data<ItemCataloguesPage>({
    found: true,
    item: { id: item.data.id, name: item.data.name },
    itemPath: where.itemPath,
    catalogues: list.results.map(({ id, name }) => ({ id, name })),
    // A failed list leaves the page with the shop's own (001 §8: lists show what there is).
    available: available.ok ? available.data.results.map(({ id, name }) => ({ id, name })) : [],
    page,
    pages: Math.max(1, Math.ceil(list.matches_estimated / pageSize)),
  })
}

/**
 * The forms' action: `intent=add` with `catalogue` (an id) adds the item there; `intent=new` with
 * `name` makes the catalogue (the catalogues' own create route), then adds; `intent=available`
 * with `catalogue` shows that one in the shop and adds, in one call (decision 078). A refused name is
 * answered on the form (its 'Invalid name', 001 §5); any other outcome goes back to the item.
 */
export async function addFromItemPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shop?: string; owner: string; id: string },
) {
  const where = await adminWhere(request, context, params)
  if (!where) throw data(null, { status: 404 })
  const form = await request.formData()
  const api = createApi(request, context)
  const shopPath = `/api/v1/shops/${encodeURIComponent(where.slug)}/catalogues`
  let catalogueId: string | null = null
  const show = form.get('intent') === 'available'
  if (form.get('intent') === 'new') {
    const name = String(form.get('name') ?? '').slice(0, CATALOGUE_NAME_MAX + 1)
    const made = await api.send('POST', shopPath, { name: name.trim() }, catalogue)
    if (!made.ok) {
      // 001 §5, §8: the server's refusal of a name shows on the name field as 'Invalid name'.
      const error =
        made.error.code === 'invalid_name' ? made.error.message : (made.error.fields?.name ?? null)
      if (error) return data<NewCatalogueAnswer>({ name, error }, { status: 400 })
      return redirect(outcomePath(where.itemPath, 'failed'))
    }
    catalogueId = made.data.id
  } else {
    const chosen = form.get('catalogue')
    if (typeof chosen === 'string' && chosen.length > 0 && chosen.length <= 100) catalogueId = chosen
  }
  if (!catalogueId) return redirect(outcomePath(where.itemPath, 'failed'))
  const added = await api.send(
    'POST',
    `${shopPath}/${encodeURIComponent(catalogueId)}/products`,
    { product_id: where.itemId, ...(show ? { show_in_store: true } : {}) },
    catalogueAddResult,
  )
  return redirect(outcomePath(where.itemPath, added.ok ? 'added' : 'failed'))
}

/**
 * The item page's data with `catalogueAdmin`: does the control show to this viewer (an admin of
 * the shop being viewed, not a proxy shop)? The shop's answer is the one the page's request has
 * already fetched (shopOnce), so this costs no statement. The page then sends the control's
 * messages to them only (decision 019).
 */
export async function withCatalogueAdmin<T extends { found: boolean }>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  shopParam: string | undefined,
  page: { data: T; init: ResponseInit | null },
) {
  const { slug } = addressingFor(shopParam, context)
  let admin = false
  if (page.data.found && slug !== null) {
    const shop = await shopOnce(request, context, slug)
    admin = shop.ok && can(shop.data.viewer_roles, 'shop.update') && !shop.data.is_proxy
  }
  return data({ ...page.data, catalogueAdmin: admin }, page.init ?? undefined)
}

/** The control's messages, for the viewers it shows to (the item page's loader asks for them). */
export function itemCatalogueMessages(page: { catalogueAdmin?: boolean }) {
  return page.catalogueAdmin ? (['itemCatalogues', 'toast.close'] as const) : []
}
