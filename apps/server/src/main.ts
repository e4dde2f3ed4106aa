import { enableCompileCache } from 'node:module'
import path from 'node:path'
import { registerImportHooks } from './platform/import-hooks.ts'

/**
 * `npm start`. Two things must be in place before the server's modules are loaded (ES imports
 * are all resolved before any code runs), so the server itself is imported after them
 * (decision 034):
 * - Node's compile cache, which also keeps each TypeScript file with its types stripped: once
 *   warm (`npm run build` warms it), Node never loads its TypeScript stripper (~20 MB resident)
 *   and compiles the modules from cached code;
 * - the import hooks that spare drizzle-orm's modules a package.json parse each.
 */
enableCompileCache(path.resolve(import.meta.dirname, '../build/compile-cache'))
registerImportHooks()
await import('./start.ts')
