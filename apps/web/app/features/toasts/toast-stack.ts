/**
 * Which toasts show and which wait: at most `max` show at once, newest first; a toast beyond that
 * waits (its timer not yet started) and shows, oldest first, when one leaves. Pure, so the
 * ordering rules are tested without a browser.
 */
export interface Stack<T extends { id: string }> {
  shown: T[]
  waiting: T[]
}

/** At most three toasts at once: more covers the page and cannot be read in 5 s. */
export const MAX_SHOWN_TOASTS = 3

export function emptyStack<T extends { id: string }>(): Stack<T> {
  return { shown: [], waiting: [] }
}

/** Adds `toast` on top, or to the queue when `max` already show. */
export function pushToast<T extends { id: string }>(
  stack: Stack<T>,
  toast: T,
  max = MAX_SHOWN_TOASTS,
): Stack<T> {
  if (stack.shown.length < max) return { shown: [toast, ...stack.shown], waiting: stack.waiting }
  return { shown: stack.shown, waiting: [...stack.waiting, toast] }
}

/**
 * Takes `id` out (shown or waiting) and lets the oldest waiting toast in on top. `promoted` is
 * the toast that just started showing, whose timer must start now.
 */
export function removeToast<T extends { id: string }>(
  stack: Stack<T>,
  id: string,
  max = MAX_SHOWN_TOASTS,
): { stack: Stack<T>; promoted: T | null } {
  const shown = stack.shown.filter((t) => t.id !== id)
  const waiting = stack.waiting.filter((t) => t.id !== id)
  if (shown.length < max && waiting.length > 0) {
    const [next, ...rest] = waiting as [T, ...T[]]
    return { stack: { shown: [next, ...shown], waiting: rest }, promoted: next }
  }
  return { stack: { shown, waiting }, promoted: null }
}

/** Replaces the toast `id` wherever it is (say, its action button gone once the action ran). */
export function updateToast<T extends { id: string }>(
  stack: Stack<T>,
  id: string,
  change: (t: T) => T,
): Stack<T> {
  const apply = (list: T[]) => list.map((t) => (t.id === id ? change(t) : t))
  return { shown: apply(stack.shown), waiting: apply(stack.waiting) }
}
