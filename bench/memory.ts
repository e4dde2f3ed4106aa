/**
 * `npm run bench:memory`: how big the server is and how fast it starts (quality.md: ≤ 120 MB
 * resident idle and ≤ 250 MB under load on PostgreSQL; `npm start` serving the demo shop in
 * ≤ 5 s). Starts `npm start`'s own command (read from the root package.json) on a fresh
 * embedded data dir and on a fresh PostgreSQL database, and reports the time until `/demo`
 * answers 200, the resident set (RSS, /proc/PID/status) idle, during 20 s of load (visitors and a
 * signed-in customer on storefront pages and an API list) and idle again after it, plus the
 * import cost of each large dependency in a bare Node process. Writes bench/results/memory.md
 * and memory.json; bench/memory-notes.md (the analysis) is appended to the first.
 *
 * Environment: BENCH_PORT (3430), MEMORY_ADMIN_URL (the PostgreSQL server to create the database
 * on, postgres://postgres@127.0.0.1:5432/postgres), MEMORY_SECONDS (20), MEMORY_ONLY
 * (`pglite` or `postgres`), MEMORY_NODE_FLAGS (Node flags put before `npm start`'s arguments, to try
 * one out; the results then say so), MEMORY_IMPORTS=0 (skip the import table).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3430)
const origin = `http://127.0.0.1:${port}`
const SECONDS = Number(process.env.MEMORY_SECONDS ?? 20)
const ADMIN_URL = process.env.MEMORY_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const TRIED_FLAGS = (process.env.MEMORY_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)
const TARGETS = { idleMb: 120, loadMb: 250, startMs: 5000 }
const mark = (ok: boolean, text: string) => (ok ? `${text} ✓` : `**${text}** ✗`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `npm start`'s command with `node` as this Node, so the bench measures what a user runs. */
function startCommand(): { script: string; env: Record<string, string>; args: string[] } {
  const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string
  const words = script.split(/\s+/)
  const env: Record<string, string> = {}
  // Leading NAME=value words are the environment the script sets.
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, value] = words.shift()!.split('=') as [string, string]
    env[name] = value
  }
  const [command, ...args] = words
  if (command !== 'node') throw new Error(`unexpected start script: ${script}`)
  return { script, env, args }
}

