import type { ViteDevServer } from 'vite'
import { buildApp } from './app.ts'
import { prepareDatabase } from './boot.ts'
import { loadConfig } from './config.ts'

/**
 * `npm run dev`: React Router's dev command loads this through Vite (fastifyReactRouterDev
 * in apps/web/vite.config.ts), so pages hot-reload while the API runs in the same process.
 */
export async function createServer(vite?: ViteDevServer) {
  // `npm run dev` is development unless NODE_ENV says otherwise (`npm start` is production).
  const config = loadConfig({ NODE_ENV: 'development', ...process.env })
  const { database } = await prepareDatabase(config, { seedIfMissing: true })
  const app = await buildApp({ config, database, web: vite ? { devServer: vite } : {} })
  app.addHook('onClose', () => database.close())
  return app
}
