import { listOf } from '@tianguis/core/contracts/common'
import {
  resaleItem,
  resaleItemsQuery,
  resaleQuotes,
  resaleQuotesQuery,
  resaleSuggestions,
  resaleSuggestionsQuery,
} from '@tianguis/core/contracts/resale-items'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { listResaleItems, quoteItems, suggestResaleItems } from './resale-items.service.ts'

const user = { kind: 'user' } as const

/** The reseller's items and quotes (001 §6, §7; decision 071). */
export function resaleItemsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/me/resale/items',
    summary:
      'Items the viewer may resell, largest margin first, with what reselling each earns at their plan’s rate (ul1–ul3; 10 per page)',
    tags: ['resale'],
    access: user,
    query: resaleItemsQuery,
    responses: { 200: listOf(resaleItem) },
    handler: ({ ctx, query }) => listResaleItems(ctx, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/resale/suggestions',
    summary:
      'Up to 10 names of items the viewer may resell matching a text, type and supplier, for the search box (ul1–ul3)',
    tags: ['resale'],
    access: user,
    query: resaleSuggestionsQuery,
    responses: { 200: resaleSuggestions },
    handler: ({ ctx, query }) => suggestResaleItems(ctx, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/resale/quotes',
    summary:
      '‘Buy by’, earnings and the premium plan’s offer for the given items (comma-separated ids, up to 36); empty for non-resellers',
    tags: ['resale'],
    access: user,
    query: resaleQuotesQuery,
    responses: { 200: resaleQuotes },
    handler: ({ ctx, query }) => quoteItems(ctx, query.items),
  })
}
