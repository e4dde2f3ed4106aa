import { useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import {
  type CardField,
  type CardTokenBody,
  cardTokenBody,
  cleanCvc,
  displayCardNumber,
  displayExpiry,
} from './card-input'
import type { CheckoutFailure } from './checkout.server'

/**
 * The card form (002 §5 card input, §8), loaded only when the card method is chosen and no saved
 * card is (payment-section.tsx imports it lazily: first-load JavaScript, decision 049). Saved cards
 * are the payment section's own choices (saved-card-choice.tsx, decision 053); this form offers to
 * save the new card for a registered customer.
 *
 * The card's number, expiry, CVC and holder go from the browser straight to the card provider's
 * tokenising endpoint, never to our checkout API nor to the page's action: their inputs have no
 * `name`, so no form post can carry them, and `onPay` receives only the token, the instalments
 * and whether to save the card.
 */

/** The sandbox provider's tokenising endpoint (decisions 041, 045). */
export const CARD_TOKENS_URL = '/api/v1/sandbox/payments/tokens'

export interface CardToken {
  token: string
  brand: string
  last4: string
  type: 'credit' | 'debit'
  instalments: number[]
}

/** What the page's action receives for a card payment: never the card's data. */
export interface CardPayment {
  card_token: string
  msi_payments: number
  /** Keep the card for next time once the payment is approved (decision 053). */
  save_card: boolean
}

type TokenResult = { ok: true; token: CardToken } | { ok: false; message: string | null }

/** POSTs the card to the tokenising endpoint; `fetcher` is the browser's fetch (a test's stand-in). */
export async function tokeniseCard(body: CardTokenBody, fetcher: typeof fetch = fetch): Promise<TokenResult> {
  try {
    const response = await fetcher(CARD_TOKENS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    })
    const answer = (await response.json().catch(() => null)) as
      | (CardToken & { error?: undefined })
      | { error?: { message?: string } }
      | null
    if (response.ok && answer && 'token' in answer && typeof answer.token === 'string') {
      return { ok: true, token: answer as CardToken }
    }
    return { ok: false, message: answer?.error?.message ?? null }
  } catch {
    return { ok: false, message: null }
  }
}

const EMPTY: Record<CardField, string> = { number: '', expiry: '', cvc: '', holder: '' }
const SHOWN: Record<CardField, (typed: string) => string> = {
  number: displayCardNumber,
  expiry: displayExpiry,
  cvc: cleanCvc,
  holder: (typed) => typed.slice(0, 120),
}

/**
 * The field a failed payment's code points at (002 §8 'the server code is passed to the form'): the
 * API's own code for a card it refused, or the provider's decline code. The form mounted anew after
 * the failure (a new attempt) opens with that field marked.
 */
export function failedCardField(failure: CheckoutFailure | null | undefined): CardField | null {
  if (!failure) return null
  const codes = [failure.code, failure.providerCode ?? '']
  if (codes.some((code) => ['invalid_card_number', 'incorrect_number', 'invalid_number'].includes(code)))
    return 'number'
  if (codes.some((code) => ['invalid_card_expiry', 'expired_card', 'invalid_expiry_year'].includes(code)))
    return 'expiry'
  if (codes.some((code) => ['invalid_card_cvc', 'incorrect_cvc', 'invalid_cvc'].includes(code))) return 'cvc'
  return null
}