/** Resident set of a process in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024)
}
/** CPU time a process has used so far, in ms (user + system). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100)
}

interface Scenario {
  database: 'PGlite (fresh data dir)' | 'PostgreSQL (fresh database)'
  startMs: number
  startCpuMs: number
  idleMb: number
  load: { peakMb: number; meanMb: number; requests: number; rps: number; non2xx: number; errors: number }
  after10sMb: number
  after30sMb: number
}

async function scenario(kind: 'pglite' | 'postgres'): Promise<Scenario> {
  const command = startCommand()
  let env: Record<string, string>
  let cleanUp: () => Promise<void>
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tianguis-memory-'))
    env = { DATA_DIR: dataDir }
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true })
  } else {
    const name = `tianguis_memory_${Date.now()}`
    const admin = new pg.Client({ connectionString: ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(ADMIN_URL)
    url.pathname = `/${name}`
    env = { DATABASE_URL: url.href }
    cleanUp = async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  }
  const started = performance.now()
  const server = spawn(process.execPath, [...TRIED_FLAGS, ...command.args], {
    cwd: root,
    env: {
      ...process.env,
      ...command.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      EXPOSE_QUERY_COUNT: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    const startMs = await untilDemoAnswers(server, started)
    const startCpuMs = cpuMs(server.pid!)
    await sleep(5000)
    const idleMb = rssMb(server.pid!)
    const load = await underLoad(server.pid!)
    await sleep(10_000)
    const after10sMb = rssMb(server.pid!)
    await sleep(20_000)
    const after30sMb = rssMb(server.pid!)
    const database = kind === 'pglite' ? 'PGlite (fresh data dir)' : 'PostgreSQL (fresh database)'
    const result: Scenario = { database, startMs, startCpuMs, idleMb, load, after10sMb, after30sMb }
    console.log(JSON.stringify(result))
    return result
  } finally {
    await stop(server)
    await cleanUp()
  }
}

async function untilDemoAnswers(server: ChildProcess, started: number): Promise<number> {
  while (performance.now() - started < 120_000) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    try {
      if ((await fetch(`${origin}/demo`)).status === 200) return Math.round(performance.now() - started)
    } catch {}
    await sleep(25)
  }
  throw new Error('/demo did not answer 200 within 120 s')
}

/** Visitors and a signed-in customer at once, RSS sampled every 200 ms. */
async function underLoad(pid: number) {
  const login = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'cliente@demo.test', password: 'tianguis-demo' }),
  })
  if (login.status !== 200) throw new Error(`log in answered ${login.status}`)
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  const { results } = await (
    await fetch(`${origin}/api/v1/shops/franquicia-centro/items?type=product&limit=3`)
  ).json()
  const paths = [
    '/demo',
    '/franquicia-centro',
    '/franquicia-centro/productos',
    ...results.map(
      (item: { id: string; owner_id: string }) => `/franquicia-centro/productos/${item.owner_id}/${item.id}`,
    ),
    '/api/v1/shops/franquicia-centro/items?type=product',
  ]
  const samples: number[] = []
  const sampler = setInterval(() => samples.push(rssMb(pid)), 200)
  // As browsers ask: compressed answers (the server compresses pages and lists with brotli).
  const encoding = { 'accept-encoding': 'br, gzip' }
  const [visitors, customer] = await Promise.all([
    cannon(paths, encoding),
    cannon(paths, { ...encoding, cookie }),
  ])
  clearInterval(sampler)
  const requests = visitors.requests.total + customer.requests.total
  return {
    peakMb: Math.max(...samples),
    meanMb: Math.round(samples.reduce((sum, value) => sum + value, 0) / samples.length),
    requests,
    rps: Math.round(requests / SECONDS),
    non2xx: visitors.non2xx + customer.non2xx,
    errors: visitors.errors + customer.errors,
  }
}

function cannon(paths: string[], headers: Record<string, string>): Promise<autocannon.Result> {
  let next = 0
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: 5,
        duration: SECONDS,
        headers,
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
  })
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await Promise.race([exited, sleep(5000)])
  if (server.exitCode === null) server.kill('SIGKILL')
}

/** What importing one package costs a bare Node process (run from apps/server, where they resolve). */
const IMPORTS = [
  'fastify',
  'drizzle-orm',
  'drizzle-orm/pg-core',
  'drizzle-orm/node-postgres',
  'drizzle-orm/pglite',
  'pg',
  '@electric-sql/pglite',
  'better-auth',
  'better-auth/minimal',
  'zod',
  'react-dom/server',
  'react-router',
  'sharp',
  'nodemailer',
  'ioredis',
  'pino',
]

interface ImportCost {
  module: string
  rssMb: number
  heapTotalMb: number
  ms: number
}

function importCost(module: string, withHooks = false): ImportCost {
  const hooks = withHooks
    ? "const { registerImportHooks } = await import('./src/platform/module-loading.ts'); registerImportHooks();"
    : ''
  const code = `${hooks} const before = process.memoryUsage().rss; const t = performance.now();
    ${module ? `await import('${module}');` : ''} const ms = performance.now() - t; const m = process.memoryUsage();
    console.log(JSON.stringify({ rss: (m.rss - before) / 1048576, heapTotal: m.heapTotal / 1048576, ms }))`
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.join(root, 'apps/server'),
    encoding: 'utf8',
  })
  const { rss, heapTotal, ms } = JSON.parse(output.trim().split('\n').at(-1)!)
  return { module, rssMb: Math.round(rss), heapTotalMb: Math.round(heapTotal), ms: Math.round(ms) }
}

const only = process.env.MEMORY_ONLY
const measureImports = process.env.MEMORY_IMPORTS !== '0'
const importCosts = measureImports ? IMPORTS.map((module) => importCost(module)) : []
const drizzleWithHooks = measureImports
  ? ['drizzle-orm/pg-core', 'drizzle-orm/node-postgres'].map((module) => importCost(module, true))
  : []
