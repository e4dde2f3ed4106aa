/**
 * The load runs of the item benches (bench/items.ts): bounded autocannon runs with every
 * response's latency, against one bench server at a time (`npm start`'s entry point on a bench
 * database, bench/server.ts), on loopback only.
 */
import { type ChildProcess, execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import autocannon from 'autocannon'
import { databaseUrl } from './datasets.ts'
import { startBenchServer } from './server.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3420)
export const origin = `http://127.0.0.1:${port}`
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

/** The targets of quality.md these benches measure. */
export const TARGETS = { ratio: 0.4, p50: 5, p99At500: 50, searchP95: 25, searchP99: 50, pageRps: 1000 }

/** A figure as the results show it: bold and crossed when it misses its target. */
export const mark = (ok: boolean, text: string) => (ok ? `${text} ✓` : `**${text}** ✗`)
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

export interface LoadOptions {
  connections: number
  rate?: number
  seconds?: number
  /** Sent with every request (a signed-in customer's session cookie). */
  headers?: Record<string, string>
}

export interface Run {
  name: string
  connections: number
  rate: number | null
  seconds: number
  requests: number
  rps: number
  errors: number
  non2xx: number
  p50: number
  p95: number
  p99: number
  max: number
}

/**
 * One bounded run, tried again (at most twice) when the server went away during it: the
 * machine is shared, and a run cut short by someone else's clean-up measures nothing.
 */
export async function load(name: string, paths: string[], options: LoadOptions): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadOnce(name, paths, options)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('ECONNREFUSED')) throw error
      console.log(`${name}: the server went away (${attempt}); starting it again`)
      const { database, env } = running!
      await stopServer()
      await startServer(database, env)
    }
  }
}

/** One bounded autocannon run; latencies from every response (autocannon's own table has no p95). */
async function loadOnce(name: string, paths: string[], options: LoadOptions): Promise<Run> {
  let next = 0
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const problems: string[] = []
  const seconds = options.seconds ?? SECONDS
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        duration: seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        requests: [
          {
            setupRequest: (request) => {
              request.path = paths[next++ % paths.length]!
              return request
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    })
    instance.on('reqError', (error) => {
      if (problems.length < 5) problems.push(String(error))
    })
  })
  latencies.sort((a, b) => a - b)
  const run: Run = {
    name,
    connections: options.connections,
    rate: options.rate ?? null,
    seconds,
    requests: result.requests.total,
    rps: round(result.requests.total / seconds, 0),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
  }
  console.log(
    `${name}: ${run.rps} req/s, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms (${run.requests} requests, ${run.errors} errors, ${run.non2xx} non-2xx)`,
  )
  if (run.errors > 0 || run.non2xx > 0)
    throw new Error(
      `${name}: errors or non-2xx answers: ${JSON.stringify([...statuses])} ${problems.join('; ')}`,
    )
  return run
}

/** The bench server now running, if any. */
let running: { database: string; env: Record<string, string>; process: ChildProcess } | null = null
process.on('exit', () => running?.process.kill('SIGKILL'))

export async function startServer(database: string, env: Record<string, string> = {}): Promise<void> {
  running = { database, env, process: await spawnServer(database, env) }
}

function spawnServer(database: string, env: Record<string, string>): Promise<ChildProcess> {
  return startBenchServer({
    script: path.join(root, 'bench/serve.ts'),
    port,
    env: { HOST: '127.0.0.1', DATABASE_URL: databaseUrl(database), PUBLIC_URL: origin, ...env },
  })
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

/**
 * CPU time the bench server has used so far (user + system, from /proc), in milliseconds: the
 * difference over a run divided by its answers is what one answer costs the server, a figure a
 * busy machine bends much less than throughput.
 */
export async function serverCpuMs(): Promise<number> {
  const pid = running?.process.pid
  if (pid === undefined) throw new Error('no bench server is running')
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

export async function stopServer() {
  if (!running) return
  const server = running.process
  running = null
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  if (server.exitCode === null) server.kill('SIGKILL')
}

/** The storefront pages both page benches load: each shop's home and product list, and up to 100 item pages. */
export async function storefrontPages(slugs: string[]) {
  const details: string[] = []
  for (const slug of slugs.slice(0, 20)) {
    const { results } = await (
      await fetch(`${origin}/api/v1/shops/${slug}/items?type=product&limit=5`)
    ).json()
    for (const item of results) details.push(`/${slug}/productos/${item.owner_id}/${item.id}`)
  }
  return [
    { page: 'shop home', paths: slugs.map((slug) => `/${slug}`) },
    { page: 'item list (36 cards)', paths: slugs.map((slug) => `/${slug}/productos`) },
    { page: 'item detail', paths: details },
  ]
}
