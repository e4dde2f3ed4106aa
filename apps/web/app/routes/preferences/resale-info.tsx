import { redirect } from 'react-router'
import { setResaleInfo } from '../../features/reseller/resale-info.server'
import type { Route } from './+types/resale-info'

/** POST /preferencias/reventa (show, next): keeps the resale-info choice 365 days (001 §4), back to `next`. */
export async function action({ request }: Route.ActionArgs) {
  return setResaleInfo(request)
}

/** GET has nothing to show: back to the main page. */
export function loader() {
  return redirect('/')
}
