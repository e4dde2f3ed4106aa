/**
 * Who may do what in a shop. The one permission rule every route goes through
 * (apps/server/src/http/authorize.ts applies it); pure, so it is tested exhaustively here.
 */
export const STAFF_ROLES = ['admin', 'accountant', 'dispatcher', 'qrreader'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
/** The owner is not a staff row: it is the shop's `owner_id`. */
export type ShopRole = 'owner' | StaffRole

export const SHOP_ACTIONS = {
  /** See the admin side bar and the shop's menu apps (001 §2: admin, accountant, dispatcher, qrreader). */
  'shop.admin_panel': ['owner', 'admin', 'accountant', 'dispatcher', 'qrreader'],
  /** Edit the storefront: name, photo, colours, sections, social links, banners, headers (001 §6). */
  'shop.update': ['owner', 'admin'],
  /** Add and remove staff, and change their roles. */
  'shop.staff.manage': ['owner', 'admin'],
  /** See who the staff are. */
  'shop.staff.read': ['owner', 'admin', 'accountant'],
  /** Add, remove and order items and catalogues in the shop. */
  'shop.items.manage': ['owner', 'admin'],
  /** Read orders, sales and payouts. */
  'shop.orders.read': ['owner', 'admin', 'accountant', 'dispatcher'],
  /** Confirm, dispatch and deliver orders. */
  'shop.orders.dispatch': ['owner', 'admin', 'dispatcher'],
  /** Wallets, invoices and refunds. */
  'shop.finance': ['owner', 'admin', 'accountant'],
  /** Scan attendees' ticket QR codes at an event. */
  'shop.tickets.scan': ['owner', 'admin', 'qrreader'],
} as const satisfies Record<string, readonly ShopRole[]>
export type ShopAction = keyof typeof SHOP_ACTIONS

export function can(roles: readonly ShopRole[], action: ShopAction): boolean {
  const allowed: readonly ShopRole[] = SHOP_ACTIONS[action]
  return roles.some((role) => allowed.includes(role))
}

/**
 * What a request may learn when it is refused. A visitor is asked to log in (401);
 * a member of the shop without the role is told no (403); anyone else gets 404, so
 * the existence of another tenant's admin resources is never revealed (conventions 11).
 */
export function refusal(
  loggedIn: boolean,
  roles: readonly ShopRole[],
): 'unauthorized' | 'forbidden' | 'not_found' {
  if (!loggedIn) return 'unauthorized'
  return roles.length > 0 ? 'forbidden' : 'not_found'
}

/** User levels (000 §3): ul0 registered, ul1 entrepreneur without store, ul2 with store, ul3; '' is unknown. */
export const USER_LEVELS = ['ul0', 'ul1', 'ul2', 'ul3'] as const
export type UserLevel = (typeof USER_LEVELS)[number] | ''

/** The configured id of the anonymous user (000 §6): a visitor without a session. */
export const ANONYMOUS_USER_ID = 'anonymous'
