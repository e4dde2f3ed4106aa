import { z } from 'zod'
import { CAMPAIGN_NAME_MAX, CATALOGUE_NAME_MAX, CATALOGUE_SEARCH_PAGE_SIZE } from '../constants.ts'
import { catalogue } from './catalogues.ts'
import { pageQuery } from './common.ts'
import { searchText } from './items.ts'

const id = z.string().trim().min(1).max(100)

/**
 * Forking a public catalogue into one's shop (001 §7 'Fork catalogue; add products by filter':
 * origin_id or origin_slug, filters; decision 070). The origin is named by its id, or by the slug
 * it has in a shop that shows it (`origin_shop`); `text` keeps only the items whose name or
 * description matches it.
 */
export const catalogueForkBody = z
  .strictObject({
    origin_id: id.optional(),
    origin_shop: id.optional(),
    origin_slug: id.optional(),
    text: searchText.optional(),
  })
  .refine((body) => (body.origin_id !== undefined) !== (body.origin_slug !== undefined), {
    message: 'origin_id or origin_slug, one of them',
    path: ['origin_id'],
  })
  .refine((body) => (body.origin_slug === undefined) === (body.origin_shop === undefined), {
    message: 'origin_slug needs origin_shop',
    path: ['origin_shop'],
  })
export type CatalogueForkBody = z.output<typeof catalogueForkBody>

/**
 * What a fork did: the shop's copy (new, or the one it already had of that origin, `created`
 * false), how many of the origin's items it added, how many of those went into the shop's resold
 * items, and how many it left out (not resellable by this shop). The page's FORK_CATALOGUE event
 * carries it (001 §3).
 */
export const catalogueForkResult = z.object({
  catalogue,
  owner_id: z.string(),
  created: z.boolean(),
  added: z.number().int().nonnegative(),
  resold: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
})
export type CatalogueForkResult = z.infer<typeof catalogueForkResult>

/** Duplicating one's own catalogue (001 §2, §5: a name only, at most 150 characters). */
export const catalogueDuplicateBody = z.strictObject({
  name: z.string().trim().min(1).max(CATALOGUE_NAME_MAX),
})

export const catalogueIdParams = z.strictObject({
  slug: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
})

/** GET /public/referral/:ref/catalogues/:catalogue/products (001 §7). */
export const referralCatalogueParams = z.strictObject({
  ref: z.string().min(1).max(100),
  catalogue: z.string().min(1).max(100),
})
/** 001 §7, §9: public catalogue products 10 at a time. */
export const referralCatalogueQuery = pageQuery(CATALOGUE_SEARCH_PAGE_SIZE)

/**
 * A catalogue's shareable campaign link (000 §5 'trimmed to 100 characters when creating a
 * marketing link'; 002 §3 Campaign: id, name, url, state, encoded_mkt_url).
 */
export const campaignLink = z.object({
  id: z.string(),
  name: z.string().max(CAMPAIGN_NAME_MAX),
  url: z.string(),
  state: z.enum(['active']),
  encoded_mkt_url: z.string(),
})
export type CampaignLink = z.infer<typeof campaignLink>
