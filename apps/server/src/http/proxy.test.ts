import { describe, expect, it } from 'vitest'
import { fastifyTrustProxy, parseTrustProxy } from './proxy.ts'

describe('trusted proxies', () => {
  it('trusts only as many hops as configured', () => {
    const trust = fastifyTrustProxy(parseTrustProxy('1')) as (address: string, hop: number) => boolean
    expect(trust('10.0.0.2', 0)).toBe(true)
    expect(trust('198.51.100.1', 1)).toBe(false)
    expect(fastifyTrustProxy(parseTrustProxy(undefined))).toBe(false)
    const two = fastifyTrustProxy(parseTrustProxy('2')) as (address: string, hop: number) => boolean
    expect([two('a', 0), two('b', 1), two('c', 2)]).toEqual([true, true, false])
    expect(() => parseTrustProxy('10.0.0.0/8')).toThrow(/number of proxies/)
  })
})
