/** The benchmark databases (made by bench/data.ts, read by bench/items.ts). */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const DATASETS = {
  '200k': { database: 'tianguis_bench', items: 200_000, suppliers: 2_000, shops: 2_000 },
  '1m': { database: 'tianguis_bench_1m', items: 1_000_000, suppliers: 5_000, shops: 2_000 },
} as const

export function databaseUrl(database: string): string {
  const url = new URL(ADMIN_URL)
  url.pathname = `/${database}`
  return url.toString()
}
