import { listOf } from '@tianguis/core/contracts/common'
import { plan, planPurchase, planPurchaseBody, userPlan } from '@tianguis/core/contracts/plans'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { listPlans, planOf, requestPlan } from './plans.service.ts'

const open = { kind: 'public' } as const
const user = { kind: 'user' } as const
const TAGS = ['plans']

/** Plans (002 §3, §7; decision 071). */
export function plansRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/plans',
    summary: 'Every plan with its price, commission rate and margin (the reseller’s plans page)',
    tags: TAGS,
    access: open,
    responses: { 200: listOf(plan) },
    handler: ({ ctx }) => listPlans(ctx),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/plan',
    summary: 'The viewer’s plan, its commission rate and the professional plan they may switch to',
    tags: TAGS,
    access: user,
    responses: { 200: userPlan },
    handler: ({ ctx }) => planOf(ctx, ctx.viewer.userId!),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/me/plan/requests',
    summary:
      'Buy a package (002 §7): records the request for a plan and answers 202; nothing is charged yet (decision 071)',
    tags: TAGS,
    access: user,
    body: planPurchaseBody,
    responses: { 202: planPurchase },
    handler: ({ ctx, body }) => requestPlan(ctx, body.plan_id),
  })
}
