import { redirect } from 'react-router'
import { setLanguage } from '../../features/preferences/language.server'
import { baseFor } from '../../features/shop/shop.server'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/language'

/** /preferencias/idioma as a shop's own host sees it (rewritten to /{shop}/preferencias/idioma). */
export async function action({ request }: Route.ActionArgs) {
  return setLanguage(request)
}

export function loader({ params, context }: Route.LoaderArgs) {
  return redirect(shopHome(baseFor(params.shop, context)))
}
