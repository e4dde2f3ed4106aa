/**
 * The payment methods of 002 §1/§3 (decision 057), in the order the checkout lists them.
 * - `card`: credit or debit card, with instalments (`msi_payments`) and 3-D Secure;
 * - `deposit`: bank transfer to a CLABE-style account with a reference, within 1 hour (002 §9);
 * - `cash`: cash at a pharmacy or convenience store with a printable voucher;
 * - `store`: paid at the shop's own counter with a reference;
 * - `redirect`: a card payment provider's hosted page (PayPal, Mobbex);
 * - `deferred`: buy now, pay later in instalments at a provider's page (Aplazo);
 * - `wallet`: a payment wallet's page (Mercado Pago);
 * - `crypto`: an address, amount and network to send to before it expires (the info call).
 */
export const PAYMENT_TYPES = [
  'card',
  'deposit',
  'cash',
  'store',
  'redirect',
  'deferred',
  'wallet',
  'crypto',
] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** How a method is paid once the buyer presses pay (002 §4 'per payment method'). */
export type PaymentFlow = 'card' | 'reference' | 'redirect'

export const PAYMENT_FLOWS: Record<PaymentType, PaymentFlow> = {
  card: 'card',
  deposit: 'reference',
  cash: 'reference',
  store: 'reference',
  crypto: 'reference',
  redirect: 'redirect',
  deferred: 'redirect',
  wallet: 'redirect',
}

/** The methods whose provider page the browser is sent to and comes back from (`approval_url`). */
export const REDIRECT_TYPES = PAYMENT_TYPES.filter((type) => PAYMENT_FLOWS[type] === 'redirect')
/** The methods paid later with a reference, the orders waiting meanwhile (`awaiting_payment`). */
export const REFERENCE_TYPES = PAYMENT_TYPES.filter((type) => PAYMENT_FLOWS[type] === 'reference')

/**
 * How long a reference can be paid (002 §9: a bank transfer within 1 hour; the others are ours:
 * a cash voucher 48 hours as OXXO's usual, a shop's counter 48 hours, crypto 30 minutes as a
 * price quote lasts), and how long a redirect provider's page may stay open before it is
 * abandoned (60 minutes: PayPal orders and most hosted pages outlive a checkout's countdown).
 */
export const PAYMENT_WINDOW_MINUTES: Record<PaymentType, number> = {
  card: 15,
  deposit: 60,
  cash: 48 * 60,
  store: 48 * 60,
  crypto: 30,
  redirect: 60,
  deferred: 60,
  wallet: 60,
}

export function isPaymentType(value: string): value is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(value)
}
