import {
  myOrderDetail,
  myOrderList,
  myOrderListQuery,
  myOrderNextBody,
  myOrderParams,
  myOrderStep,
} from '@tianguis/core/contracts/my-orders'
import type { FastifyInstance } from 'fastify'
import { myOrderDetail as orderDetail } from '../../flows/my-order-detail.ts'
import { takeMyNextStep } from '../../flows/take-my-next-step.ts'
import { route } from '../../http/route.ts'
import { listMyOrders } from './my-orders.service.ts'

const TAGS = ['orders']
const signedIn = { kind: 'user' } as const

/** My purchases (002 §2, §3, §7; decision 080): the signed-in customer's orders, one in detail, their 'next'. */
export function myOrdersRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/me/orders',
    summary:
      'The viewer’s purchase orders, the last changed first (10 a page, at most 50), by state or group, payment and delivery type, placed between two days, an order id or product name; delivered and canceled ones only when included or asked for',
    tags: TAGS,
    access: signedIn,
    query: myOrderListQuery,
    responses: { 200: myOrderList },
    handler: ({ ctx, query }) => listMyOrders(ctx, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/orders/:id',
    summary:
      'One of the viewer’s purchase orders: lines, totals, seller and branch, delivery, payment (a card’s last 4 digits only), return deadline, history and their next step; another person’s is 404',
    tags: TAGS,
    access: signedIn,
    params: myOrderParams,
    responses: { 200: myOrderDetail },
    handler: ({ ctx, params }) => orderDetail(ctx, params.id),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/me/orders/:id/next',
    summary:
      'The customer’s next step on their order: “I received it” (to_deliver or on_the_way → delivered); from another state the lifecycle’s refusal; another person’s order is 404',
    tags: TAGS,
    access: signedIn,
    params: myOrderParams,
    body: myOrderNextBody,
    responses: { 200: myOrderStep },
    handler: ({ ctx, params }) => takeMyNextStep(ctx, params.id),
  })
}
