import { data } from 'react-router'
import { NotFound } from '../../features/errors/not-found'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { shopHome } from '../../lib/shop-base'

/**
 * Any page nothing else claims: the generic 404, inside the shop's shell or the platform's.
 * Messages: the frame's only (the not-found texts come with the root's, decision 019).
 */
export function loader() {
  return data(null, { status: 404 })
}

export default function PageNotFound() {
  const { base } = useShop()
  return <NotFound homeHref={shopHome(base)} titleAs={usePageHeading()} />
}
