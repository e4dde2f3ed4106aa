// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkoutOf, mountCheckout, T0 } from '../../test-support/checkout-page'
import { textOf } from '../../test-support/dom'
import { clockText, secondsUntil } from './countdown'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('the countdown (002 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: T0,
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    })
  })

  it('counts down from expires_at and, at zero, says the time expired and offers a restart', async () => {
    expect(clockText(15 * 60)).toBe('15:00')
    expect(clockText(5)).toBe('0:05')
    expect(secondsUntil(new Date(T0 + 1500).toISOString(), T0)).toBe(2)
    const { container } = await mountCheckout(
      checkoutOf({ expiresAt: new Date(T0 + 3000).toISOString(), secondsLeft: 3 }),
    )
    expect(textOf(container)).toContain('Tiempo para completar la compra: 0:03')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(textOf(container)).toContain('Tiempo para completar la compra: 0:02')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000)
    })
    expect(textOf(container)).toContain('El tiempo para completar la compra expiró.')
    const restart = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Reiniciar la compra')
    expect(restart).toBeDefined()
    expect(container.querySelector<HTMLInputElement>('input[name="intent"][value="restart"]')).not.toBeNull()
    // Every step is closed once the time is up.
    expect(container.querySelector('fieldset[disabled]')).not.toBeNull()
  })

  it('shows an expired checkout as expired from the start', async () => {
    const { container } = await mountCheckout(checkoutOf({ status: 'expired', secondsLeft: 0 }))
    expect(textOf(container)).toContain('El tiempo para completar la compra expiró.')
    expect(textOf(container)).not.toContain('Tiempo para completar la compra:')
  })
})
