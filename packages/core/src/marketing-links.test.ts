import { describe, expect, it } from 'vitest'
import { campaignName, campaignUrl } from './marketing-links.ts'
import { trackingFromQuery } from './tracking.ts'

describe('campaign links', () => {
  it('cuts the name to 100 characters, trimmed, never halving an emoji', () => {
    expect(campaignName('  Regalos  ')).toBe('Regalos')
    expect(campaignName('a'.repeat(150))).toHaveLength(100)
    const emoji = `${'b'.repeat(99)}🎁tail`
    expect(campaignName(emoji)).toBe(`${'b'.repeat(99)}🎁`)
  })

  it("points at the shop's /catalogos/{slug} with the tracking parameters the storefront reads", () => {
    const { url, encoded } = campaignUrl('https://tianguis.example', 'tienda afiliada', 'regalos', {
      referral: 'usr_1',
      campaign: 'mkt_2',
    })
    expect(url).toBe('https://tianguis.example/tienda%20afiliada/catalogos/regalos')
    const parsed = new URL(encoded)
    expect(parsed.pathname).toBe('/tienda%20afiliada/catalogos/regalos')
    expect(trackingFromQuery(parsed.searchParams)).toEqual({ referralID: 'usr_1', campaign: 'mkt_2' })
  })
})
