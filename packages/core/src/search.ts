/**
 * Pure search-text rules (decision 020): what a visitor types becomes a list of plain words,
 * and those words become a PostgreSQL `to_tsquery` text that no operator in the input can
 * change. The server passes the result as a bound parameter to
 * `to_tsquery('spanish_unaccent', …)`, which lower-cases, folds accents and stems each word.
 */

/** Longest search text accepted (after trimming). */
export const SEARCH_TEXT_MAX = 100
/** Words beyond this many are ignored: a longer query only gets slower, not better. */
export const SEARCH_TERMS_MAX = 8
/** Longest word kept; longer runs of letters are cut (no real word is this long). */
export const SEARCH_TERM_MAX = 40
/** 001 §7/§9 `check_at_least`: matches are counted exactly up to this many, then estimated. */
export const SEARCH_CHECK_AT_LEAST = 1000

/**
 * The words of a search text: lower-cased (000 §5, 001 §5), split on anything that is not a
 * letter or a digit, so quotes, `& | ! ( ) : * < - \` and the like never reach the query.
 * Duplicates are dropped; at most SEARCH_TERMS_MAX words of at most SEARCH_TERM_MAX characters.
 */
export function searchTerms(text: string): string[] {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => [...word].slice(0, SEARCH_TERM_MAX).join(''))
  return [...new Set(words)].slice(0, SEARCH_TERMS_MAX)
}

/** One word as a tsquery operand: a prefix (`'caf':*`) unless it is a single character. */
export function termTsQuery(term: string): string {
  return term.length > 1 ? `'${term}':*` : `'${term}'`
}

/**
 * A `to_tsquery` text where every word must match: whole words, except the last one, which is
 * matched as a prefix because it may still be being typed (`'cafe' & 'chiap':*` finds
 * "Café de Chiapas"). A prefix costs the index much more than a whole word, so only the last
 * word is one; a one-character last word is matched whole (as a prefix it would match most
 * of the catalogue). Null when the text has no word. The words hold only letters and digits
 * (see `searchTerms`), so quoting them is enough to keep every operator out.
 */
export function searchTsQuery(text: string): string | null {
  const terms = searchTerms(text)
  if (terms.length === 0) return null
  return terms.map((term, i) => (i === terms.length - 1 ? termTsQuery(term) : `'${term}'`)).join(' & ')
}

/**
 * The text for trigram matching: the words joined by single spaces, or null when there are
 * none. The database still folds accents (`unaccent`) so both sides fold the same way.
 */
export function trigramText(text: string): string | null {
  const terms = searchTerms(text)
  return terms.length === 0 ? null : terms.join(' ')
}

/**
 * A search text as pages keep it in their address (`?filter`, `?q`): trimmed, lower-cased (000 §5,
 * 001 §5) and cut to SEARCH_TEXT_MAX; '' for none.
 */
export function searchTextOf(raw: string | null | undefined): string {
  return (raw ?? '').trim().toLowerCase().slice(0, SEARCH_TEXT_MAX)
}
