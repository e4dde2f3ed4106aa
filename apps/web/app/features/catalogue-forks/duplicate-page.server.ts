import { CATALOGUE_NAME_MAX } from '@tianguis/core/constants'
import { can } from '@tianguis/core/permissions'
import { data, type RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'
import { loadViewer } from '../../lib/viewer.server'
import { loadCatalogue } from '../catalogues/catalogues.server'
import { loadSection } from '../sections/sections.server'
import { shopOnce } from '../sections/shop-once.server'
import { addressingFor } from '../shop/shop.server'
import { type DuplicateError, duplicateAnswerOf } from './copy-outcome'

export type DuplicatePage =
  | {
      found: true
      catalogue: { id: string; name: string; slug: string }
      /** Where the form posts: the catalogue's `copias` route, which the page's own form uses too. */
      action: string
      /** One key per page: a double press saves once (decision 028). */
      key: string
      /** The name the field shows: the one refused last, else the catalogue's. */
      name: string
      error: DuplicateError | null
    }
  | { found: false }

/**
 * `/catalogos/:slug/duplicar`: 'Duplicar catálogo' without JavaScript (decision 076), for those the
 * catalogue page offers it to: the shop's admins who are not ul2, in a shop that is not a proxy
 * (001 §6; decision 070). Anyone else, and an unknown catalogue, gets the not-found page (404).
 * A refused post lands here again with `?nombre=…&error=…`.
 */
export async function loadDuplicatePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shop?: string; slug: string },
) {
  const missing = () => data<DuplicatePage>({ found: false }, { status: 404 })
  const section = await loadSection(request, context, params.shop, 'catalogues')
  if (!section.data.found) return missing()
  const { slug, base } = addressingFor(params.shop, context)
  const [shop, catalogue, viewer] = await Promise.all([
    shopOnce(request, context, slug!),
    loadCatalogue(request, context, slug!, params.slug),
    loadViewer(createApi(request, context)),
  ])
  const admin = shop.ok && can(shop.data.viewer_roles, 'shop.update') && !shop.data.is_proxy
  if (!admin || viewer.user_level === 'ul2' || !catalogue) return missing()
  const answer = duplicateAnswerOf(new URL(request.url).searchParams, CATALOGUE_NAME_MAX)
  return data<DuplicatePage>({
    found: true,
    catalogue: { id: catalogue.id, name: catalogue.name, slug: catalogue.slug },
    action: `${base}/catalogos/${encodeURIComponent(catalogue.slug)}/copias`,
    key: `${catalogue.id}-${crypto.randomUUID()}`,
    name: answer.name ?? catalogue.name,
    error: answer.error,
  })
}