export function CardForm({
  failure,
  canSave,
  busy,
  disabled,
  payLabel,
  onPay,
  onTokenError,
  fetcher,
}: {
  /** The payment that failed before this form was mounted, if any: its code marks a field. */
  failure?: CheckoutFailure | null
  /** The viewer may keep the card (a registered customer, not a guest). */
  canSave: boolean
  /** A payment is under way: every control waits. */
  busy: boolean
  /** Something else on the page is incomplete. */
  disabled: boolean
  payLabel: string
  onPay: (payment: CardPayment) => void
  /** The provider refused the card before any charge (its message, or null). */
  onTokenError: (message: string | null) => void
  fetcher?: typeof fetch
}) {
  const t = useT()
  const [save, setSave] = useState(false)
  const [typed, setTyped] = useState(EMPTY)
  const [invalid, setInvalid] = useState<CardField[]>(() => {
    const field = failedCardField(failure)
    return field ? [field] : []
  })
  const [token, setToken] = useState<{ key: string; token: CardToken } | null>(null)
  const [msi, setMsi] = useState(1)
  const [working, setWorking] = useState(false)
  // A second click while the first is paying does nothing (the attempt's key does the rest).
  const inFlight = useRef(false)
  // The token being asked for (after the last field's blur, or by pay): a pay click that comes while
  // the blur's request is out waits for it rather than being dropped or asking twice.
  const tokenising = useRef<{ key: string; promise: Promise<CardToken | null> } | null>(null)
  const payButton = useRef<HTMLButtonElement>(null)

  const body = cardTokenBody(typed)
  const bodyKey = body.ok ? JSON.stringify(body.body) : null
  const known = token && token.key === bodyKey ? token.token : null
  const credit = known?.type === 'credit'
  const instalments = known?.instalments ?? []

  /** Kept as shown: number in groups of four, expiry as MM/YY, CVC digits only. */
  const set = (field: CardField, typedValue: string) => {
    const value = SHOWN[field](typedValue)
    setTyped((before) => ({ ...before, [field]: value }))
    setInvalid((before) => before.filter((f) => f !== field))
  }

  function tokenFor(): Promise<CardToken | null> {
    if (!body.ok) {
      setInvalid(body.fields)
      return Promise.resolve(null)
    }
    if (known) return Promise.resolve(known)
    const key = bodyKey ?? ''
    if (tokenising.current?.key === key) return tokenising.current.promise
    const promise = tokeniseCard(body.body, fetcher)
      .then((result) => {
        if (!result.ok) {
          onTokenError(result.message)
          return null
        }
        setToken({ key, token: result.token })
        return result.token
      })
      .finally(() => {
        if (tokenising.current?.promise === promise) tokenising.current = null
      })
    tokenising.current = { key, promise }
    return promise
  }

  /**
   * Tokenises once the four fields are right, so the brand and the instalments can show; not when
   * focus goes to the pay button: pay tokenises itself, and the brand and instalments appearing above
   * the button between the press and the release would move it from under the pointer (no click).
   */
  function onBlur(next: EventTarget | null) {
    if (next !== null && next === payButton.current) return
    if (body.ok && !known) void tokenFor()
  }

  async function pay() {
    if (inFlight.current || busy) return
    inFlight.current = true
    setWorking(true)
    try {
      const card = await tokenFor()
      if (card) {
        onPay({
          card_token: card.token,
          msi_payments: card.type === 'credit' ? msi : 1,
          save_card: canSave && save,
        })
      }
    } finally {
      inFlight.current = false
      setWorking(false)
    }
  }

  const fieldClass = (field: CardField) =>
    `rounded-md border bg-white px-3 py-2 text-base text-gray-900 ${
      invalid.includes(field) ? 'border-red-700' : 'border-gray-400'
    }`
  const error = (field: CardField) =>
    invalid.includes(field) ? (
      <p id={`card-${field}-error`} className="font-medium text-red-700 text-sm">
        {t(`checkout.card.invalid_${field}`)}
      </p>
    ) : null
  const input = (field: CardField, label: string, extra: Record<string, string>, shown: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`card-${field}`} className="font-medium text-gray-900 text-sm">
        {label}
      </label>
      {/* No `name`: a form post can never carry card data (only the tokenising call does). */}
      <input
        id={`card-${field}`}
        className={fieldClass(field)}
        value={shown}
        aria-invalid={invalid.includes(field) || undefined}
        aria-describedby={invalid.includes(field) ? `card-${field}-error` : undefined}
        onChange={(event) => set(field, event.currentTarget.value)}
        onBlur={(event) => onBlur(event.relatedTarget)}
        disabled={busy || working}
        {...extra}
      />
      {error(field)}
    </div>
  )

  return (
    <div className="flex flex-col gap-3" data-card-form="" data-failure-code={failure?.code || undefined}>
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2">
          {input(
            'number',
            t('checkout.card.number'),
            { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: '23' },
            typed.number,
          )}
        </div>
        {input(
          'expiry',
          t('checkout.card.expiry'),
          { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/AA', maxLength: '5' },
          typed.expiry,
        )}
        {input(
          'cvc',
          t('checkout.card.cvc'),
          { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: '4' },
          typed.cvc,
        )}
        <div className="col-span-2">
          {input('holder', t('checkout.card.holder'), { autoComplete: 'cc-name' }, typed.holder)}
        </div>
      </div>
      {known ? (
        <p className="text-gray-700 text-sm" data-card-brand="">
          {t('checkout.card.savedCard', { brand: known.brand, last4: known.last4 })}
        </p>
      ) : null}
      {credit && instalments.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="card-msi" className="font-medium text-gray-900 text-sm">
            {t('checkout.card.instalments')}
          </label>
          <select
            id="card-msi"
            className="rounded-md border border-gray-400 bg-white px-3 py-2"
            value={msi}
            onChange={(event) => setMsi(Number(event.currentTarget.value))}
          >
            <option value={1}>{t('checkout.card.single')}</option>
            {instalments.map((count) => (
              <option key={count} value={count}>
                {t('checkout.card.months', { count })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {canSave ? (
        <label className="flex items-center gap-2 text-sm">
          {/* No `name` either: the choice goes with the token through onPay. */}
          <input
            type="checkbox"
            id="card-save"
            checked={save}
            onChange={(event) => setSave(event.currentTarget.checked)}
            disabled={busy || working}
            className="h-5 w-5 accent-[var(--accent)]"
          />
          {t('checkout.savedCards.save')}
        </label>
      ) : null}
      <button
        ref={payButton}
        type="button"
        onClick={pay}
        disabled={disabled || busy || working}
        className="cursor-pointer rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy || working ? t('checkout.paying') : payLabel}
      </button>
    </div>
  )
}
