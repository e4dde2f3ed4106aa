import { describe, expect, it } from 'vitest'
import { orderLifecycle } from '../orders/lifecycle.ts'
import {
  type Attendee,
  attendeesComplete,
  experienceEnded,
  needsAttendees,
  TICKETS_PAGE_SIZE,
  ticketStatus,
} from './attendees.ts'

const ana: Attendee = { full_name: 'Ana López', phone: '5512345678', type: 'adult' }
const beto: Attendee = { full_name: 'Beto López', phone: null, type: 'child' }
const date = new Date('2030-05-01T18:00:00Z')

describe('attendees (002 §5 "Attendee info must be reviewed"; decision 083)', () => {
  it('asks one attendee per ticket of an experience line only', () => {
    expect(needsAttendees({ experienceDate: date })).toBe(true)
    expect(needsAttendees({ experienceDate: null })).toBe(false)
    const product = { quantity: 3, experienceDate: null, attendees: null }
    expect(attendeesComplete([product])).toBe(true)
    expect(attendeesComplete([product, { quantity: 2, experienceDate: date, attendees: null }])).toBe(false)
    expect(attendeesComplete([{ quantity: 2, experienceDate: date, attendees: [ana] }])).toBe(false)
    expect(attendeesComplete([{ quantity: 2, experienceDate: date, attendees: [ana, beto] }])).toBe(true)
    expect(attendeesComplete([{ quantity: 1, experienceDate: date, attendees: [ana, beto] }])).toBe(false)
    expect(
      attendeesComplete([{ quantity: 1, experienceDate: date, attendees: [{ ...ana, full_name: '  ' }] }]),
    ).toBe(false)
  })

  it('ends an experience once its date has passed, never one without a date', () => {
    expect(experienceEnded(date, new Date('2030-05-01T17:59:59Z'))).toBe(false)
    expect(experienceEnded(date, new Date('2030-05-01T18:00:00Z'))).toBe(false)
    expect(experienceEnded(date, new Date('2030-05-01T18:00:01Z'))).toBe(true)
    expect(experienceEnded(null, new Date('2999-01-01T00:00:00Z'))).toBe(false)
  })

  it('pages My tickets by ten (002 §9 attendants page size)', () => {
    expect(TICKETS_PAGE_SIZE).toBe(10)
  })
})

describe('ticket status from its order', () => {
  const expected: Record<string, 'valid' | 'pending' | 'void'> = {
    awaiting_confirmation: 'pending',
    awaiting_customer: 'pending',
    awaiting_payment: 'pending',
    paid: 'valid',
    in_process: 'valid',
    to_deliver: 'valid',
    on_the_way: 'valid',
    delivered: 'valid',
    payment_expired: 'void',
    canceled: 'void',
  }

  it('places every order state (a new state must be placed here too)', () => {
    expect(Object.keys(expected).sort()).toEqual([...orderLifecycle.states].sort())
    for (const state of orderLifecycle.states) expect(ticketStatus(state, null), state).toBe(expected[state])
  })

  it('is used once scanned, while its order is paid; a void or pending one stays so', () => {
    const at = new Date('2030-05-01T18:05:00Z')
    expect(ticketStatus('paid', at)).toBe('used')
    expect(ticketStatus('delivered', at.toISOString())).toBe('used')
    expect(ticketStatus('canceled', at)).toBe('void')
    expect(ticketStatus('awaiting_payment', at)).toBe('pending')
  })
})
