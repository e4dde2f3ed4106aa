import { describe, expect, it } from 'vitest'
import { entryProblems } from './entries.ts'
import { packagePaidEntry } from './packages.ts'

describe('a package bought (decision 093)', () => {
  it('is the platform’s income: clearing to fees, balanced, its id from the purchase', () => {
    const entry = packagePaidEntry('ppu_1', 'MXN', 19_900)!
    expect(entry).toMatchObject({ id: 'package:ppu_1', kind: 'package_paid', reference: 'ppu_1' })
    expect(entry.postings).toEqual([
      { account: 'platform:MXN:clearing', currency: 'MXN', amount: -19_900 },
      { account: 'platform:MXN:fees', currency: 'MXN', amount: 19_900 },
    ])
    expect(entryProblems(entry)).toEqual([])
  })

  it('writes nothing for a package paid 0, and refuses a fractional amount', () => {
    expect(packagePaidEntry('ppu_2', 'MXN', 0)).toBeNull()
    expect(() => packagePaidEntry('ppu_3', 'MXN', 10.5)).toThrow()
  })
})
