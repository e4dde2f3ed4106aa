import {
  CATALOGUE_DELETE_TOAST_MS,
  CATALOGUE_DELETE_UNDO_MS,
  ERROR_TOAST_MS,
  IMAGE_REJECTED_TOAST_MS,
  PAYMENT_FAILED_TOAST_MS,
  REMOVAL_WARNING_TOAST_MS,
  REMOVE_FROM_STORE_DELAY_MS,
  SUCCESS_TOAST_MS,
  TOAST_LONG_MS,
  TOAST_MS,
} from './constants.ts'

/**
 * Every toast the three spec documents time, in one table: how long it stays and, where it
 * offers an undo or a cancel, how long that window lasts before the action runs. The web app's
 * toast system (apps/web/app/features/toasts/) reads its durations from here, so a spec number
 * changes in one place.
 */

export const TOAST_KINDS = ['success', 'info', 'warning', 'error'] as const
export type ToastKind = (typeof TOAST_KINDS)[number]

/** A toast's timing: it stays `durationMs`; an undoable one runs its action after `undoWindowMs`. */
export interface ToastTiming {
  kind: ToastKind
  durationMs: number
  undoWindowMs?: number
}

/** Default duration by kind: 5 s (000 §9, 002 §9), errors 7 s (001 §9). */
export const TOAST_DEFAULT_MS: Record<ToastKind, number> = {
  success: SUCCESS_TOAST_MS,
  info: TOAST_MS,
  warning: TOAST_MS,
  error: ERROR_TOAST_MS,
}

export const TOAST_CASES = {
  /** 000 §5: an upload refused for its size or format, 15 s. */
  imageRejected: { kind: 'error', durationMs: IMAGE_REJECTED_TOAST_MS },
  /** 000 §8: a banner create, update or delete failed ('Error' / 'Ocurrió un error'), 5 s. */
  bannerFailure: { kind: 'error', durationMs: TOAST_MS },
  /** 000 §8: a banner created, updated or deleted ('Exito'), 5 s. */
  bannerSuccess: { kind: 'success', durationMs: TOAST_MS },
  /** 000 §8, 002 §8: the supplier's information is missing, an info toast for 7 s. */
  supplierInfoMissing: { kind: 'info', durationMs: TOAST_LONG_MS },
  /**
   * 000 §4, §9: a catalogue deleted from the catalogue page is marked as deleting with an undo for
   * 5 s, then deleted; the toast stays as long as the window, so the undo is there until the end.
   */
  catalogueDeleteUndo: {
    kind: 'warning',
    durationMs: CATALOGUE_DELETE_UNDO_MS,
    undoWindowMs: CATALOGUE_DELETE_UNDO_MS,
  },
  /** 000 §4: the catalogue was deleted (success toast, 5 s). */
  catalogueDeleted: { kind: 'success', durationMs: SUCCESS_TOAST_MS },
  /** 000 §4: the catalogue could not be deleted (error toast, 7 s as 001 §9's error toasts). */
  catalogueNotDeleted: { kind: 'error', durationMs: ERROR_TOAST_MS },
  /**
   * 000 §4, §9 and 001 §4: a catalogue card (or a catalogue's product) removed from a store list:
   * a warning with Cancel that leaves after 4 s while the removal runs after 5 s unless cancelled.
   */
  catalogueRemoval: {
    kind: 'warning',
    durationMs: CATALOGUE_DELETE_TOAST_MS,
    undoWindowMs: CATALOGUE_DELETE_UNDO_MS,
  },
  /** 001 §4: a franchise removed from the store: 'Deleting' with Undo for 5 s. */
  franchiseRemoval: {
    kind: 'warning',
    durationMs: REMOVE_FROM_STORE_DELAY_MS,
    undoWindowMs: REMOVE_FROM_STORE_DELAY_MS,
  },
  /**
   * 001 §4, §9: an item removed from a shop or catalogue: a 'removed' message with Undo for 5 s,
   * after which the removal is sent unless undone (decision 069).
   */
  removeFromStore: {
    kind: 'warning',
    durationMs: REMOVE_FROM_STORE_DELAY_MS,
    undoWindowMs: REMOVE_FROM_STORE_DELAY_MS,
  },
  /** 001 §8: an item that is not a franchise product cannot be added, a warning for 7 s. */
  invalidProduct: { kind: 'warning', durationMs: TOAST_LONG_MS },
  /** 001 §8, §9: a removal's warning toast, 4 s. */
  removalWarning: { kind: 'warning', durationMs: REMOVAL_WARNING_TOAST_MS },
  /** 002 §8: a card payment failed without a code, 55 s. */
  paymentFailed: { kind: 'error', durationMs: PAYMENT_FAILED_TOAST_MS },
} as const satisfies Record<string, ToastTiming>

export type ToastCase = keyof typeof TOAST_CASES
