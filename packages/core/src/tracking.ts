import { TRACKING_COOKIE_DAYS, type TRACKING_COOKIES, type TRACKING_QUERY_PARAMS } from './constants.ts'

export type TrackingParam = (typeof TRACKING_QUERY_PARAMS)[number]
export type TrackingCookie = (typeof TRACKING_COOKIES)[number]

/**
 * Which query parameters feed which tracking cookie (000 §3 "Tracking values kept in cookies",
 * §9 "tracking cookies 1 day"), first present parameter wins:
 * - `referralID` ← `referral` (the referrer's id), else `referral_slug` (their slug);
 * - `campaign` ← `campaign`;
 * - `clickID` ← `click_id` (our own marketing links), else `gclid` (Google Ads), else `fbclid` (Facebook).
 * Every parameter of TRACKING_QUERY_PARAMS appears exactly once (tracking.test.ts checks it).
 */
export const TRACKING_SOURCES: Record<TrackingCookie, readonly TrackingParam[]> = {
  referralID: ['referral', 'referral_slug'],
  campaign: ['campaign'],
  clickID: ['click_id', 'gclid', 'fbclid'],
}

/** Longest value kept; click ids of the ad networks stay well below this. */
export const TRACKING_VALUE_MAX = 200
const SAFE_VALUE = /^[A-Za-z0-9._~:@+-]+$/

export const TRACKING_COOKIE_MAX_AGE_SECONDS = TRACKING_COOKIE_DAYS * 24 * 60 * 60

/**
 * The tracking cookies a request's query string asks for: only cookies whose parameter is
 * present with a usable value (1 to 200 characters of letters, digits and `._~:@+-`); anything
 * else is ignored rather than stored. A later visit with new values overwrites the old ones.
 */
export function trackingFromQuery(query: URLSearchParams): Partial<Record<TrackingCookie, string>> {
  const found: Partial<Record<TrackingCookie, string>> = {}
  for (const [cookie, params] of Object.entries(TRACKING_SOURCES) as [TrackingCookie, TrackingParam[]][]) {
    for (const param of params) {
      const value = query.get(param)?.trim()
      if (value && value.length <= TRACKING_VALUE_MAX && SAFE_VALUE.test(value)) {
        found[cookie] = value
        break
      }
    }
  }
  return found
}

/**
 * `Set-Cookie` values for those cookies: one day, the whole site, HttpOnly (the server reads
 * them at checkout), SameSite=Lax so the landing from an ad keeps them, Secure over HTTPS.
 */
export function trackingSetCookies(
  cookies: Partial<Record<TrackingCookie, string>>,
  options: { secure: boolean },
): string[] {
  return Object.entries(cookies).map(
    ([name, value]) =>
      `${name}=${encodeURIComponent(value)}; Max-Age=${TRACKING_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`,
  )
}

/**
 * `Set-Cookie` values that clear every tracking cookie (002 §4: "cleared after a successful
 * order"), so the next purchase is not credited to the same referral, campaign or click.
 */
export function trackingClearCookies(options: { secure: boolean }): string[] {
  return (Object.keys(TRACKING_SOURCES) as TrackingCookie[]).map(
    (name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`,
  )
}
