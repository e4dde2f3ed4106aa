import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { INSTRUMENTATION_MODULE, INSTRUMENTATION_STUB } from './router-instrumentation'

const routerDir = path.resolve(
  import.meta.dirname,
  '../../../node_modules/react-router/dist/production/lib/router',
)
const realPath = path.join(routerDir, 'instrumentation.js')

async function stubModule() {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rr-stub-')), 'instrumentation.js')
  writeFileSync(file, INSTRUMENTATION_STUB)
  return import(pathToFileURL(file).href)
}

describe('the browser build without React Router instrumentation', () => {
  it('replaces exactly React Router’s instrumentation module', () => {
    expect(INSTRUMENTATION_MODULE.test(realPath)).toBe(true)
    expect(INSTRUMENTATION_MODULE.test(path.join(routerDir, 'router.js'))).toBe(false)
  })

  it('exports what the real module exports, so the router finds every name it imports', async () => {
    const real = await import(pathToFileURL(realPath).href)
    const stub = await stubModule()
    expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort())
  })

  it('answers like the real module when nothing is instrumented, and refuses instrumentations', async () => {
    const real = await import(pathToFileURL(realPath).href)
    const stub = await stubModule()
    const router = {}
    expect(real.consumeInstrumentationClientResultMetaReceiver(router)).toBeUndefined()
    expect(stub.consumeInstrumentationClientResultMetaReceiver(router)).toBeUndefined()
    expect(() => stub.instrumentClientSideRouter(router, [])).toThrow(/not built into this app/)
  })

  it('is only reached through the instrumentations option in the router (what the stub relies on)', () => {
    const lines = readFileSync(path.join(routerDir, 'router.js'), 'utf8').split('\n')
    const calls = lines.flatMap((line, i) =>
      /(getRouteInstrumentationUpdates|instrumentClientSideRouter)\(/.test(line) && !/^import/.test(line)
        ? [i]
        : [],
    )
    expect(calls.length).toBeGreaterThan(0)
    for (const i of calls) {
      // Each call sits under an `instrumentations` test a few lines up (or on its own line).
      expect(lines.slice(Math.max(0, i - 6), i + 1).join('\n'), `router.js line ${i + 1}`).toMatch(
        /if \((init|opts\?)\.instrumentations\)/,
      )
    }
  })
})
