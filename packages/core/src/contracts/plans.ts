import { z } from 'zod'
import { shopPath } from './checkout.ts'

/**
 * Plans (002 §3 Plan and User plan; decision 071). Amounts are minor units, rates basis points
 * (5000 = 0.5; decision 066). Snake case like the rest of the API.
 */
export const plan = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  periodicity: z.enum(['month']),
  plan_commission_rate: z.number().int(),
  contribution_margin: z.number().int(),
  weight: z.number().int(),
  is_out_package: z.boolean(),
  package_template: z.string().nullable(),
})
export type Plan = z.infer<typeof plan>

/**
 * The viewer's plan (002 §3 User plan: planCommissionName, planCommissionRate,
 * planCommissionProfessionalRate, planProfessionalID). Without a plan the name and id are null and
 * the rate is the default 0.5 (002 §9).
 */
export const userPlan = z.object({
  plan_id: z.string().nullable(),
  plan_commission_name: z.string().nullable(),
  plan_commission_rate: z.number().int(),
  plan_commission_professional_rate: z.number().int().nullable(),
  plan_professional_id: z.string().nullable(),
  plan_professional_name: z.string().nullable(),
  /** The paid period of the plan (decision 092): null for a plan given, not bought (the demo's, a person's). */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
})
export type UserPlan = z.infer<typeof userPlan>

/** 002 §7 'Buy a package': the plan id only. */
export const planPurchaseBody = z.strictObject({ plan_id: z.string().trim().min(1).max(100) })

/** A package request is recorded, not charged (decision 071): 202 with what was recorded. */
export const planPurchase = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.literal('requested'),
  created_at: z.string(),
})

/**
 * Buying a package with a card (decision 092): the plan, a card token from the provider's
 * tokenising endpoint or a saved card, and the price the page showed (the server's wins: 409
 * `total_changed`). One instalment; the money is the platform's.
 */
export const planBuyBody = z
  .strictObject({
    plan_id: z.string().trim().min(1).max(100),
    payment_type: z.literal('card'),
    card_token: z.string().min(1).max(200).optional(),
    card_id: z.string().min(1).max(100).optional(),
    expected_total: z.strictObject({
      amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      currency: z.string().min(3).max(3),
    }),
    /** Where the browser comes back after a 3-D Secure page (decision 094): a same-site path. */
    return_path: shopPath.optional(),
  })
  .refine((body) => (body.card_token === undefined) !== (body.card_id === undefined), {
    message: 'card_token or card_id, one of them',
    path: ['card_token'],
  })
export type PlanBuyBody = z.infer<typeof planBuyBody>

export const planPurchaseParams = z.strictObject({ id: z.string().min(1).max(100) })

/** A package's 3-D Secure return (decision 094): the provider's charge id. */
export const planReturnQuery = z.strictObject({ charge: z.string().min(1).max(200) })

/** A package purchase (decision 092): approved ones carry the plan's period. */
export const planPurchaseResult = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  amount: z.number().int(),
  currency: z.string(),
  failure_code: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
  /** A card that asks for 3-D Secure (decision 094): send the browser here; the purchase stays pending. */
  action_url: z.string().nullable(),
})
export type PlanPurchaseResult = z.infer<typeof planPurchaseResult>
