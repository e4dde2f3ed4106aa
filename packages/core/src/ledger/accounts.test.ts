import { describe, expect, it } from 'vitest'
import {
  defaultWalletType,
  parseAccount,
  platformAccount,
  userAccount,
  WALLET_TYPES,
  walletTypeFor,
  withBucket,
} from './accounts.ts'

describe('ledger accounts (decision 089)', () => {
  it("names a user's bucket per wallet type and the platform's accounts per currency", () => {
    expect(userAccount('usr_1', 'mxn', 'held')).toBe('user:usr_1:mxn:held')
    expect(platformAccount('MXN', 'clearing')).toBe('platform:MXN:clearing')
    expect(parseAccount('user:usr_1:mxn:available')).toEqual({
      owner: 'user',
      userId: 'usr_1',
      walletType: 'mxn',
      bucket: 'available',
    })
    expect(parseAccount('platform:ARS:refunds_out')).toEqual({
      owner: 'platform',
      currency: 'ARS',
      name: 'refunds_out',
    })
  })

  it('refuses keys that are not ours', () => {
    for (const key of [
      'user:usr_1:mxn',
      'user:usr_1:mxn:spent',
      'user:a:b:c:held',
      'platform:mxn:clearing',
      'platform:MXN:bank',
      'bank:MXN',
      '',
    ])
      expect(parseAccount(key)).toBeNull()
    expect(() => userAccount('a:b', 'mxn', 'held')).toThrow(RangeError)
    expect(() => userAccount('usr_1', '', 'held')).toThrow(RangeError)
    expect(() => platformAccount('mx', 'fees')).toThrow(RangeError)
  })

  it('moves a user account to another bucket, never a platform one', () => {
    expect(withBucket('user:usr_1:mxn:held', 'available')).toBe('user:usr_1:mxn:available')
    expect(() => withBucket('platform:MXN:fees_held', 'available')).toThrow(RangeError)
  })

  it('uses the first default wallet type, and the default one of an order’s currency (002 §3)', () => {
    expect(defaultWalletType().id).toBe('mxn')
    expect(
      defaultWalletType([
        { id: 'a', currency: 'USD', is_default: false },
        { id: 'b', currency: 'MXN', is_default: true },
      ]).id,
    ).toBe('b')
    expect(defaultWalletType([{ id: 'only', currency: 'EUR', is_default: false }]).id).toBe('only')
    expect(walletTypeFor('ARS')?.id).toBe('ars')
    expect(walletTypeFor('EUR')).toBeNull()
    expect(WALLET_TYPES.filter((type) => type.is_default)).toHaveLength(1)
  })
})
