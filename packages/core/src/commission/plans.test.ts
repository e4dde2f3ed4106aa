import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addMonths, DEFAULT_PLANS, nextPlanPeriod, PLAN_LANDINGS, packagePath, planInForce } from './plans.ts'

const at = (iso: string) => new Date(iso)

describe('a package’s period (decision 092)', () => {
  it('a month later, held to the shorter month’s last day', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z')
    expect(addMonths(at('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z')
  })

  it('a first purchase starts now and ends a month later', () => {
    const now = at('2026-11-26T15:00:00Z')
    expect(nextPlanPeriod(null, 'pln_online_store', now)).toEqual({
      planId: 'pln_online_store',
      start: now,
      end: at('2026-12-26T15:00:00Z'),
    })
  })

  it('buying the running plan again renews it from its end; another plan or a lapsed one starts now', () => {
    const now = at('2026-11-26T15:00:00Z')
    const current = { planId: 'pln_a', start: at('2026-11-10T00:00:00Z'), end: at('2026-12-10T00:00:00Z') }
    expect(nextPlanPeriod(current, 'pln_a', now)).toEqual({
      planId: 'pln_a',
      start: at('2026-12-10T00:00:00Z'),
      end: at('2027-01-10T00:00:00Z'),
    })
    expect(nextPlanPeriod(current, 'pln_b', now).start).toEqual(now)
    const lapsed = { ...current, end: at('2026-11-20T00:00:00Z') }
    expect(nextPlanPeriod(lapsed, 'pln_a', now).start).toEqual(now)
  })

  it('a period always ends after it starts, and never starts before now (property)', () => {
    const date = fc.date({
      min: at('2000-01-01T00:00:00Z'),
      max: at('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(date, date, date, fc.boolean(), (now, start, end, same) => {
        const current = { planId: 'pln_a', start, end }
        const next = nextPlanPeriod(current, same ? 'pln_a' : 'pln_b', now)
        expect(next.end.getTime()).toBeGreaterThan(next.start.getTime())
        expect(next.start.getTime()).toBeGreaterThanOrEqual(now.getTime())
        // At most a month and a few days (28–31) after its start.
        const days = (next.end.getTime() - next.start.getTime()) / 86_400_000
        expect(days).toBeGreaterThanOrEqual(28)
        expect(days).toBeLessThanOrEqual(31)
      }),
    )
  })
})

describe('the plans’ landing paths (002 §2)', () => {
  it('each landing sells a default plan, and the packages page takes its id', () => {
    const ids = DEFAULT_PLANS.map((plan) => plan.id)
    for (const id of Object.values(PLAN_LANDINGS)) expect(ids).toContain(id)
    expect(packagePath('pln_online_store')).toBe('/apps/paquetes?plan=pln_online_store')
  })
})

describe('a plan in force (decision 094)', () => {
  it('a plan given without a period always; a bought one until its period ends, not at its end', () => {
    const now = at('2026-11-26T12:00:00Z')
    expect(planInForce(null, now)).toBe(true)
    expect(planInForce(at('2026-11-26T12:00:01Z'), now)).toBe(true)
    expect(planInForce(at('2026-11-26T12:00:00Z'), now)).toBe(false)
    expect(planInForce(at('2026-10-26T12:00:00Z'), now)).toBe(false)
  })
})
