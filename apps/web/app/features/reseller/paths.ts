import { FREE_STORE_PATH } from '@tianguis/core/commission/commission'

/** The reseller's pages (001 §2; decision 071), under the shop's base ('' on the platform). */
export const resellerPaths = {
  items: (base: string) => `${base}/apps/me/referral`,
  catalogues: (base: string) => `${base}/apps/me/referral/resale/catalogues`,
  plans: (base: string) => `${base}/apps/me/referral/resale/plans`,
  /** The resale-info toggle's form (a cookie for 365 days, 001 §4), at every host's root like the theme's. */
  toggle: '/preferencias/reventa',
  /** The free-store wizard (002 §2), the platform's. */
  freeStore: FREE_STORE_PATH,
}
