import { commissionOf, isResellerLevel, resaleQuote } from '@tianguis/core/commission/commission'
import { PRODUCT_SUGGESTIONS_SIZE } from '@tianguis/core/constants'
import type { UserPlan } from '@tianguis/core/contracts/plans'
import type {
  ResaleItem,
  ResaleItemsQuery,
  ResaleQuote,
  ResaleSuggestions,
  ResaleSuggestionsQuery,
} from '@tianguis/core/contracts/resale-items'
import { and, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { userLevelOf } from '../identity/identity.parts.ts'
import { planOf } from '../plans/plans.service.ts'
import { boundedCount, countCap, type ItemRow, itemColumns, matchText } from './items.search.ts'
import { presentPublic, visible } from './items.service.ts'
import { items } from './items.tables.ts'

/**
 * Items to resell and what reselling them pays (001 §6, §7 products-to-resale; decision 071).
 * Margins are never public (quality.md 4): only a reseller (ul1–ul3) sees them, at their plan's
 * rate. An item can be resold when it is visible, for dropshipping, has a margin and shows its
 * price (a price on request cannot be quoted), and is not the viewer's own.
 */
function resellable(viewerId: string) {
  return and(
    visible,
    eq(items.isDropshipping, true),
    isNotNull(items.contributionMargin),
    gt(items.contributionMargin, 0),
    eq(items.hidePrice, false),
    ne(items.ownerId, viewerId),
  )
}

/** The viewer's level and plan: two small reads side by side. */
async function resellerOf(ctx: ServiceContext) {
  const userId = ctx.viewer.userId!
  const [[found], plan] = await Promise.all([
    ctx.db.select({ level: userLevelOf(userId) }).from(sql`(select 1) as one`),
    planOf(ctx, userId),
  ])
  return { level: found?.level ?? null, plan }
}

function quoteOf(row: ItemRow, plan: UserPlan): ResaleQuote {
  const margin = row.contributionMargin ?? 0
  const { buy_by, earn } = resaleQuote(row.listPrice, margin, plan.plan_commission_rate)
  const upgrade =
    plan.plan_professional_id &&
    plan.plan_professional_name &&
    plan.plan_commission_professional_rate !== null
      ? {
          plan_id: plan.plan_professional_id,
          plan_name: plan.plan_professional_name,
          earn: commissionOf(Math.min(margin, row.listPrice), plan.plan_commission_professional_rate),
        }
      : null
  return { item_id: row.id, currency: row.currency, list_price: row.listPrice, buy_by, earn, upgrade }
}

/**
 * The items a reseller may resell (/apps/me/referral): sorted by margin, largest first, optionally
 * of one type, of one supplier (`dssupplier`) and matching a text over name, description and tags.
 * The page and a count bounded at `check_at_least` (1,000) side by side. ul0 and unknown: 403.
 */
export async function listResaleItems(ctx: ServiceContext, query: ResaleItemsQuery) {
  const { level, plan } = await resellerOf(ctx)
  if (!isResellerLevel(level)) throw new AppError('reseller_level_required')
  dependsOn(ctx, cacheTag.platformItems)
  const match = matchText(query.text, 'words')
  const where = and(
    resellable(ctx.viewer.userId!),
    query.type ? eq(items.type, query.type) : undefined,
    query.dssupplier ? eq(items.ownerId, query.dssupplier) : undefined,
    match?.where,
  )
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(itemColumns)
      .from(items)
      .where(where)
      .orderBy(desc(items.contributionMargin), desc(items.id))
      .offset(query.offset)
      .limit(query.limit),
    ctx.db
      .select({ n: boundedCount(where, countCap(query.offset, query.limit)) })
      .from(sql`(select 1) as one`),
  ])
  const now = new Date()
  const results: ResaleItem[] = rows.map((row) => ({
    ...presentPublic(row, now, null),
    contribution_margin: row.contributionMargin ?? 0,
    quote: quoteOf(row, plan),
  }))
  return { results, matches_estimated: total?.n ?? 0 }
}

/**
 * The search box's suggestions on /apps/me/referral (001 §9 'product search suggestions 10'): the
 * names of the 10 items the list would show first for the same filters, best match first with a
 * text (ties by margin), else largest margin first. Resellers only, like the list: first the
 * level (ul0 and unknown 403), then one statement.
 */
export async function suggestResaleItems(
  ctx: ServiceContext,
  query: ResaleSuggestionsQuery,
): Promise<ResaleSuggestions> {
  const userId = ctx.viewer.userId!
  const [found] = await ctx.db.select({ level: userLevelOf(userId) }).from(sql`(select 1) as one`)
  if (!isResellerLevel(found?.level ?? null)) throw new AppError('reseller_level_required')
  dependsOn(ctx, cacheTag.platformItems)
  const match = matchText(query.text, 'words')
  const results = await ctx.db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(
      and(
        resellable(userId),
        query.type ? eq(items.type, query.type) : undefined,
        query.dssupplier ? eq(items.ownerId, query.dssupplier) : undefined,
        match?.where,
      ),
    )
    .orderBy(...(match ? [desc(match.rank)] : []), desc(items.contributionMargin), desc(items.id))
    .limit(PRODUCT_SUGGESTIONS_SIZE)
  return { results }
}

/**
 * 'Buy by', earn and the upgrade offer for each of `ids` the viewer may resell (the item page and
 * cards, 001 §6). Anyone else, and items that are not resellable, simply get no quote: the page
 * then shows no resale amounts.
 */
export async function quoteItems(ctx: ServiceContext, ids: readonly string[]) {
  const { level, plan } = await resellerOf(ctx)
  if (!isResellerLevel(level)) return { results: [] }
  dependsOn(ctx, cacheTag.platformItems)
  const rows = await ctx.db
    .select(itemColumns)
    .from(items)
    .where(and(resellable(ctx.viewer.userId!), inArray(items.id, [...ids])))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return { results: ids.flatMap((id) => (byId.has(id) ? [quoteOf(byId.get(id)!, plan)] : [])) }
}
