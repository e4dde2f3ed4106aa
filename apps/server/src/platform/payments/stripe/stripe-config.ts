import type { PaymentType } from '../provider.ts'

/**
 * Stripe's settings (decision 061; README "Payments"), read once from the environment. The keys
 * live only here and in the SDK client: never logged, stored or answered — but for the
 * publishable key, which is public by design (Stripe.js tokenises the card with it in the browser).
 */
export interface StripeConfig {
  /** `sk_test_…`/`sk_live_…` (or a restricted `rk_…` key): the server's key for every API call. */
  secretKey: string
  /** `whsec_…`: the webhook endpoint's signing secret; without it Stripe's webhooks are refused. */
  webhookSecret: string | null
  /** `pk_…`: what the browser's Stripe.js uses (002 §3 `payment_metadata.str_public_key`). */
  publishableKey: string | null
  /** The API's address: Stripe's own unless tests aim the SDK at their local fake. */
  apiBase: URL
  /** The methods Stripe takes here (Payment Intents with cards). */
  types: PaymentType[]
}

/** The methods the adapter can take: cards (Stripe's OXXO and SPEI are the cash network's job). */
export const STRIPE_TYPES: readonly PaymentType[] = ['card']
export const STRIPE_API_BASE = 'https://api.stripe.com'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/**
 * Stripe takes cards when `STRIPE_SECRET_KEY` is set, unless `PAYMENTS_CARD=sandbox` keeps the
 * sandbox for them (a demo with keys around). `PAYMENTS_CARD=stripe` without a key is a mistake
 * that stops the start instead of quietly charging nobody. `STRIPE_API_BASE` may be plain http
 * only on this machine (the tests' fake): a key never crosses a network in clear text.
 */
export function stripeConfigFrom(env: NodeJS.ProcessEnv): StripeConfig | null {
  const choice = env.PAYMENTS_CARD?.trim()
  if (choice && choice !== 'stripe' && choice !== 'sandbox')
    throw new Error(`PAYMENTS_CARD must be stripe or sandbox, not ${JSON.stringify(choice)}`)
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || null
  if (choice === 'stripe' && !secretKey) throw new Error('PAYMENTS_CARD=stripe needs STRIPE_SECRET_KEY')
  if (!secretKey || choice === 'sandbox') return null
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
  let apiBase: URL
  try {
    apiBase = new URL(env.STRIPE_API_BASE?.trim() || STRIPE_API_BASE)
  } catch {
    throw new Error('STRIPE_API_BASE must be a URL such as https://api.stripe.com')
  }
  if (apiBase.protocol !== 'https:' && !(apiBase.protocol === 'http:' && LOOPBACK.has(apiBase.hostname)))
    throw new Error('STRIPE_API_BASE must be https (plain http only on 127.0.0.1 or localhost)')
  const types = typesOf(env.PAYMENTS_STRIPE_TYPES)
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || null,
    apiBase,
    types,
  }
}

/** `PAYMENTS_STRIPE_TYPES=card`: the methods Stripe takes; anything it cannot take is an error. */
function typesOf(value: string | undefined): PaymentType[] {
  if (!value?.trim()) return [...STRIPE_TYPES]
  const types = value.split(',').map((type) => type.trim())
  const unknown = types.filter((type) => !(STRIPE_TYPES as readonly string[]).includes(type))
  if (unknown.length > 0)
    throw new Error(`PAYMENTS_STRIPE_TYPES: Stripe takes only ${STRIPE_TYPES.join(', ')} here (${unknown})`)
  return types as PaymentType[]
}
