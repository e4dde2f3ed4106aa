import type { Shop } from '@tianguis/core/contracts/shops'
import type { PageShop } from '../shop/page-shop'

type Network = 'facebook' | 'instagram' | 'twitter' | 'youtube' | 'twitch' | 'kick' | 'discord'
export type SocialLink = { network: Network; name: string; href: string }

export const NETWORK_NAMES: Record<Network, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  youtube: 'YouTube',
  twitch: 'Twitch',
  kick: 'Kick',
  discord: 'Discord',
}

// A field the shop has not set is null from the API and absent from the page's shop (page-shop.ts).
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '')

/** The messaging link from country code + phone (000 §2): https://wa.me/{code}{phone}; null without a phone. */
export function whatsappUrl(
  countryCode: string | null | undefined,
  phone: string | null | undefined,
): string | null {
  const number = digits(phone)
  if (!number) return null
  return `https://wa.me/${digits(countryCode)}${number}`
}

/**
 * The social bar's links (000 §2): `https://{network}.com/{name}` for the stored names; discord is
 * stored as a URL and used as is when it is an https URL. Networks without a value are left out.
 * Worked out on the server (page-shop.ts): the page gets the links, not the rules.
 */
export function socialLinks(shop: Pick<Shop, Network>): SocialLink[] {
  const links: SocialLink[] = []
  for (const network of ['facebook', 'instagram', 'twitter', 'youtube', 'twitch', 'kick'] as const) {
    const name = shop[network]?.trim().replace(/^\/+|\/+$/g, '')
    if (!name) continue
    const path = name
      .split('/')
      .map((part) => encodeURIComponent(part).replace(/^%40/, '@'))
      .join('/')
    links.push({ network, name: NETWORK_NAMES[network], href: `https://${network}.com/${path}` })
  }
  const discord = shop.discord?.trim()
  if (discord && /^https:\/\/[^\s]+$/i.test(discord)) {
    links.push({ network: 'discord', name: NETWORK_NAMES.discord, href: discord })
  }
  return links
}

/** The page's path below the shop's base: '/' for the home. */
export function pathInShop(pathname: string, base: string): string {
  const rest = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname
  return rest === '' ? '/' : rest
}

/** 001 §2: the floating contact button shows on the home, /productos, /servicios, /franquicias, /blogs and under /blogs/. */
export function isContactPage(path: string): boolean {
  return /^\/(?:productos|servicios|franquicias|blogs)?\/?$/.test(path) || /^\/blogs\/.+/.test(path)
}

export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/')
}

/**
 * What the floating contact does on this page: the live chat when the shop has a licence
 * (franchise shops only on their admin pages), else the WhatsApp link, else nothing.
 */
export function floatingContact(
  shop: Pick<PageShop, 'live_chat_license' | 'store_type' | 'whatsapp_country_code' | 'whatsapp_phone'>,
  path: string,
): { kind: 'chat'; license: string } | { kind: 'whatsapp'; href: string } | null {
  const listed = isContactPage(path)
  const license = shop.live_chat_license?.trim()
  if (license && (shop.store_type === 'franchise' ? isAdminPath(path) : listed)) {
    return { kind: 'chat', license }
  }
  const href = whatsappUrl(shop.whatsapp_country_code, shop.whatsapp_phone)
  return listed && href ? { kind: 'whatsapp', href } : null
}
