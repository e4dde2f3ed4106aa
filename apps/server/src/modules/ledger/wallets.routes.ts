import {
  cashout,
  cashoutBody,
  cashoutList,
  cashoutsQuery,
  ledgerReport,
  walletList,
  walletMovementList,
  walletMovementsQuery,
  walletTypeParams,
} from '@tianguis/core/contracts/wallets'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { ledgerTotals } from './ledger.service.ts'
import { myCashouts, myWalletMovements, myWallets, requestCashout } from './wallets.service.ts'

const TAGS = ['wallets']

/**
 * Wallets and cash-outs (002 §3; decisions 089, 090): the viewer's own under `/me/wallets`, by
 * wallet type, so nobody can name another user's; the platform's ledger report for its admins.
 */
export function walletsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/me/wallets',
    summary:
      'The viewer’s wallets, one per wallet type (the default first): balance, available_for_cashout, held, payout_pending, next_cutoff_date',
    tags: TAGS,
    access: { kind: 'user' },
    responses: { 200: walletList },
    handler: ({ ctx }) => myWallets(ctx, ctx.viewer.userId!, new Date()),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/wallets/:type/movements',
    summary: 'The entries that moved one of the viewer’s wallets, newest first, with the balance after each',
    tags: TAGS,
    access: { kind: 'user' },
    params: walletTypeParams,
    query: walletMovementsQuery,
    responses: { 200: walletMovementList },
    handler: ({ ctx, params, query }) => myWalletMovements(ctx, ctx.viewer.userId!, params.type, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/wallets/:type/cashouts',
    summary: 'The viewer’s cash-out requests of one wallet, newest first',
    tags: TAGS,
    access: { kind: 'user' },
    params: walletTypeParams,
    query: cashoutsQuery,
    responses: { 200: cashoutList },
    handler: ({ ctx, params, query }) => myCashouts(ctx, ctx.viewer.userId!, params.type, query),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/me/wallets/:type/cashouts',
    summary:
      'Ask to cash out a whole amount (minor units) of the wallet’s available balance; paid in the next cut-off’s batch. 409 insufficient_funds above it',
    tags: TAGS,
    access: { kind: 'user' },
    params: walletTypeParams,
    body: cashoutBody,
    responses: { 201: cashout },
    handler: ({ ctx, params, body }) =>
      requestCashout(ctx, ctx.viewer.userId!, params.type, body.amount, new Date()),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/admin/ledger/report',
    summary:
      'The platform’s ledger: what every kind of account holds per currency, and each currency’s total (0 when the books add up)',
    tags: ['admin'],
    access: { kind: 'platform_admin' },
    responses: { 200: ledgerReport },
    handler: ({ ctx }) => ledgerTotals(ctx),
  })
}
