import { data } from 'react-router'
import { NotFound } from '../../features/errors/not-found'
import { useShop } from '../../features/shop/use-shop'
import { shopHome } from '../../lib/shop-base'

/** /:shop/* — an unknown page of an existing shop: the generic 404 inside the shop's shell. */
export function loader() {
  return data(null, { status: 404 })
}

export default function ShopNotFound() {
  const { base } = useShop()
  return <NotFound homeHref={shopHome(base)} titleAs="h2" />
}
