import { safeNext } from '../../lib/next-path'
import { RESALE_OUTCOMES, RESALE_PARAM, type ResaleOutcome } from './resale-outcome'

/**
 * Where a post lands: `back` when it is a same-site path (never another host: no open redirect),
 * else the item's page; with the outcome in `?reventa=` (replacing one already there), or without
 * any when `outcome` is null (a failed removal resets silently, 001 §4).
 */
export function landingPath(back: unknown, itemPath: string, outcome: ResaleOutcome | null) {
  const origin = 'http://same.invalid'
  let url = new URL(safeNext(back, itemPath), origin)
  // The browser reads the path as URL does: `/a/..//host` becomes `//host`, another site.
  if (url.origin !== origin || url.pathname.startsWith('//')) url = new URL(itemPath, origin)
  url.searchParams.delete(RESALE_PARAM)
  if (outcome) url.searchParams.set(RESALE_PARAM, RESALE_OUTCOMES[outcome])
  return `${url.pathname}${url.search}${url.hash}`
}
