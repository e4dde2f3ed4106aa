import { listOf } from '@tianguis/core/contracts/common'
import {
  plan,
  planBuyBody,
  planPurchase,
  planPurchaseBody,
  planPurchaseParams,
  planPurchaseResult,
  planReturnQuery,
  userPlan,
} from '@tianguis/core/contracts/plans'
import type { FastifyInstance } from 'fastify'
import { buyPlan } from '../../flows/buy-plan.ts'
import { backFromPackageProvider } from '../../flows/package-return.ts'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { planPurchaseOf } from './plan-purchases.service.ts'
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

  route(app, {
    method: 'POST',
    url: '/api/v1/me/plan/purchases',
    summary:
      'Buy a package with a card (Idempotency-Key; decision 092): an approval activates the plan for a month (a renewal from the running period’s end); a decline is 002 §8’s error and changes nothing',
    tags: TAGS,
    access: user,
    body: planBuyBody,
    responses: { 200: planPurchaseResult },
    idempotent: true,
    ownTransactions: true,
    handler: ({ ctx, body, request }) => {
      const payments = app.payments.paymentProviderFor('card')
      if (!payments) throw new AppError('payment_setup_failed')
      return buyPlan(ctx, payments, body, `${request.protocol}://${request.host}`)
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/plan/purchases/:id/return',
    summary:
      'Where a package’s 3-D Secure page returns (decision 094): settles the charge and redirects to the purchase’s page with `hecho` or `fallo`',
    tags: TAGS,
    access: user,
    params: planPurchaseParams,
    query: planReturnQuery,
    responses: { 302: null },
    handler: async ({ ctx, params, query, request, reply }) => {
      const back = await backFromPackageProvider(ctx, app.payments, params.id, query.charge)
      const to = 'again' in back ? back.again : `${request.protocol}://${request.host}${back.path}`
      return reply.redirect(to, 302)
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/plan/purchases/:id',
    summary: 'One of the viewer’s package purchases: its status and the period it paid for',
    tags: TAGS,
    access: user,
    params: planPurchaseParams,
    responses: { 200: planPurchaseResult },
    handler: ({ ctx, params }) => planPurchaseOf(ctx, ctx.viewer.userId!, params.id),
  })
}
