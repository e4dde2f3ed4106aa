import type { ToastOptions } from './toast-types'

/**
 * The toast API any component calls: `toast({ title, message, kind, durationMs, action })`. The
 * code that draws toasts (toaster.tsx) is fetched with the first toast, so pages that never show
 * one send none of it (first-load JavaScript, decision 019 and 037). Returns the toast's id.
 */
let toaster: Promise<typeof import('./toaster')> | null = null
let counter = 0

function loaded() {
  toaster ??= import('./toaster')
  return toaster
}

export function toast(options: ToastOptions): string {
  counter += 1
  const id = `toast-${counter}`
  void loaded().then((m) => m.controller.show(id, options))
  return id
}

/** Closes a toast (its undo window, if any, goes on). */
export function dismissToast(id: string): void {
  void loaded().then((m) => m.controller.dismiss(id))
}

/** Undoes a toast's action: its window stops, `onUndo` runs, the toast closes. */
export function undoToast(id: string): void {
  void loaded().then((m) => m.controller.undo(id))
}
