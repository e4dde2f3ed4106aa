import { pathToFileURL } from 'node:url'
import { loadConfig } from '../config.ts'
import { COMPILE_CACHE_DIR, prepareModuleLoading } from '../platform/module-loading.ts'

/**
 * `npm run build`'s server part (after the web build): the embedded database template, and Node's
 * compile cache warmed with every module `npm start` loads (decision 034), so that even the first
 * start of a fresh clone compiles from cached code and never loads Node's TypeScript stripper.
 */
prepareModuleLoading()
await import('./write-template.ts')
await import('../app.ts')
await import('../boot.ts')
// The PostgreSQL driver too (openDatabase loads one driver or the other).
await Promise.all([
  import('pg'),
  import('drizzle-orm/node-postgres'),
  import('drizzle-orm/node-postgres/migrator'),
])
await import(pathToFileURL(`${loadConfig().webBuildDir}/server/index.js`).href)
console.log(`Compile cache warmed in ${COMPILE_CACHE_DIR}`)
