import { useEffect, useState } from 'react'
import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'

/**
 * The countdown to finish the purchase (002 §2, §4): from the checkout's `expires_at`, shown as
 * mm:ss. The first value is the loader's (`secondsLeft`), so the server's page and the hydrated
 * one agree; then the browser counts from its own clock against `expiresAt`. At zero the page says
 * the time expired and offers to restart the purchase (a form: it works without JavaScript too).
 */

/** Whole seconds from `now` to `expiresAt`, never below 0. */
export function secondsUntil(expiresAt: string, now: number): number {
  const ms = Date.parse(expiresAt) - now
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0
}

/** 'm:ss' ('14:59', '0:05'); 'h:mm:ss' past an hour. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(s / 3600)
  const minutes = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}

/** Seconds left, ticking each second; calls `onExpire` once when it reaches zero. */
export function useSecondsLeft(expiresAt: string, initial: number, onExpire?: () => void): number {
  const [left, setLeft] = useState(initial)
  useEffect(() => {
    let fired = false
    const tick = () => {
      const next = secondsUntil(expiresAt, Date.now())
      setLeft(next)
      if (next === 0 && !fired) {
        fired = true
        clearInterval(timer)
        onExpire?.()
      }
    }
    const timer = setInterval(tick, 1000)
    tick()
    return () => clearInterval(timer)
  }, [expiresAt, onExpire])
  return left
}

export function CheckoutCountdown({
  expiresAt,
  secondsLeft,
  onExpire,
}: {
  expiresAt: string
  secondsLeft: number
  onExpire?: () => void
}) {
  const t = useT()
  const left = useSecondsLeft(expiresAt, secondsLeft, onExpire)
  if (left === 0) return <CheckoutExpired />
  return (
    <p className="rounded-md bg-amber-50 px-4 py-2 font-medium text-amber-900" role="timer" aria-live="off">
      {t('checkout.countdown', { time: clockText(left) })}
    </p>
  )
}

/** 'time to complete the purchase expired' and the button that starts a new checkout. */
export function CheckoutExpired() {
  const t = useT()
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border-red-700 border-l-4 bg-red-50 px-4 py-3"
    >
      <p className="font-medium text-red-800">{t('checkout.expired')}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="restart" />
        <button
          type="submit"
          className="cursor-pointer rounded-md bg-[var(--accent)] px-4 py-2 font-medium text-[var(--on-accent)]"
        >
          {t('checkout.restart')}
        </button>
      </Form>
    </div>
  )
}
