import type { CampaignLink } from '@tianguis/core/contracts/catalogue-forks'
import { campaignName, campaignUrl } from '@tianguis/core/marketing-links'
import { eq, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { marketingLinks } from './marketing.tables.ts'

/**
 * The viewer's shareable link to a catalogue of a shop (000 §2, §5; decision 070): made once per
 * person, shop and catalogue, active, named after the catalogue (cut to 100 characters); a later
 * rename or new slug updates it. One statement.
 */
export async function catalogueLink(
  ctx: ServiceContext,
  input: {
    origin: string
    shop: { id: string; slug: string }
    catalogue: { id: string; slug: string; name: string }
  },
): Promise<CampaignLink> {
  const ownerId = ctx.viewer.userId!
  const name = campaignName(input.catalogue.name)
  const { url } = campaignUrl(input.origin, input.shop.slug, input.catalogue.slug, {
    referral: '',
    campaign: '',
  })
  const [row] = await ctx.db
    .insert(marketingLinks)
    .values({
      id: newId('mkt'),
      ownerId,
      shopId: input.shop.id,
      catalogueId: input.catalogue.id,
      name,
      url,
    })
    .onConflictDoUpdate({
      target: [marketingLinks.ownerId, marketingLinks.shopId, marketingLinks.catalogueId],
      set: { name, url, updatedAt: sql`now()` },
    })
    .returning()
  const link = row!
  const { encoded } = campaignUrl(input.origin, input.shop.slug, input.catalogue.slug, {
    referral: ownerId,
    campaign: link.id,
  })
  return { id: link.id, name: link.name, url: link.url, state: link.state, encoded_mkt_url: encoded }
}

/** Who shares a marketing link (a checkout's `campaign` names its id; decision 090), or null. */
export async function campaignOwnerOf(ctx: ServiceContext, linkId: string): Promise<string | null> {
  if (!linkId || linkId.length > 200) return null
  const [row] = await ctx.db
    .select({ ownerId: marketingLinks.ownerId })
    .from(marketingLinks)
    .where(eq(marketingLinks.id, linkId))
  return row?.ownerId ?? null
}
