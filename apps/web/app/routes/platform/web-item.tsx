import { NotFound } from '../../features/errors/not-found'
import { redirectWebItem } from '../../features/items/item-detail.server'
import { usePageHeading } from '../../features/shop/use-shop'
import type { Route } from './+types/web-item'

/** `/web/{slug}/products/{id}` (001 §2): a permanent redirect to the product's page in that shop. Messages: the frame's only. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return redirectWebItem(request, context, { shop: params.shop, slug: params.slug, id: params.id })
}

export default function WebItemNotFound() {
  return <NotFound homeHref="/" titleAs={usePageHeading()} />
}
