/**
 * 002 §5 "Cart quantity", the part the stepper shows before anything is asked: input min 1 and step
 * 1, the keys the input refuses, minus disabled at 1, every control disabled during an update. A
 * module of its own so a page can draw steppers without the rules that work a change out
 * (quantity.ts, which re-exports these; decision 051).
 */
export const QUANTITY_MIN = 1
export const QUANTITY_STEP = 1

/**
 * Keys the quantity input refuses (its keydown filter). The spec's '.', 'e' and '-', and the other
 * keys a number input would take into a value that is not a whole count: 'E' (an exponent too),
 * '+' and ',' (the decimal separator of es-AR). Decision 040.
 */
export const BLOCKED_QUANTITY_KEYS: ReadonlySet<string> = new Set(['.', 'e', '-', 'E', '+', ','])

export function isBlockedQuantityKey(key: string): boolean {
  return BLOCKED_QUANTITY_KEYS.has(key)
}

/** 002 §5: minus disabled at 1 or less. */
export function canDecrement(quantity: number): boolean {
  return Math.floor(quantity) > QUANTITY_MIN
}

export interface StepperState {
  minusDisabled: boolean
  plusDisabled: boolean
  inputDisabled: boolean
}

/**
 * Which of a line's controls are disabled: all of them while an update is under way (002 §5), and
 * minus at 1. Plus stays enabled at the limit so pressing it can say why nothing happens.
 */
export function stepperState(quantity: number, updating: boolean): StepperState {
  return {
    minusDisabled: updating || !canDecrement(quantity),
    plusDisabled: updating,
    inputDisabled: updating,
  }
}
