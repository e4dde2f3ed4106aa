import { describe, expect, it } from 'vitest'
import { supplierDisabled } from './supplier-status'

describe('supplier warning', () => {
  it('shows only for a supplier shop whose supplier account is disabled', () => {
    expect(supplierDisabled({ permissions: ['dssupplier', 'dssupplier-disabled'] })).toBe(true)
    expect(supplierDisabled({ permissions: ['dssupplier-admin', 'dssupplier-disabled'] })).toBe(true)
    expect(supplierDisabled({ permissions: ['dssupplier'] })).toBe(false)
    expect(supplierDisabled({ permissions: ['dssupplier-disabled'] })).toBe(false)
    expect(supplierDisabled({ permissions: [] })).toBe(false)
  })
})
