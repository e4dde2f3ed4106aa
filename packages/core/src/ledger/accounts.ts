/**
 * The ledger's accounts (issue #16; decision 089). An account is named by a key the database can
 * keep as the primary key of `ledger_accounts` and every posting can point at:
 *
 * - a user's account per wallet type and bucket: `user:{userId}:{walletType}:{bucket}`;
 *   `held` is money earned on an order whose return window is still open, `available` what may be
 *   cashed out, `payout_pending` what a cash-out request set aside until it is paid;
 * - the platform's own accounts per currency: `platform:{currency}:{name}`.
 *
 * Sign: every posting is a signed integer of minor units and every entry sums to zero per currency,
 * so the sum of all accounts is always zero. A user's bucket holds a positive balance (what the
 * platform owes them). The platform's `clearing` account is where paid money comes in from outside:
 * its balance is minus what was ever paid in. `refunds_out` and `payouts_out` are where money
 * leaves (plus what was refunded or paid out); `fees_held` and `fees` are the platform's own share
 * before and after the return window.
 */

export const USER_BUCKETS = ['held', 'available', 'payout_pending'] as const
export type UserBucket = (typeof USER_BUCKETS)[number]

export const PLATFORM_ACCOUNTS = ['clearing', 'fees_held', 'fees', 'refunds_out', 'payouts_out'] as const
export type PlatformAccountName = (typeof PLATFORM_ACCOUNTS)[number]

export type AccountIdentity =
  | { owner: 'user'; userId: string; walletType: string; bucket: UserBucket }
  | { owner: 'platform'; currency: string; name: PlatformAccountName }

/** A ledger account's key, as `ledger_accounts.key` and `ledger_postings.account` would keep it. */
export type AccountKey = string

/** User ids and wallet type ids are the platform's own ids: letters, digits, '_' and '-'. */
const ID = /^[A-Za-z0-9_-]{1,64}$/
const CURRENCY = /^[A-Z]{3}$/

export function userAccount(userId: string, walletType: string, bucket: UserBucket): AccountKey {
  if (!ID.test(userId)) throw new RangeError(`a ledger user id is [A-Za-z0-9_-]{1,64}, got ${userId}`)
  if (!ID.test(walletType)) throw new RangeError(`a wallet type id is [A-Za-z0-9_-]{1,64}, got ${walletType}`)
  return `user:${userId}:${walletType}:${bucket}`
}

export function platformAccount(currency: string, name: PlatformAccountName): AccountKey {
  if (!CURRENCY.test(currency)) throw new RangeError(`currency must be an ISO 4217 code, got ${currency}`)
  return `platform:${currency}:${name}`
}

/** The identity a key names, or null when it is not one of ours (a typo, another format). */
export function parseAccount(key: AccountKey): AccountIdentity | null {
  const parts = key.split(':')
  if (parts[0] === 'user' && parts.length === 4) {
    const [, userId = '', walletType = '', bucket = ''] = parts
    if (!ID.test(userId) || !ID.test(walletType)) return null
    if (!(USER_BUCKETS as readonly string[]).includes(bucket)) return null
    return { owner: 'user', userId, walletType, bucket: bucket as UserBucket }
  }
  if (parts[0] === 'platform' && parts.length === 3) {
    const [, currency = '', name = ''] = parts
    if (!CURRENCY.test(currency)) return null
    if (!(PLATFORM_ACCOUNTS as readonly string[]).includes(name)) return null
    return { owner: 'platform', currency, name: name as PlatformAccountName }
  }
  return null
}

/** The same account's key with another bucket (held → available on dispersion). */
export function withBucket(key: AccountKey, bucket: UserBucket): AccountKey {
  const account = parseAccount(key)
  if (account?.owner !== 'user') throw new RangeError(`not a user account: ${key}`)
  return userAccount(account.userId, account.walletType, bucket)
}

/**
 * A wallet type (002 §3 "Wallet: wallet_type (id, currency code)"): a user has one set of
 * buckets per type. "The first default wallet type is used": `defaultWalletType` picks it.
 */
export interface WalletType {
  id: string
  currency: string
  is_default: boolean
}

/** The platform's wallet types: one per currency it sells in, MXN first and default. */
export const WALLET_TYPES: readonly WalletType[] = [
  { id: 'mxn', currency: 'MXN', is_default: true },
  { id: 'ars', currency: 'ARS', is_default: false },
  { id: 'usd', currency: 'USD', is_default: false },
]

/** The first default wallet type, else the first one (002 §3). */
export function defaultWalletType(types: readonly WalletType[] = WALLET_TYPES): WalletType {
  const first = types.find((type) => type.is_default) ?? types[0]
  if (!first) throw new RangeError('no wallet types')
  return first
}

/**
 * The wallet type an order's money goes to: the first default type of the order's currency, else
 * the first type of that currency; null when no type holds it (the platform does not sell in it).
 */
export function walletTypeFor(
  currency: string,
  types: readonly WalletType[] = WALLET_TYPES,
): WalletType | null {
  const same = types.filter((type) => type.currency === currency)
  return same.find((type) => type.is_default) ?? same[0] ?? null
}
