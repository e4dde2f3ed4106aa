import { prefixTsQuery, SEARCH_CHECK_AT_LEAST, trigramText } from '@tianguis/core/search'
import { type SQL, sql } from 'drizzle-orm'
import { items } from './items.tables.ts'

/**
 * The item search interface (architecture: "behind a small search interface"; decision 020).
 * A text becomes a WHERE condition and a relevance score over the `items` table; the callers
 * add tenancy, visibility, type and paging. Today it is PostgreSQL full-text search (the
 * `spanish_unaccent` configuration over `search_vector`: accents folded, Spanish stems,
 * every word a prefix) OR a pg_trgm word similarity over `search_text` (name and tags,
 * lower-cased, accents folded) for partial and misspelt words. Both are GIN-indexed
 * (migration 0004). Another engine could replace this file without touching the routes.
 */
export interface TextMatch {
  /** True for the items the text finds. */
  where: SQL
  /** Higher is better: full-text rank (name > tags > description) plus trigram similarity. */
  rank: SQL<number>
}

/** The match for a search text, or null when there is no text to search (absent or blank). */
export function matchText(text: string | undefined): TextMatch | null {
  if (text === undefined || text.trim() === '') return null
  const tsquery = prefixTsQuery(text)
  const trigram = trigramText(text)
  if (tsquery === null || trigram === null) return { where: sql`false`, rank: sql<number>`0::real` }
  const query = sql`to_tsquery('public.spanish_unaccent', ${tsquery})`
  const words = sql`lower(public.tianguis_unaccent(${trigram}))`
  return {
    where: sql`(${items.searchVector} @@ ${query} or ${words} <% ${items.searchText})`,
    rank: sql<number>`(ts_rank(${items.searchVector}, ${query}) + word_similarity(${words}, ${items.searchText}))`,
  }
}

/**
 * How many rows a list counts before it stops (001 §7/§9 `check_at_least` 1000): exact up to
 * 1,000 or one past the page asked for, whichever is more; beyond that `matches_estimated`
 * is that lower bound, which is still enough to page on.
 */
export function countCap(offset: number, limit: number): number {
  return Math.max(SEARCH_CHECK_AT_LEAST, offset + limit + 1)
}

/** `count(*)` of the items matching `where`, stopping at `cap` rows. */
export function boundedCount(where: SQL | undefined, cap: number): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${items} where ${where ?? sql`true`} limit ${cap}) as counted)`
}
