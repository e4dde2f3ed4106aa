import { describe, expect, it } from 'vitest'
import { can, refusal, SHOP_ACTIONS, type ShopRole } from './permissions.ts'

const ROLES: ShopRole[] = ['owner', 'admin', 'accountant', 'dispatcher', 'qrreader']

// The expected table, written out by hand so a change to SHOP_ACTIONS must be made twice.
const EXPECTED: Record<keyof typeof SHOP_ACTIONS, ShopRole[]> = {
  'shop.admin_panel': ['owner', 'admin', 'accountant', 'dispatcher', 'qrreader'],
  'shop.update': ['owner', 'admin'],
  'shop.staff.manage': ['owner', 'admin'],
  'shop.staff.read': ['owner', 'admin', 'accountant'],
  'shop.items.manage': ['owner', 'admin'],
  'shop.orders.read': ['owner', 'admin', 'accountant', 'dispatcher'],
  'shop.orders.dispatch': ['owner', 'admin', 'dispatcher'],
  'shop.finance': ['owner', 'admin', 'accountant'],
  'shop.tickets.scan': ['owner', 'admin', 'qrreader'],
}

describe('can', () => {
  for (const [action, allowed] of Object.entries(EXPECTED)) {
    for (const role of ROLES) {
      const expected = allowed.includes(role)
      it(`${role} ${expected ? 'may' : 'may not'} ${action}`, () => {
        expect(can([role], action as keyof typeof SHOP_ACTIONS)).toBe(expected)
      })
    }
    it(`nobody without a role may ${action}`, () => {
      expect(can([], action as keyof typeof SHOP_ACTIONS)).toBe(false)
    })
  }

  it('covers every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(SHOP_ACTIONS).sort())
  })
})

describe('refusal', () => {
  it('asks visitors to log in, tells members no, hides the shop from others', () => {
    expect(refusal(false, [])).toBe('unauthorized')
    expect(refusal(true, ['qrreader'])).toBe('forbidden')
    expect(refusal(true, [])).toBe('not_found')
  })
})
