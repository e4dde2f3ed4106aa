import { describe, expect, it } from 'vitest'
import { orderLifecycle } from './lifecycle.ts'
import { ORDER_STATE_FILTERS, ORDER_STATE_GROUPS, returnDeadline, statusesFor } from './purchase-filters.ts'

const flags = { include_delivered: false, include_canceled: false }

describe('statusesFor (my purchases’ state filter, decision 080)', () => {
  it('shows the orders under way by default: not delivered, canceled nor expired', () => {
    expect(statusesFor(flags)).toEqual([
      'awaiting_confirmation',
      'awaiting_customer',
      'awaiting_payment',
      'paid',
      'in_process',
      'to_deliver',
      'on_the_way',
    ])
  })

  it('adds the delivered ones, the canceled and expired ones, or every order with both flags', () => {
    expect(statusesFor({ ...flags, include_delivered: true })).toContain('delivered')
    expect(statusesFor({ ...flags, include_delivered: true })).not.toContain('canceled')
    const canceled = statusesFor({ ...flags, include_canceled: true })
    expect(canceled).toEqual(expect.arrayContaining(['canceled', 'payment_expired']))
    expect(canceled).not.toContain('delivered')
    expect(statusesFor({ include_delivered: true, include_canceled: true })).toBeNull()
  })

  it('reads a state or a group as exactly that, whatever the flags say', () => {
    expect(statusesFor({ ...flags, state: 'delivered' })).toEqual(['delivered'])
    expect(statusesFor({ ...flags, state: 'canceled' })).toEqual(['canceled'])
    expect(statusesFor({ include_delivered: true, include_canceled: true, state: 'paid' })).toEqual(['paid'])
    expect(statusesFor({ ...flags, state: 'to_confirm' })).toEqual([
      'awaiting_confirmation',
      'awaiting_customer',
    ])
    expect(statusesFor({ ...flags, state: 'not_completed' })).toEqual(['canceled', 'payment_expired'])
  })

  it('offers every lifecycle state and every group, the groups covering each state at most once', () => {
    expect(ORDER_STATE_FILTERS).toEqual(expect.arrayContaining([...orderLifecycle.states]))
    const grouped = Object.values(ORDER_STATE_GROUPS).flat()
    expect(new Set(grouped).size).toBe(grouped.length)
    for (const status of grouped) expect(orderLifecycle.states).toContain(status)
  })
})

describe('returnDeadline (002 §9: 72 hours after receipt)', () => {
  it('is 72 hours after the delivery of a delivered order, else none', () => {
    expect(returnDeadline('delivered', '2026-11-26T12:00:00.000Z')).toBe('2026-11-29T12:00:00.000Z')
    expect(returnDeadline('on_the_way', null)).toBeNull()
    expect(returnDeadline('delivered', null)).toBeNull()
    expect(returnDeadline('canceled', '2026-11-26T12:00:00.000Z')).toBeNull()
  })
})
