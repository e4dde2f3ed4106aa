import { checkout, checkoutParams } from '@tianguis/core/contracts/checkout'
import { attendeesBody } from '@tianguis/core/contracts/tickets'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { answerCheckout } from './checkout.answer.ts'
import { updateAttendees } from './checkout.attendees.ts'

/** The attendee capture of a checkout's experiences (002 §2, §5; decision 083). */
export function checkoutAttendeesRoutes(app: FastifyInstance) {
  route(app, {
    method: 'PUT',
    url: '/api/v1/shops/:slug/checkouts/:id/attendees',
    summary:
      'The attendees of experience lines, one per ticket (full name, phone, type); an ended experience is 409 experience_ended',
    tags: ['checkout'],
    access: { kind: 'user' },
    params: checkoutParams,
    body: attendeesBody,
    responses: { 200: checkout },
    handler: async ({ ctx, params, body, shop }) => {
      await updateAttendees(ctx, params.id, body)
      return answerCheckout(ctx, shop!, params.id, app.payments)
    },
  })
}
