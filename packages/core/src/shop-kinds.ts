/**
 * The shop's closed lists (000 §3, 001 §3) without zod: the editors' pages import them in the
 * browser, where pulling in `contracts/shops.ts` would bring zod (25 KB gzipped) with them.
 * `contracts/shops.ts` builds its schemas on these.
 */
export const PHOTO_DISPLAYS = ['cir', 'sq', 'rec', 'bdr_cir', 'bdr_sq', 'bdr_rec'] as const
export const STORE_TYPES = ['plain', 'affiliate', 'affinity', 'franchise'] as const
export const SECTION_KINDS = ['products', 'services', 'experiences', 'franchises', 'retail', 'blogs'] as const
export const AUDIENCES = ['all', 'anon', 'ul0', 'ul1', 'ul2'] as const
export const ACTION_TYPES = ['none', 'url', 'product', 'signup'] as const
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'twitch',
  'kick',
  'discord',
] as const
/** 001 §5: a header's button label (the editor's `maxLength`, the contract's limit). */
export const HEADER_BUTTON_LABEL_MAX = 40

/** The settings page's lists and limits (decision 097). */
export const FOOTER_STYLES = ['default', '3cols1col'] as const
/** The footer pages a shop may write its own text for; null keeps the platform's. */
export const FOOTER_PAGES = ['about', 'terms', 'privacy'] as const
export type FooterPage = (typeof FOOTER_PAGES)[number]
/** Longest text of one footer page (plain text, paragraphs split on blank lines). */
export const FOOTER_PAGE_TEXT_MAX = 20_000
export const SEO_DESCRIPTION_MAX = 300
