/**
 * The server for bench/checkout-rush.ts: the app as `npm start` builds it, on the bench database,
 * with an in-memory card provider that approves every charge after a short wait (a real gateway
 * answers in tens of milliseconds) and refuses a second charge for the same attempt. No pages.
 */
import { buildApp } from '../apps/server/src/app.ts'
import { prepareDatabase } from '../apps/server/src/boot.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import type { PaymentProvider } from '../apps/server/src/platform/payments/provider.ts'

const CHARGE_MS = Number(process.env.BENCH_CHARGE_MS ?? 20)
const charged = new Set<string>()
const approving: PaymentProvider = {
  name: 'bench',
  types: ['card'],
  async charge(request) {
    await new Promise((resolve) => setTimeout(resolve, CHARGE_MS))
    if (charged.has(request.attemptId)) return { status: 'declined', code: 'duplicate_charge', message: null }
    charged.add(request.attemptId)
    return {
      status: 'approved',
      chargeId: `ch_${request.attemptId}`,
      card: { brand: 'visa', last4: '4242', type: 'credit', bank: 'Bench', holder: 'Bench' },
    }
  },
  retrieve: async (chargeId) => ({
    status: 'approved',
    chargeId,
    card: { brand: 'visa', last4: '4242', type: 'credit', bank: 'Bench', holder: 'Bench' },
  }),
  findByAttempt: async (attemptId) =>
    charged.has(attemptId)
      ? {
          status: 'approved',
          chargeId: `ch_${attemptId}`,
          card: { brand: 'visa', last4: '4242', type: 'credit', bank: 'Bench', holder: 'Bench' },
        }
      : null,
  refund: async (chargeId) => ({ refundId: `re_${chargeId}` }),
}

const config = loadConfig()
const { database } = await prepareDatabase(config, { seedIfMissing: false })
const app = await buildApp({ config, database, payments: approving, jobs: false })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.close()
    await database.close()
    process.exit(0)
  })
}
await app.listen({ port: config.port, host: config.host })
