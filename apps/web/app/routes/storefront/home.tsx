import { ShopWelcome } from '../../features/shop/shop-welcome'
import { useShop } from '../../features/shop/use-shop'

/** /:shop — the shop home: for now a welcome with the shop's description and an empty state. */
export default function ShopHome() {
  const { shop } = useShop()
  return <ShopWelcome shop={shop} />
}