const bare = importCost('')
const scenarios: Scenario[] = []
if (only !== 'postgres') scenarios.push(await scenario('pglite'))
if (only !== 'pglite') scenarios.push(await scenario('postgres'))

const { script } = startCommand()
const [load1, load5] = os.loadavg()
const lines = [
  '# Server memory and start time',
  '',
  `Made by \`npm run bench:memory\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${os.cpus().length} cores, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, shared with other work (load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} at the end). ` +
    `Node ${process.version}. Server: \`npm start\`'s command (\`${script}\`${TRIED_FLAGS.length ? `, with \`${TRIED_FLAGS.join(' ')}\` added` : ''}) with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`. ` +
    'Resident set (RSS) read from `/proc/PID/status`. Targets from `../shared/design/quality.md`.',
  '',
  `Load: ${SECONDS} s, 5 connections of visitors and 5 of a signed-in customer (\`cliente@demo.test\`) at once, each ` +
    'asking for compressed answers (`accept-encoding: br, gzip`) as browsers do, going round the demo shop home, the `franquicia-centro` home, item list and three item pages, and the API list `GET /api/v1/shops/franquicia-centro/items`.',
  '',
  '| database | `/demo` answers 200 after (CPU used by then) | idle, 5 s after | under load: peak (mean) | load served | 10 s after load | 30 s after load |',
  '|---|---|---|---|---|---|---|',
  ...scenarios.map((s) => {
    const postgres = s.database.startsWith('PostgreSQL')
    const idle = postgres ? mark(s.idleMb <= TARGETS.idleMb, `${s.idleMb} MB`) : `${s.idleMb} MB`
    const peak = postgres
      ? mark(s.load.peakMb <= TARGETS.loadMb, `${s.load.peakMb} MB`)
      : `${s.load.peakMb} MB`
    const start = mark(s.startMs <= TARGETS.startMs, `${(s.startMs / 1000).toFixed(2)} s`)
    return `| ${s.database} | ${start} (${(s.startCpuMs / 1000).toFixed(2)} s CPU) | ${idle} | ${peak} (${s.load.meanMb} MB) | ${s.load.rps} req/s, ${s.load.non2xx} non-2xx, ${s.load.errors} errors | ${s.after10sMb} MB | ${s.after30sMb} MB |`
  }),
  '',
  'Targets: on PostgreSQL ≤ 120 MB idle and ≤ 250 MB under load; `npm start` serving `/demo` within 5 s (the PGlite row: a fresh data dir, started from the template `npm ci` prepares; the PostgreSQL row includes migrating and seeding an empty database).',
  '',
  '## What importing a package costs a bare Node process',
  '',
  `\`node -e "await import(X)"\` from \`apps/server\`: resident memory added by the import, the V8 heap's committed size after it, and its time (a bare Node 24 process holds about 40 MB before it imports anything).`,
  '',
  '| module | RSS added | heap committed after | time |',
  '|---|---|---|---|',
  `| (nothing: baseline) | ${bare.rssMb} MB | ${bare.heapTotalMb} MB | — |`,
  ...importCosts.map((c) => `| \`${c.module}\` | ${c.rssMb} MB | ${c.heapTotalMb} MB | ${c.ms} ms |`),
  ...drizzleWithHooks.map(
    (c) =>
      `| \`${c.module}\` with the server's import hooks (\`platform/module-loading.ts\`) | ${c.rssMb} MB | ${c.heapTotalMb} MB | ${c.ms} ms |`,
  ),
  '',
]
const notes = await readFile(path.join(root, 'bench/memory-notes.md'), 'utf8').catch(() => '')
await writeFile(path.join(root, 'bench/results/memory.md'), lines.join('\n') + (notes ? `\n${notes}` : ''))
await writeFile(
  path.join(root, 'bench/results/memory.json'),
  `${JSON.stringify({ date: new Date().toISOString(), script, scenarios, importCosts, drizzleWithHooks, bare }, null, 2)}\n`,
)
console.log('Wrote bench/results/memory.md and memory.json')
