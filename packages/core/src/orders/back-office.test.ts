import { describe, expect, it } from 'vitest'
import { mayQuote, shipmentStateOf, staffOrderActor, trackingSteps } from './back-office.ts'
import { checkOrderStep, orderLifecycle } from './lifecycle.ts'

describe('staffOrderActor', () => {
  it('makes the owner and admins the seller, a dispatcher the dispatcher, and nobody else an actor', () => {
    expect(staffOrderActor(['owner'])).toBe('seller')
    expect(staffOrderActor(['admin'])).toBe('seller')
    expect(staffOrderActor(['dispatcher', 'admin'])).toBe('seller')
    expect(staffOrderActor(['dispatcher'])).toBe('dispatcher')
    expect(staffOrderActor(['accountant'])).toBeNull()
    expect(staffOrderActor(['qrreader'])).toBeNull()
    expect(staffOrderActor([])).toBeNull()
  })
})

describe('mayQuote', () => {
  it('is the machine’s quote, before its guard: the seller and the dropshipping supplier, before the customer pays', () => {
    const facts = { estimatedDeliveryAt: '2099-01-01T10:00:00Z', estimatedCost: 0 }
    for (const status of orderLifecycle.states) {
      for (const actor of ['seller', 'dispatcher', 'dssupplier', 'customer', 'system'] as const) {
        expect(mayQuote(status, actor), `${status} ${actor}`).toBe(
          checkOrderStep(status, 'quote', actor, facts).ok,
        )
      }
    }
    expect(mayQuote('awaiting_confirmation', 'seller')).toBe(true)
    expect(mayQuote('awaiting_confirmation', 'dispatcher')).toBe(false)
    expect(mayQuote('paid', 'seller')).toBe(false)
  })
})

describe('trackingSteps', () => {
  it('ships an order ready to deliver when the parcel is picked up, and nothing else', () => {
    expect(trackingSteps('to_deliver', 'picked_up')).toEqual(['ship'])
    for (const status of orderLifecycle.states.filter((s) => s !== 'to_deliver')) {
      expect(trackingSteps(status, 'picked_up'), status).toEqual([])
    }
  })

  it('delivers an order on its way, or ships then delivers one still waiting; a delivered one is left alone', () => {
    expect(trackingSteps('on_the_way', 'delivered')).toEqual(['deliver'])
    expect(trackingSteps('to_deliver', 'delivered')).toEqual(['ship', 'deliver'])
    for (const status of ['paid', 'in_process', 'delivered', 'canceled'] as const) {
      expect(trackingSteps(status, 'delivered'), status).toEqual([])
    }
  })

  it('only takes steps the machine lets the system take, one after the other', () => {
    for (const status of orderLifecycle.states) {
      for (const event of ['picked_up', 'delivered'] as const) {
        let at: string = status
        for (const step of trackingSteps(status, event)) {
          const result = checkOrderStep(at, step, 'system')
          expect(result.ok, `${status} ${event} ${step}`).toBe(true)
          if (result.ok) at = result.to
        }
      }
    }
  })
})

describe('shipmentStateOf', () => {
  it('reads the order’s state as the carrier’s', () => {
    expect(shipmentStateOf('to_deliver')).toBe('label_created')
    expect(shipmentStateOf('on_the_way')).toBe('on_the_way')
    expect(shipmentStateOf('delivered')).toBe('delivered')
  })
})
