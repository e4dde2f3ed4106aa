import { CAMPAIGN_NAME_MAX } from './constants.ts'

/**
 * A campaign's name from the page it shares (000 §5, 002 §5: at most 100 characters): trimmed,
 * cut at 100 characters without splitting a character made of two UTF-16 units.
 */
export function campaignName(name: string): string {
  return Array.from(name.trim()).slice(0, CAMPAIGN_NAME_MAX).join('').trim()
}

/**
 * The shareable address of a shop's catalogue (000 §2: `/catalogos/{slug}` is "also the public URL
 * used for a shareable campaign link"), with the tracking parameters the storefront already turns
 * into cookies (tracking.ts): `referral` (the sharer's id) and `campaign` (the link's id). Built
 * with URL so every part is encoded.
 */
export function campaignUrl(
  origin: string,
  shopSlug: string,
  catalogueSlug: string,
  tracking: { referral: string; campaign: string },
): { url: string; encoded: string } {
  const url = new URL(
    `/${encodeURIComponent(shopSlug)}/catalogos/${encodeURIComponent(catalogueSlug)}`,
    origin,
  )
  const plain = url.toString()
  url.searchParams.set('referral', tracking.referral)
  url.searchParams.set('campaign', tracking.campaign)
  return { url: plain, encoded: url.toString() }
}
