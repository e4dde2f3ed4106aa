import { data } from 'react-router'
import { catalogueCopyAction, forkedProducts } from '../../../features/catalogue-forks/catalogue-forks.server'
import { addressingFor } from '../../../features/shop/shop.server'
import type { Route } from './+types/catalogo-copias'

/**
 * /catalogos/:slug/copias: no page, the posts of a catalogue page's fork, duplicate and share
 * controls (decision 070), and the forked products the fork control fetches afterwards
 * (`?ref=…&catalogo=…`). A plain form post (without JavaScript) is answered with a redirect, the
 * controls' fetchers with data (decision 076).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { slug } = addressingFor(params.shop, context)
  if (slug === null) throw data(null, { status: 404 })
  const query = new URL(request.url).searchParams
  return forkedProducts(request, context, query.get('ref') ?? '', query.get('catalogo') ?? '')
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data(null, { status: 404 })
  return catalogueCopyAction(request, context, slug, base, params.slug)
}
