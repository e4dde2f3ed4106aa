import { describe, expect, it } from 'vitest'
import { fastifyTrustProxy, parseTrustProxy } from './proxy.ts'

describe('trusted proxies', () => {
  it('trusts only as many hops as configured', () => {
    const trust = fastifyTrustProxy(parseTrustProxy('1')) as (address: string, hop: number) => boolean
    expect(trust('10.0.0.2', 0)).toBe(true)
    expect(trust('198.51.100.1', 1)).toBe(false)
    expect(fastifyTrustProxy(parseTrustProxy(undefined))).toBe(false)
    expect(fastifyTrustProxy(parseTrustProxy('10.0.0.0/8, 127.0.0.1'))).toBe('10.0.0.0/8, 127.0.0.1')
  })
})
