/**
 * The checkout's saved cards (002 §2 "saved cards"; decision 053): how a saved card reads among
 * the payment choices, and the new card form's 'save it' box. es-MX.ts, es-AR.ts and en.ts spread
 * them in; the checkout pages send them with the rest of `checkout`.
 */
export const savedCardsEsMX = {
  'checkout.savedCards.label': '{brand} •••• {last4} · vence {expiry} · {type}',
  'checkout.savedCards.credit': 'crédito',
  'checkout.savedCards.debit': 'débito',
  'checkout.savedCards.instalments': 'Meses sin intereses (solo tarjetas de crédito)',
  'checkout.savedCards.save': 'Guardar esta tarjeta para la próxima vez',
  'checkout.savedCards.newNeedsScript': 'Para usar otra tarjeta, activa JavaScript en tu navegador.',
}

type SavedCardsMessages = Record<keyof typeof savedCardsEsMX, string>

export const savedCardsEsAR: SavedCardsMessages = {
  ...savedCardsEsMX,
  'checkout.savedCards.instalments': 'Cuotas sin interés (solo tarjetas de crédito)',
  'checkout.savedCards.newNeedsScript': 'Para usar otra tarjeta, activá JavaScript en tu navegador.',
}

export const savedCardsEn: SavedCardsMessages = {
  'checkout.savedCards.label': '{brand} •••• {last4} · expires {expiry} · {type}',
  'checkout.savedCards.credit': 'credit',
  'checkout.savedCards.debit': 'debit',
  'checkout.savedCards.instalments': 'Months without interest (credit cards only)',
  'checkout.savedCards.save': 'Save this card for next time',
  'checkout.savedCards.newNeedsScript': 'To use another card, turn on JavaScript in your browser.',
}
