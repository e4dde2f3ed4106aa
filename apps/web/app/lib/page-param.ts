/** The `?page` of a paged list: a whole number from 1, at most `max`; anything else is page 1. */
export function pageParam(url: URL, max: number): number {
  return Math.min(Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1), max)
}
