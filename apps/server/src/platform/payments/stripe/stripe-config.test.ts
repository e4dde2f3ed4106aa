import { describe, expect, it } from 'vitest'
import { configuredProviders, paymentsConfigFrom } from '../configured.ts'
import { stripeConfigFrom } from './stripe-config.ts'

/** Stripe's settings from the environment (decision 061; README "Payments"). */
const KEY = 'sk_test_51abcDEF0123456789'

describe('Stripe configuration', () => {
  it('is off without a secret key, and the sandbox keeps cards', () => {
    expect(stripeConfigFrom({})).toBeNull()
    expect(
      stripeConfigFrom({ STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }),
    ).toBeNull()
    expect(configuredProviders(paymentsConfigFrom({}))).toEqual([])
  })

  it('takes cards with the keys, webhook secret and publishable key from the environment, at Stripe by default', () => {
    const config = stripeConfigFrom({
      STRIPE_SECRET_KEY: ` ${KEY} `,
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    })
    expect(config).toMatchObject({
      secretKey: KEY,
      webhookSecret: 'whsec_abc',
      publishableKey: 'pk_test_abc',
      types: ['card'],
    })
    expect(config!.apiBase.toString()).toBe('https://api.stripe.com/')
    const [provider, ...others] = configuredProviders(
      paymentsConfigFrom({ STRIPE_SECRET_KEY: KEY, PAYMENTS_TIMEOUT_MS: '2500' }),
    )
    expect(others).toEqual([])
    expect(provider).toMatchObject({ name: 'stripe', types: ['card'] })
    // No webhook secret, nothing to check a webhook with: Stripe's webhooks are not read.
    expect(provider!.readWebhook).toBeUndefined()
  })

  it('PAYMENTS_CARD=sandbox keeps the sandbox with keys set; PAYMENTS_CARD=stripe without a key stops the start', () => {
    expect(stripeConfigFrom({ STRIPE_SECRET_KEY: KEY, PAYMENTS_CARD: 'sandbox' })).toBeNull()
    expect(stripeConfigFrom({ STRIPE_SECRET_KEY: KEY, PAYMENTS_CARD: 'stripe' })).not.toBeNull()
    expect(() => stripeConfigFrom({ PAYMENTS_CARD: 'stripe' })).toThrow(
      'PAYMENTS_CARD=stripe needs STRIPE_SECRET_KEY',
    )
    expect(() => stripeConfigFrom({ PAYMENTS_CARD: 'paypal' })).toThrow(
      'PAYMENTS_CARD must be stripe or sandbox',
    )
  })

  it('refuses a key that is not a secret key, without repeating it', () => {
    for (const wrong of ['pk_test_abc', 'whsec_abc', 'sk_nope_x1']) {
      expect(() => stripeConfigFrom({ STRIPE_SECRET_KEY: wrong })).toThrow(/must be a Stripe secret key/)
      try {
        stripeConfigFrom({ STRIPE_SECRET_KEY: wrong })
      } catch (error) {
        expect(String(error)).not.toContain(wrong)
      }
    }
    expect(stripeConfigFrom({ STRIPE_SECRET_KEY: 'rk_live_abc123' })).not.toBeNull()
  })

  it('aims at a local fake over http only on loopback, anything else over https', () => {
    expect(
      stripeConfigFrom({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: 'http://127.0.0.1:4010' })!.apiBase.port,
    ).toBe('4010')
    expect(
      stripeConfigFrom({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: 'https://stripe-mock.internal:12112' })!
        .apiBase.hostname,
    ).toBe('stripe-mock.internal')
    expect(() =>
      stripeConfigFrom({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: 'http://stripe.example' }),
    ).toThrow(/must be https/)
    expect(() => stripeConfigFrom({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: 'not a url' })).toThrow(
      /must be a URL/,
    )
  })

  it('takes only the methods Stripe can take here', () => {
    expect(stripeConfigFrom({ STRIPE_SECRET_KEY: KEY, PAYMENTS_STRIPE_TYPES: 'card' })!.types).toEqual([
      'card',
    ])
    expect(() => stripeConfigFrom({ STRIPE_SECRET_KEY: KEY, PAYMENTS_STRIPE_TYPES: 'card,cash' })).toThrow(
      /Stripe takes only card/,
    )
  })
})
