import { PRODUCT_SUGGESTIONS_SIZE, SEARCH_AUTOCOMPLETE_SIZE } from '@tianguis/core/constants'
import type { ItemSearchQuery, ItemSuggestions, ItemSuggestionsQuery } from '@tianguis/core/contracts/items'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { inStoreColumn, inStoreField, inStoreSelect } from './in-store.ts'
import { boundedCount, countCap, itemColumns, matchText, rankedPage } from './items.search.ts'
import { presentPublic, soldInShop, visible } from './items.service.ts'
import { items } from './items.tables.ts'

/**
 * Platform-wide search and the search box's suggestions (decision 020), over every supplier's
 * visible items; the query building lives in items.search.ts.
 */

/**
 * The best visible matches of a text under `scope`, and their count: whole words and a prefix
 * first (one statement); similar words only when those find nothing (a second).
 */
async function bestMatches(
  ctx: ServiceContext,
  text: string,
  scope: SQL | undefined,
  page: { offset: number; limit: number },
  extra?: SQL,
) {
  const words = matchText(text, 'words')!
  const found = await rankedPage(ctx.db, and(visible, scope, words.where)!, words, page, extra)
  if (found.total > 0) return found
  const similar = matchText(text, 'similar')!
  return rankedPage(ctx.db, and(visible, scope, similar.where)!, similar, page, extra)
}

/**
 * Every supplier's visible items (/products, /marketplace, /red-comercial), optionally of one
 * type, of one supplier and matching a text. With a text: by relevance, in one or two
 * statements (`bestMatches`); without: newest first, the page and a bounded count side by side.
 * Each item carries the viewer's `in_store` as a column of the page's statement (decision 072).
 */
export async function searchItems(ctx: ServiceContext, query: ItemSearchQuery) {
  const scope = and(
    query.type ? eq(items.type, query.type) : undefined,
    query.supplier ? eq(items.ownerId, query.supplier) : undefined,
  )
  dependsOn(ctx, cacheTag.platformItems)
  const now = new Date()
  if (matchText(query.q, 'words')) {
    const { rows, total, raw } = await bestMatches(ctx, query.q!, scope, query, inStoreSelect(ctx))
    const inStoreOf = new Map(raw.map((row) => [row.id, row.in_store]))
    return {
      results: rows.map((row) => ({
        ...presentPublic(row, now, null),
        ...inStoreField(inStoreOf.get(row.id)),
      })),
      matches_estimated: total,
    }
  }
  const where = and(visible, scope)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ...itemColumns, inStore: inStoreColumn(ctx) })
      .from(items)
      .where(where)
      .orderBy(desc(items.createdAt), desc(items.id))
      .offset(query.offset)
      .limit(query.limit),
    ctx.db
      .select({ n: boundedCount(where, countCap(query.offset, query.limit)) })
      .from(sql`(select 1) as one`),
  ])
  return {
    results: rows.map(({ inStore, ...row }) => ({
      ...presentPublic(row, now, null),
      ...inStoreField(inStore),
    })),
    matches_estimated: total?.n ?? 0,
  }
}

/** How many of the best matches the completions are drawn from. */
const COMPLETION_POOL = 50

/**
 * Search-box suggestions (001 §9: autocompletion 5, product suggestions 10): the best visible
 * matches, optionally of one type and, when `query.shop` names one, of what that shop sells (the
 * route resolves it into `ctx.shop`; an unknown shop simply has no suggestions); the items are
 * the first 10, the completions the first 5 distinct lower-cased names (000 §5). One or two
 * statements.
 */
export async function suggestItems(
  ctx: ServiceContext,
  query: ItemSuggestionsQuery,
): Promise<ItemSuggestions> {
  if (!matchText(query.q, 'words')) return { completions: [], items: [] }
  if (query.shop && !ctx.shop) return { completions: [], items: [] }
  dependsOn(ctx, cacheTag.platformItems)
  const scope = and(
    query.type ? eq(items.type, query.type) : undefined,
    query.shop && ctx.shop ? soldInShop(ctx.shop) : undefined,
  )
  const { rows } = await bestMatches(ctx, query.q, scope, { offset: 0, limit: COMPLETION_POOL })
  const now = new Date()
  const completions = [...new Set(rows.map((row) => row.name.toLowerCase()))]
  return {
    completions: completions.slice(0, SEARCH_AUTOCOMPLETE_SIZE),
    items: rows.slice(0, PRODUCT_SUGGESTIONS_SIZE).map((row) => presentPublic(row, now, null)),
  }
}
