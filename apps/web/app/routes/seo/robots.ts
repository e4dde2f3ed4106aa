import { platformRobots, shopRobots } from '../../features/seo/seo-files'
import { requestInfoContext } from '../../lib/request-context'
import type { Route } from './+types/robots'

/** /robots.txt at a host's root: the shop's on a shop host, the platform's otherwise. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin
  const { hostShopSlug } = context.get(requestInfoContext)
  const body = hostShopSlug ? shopRobots(origin) : platformRobots(origin)
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
