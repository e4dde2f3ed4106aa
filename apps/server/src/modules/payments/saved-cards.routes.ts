import { savedCardList, savedCardParams } from '@tianguis/core/contracts/saved-cards'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { deleteSavedCard, listSavedCards, savedCardOf } from './saved-cards.service.ts'

const TAGS = ['payments']
const signedIn = { kind: 'user' } as const

/** The viewer's saved cards (002 §2 "saved cards"; decision 053). */
export function savedCardRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/me/cards',
    summary: 'The viewer’s saved cards, newest first (brand, last 4, expiry, type; never the number)',
    tags: TAGS,
    access: signedIn,
    responses: { 200: savedCardList },
    handler: async ({ ctx }) => ({ results: await listSavedCards(ctx, ctx.viewer.userId!) }),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/me/cards/:id',
    summary: 'Delete one of the viewer’s saved cards, at the gateway too; another person’s is 404',
    tags: TAGS,
    access: signedIn,
    params: savedCardParams,
    responses: { 204: null },
    handler: async ({ ctx, params }) => {
      const customerId = ctx.viewer.userId!
      const card = await savedCardOf(ctx, customerId, params.id)
      if (!card) throw new AppError('card_not_found')
      // The gateway's copy goes first: if it cannot be reached the row stays, and deleting can be tried again.
      const provider = app.payments.paymentProviderFor('card')
      if (provider?.name === card.provider && provider.cards) {
        try {
          await provider.cards.remove(card.providerCardId, customerId)
        } catch (error) {
          ctx.log.error({ err: error, cardId: card.id }, 'removing a saved card at the gateway failed')
          throw new AppError('payment_setup_failed')
        }
      }
      if (!(await deleteSavedCard(ctx, customerId, card.id))) throw new AppError('card_not_found')
    },
  })
}
