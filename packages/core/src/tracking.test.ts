import { describe, expect, it } from 'vitest'
import { TRACKING_COOKIES, TRACKING_QUERY_PARAMS } from './constants.ts'
import { TRACKING_SOURCES, trackingClearCookies, trackingFromQuery, trackingSetCookies } from './tracking.ts'

const q = (search: string) => trackingFromQuery(new URLSearchParams(search))

describe('tracking cookies', () => {
  it('maps every tracking parameter to exactly one of the three cookies', () => {
    const used = Object.values(TRACKING_SOURCES).flat()
    expect([...used].sort()).toEqual([...TRACKING_QUERY_PARAMS].sort())
    expect(Object.keys(TRACKING_SOURCES).sort()).toEqual([...TRACKING_COOKIES].sort())
  })

  it('reads each parameter into its cookie', () => {
    expect(q('referral=usr_123')).toEqual({ referralID: 'usr_123' })
    expect(q('referral_slug=rita')).toEqual({ referralID: 'rita' })
    expect(q('campaign=verano-2026')).toEqual({ campaign: 'verano-2026' })
    expect(q('click_id=abc')).toEqual({ clickID: 'abc' })
    expect(q('gclid=Cj0KCQ')).toEqual({ clickID: 'Cj0KCQ' })
    expect(q('fbclid=IwAR2x_y-z')).toEqual({ clickID: 'IwAR2x_y-z' })
  })

  it('prefers the first parameter of each cookie when several are given', () => {
    expect(q('referral_slug=rita&referral=usr_1')).toEqual({ referralID: 'usr_1' })
    expect(q('fbclid=f&gclid=g&click_id=c')).toEqual({ clickID: 'c' })
    expect(q('fbclid=f&gclid=g')).toEqual({ clickID: 'g' })
    expect(q('referral=r&campaign=c&gclid=g&page=2')).toEqual({
      referralID: 'r',
      campaign: 'c',
      clickID: 'g',
    })
  })

  it('ignores absent, empty, oversized or unsafe values and other parameters', () => {
    expect(q('')).toEqual({})
    expect(q('page=2&filter=x')).toEqual({})
    expect(q('campaign=')).toEqual({})
    expect(q('campaign=%20%20')).toEqual({})
    expect(q(`campaign=${'a'.repeat(201)}`)).toEqual({})
    expect(q(`campaign=${'a'.repeat(200)}`)).toEqual({ campaign: 'a'.repeat(200) })
    expect(q('campaign=a;b')).toEqual({})
    expect(q('campaign=%3Cscript%3E')).toEqual({})
    expect(q('referral=x%0d%0aSet-Cookie:y')).toEqual({})
    // An unusable first choice falls back to the next parameter.
    expect(q('referral=a%20b&referral_slug=rita')).toEqual({ referralID: 'rita' })
  })

  it('writes one-day, site-wide, HttpOnly, SameSite=Lax cookies, Secure only over HTTPS', () => {
    expect(trackingSetCookies({ campaign: 'verano' }, { secure: false })).toEqual([
      'campaign=verano; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax',
    ])
    const secure = trackingSetCookies({ referralID: 'a@b', clickID: 'c' }, { secure: true })
    expect(secure).toEqual([
      'referralID=a%40b; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax; Secure',
      'clickID=c; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax; Secure',
    ])
    expect(trackingSetCookies({}, { secure: true })).toEqual([])
  })

  it('clears the three cookies after a successful order, Secure only over HTTPS', () => {
    expect(trackingClearCookies({ secure: false })).toEqual([
      'referralID=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'campaign=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'clickID=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ])
    expect(trackingClearCookies({ secure: true }).every((c) => c.endsWith('; Secure'))).toBe(true)
  })
})
