import { CREDIT_INSTALMENTS } from '@tianguis/core/payments/card-input'
import { useT } from '../../i18n/use-t'
import type { PageSavedCard } from './page-checkout'

/** The choice that opens the card form instead of paying with a saved card. */
export const NEW_CARD = 'new'

/**
 * The saved cards as payment choices (002 §2 "saved cards"; decision 053), inside a plain form of
 * the payment section: each radio posts only the card's id (`card_id`), with the months without
 * interest for a credit card, so paying with a saved card works without JavaScript. With
 * JavaScript a last choice, 'use another card', shows the card form instead of the pay button.
 */
export function SavedCardChoice({
  cards,
  choice,
  onChoose,
  hydrated,
  disabled,
  payLabel,
}: {
  cards: PageSavedCard[]
  /** The chosen card's id, or NEW_CARD. */
  choice: string
  onChoose: (choice: string) => void
  hydrated: boolean
  disabled: boolean
  payLabel: string
}) {
  const t = useT()
  const chosen = cards.find((card) => card.id === choice) ?? null
  // Before hydration the choice cannot hide the select: it is there when any card could use it.
  const credit = hydrated ? chosen?.type === 'credit' : cards.some((card) => card.type === 'credit')
  return (
    <div className="flex flex-col gap-3" data-saved-cards="">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium text-gray-900 text-sm">{t('checkout.card.saved')}</legend>
        {cards.map((card) => (
          <label key={card.id} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="card_id"
              value={card.id}
              checked={choice === card.id}
              onChange={() => onChoose(card.id)}
              className="h-5 w-5 accent-[var(--accent)]"
            />
            {card.label}
          </label>
        ))}
        {hydrated ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="card_id"
              value={NEW_CARD}
              checked={choice === NEW_CARD}
              onChange={() => onChoose(NEW_CARD)}
              className="h-5 w-5 accent-[var(--accent)]"
            />
            {t('checkout.card.newCard')}
          </label>
        ) : (
          <noscript>
            <p className="text-gray-700 text-sm">{t('checkout.savedCards.newNeedsScript')}</p>
          </noscript>
        )}
      </fieldset>
      {chosen || !hydrated ? (
        <>
          {credit ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="saved-card-msi" className="font-medium text-gray-900 text-sm">
                {t('checkout.savedCards.instalments')}
              </label>
              <select
                id="saved-card-msi"
                name="msi_payments"
                defaultValue="1"
                className="rounded-md border border-gray-400 bg-white px-3 py-2"
              >
                <option value="1">{t('checkout.card.single')}</option>
                {CREDIT_INSTALMENTS.map((count) => (
                  <option key={count} value={count}>
                    {t('checkout.card.months', { count })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button
            type="submit"
            name="payment_type"
            value="card"
            disabled={disabled}
            className="cursor-pointer rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] disabled:cursor-not-allowed disabled:opacity-60"
          >
            {payLabel}
          </button>
        </>
      ) : null}
    </div>
  )
}
