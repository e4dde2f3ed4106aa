import type { CartWarning } from '@tianguis/core/cart/codes'
import type { QuantityChange } from '@tianguis/core/cart/quantity'
import { isBlockedQuantityKey, QUANTITY_MIN, QUANTITY_STEP, stepperState } from '@tianguis/core/cart/stepper'
import type { CartProduct } from '@tianguis/core/contracts/cart'
import { useEffect, useRef, useState } from 'react'
import type { Translate } from '../../i18n/format'

/**
 * A line's quantity stepper (002 §5): minus, the input, plus. Core's rules decide everything:
 * min 1 and step 1, the keys '.', 'e', '-' (and 'E', '+', ',') refused, empty and 0 change
 * nothing, above the limit sets the limit with its warning, minus disabled at 1, every control
 * disabled during an update (decision 040).
 *
 * Without JavaScript it is a form posting to the cart page: the buttons send `step` (-1, +1, or 0
 * for the typed quantity), the page's action works the new quantity out. With JavaScript `onStep`
 * works it out by core's rules (their code comes on the page's first press: cart-actions.ts),
 * `onChange` gets the new quantity and `onWarning` the rule's warning.
 */
export function QuantityStepper({
  product,
  lineRef,
  action,
  updating,
  t,
  onStep,
  onChange,
  onWarning,
}: {
  product: CartProduct
  /** The line's id (the saved cart) or key (the local cart). */
  lineRef: string
  /** Where the form posts without JavaScript: the cart page. */
  action: string
  updating: boolean
  t: Translate
  /** Works out what `step` ('1', '-1', or '0' for `typed`) leads to, and hands it to `apply`. */
  onStep?: (step: string, typed: string, apply: (change: QuantityChange) => void) => void
  onChange?: (quantity: number) => void
  onWarning?: (warning: CartWarning) => void
}) {
  const [typed, setTyped] = useState(String(product.quantity))
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => setTyped(String(product.quantity)), [product.quantity])
  // A quantity typed before the code came (the cart page's island, decision 051) is kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the stepper hydrates
  useEffect(() => {
    const now = field.current?.value
    if (now !== undefined && now !== String(product.quantity)) setTyped(now)
  }, [])
  const unavailable = product.unavailable !== null
  const state = stepperState(product.quantity, updating || unavailable)
  const name = product.name

  function apply(change: QuantityChange) {
    if (change.kind === 'refused') {
      onWarning?.(change.warning)
      return
    }
    if (change.kind === 'ignored') {
      setTyped(String(product.quantity))
      return
    }
    if (change.warning) onWarning?.(change.warning)
    setTyped(String(change.quantity))
    if (change.quantity !== product.quantity) onChange?.(change.quantity)
  }

  return (
    <form
      method="post"
      action={action}
      className="flex items-center gap-1"
      onSubmit={(event) => {
        if (!onStep) return
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        // What the field shows: a form sent before hydration is sent again before the state knows it.
        onStep(submitter?.value ?? '0', field.current?.value ?? typed, apply)
      }}
    >
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="line" value={lineRef} />
      <input type="hidden" name="current" value={product.quantity} />
      {/* The form's default button: Enter in the input applies the typed quantity. */}
      <button type="submit" name="step" value="0" className="sr-only" disabled={state.inputDisabled}>
        {t('cart.update', { name })}
      </button>
      <button
        type="submit"
        name="step"
        value="-1"
        disabled={state.minusDisabled}
        aria-label={t('cart.decrease', { name })}
        className="h-8 w-8 rounded-md border border-gray-400 font-bold disabled:opacity-40"
      >
        −
      </button>
      <input
        ref={field}
        type="number"
        name="quantity"
        inputMode="numeric"
        min={QUANTITY_MIN}
        step={QUANTITY_STEP}
        value={typed}
        disabled={state.inputDisabled}
        aria-label={t('cart.quantity', { name })}
        className="h-8 w-14 rounded-md border border-gray-400 px-1 text-center"
        onKeyDown={(event) => {
          if (isBlockedQuantityKey(event.key)) event.preventDefault()
        }}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => {
          if (onStep && typed !== String(product.quantity)) onStep('0', typed, apply)
        }}
      />
      <button
        type="submit"
        name="step"
        value="1"
        disabled={state.plusDisabled}
        aria-label={t('cart.increase', { name })}
        className="h-8 w-8 rounded-md border border-gray-400 font-bold disabled:opacity-40"
      >
        +
      </button>
    </form>
  )
}
