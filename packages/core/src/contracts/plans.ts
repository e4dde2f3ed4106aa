import { z } from 'zod'

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
