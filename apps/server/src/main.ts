import { prepareModuleLoading } from './platform/module-loading.ts'

/** `npm start`: module loading made cheaper first, then the server (start.ts). */
prepareModuleLoading()
await import('./start.ts')
