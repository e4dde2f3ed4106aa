import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countdown } from './countdown'

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('ends once after its time', () => {
    const onEnd = vi.fn()
    countdown(5000, onEnd)
    vi.advanceTimersByTime(4999)
    expect(onEnd).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onEnd).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('does not count while paused (WCAG 2.2.1) and goes on where it stopped', () => {
    const onEnd = vi.fn()
    const clock = countdown(7000, onEnd)
    vi.advanceTimersByTime(3000)
    clock.pause()
    expect(clock.remaining()).toBe(4000)
    vi.advanceTimersByTime(60_000)
    expect(onEnd).not.toHaveBeenCalled()
    clock.resume()
    clock.resume()
    vi.advanceTimersByTime(3999)
    expect(onEnd).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('never ends once cancelled, even if resumed', () => {
    const onEnd = vi.fn()
    const clock = countdown(1000, onEnd)
    clock.cancel()
    clock.resume()
    vi.advanceTimersByTime(5000)
    expect(onEnd).not.toHaveBeenCalled()
  })
})
