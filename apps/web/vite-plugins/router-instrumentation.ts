import type { Plugin } from 'vite'

/**
 * React Router's route instrumentation (`unstable_instrumentations`) is an option this app never
 * passes, yet its module (about 1 KB gzipped) ships with every page, because the router calls
 * one of its functions on each navigation. In the browser build the module is replaced by one
 * that does what the real one does when nothing is instrumented: no receiver to hand back, and
 * a refusal should anyone pass instrumentations (decision 019). React Router is pinned to an
 * exact version; `router-instrumentation.test.ts` checks the stub against the real module, so an
 * upgrade that changes it fails the tests instead of the pages.
 */
export const INSTRUMENTATION_MODULE =
  /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]instrumentation\.js$/

export const INSTRUMENTATION_STUB = `
const refuse = () => {
  throw new Error('react-router instrumentations are not built into this app (apps/web/vite-plugins)')
}
export const consumeInstrumentationClientResultMetaReceiver = () => undefined
export const getRouteInstrumentationUpdates = refuse
export const instrumentClientSideRouter = refuse
export const instrumentHandler = refuse
export const instrumentationResultMetaContext = undefined
`

export function withoutRouterInstrumentation(): Plugin {
  return {
    name: 'tianguis:without-router-instrumentation',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      return INSTRUMENTATION_MODULE.test(id) ? INSTRUMENTATION_STUB : null
    },
  }
}
