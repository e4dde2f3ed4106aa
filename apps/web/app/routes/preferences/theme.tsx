import { redirect } from 'react-router'
import { setTheme } from '../../features/theme/theme.server'
import type { Route } from './+types/theme'

/** POST /preferencias/tema (theme, next): keeps light or dark in a cookie for 365 days, back to `next`. */
export async function action({ request }: Route.ActionArgs) {
  return setTheme(request)
}

/** GET has nothing to show: back to the main page. */
export function loader() {
  return redirect('/')
}
