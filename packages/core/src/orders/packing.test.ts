import { describe, expect, it } from 'vitest'
import {
  checkPackageQuantity,
  checkPackUnits,
  fullyPacked,
  mayPack,
  packageGrams,
  unitsLeft,
  unitsNotPacked,
} from './packing.ts'

const line = (quantity: number, packed: number) => ({ lineId: 'l1', quantity, packed })

describe('packing rules (decision 087)', () => {
  it('counts the units left of a line and of the order', () => {
    expect(unitsLeft(line(3, 1))).toBe(2)
    expect(unitsLeft(line(3, 3))).toBe(0)
    expect(unitsLeft(line(2, 5))).toBe(0)
    expect(unitsNotPacked([line(3, 1), line(2, 0), line(1, 1)])).toBe(4)
    expect(fullyPacked([line(3, 3), line(1, 1)])).toBe(true)
    expect(fullyPacked([line(3, 2)])).toBe(false)
    expect(fullyPacked([])).toBe(true)
  })

  it('packs only while the order is in process', () => {
    expect(mayPack('in_process')).toBe(true)
    for (const status of ['paid', 'to_deliver', 'on_the_way', 'delivered', 'canceled'] as const) {
      expect(mayPack(status)).toBe(false)
      expect(checkPackUnits(status, line(3, 0), 1)).toEqual({ code: 'order_not_packing' })
      expect(checkPackageQuantity(status, line(3, 1), 1, 0)).toEqual({ code: 'order_not_packing' })
    }
  })

  it('puts at most the units left of a line into a package, and at least one', () => {
    expect(checkPackUnits('in_process', line(3, 1), 2)).toBeNull()
    expect(checkPackUnits('in_process', line(3, 1), 3)).toEqual({
      code: 'packing_quantity_exceeded',
      available: 2,
    })
    expect(checkPackUnits('in_process', line(3, 3), 1)).toEqual({
      code: 'packing_quantity_exceeded',
      available: 0,
    })
    expect(checkPackUnits('in_process', line(3, 0), 0)).toMatchObject({ code: 'packing_quantity_exceeded' })
    expect(checkPackUnits('in_process', line(3, 0), -1)).toMatchObject({ code: 'packing_quantity_exceeded' })
    expect(checkPackUnits('in_process', line(3, 0), 1.5)).toMatchObject({ code: 'packing_quantity_exceeded' })
  })

  it('changes a line in a package up to what it holds plus what is left, and 0 takes it out', () => {
    // 5 sold, 3 packed of which 2 in this package: it may hold 0..4.
    const five = line(5, 3)
    expect(checkPackageQuantity('in_process', five, 2, 0)).toBeNull()
    expect(checkPackageQuantity('in_process', five, 2, 4)).toBeNull()
    expect(checkPackageQuantity('in_process', five, 2, 5)).toEqual({
      code: 'packing_quantity_exceeded',
      available: 4,
    })
    expect(checkPackageQuantity('in_process', five, 2, -1)).toMatchObject({
      code: 'packing_quantity_exceeded',
    })
  })

  it('weighs a package by its units', () => {
    expect(packageGrams(3)).toBe(3000)
    expect(packageGrams(0)).toBe(0)
  })
})
