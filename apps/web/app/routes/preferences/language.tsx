import { redirect } from 'react-router'
import { setLanguage } from '../../features/preferences/language.server'
import type { Route } from './+types/language'

/** POST /preferencias/idioma (locale, next): sets the `locale` cookie for a year, back to `next`. */
export async function action({ request }: Route.ActionArgs) {
  return setLanguage(request)
}

/** GET has nothing to show: back to the main page. */
export function loader() {
  return redirect('/')
}
