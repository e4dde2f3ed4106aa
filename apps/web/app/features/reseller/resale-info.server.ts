import {
  RESALE_INFO_COOKIE,
  RESALE_INFO_COOKIE_DAYS,
  resaleView,
  showsResaleInfo,
} from '@tianguis/core/commission/commission'
import { packagePath } from '@tianguis/core/commission/plans'
import { resaleQuotes } from '@tianguis/core/contracts/resale-items'
import { formatMoney } from '@tianguis/core/money'
import { type RouterContextProvider, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { readCookie } from '../../lib/cookies'
import { safeNext } from '../../lib/next-path'
import { loadViewer } from '../../lib/viewer.server'
import { resellerPaths } from './paths'

type Context = Readonly<RouterContextProvider>

/**
 * The resale box of an item page (001 §6; decision 071), its texts worked out here so the page
 * ships only markup:
 * - `signup`: the anonymous visitor and ul0: the sign-up call to action; no public-price label;
 * - `reseller`: ul1–ul3: ul1's commission banner ('Gana comisiones', the free-store link) and, on a
 *   dropshipping item, the resale-info toggle; with it on, the public price, 'Buy by', the earnings
 *   and, for a professional-plan offer, 'switch to premium plan X to win amount'.
 */
export type ResaleBox =
  | { kind: 'signup'; text: string; link: { href: string; label: string } }
  | {
      kind: 'reseller'
      banner: { text: string; link: { href: string; label: string } } | null
      toggle: { on: boolean; label: string; next: string; action: string } | null
      lines: {
        publicPrice: string
        buyBy: string
        earn: string
        upgrade: { text: string; button: string; href: string } | null
      } | null
    }

/** Whether the resale info is switched on (cookie `showResaleInfo`, 001 §4). */
export function resaleInfoCookie(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), RESALE_INFO_COOKIE)
}

/** The Set-Cookie that keeps the choice for 365 days (001 §9). Readable by scripts: it holds no secret. */
export function resaleInfoSetCookie(on: boolean, secure: boolean): string {
  const parts = [
    `${RESALE_INFO_COOKIE}=${on ? 'true' : 'false'}`,
    'Path=/',
    `Max-Age=${RESALE_INFO_COOKIE_DAYS * 24 * 60 * 60}`,
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** POST /preferencias/reventa (show=true|false, next): the cookie, then back to a same-site `next`. */
export async function setResaleInfo(request: Request): Promise<Response> {
  const form = await request.formData()
  const to = safeNext(form.get('next'), '/')
  const secure = new URL(request.url).protocol === 'https:'
  return redirect(to, { headers: { 'set-cookie': resaleInfoSetCookie(form.get('show') === 'true', secure) } })
}

/**
 * The box for `item` on the page at `path` of the shop at `base` ('' on the platform). Secondary
 * data (conventions 5): a failure to quote leaves the amounts out, never the page.
 */
export async function resaleBoxFor(
  request: Request,
  context: Context,
  base: string,
  path: string,
  item: { id: string; is_dropshipping: boolean; currency: string; list_price: number | null },
): Promise<ResaleBox> {
  const api = createApi(request, context)
  const viewer = await loadViewer(api)
  const level = viewer.anonymous ? null : viewer.user_level
  const view = resaleView(level, item)
  const { locale, t } = requestTranslation(request)
  if (view.kind === 'signup') {
    // Visitors sign up; ul0 already has an account and picks a plan.
    const href = viewer.anonymous ? `${base}/signup` : resellerPaths.plans(base)
    return {
      kind: 'signup',
      text: t('reseller.signup.text'),
      link: { href, label: t('reseller.signup.link') },
    }
  }
  const banner = view.banner
    ? {
        text: t('reseller.banner.text'),
        link: { href: resellerPaths.freeStore, label: t('reseller.banner.link') },
      }
    : null
  if (!view.quote) return { kind: 'reseller', banner, toggle: null, lines: null }
  const on = showsResaleInfo(resaleInfoCookie(request), level)
  const toggle = {
    on,
    label: t(on ? 'reseller.toggle.hide' : 'reseller.toggle.show'),
    next: path,
    action: resellerPaths.toggle,
  }
  if (!on) return { kind: 'reseller', banner, toggle, lines: null }
  const quote = await api
    .get(`/api/v1/me/resale/quotes?items=${encodeURIComponent(item.id)}`, resaleQuotes)
    .then((result) => (result.ok ? result.data.results[0] : undefined))
    .catch(() => undefined)
  if (!quote) return { kind: 'reseller', banner, toggle, lines: null }
  const money = (amount: number) => formatMoney({ amount, currency: quote.currency }, locale)
  return {
    kind: 'reseller',
    banner,
    toggle,
    lines: {
      publicPrice: t('reseller.publicPrice', { amount: money(quote.list_price) }),
      buyBy: t('reseller.buyBy', { amount: money(quote.buy_by) }),
      earn: t('reseller.earn', { amount: money(quote.earn) }),
      upgrade: quote.upgrade
        ? {
            text: t('reseller.upgrade', { plan: quote.upgrade.plan_name, amount: money(quote.upgrade.earn) }),
            button: t('reseller.upgrade.button', { plan: quote.upgrade.plan_name }),
            // Buying that package (decision 092): the packages page opened at its purchase.
            href: `${base}${packagePath(quote.upgrade.plan_id)}`,
          }
        : null,
    },
  }
}
