import type { CampaignLink } from '@tianguis/core/contracts/catalogue-forks'
import type { ServiceContext } from '../kernel/context.ts'
import { shownCatalogue } from '../modules/catalogues/catalogue-forks.service.ts'
import { catalogueLink } from '../modules/marketing/marketing.service.ts'

/**
 * A catalogue's shareable campaign link (000 §2, §5; decision 070): the catalogue must be one the
 * shop shows (else `catalogue_not_found`, quality.md 2), then the marketing module keeps the link.
 * Two statements.
 */
export async function catalogueCampaignLink(
  ctx: ServiceContext,
  shop: { id: string; slug: string },
  catalogueId: string,
  origin: string,
): Promise<CampaignLink> {
  const catalogue = await shownCatalogue(ctx, shop.id, catalogueId)
  return catalogueLink(ctx, { origin, shop, catalogue })
}
