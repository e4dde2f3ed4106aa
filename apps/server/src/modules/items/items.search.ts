import {
  SEARCH_CHECK_AT_LEAST,
  searchTerms,
  searchTsQuery,
  termTsQuery,
  trigramText,
} from '@tianguis/core/search'
import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client.ts'
import { items } from './items.tables.ts'

/**
 * The item search interface (architecture: "behind a small search interface"; decision 020).
 * A text becomes a WHERE condition and a relevance score over the `items` table; callers add
 * tenancy, visibility, type and paging. Underneath: PostgreSQL full-text search with the
 * `spanish_unaccent` configuration over `search_vector` (name A, tags B, description C;
 * accents folded, Spanish stems) and pg_trgm word similarity over `search_text` (name and
 * tags, lower-cased, accents folded), both GIN-indexed (migration 0004). Another engine
 * could replace this file without touching the routes.
 *
 * Two ways to match:
 * - `words`: every word, the last as a prefix (`'cafe' & 'chiap':*`); cheap on the indexes;
 * - `similar`: every word as a prefix, and the last one also by trigram word similarity
 *   (`cafet` finds "café"), for misspelt or half-typed words. A trigram lookup of a common
 *   word reads tens of thousands of index entries at 1,000,000 items, so only the last word
 *   gets one, shop lists (one supplier's items) always use it, and platform-wide search
 *   only when `words` finds nothing.
 */
export type MatchMode = 'words' | 'similar'

export interface TextMatch {
  /** True for the items the text finds. */
  where: SQL
  /** Higher is better: full-text rank (name > tags > description), plus similarity in `similar` mode. */
  rank: SQL<number>
}

const NOTHING: TextMatch = { where: sql`false`, rank: sql<number>`0::real` }

/** The match for a search text, or null when there is no text to search (absent or blank). */
export function matchText(text: string | undefined, mode: MatchMode): TextMatch | null {
  if (text === undefined || text.trim() === '') return null
  const tsquery = searchTsQuery(text)
  if (tsquery === null) return NOTHING
  if (mode === 'words') {
    const query = sql`to_tsquery('public.spanish_unaccent', ${tsquery})`
    return {
      where: sql`${items.searchVector} @@ ${query}`,
      rank: sql<number>`ts_rank(${items.searchVector}, ${query})`,
    }
  }
  const terms = searchTerms(text)
  const last = terms.at(-1)!
  const earlier = terms.slice(0, -1)
  const lastMatches = sql`(${items.searchVector} @@ to_tsquery('public.spanish_unaccent', ${termTsQuery(last)}) or lower(public.tianguis_unaccent(${last})) <% ${items.searchText})`
  const any = sql`to_tsquery('public.spanish_unaccent', ${terms.map(termTsQuery).join(' | ')})`
  const words = sql`lower(public.tianguis_unaccent(${trigramText(text)}))`
  return {
    where:
      earlier.length === 0
        ? lastMatches
        : sql`(${items.searchVector} @@ to_tsquery('public.spanish_unaccent', ${earlier.map(termTsQuery).join(' & ')}) and ${lastMatches})`,
    rank: sql<number>`(ts_rank(${items.searchVector}, ${any}) + word_similarity(${words}, ${items.searchText}))`,
  }
}

/**
 * How many rows a list examines before it stops (001 §7/§9 `check_at_least` 1000): at least
 * 1,000, and one past the page asked for. Up to there `matches_estimated` is exact; beyond,
 * it is that lower bound, which is still enough to page on.
 */
export function countCap(offset: number, limit: number): number {
  return Math.max(SEARCH_CHECK_AT_LEAST, offset + limit + 1)
}

/** `count(*)` of the items matching `where`, stopping at `cap` rows. */
export function boundedCount(where: SQL | undefined, cap: number): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${items} where ${where ?? sql`true`} limit ${cap}) as counted)`
}

/** Every column but the search ones, which only the database reads. */
const { searchVector: _vector, searchText: _text, ...columns } = getTableColumns(items)
export const itemColumns = columns
export type ItemRow = Omit<typeof items.$inferSelect, 'searchVector' | 'searchText'>

/**
 * A page of the best matches and their count, in one statement. Ranking every match of a
 * common word would read thousands of rows, so only the first `countCap()` matches the index
 * gives are ranked and counted (001 §9 `check_at_least`): exact for narrower searches,
 * a good page rather than the best one for very broad ones. The matches are read through a
 * MATERIALIZED CTE, planned for all rows, so PostgreSQL walks the GIN indexes and stops at the
 * cap instead of scanning the table for the first rows. `extra` adds a named column of the same
 * statement (such as the viewer's `in_store`), read back from `raw`.
 */
export async function rankedPage(
  db: Db,
  where: SQL,
  match: TextMatch,
  page: { offset: number; limit: number },
  extra: SQL = sql`null as extra`,
): Promise<{ rows: ItemRow[]; total: number; raw: Record<string, unknown>[] }> {
  const result = await db.execute(sql`
    with matches as materialized (
      select ${itemColumnNames}, ${match.rank} as rank, ${extra} from ${items} where ${where}
    ), capped as (select * from matches limit ${countCap(page.offset, page.limit)})
    select (select count(*)::int from capped) as total, found.*
    from (select 1) as one
    left join lateral (
      select * from capped order by rank desc, id limit ${page.limit} offset ${page.offset}
    ) as found on true`)
  const raw = rawRows(result)
  return { rows: itemRowsOf(raw), total: Number(raw[0]?.total ?? 0), raw }
}

/** The rows of `db.execute()`, whichever driver answered. */
export function rawRows(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows
}

/**
 * Item rows from a raw statement that selected `itemColumns` by their column names (a left
 * join's empty side, with a null id, is left out), decoded the way drizzle decodes them.
 */
export function itemRowsOf(raw: Record<string, unknown>[]): ItemRow[] {
  return raw
    .filter((row) => row.id !== null && row.id !== undefined)
    .map(
      (row) =>
        Object.fromEntries(
          Object.entries(itemColumns).map(([key, column]) => {
            const value = row[column.name]
            return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)]
          }),
        ) as ItemRow,
    )
}

/** The item columns by name, for raw statements. */
export const itemColumnNames = sql.join(
  Object.values(itemColumns).map((column) => sql.identifier(column.name)),
  sql`, `,
)
