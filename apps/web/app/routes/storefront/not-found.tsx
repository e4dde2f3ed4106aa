import { data } from 'react-router'
import { NotFound } from '../../features/errors/not-found'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { shopHome } from '../../lib/shop-base'

/** Any page nothing else claims: the generic 404, inside the shop's shell or the platform's. */
export function loader() {
  return data(null, { status: 404 })
}

export default function PageNotFound() {
  const { base } = useShop()
  return <NotFound homeHref={shopHome(base)} titleAs={usePageHeading()} />
}
