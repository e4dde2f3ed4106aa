import type { ToastKind } from '@tianguis/core/toasts'

export type { ToastKind }

/**
 * An action a toast offers. 'undo' and 'cancel' differ only in their label: both stop what
 * `onCommit` would do. With `windowMs`, `onCommit` runs once that window passes without the
 * button being pressed (000 §4: delete after 5 s unless undone); pressing it runs `onUndo`.
 */
export interface ToastAction {
  label: 'undo' | 'cancel'
  windowMs: number
  onCommit: () => void
  onUndo?: () => void
}

/** What a caller gives `toast()`. Texts come already translated (the caller has `useT()`). */
export interface ToastOptions {
  title: string
  message?: string
  /** 'info' when left out. */
  kind?: ToastKind
  /** How long it stays; by kind when left out (TOAST_DEFAULT_MS: 5 s, errors 7 s). */
  durationMs?: number
  action?: ToastAction
}

/** A toast as the stack keeps it. */
export interface ToastRecord {
  id: string
  title: string
  message?: string
  kind: ToastKind
  durationMs: number
  /** The action's label while its window is open; gone once the action ran. */
  action?: ToastAction['label']
}
