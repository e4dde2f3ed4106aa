import type { MessageKey, Messages } from './es-MX'

/** Every leading part of a dotted key: 'items.sort.apply' gives 'items' and 'items.sort'. */
type Prefixes<K extends string> = K extends `${infer Head}.${infer Tail}`
  ? Head | `${Head}.${Prefixes<Tail>}`
  : never

/**
 * What a route asks for: a key prefix ('items' means every 'items.…' key) or one whole key.
 * Checked by the compiler, so a misspelled prefix does not build.
 */
export type MessagePrefix = Prefixes<MessageKey> | MessageKey

/** The messages one route's loader sent: only the keys of the prefixes it asked for. */
export type RouteMessages = Partial<Messages>

/** Is `key` one of `prefix` ('items' covers 'items.free' but not 'itemsX' or 'item.x')? */
export function keyHasPrefix(key: string, prefixes: readonly MessagePrefix[]): boolean {
  return prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))
}

/**
 * The messages the root loader sends to every page: what both frames (the shop's and the
 * platform's) show, the account links, the language selector, and the error pages the root and
 * layout boundaries show. The shop's frame adds its own from the layout's loader
 * (`shopFrameMessages` in features/shop/frame-messages.ts), so a platform page does not carry the
 * shop's navbar, menu, contact and footer texts. A page's own texts are sent by its route's loader
 * (`withMessages` in messages.server.ts).
 */
export const SHELL_MESSAGES = [
  'a11y',
  'platform.name',
  'nav.account',
  'nav.login',
  'nav.signup',
  'nav.logout',
  'nav.profileOf',
  'footer.copyright',
  'footer.language',
  'footer.languageChange',
  'notFound',
  'storeNotFound',
  'error',
] as const satisfies readonly MessagePrefix[]

/**
 * The frame's parts only some pages show, their messages sent by the layout's loader only to
 * those: the signed-in viewer's alerts, profile button and side menu; the staff's admin side bar
 * and the top menu's add and settings shortcuts; the disabled-supplier warning.
 */
export const FRAME_PART_MESSAGES = {
  signedIn: ['side', 'nav.alerts', 'nav.alertsEmpty', 'nav.accountMenu', 'supplier.menu'],
  staff: ['admin', 'menu.add', 'menu.shopSettings', 'tour'],
  supplierDisabled: ['supplier.disabled'],
} as const satisfies Record<string, readonly MessagePrefix[]>

/** Which of FRAME_PART_MESSAGES this page gets. */
export function framePartMessages(parts: Record<keyof typeof FRAME_PART_MESSAGES, boolean>): MessagePrefix[] {
  return (Object.keys(FRAME_PART_MESSAGES) as (keyof typeof FRAME_PART_MESSAGES)[]).flatMap((part) =>
    parts[part] ? FRAME_PART_MESSAGES[part] : [],
  )
}
