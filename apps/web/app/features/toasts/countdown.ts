/**
 * A timer that can be paused and resumed (a toast stops counting while it is hovered or has
 * focus, WCAG 2.2.1): it calls `onEnd` once, after `ms` of running time.
 */
export interface Countdown {
  pause(): void
  resume(): void
  /** Stops it for good; `onEnd` will not run. */
  cancel(): void
  /** Running time left, in ms. */
  remaining(): number
}

export function countdown(ms: number, onEnd: () => void, now: () => number = Date.now): Countdown {
  let left = ms
  let startedAt = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let done = false
  const run = () => {
    if (done || timer !== null) return
    startedAt = now()
    timer = setTimeout(() => {
      done = true
      timer = null
      left = 0
      onEnd()
    }, left)
  }
  const stop = () => {
    if (timer === null) return
    clearTimeout(timer)
    timer = null
    left = Math.max(0, left - (now() - startedAt))
  }
  run()
  return {
    pause: stop,
    resume: run,
    cancel() {
      stop()
      done = true
    },
    remaining() {
      return timer === null ? left : Math.max(0, left - (now() - startedAt))
    },
  }
}
