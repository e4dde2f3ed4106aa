import { TOAST_DEFAULT_MS } from '@tianguis/core/toasts'
import { type Countdown, countdown } from './countdown'
import { emptyStack, pushToast, removeToast, type Stack, updateToast } from './toast-stack'
import type { ToastAction, ToastOptions, ToastRecord } from './toast-types'

/**
 * The toasts' state and clocks, without React: which show, how long each has left, and the undo
 * windows. A toast's own clock starts when it shows and stops while the stack is hovered or has
 * focus; an undo window starts at once and stops with it while its toast shows. Closing a toast
 * (button, Escape, time) does not cancel its window: only undo does (000 §4: "deleted after 5
 * seconds unless undone").
 */
export interface ToastController {
  show(id: string, options: ToastOptions): void
  dismiss(id: string): void
  undo(id: string): void
  setPaused(paused: boolean): void
  subscribe(listener: () => void): () => void
  snapshot(): Stack<ToastRecord>
}

export function createToastController(now: () => number = Date.now): ToastController {
  let stack = emptyStack<ToastRecord>()
  let paused = false
  const clocks = new Map<string, Countdown>()
  const windows = new Map<string, { clock: Countdown; action: ToastAction }>()
  const listeners = new Set<() => void>()
  const changed = (next: Stack<ToastRecord>) => {
    stack = next
    for (const listener of listeners) listener()
  }
  const isShown = (id: string) => stack.shown.some((t) => t.id === id)

  const startClock = (toast: ToastRecord) => {
    const clock = countdown(toast.durationMs, () => controller.dismiss(toast.id), now)
    if (paused) clock.pause()
    clocks.set(toast.id, clock)
  }

  const controller: ToastController = {
    show(id, options) {
      const kind = options.kind ?? 'info'
      const record: ToastRecord = {
        id,
        title: options.title,
        kind,
        durationMs: options.durationMs ?? TOAST_DEFAULT_MS[kind],
        ...(options.message ? { message: options.message } : {}),
        ...(options.action ? { action: options.action.label } : {}),
      }
      const action = options.action
      if (action) {
        const clock = countdown(
          action.windowMs,
          () => {
            windows.delete(id)
            changed(updateToast(stack, id, ({ action: _done, ...rest }) => rest))
            action.onCommit()
          },
          now,
        )
        windows.set(id, { clock, action })
      }
      changed(pushToast(stack, record))
      if (isShown(id)) startClock(record)
      if (paused && isShown(id)) windows.get(id)?.clock.pause()
    },

    dismiss(id) {
      clocks.get(id)?.cancel()
      clocks.delete(id)
      // Its window goes on counting, now that nobody can hover the toast.
      windows.get(id)?.clock.resume()
      const { stack: next, promoted } = removeToast(stack, id)
      changed(next)
      if (promoted) startClock(promoted)
    },

    undo(id) {
      const open = windows.get(id)
      if (open) {
        open.clock.cancel()
        windows.delete(id)
        open.action.onUndo?.()
      }
      controller.dismiss(id)
    },

    setPaused(next) {
      if (next === paused) return
      paused = next
      for (const toast of stack.shown) {
        for (const clock of [clocks.get(toast.id), windows.get(toast.id)?.clock]) {
          if (next) clock?.pause()
          else clock?.resume()
        }
      }
    },

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    snapshot: () => stack,
  }
  return controller
}
