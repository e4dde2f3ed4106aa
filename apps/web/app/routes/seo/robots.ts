import { platformRobots, shopRobots, unknownHostRobots } from '../../features/seo/seo-files'
import { requestInfoContext } from '../../lib/request-context'
import type { Route } from './+types/robots'

/**
 * /robots.txt at a host's root: the shop's on a shop host, the platform's otherwise, on the origin
 * the server vouches for (PUBLIC_URL, the shop's sub-domain or verified domain), never the request's
 * own host. A host that is neither keeps crawlers out, and that answer is not kept by any cache.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { hostShopSlug, publicOrigin, knownHost } = context.get(requestInfoContext)
  if (!knownHost) {
    return new Response(unknownHostRobots(), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  const body = hostShopSlug ? shopRobots(publicOrigin) : platformRobots(publicOrigin)
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
