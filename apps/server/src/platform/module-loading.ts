import { enableCompileCache, registerHooks } from 'node:module'
import path from 'node:path'

/** Node's compile cache for the server, kept beside the embedded template `npm run build` makes. */
export const COMPILE_CACHE_DIR = path.resolve(import.meta.dirname, '../../build/compile-cache')

/**
 * What must be in place before the server's modules are loaded (ES imports are all resolved
 * before any code runs, so entry points call this, then import the rest; decision 034):
 * - Node's compile cache, which also keeps each TypeScript file with its types stripped: once
 *   warm (`npm run build` warms it), Node never loads its TypeScript stripper (~20 MB resident)
 *   and compiles the modules from cached code;
 * - the import hooks below.
 */
export function prepareModuleLoading(): void {
  enableCompileCache(COMPILE_CACHE_DIR)
  registerImportHooks()
}

/**
 * Works around a cost in Node's ES module loader (seen on Node 24.21): for every module it
 * loads, Node looks up the package's `type` through `getPackageScopeConfig()`, which copies the
 * package.json record with an object spread and so runs its lazy `exports` getter, parsing the
 * whole `exports` field again. drizzle-orm's package.json is 179 KB (an export for every file),
 * so its ~110 modules meant ~110 parses: about 1 s of start and a young generation grown to
 * 128 MB that stays committed, ~130 MB of resident memory for a bare `import('drizzle-orm/pg-core')`
 * (decision 034). Its relative imports need no package lookup at all: every file of the package
 * is an ES module (`"type": "module"`), so they are resolved here, and loaded with their format
 * given, which skips the lookup.
 */
const DRIZZLE = '/node_modules/drizzle-orm/'

export function registerImportHooks(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL
      if (
        parent?.includes(DRIZZLE) &&
        parent.endsWith('.js') &&
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js')
      ) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true }
      }
      return nextResolve(specifier, context)
    },
    load(url, context, nextLoad) {
      if (url.includes(DRIZZLE) && url.endsWith('.js') && !context.format) {
        return nextLoad(url, { ...context, format: 'module' })
      }
      return nextLoad(url, context)
    },
  })
}
