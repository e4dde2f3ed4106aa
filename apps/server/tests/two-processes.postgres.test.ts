/**
 * Two server processes on one PostgreSQL database (quality.md 20). PostgreSQL only: the embedded
 * PGlite is one process's own database, so there is no second process to start against it. The
 * integration project includes this file only when DATABASE_URL is set (vitest.config.ts), and
 * `npm run test:integration` says so in its PGlite pass.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { createUser } from './factories/users.ts'
import { startSmtpServer } from './helpers/smtp.ts'
import { freshDatabase } from './helpers/test-app.ts'

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts')
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// Rate-limit counters live in Redis for 15 minutes: a client address of this run's own keeps
// reruns (and other runs on the same Redis) from sharing them. The servers trust one proxy hop.
const CLIENT = `10.${rand(256)}.${rand(256)}.${1 + rand(254)}`
const run = Date.now().toString(36)

function rand(n: number) {
  return Math.floor(Math.random() * n)
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

interface Server {
  name: string
  url: string
  child: ChildProcess
  output: string[]
}

const database = await freshDatabase()
const smtp = await startSmtpServer()
const servers: Server[] = []
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tianguis-two-'))

async function startServer(name: string): Promise<Server> {
  const port = await freePort()
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url!,
      REDIS_URL,
      SMTP_URL: smtp.url,
      AUTH_SECRET: `two-processes-${run}-secret-of-more-than-32-characters`,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout!.on('data', (chunk) => output.push(String(chunk)))
  child.stderr!.on('data', (chunk) => output.push(String(chunk)))
  const server = { name, url: `http://127.0.0.1:${port}`, child, output }
  servers.push(server)
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output.join('')}`)
    const ready = await fetch(`${server.url}/readyz`).catch(() => null)
    if (ready?.ok) return server
    if (Date.now() > deadline) throw new Error(`${name} not ready in 90 s: ${output.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function call(server: Server, url: string, init: { method?: string; body?: object; cookie?: string } = {}) {
  return fetch(`${server.url}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': CLIENT,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  })
}

let a: Server
let b: Server
beforeAll(async () => {
  // One after the other: the first start seeds the demo data, the second finds it there.
  a = await startServer('a')
  b = await startServer('b')
}, 200_000)

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await database.close()
})

describe('two server processes on one PostgreSQL database', () => {
  it('honours on one process a session made on the other', async () => {
    const email = `two-${run}@example.test`
    const signup = await call(a, '/api/v1/auth/signup', {
      method: 'POST',
      body: { name: 'Dos Procesos', email, password: 'a-long-password' },
    })
    expect(signup.status).toBe(202)
    // Sign-up starts no session: the emailed code (sent by either process's worker) confirms and logs in.
    const code = await smtp.waitForCode(email)
    const verify = await call(a, '/api/v1/auth/verify-email', { method: 'POST', body: { email, code } })
    expect(verify.status).toBe(200)
    const cookie = verify.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => c.includes('session_token'))
      .join('; ')
    const me = await call(b, '/api/v1/me', { cookie })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ anonymous: false, email })
    const logout = await call(b, '/api/v1/auth/logout', { method: 'POST', cookie })
    expect(logout.status).toBe(204)
    expect(await (await call(a, '/api/v1/me', { cookie })).json()).toMatchObject({ anonymous: true })
  })

  it('counts a rate limit across both processes (Redis)', async () => {
    const body = { email: `limited-${run}@example.test`, password: 'not-the-password' }
    // Ten tries allowed per address and email: five on each process.
    for (let i = 0; i < 10; i++) {
      const answer = await call(i % 2 ? b : a, '/api/v1/auth/login', { method: 'POST', body })
      expect(answer.status).toBe(401)
    }
    for (const server of [a, b]) {
      const refused = await call(server, '/api/v1/auth/login', { method: 'POST', body })
      expect(refused.status).toBe(429)
      expect((await refused.json()).error.code).toBe('rate_limited')
    }
  })

  it('sends each requested email exactly once although both processes run workers', async () => {
    const users = []
    for (let i = 0; i < 3; i++)
      users.push(await createUser(database.db, { email: `mail-${i}-${run}@example.test` }))
    for (const [i, user] of users.entries()) {
      const answer = await call(i % 2 ? b : a, '/api/v1/auth/password-reset/request', {
        method: 'POST',
        body: { email: user.email },
      })
      expect(answer.status).toBe(202)
    }
    for (const user of users) await smtp.waitForMail(user.email, 1, 20_000)
    await new Promise((resolve) => setTimeout(resolve, 2500)) // more polls by both: no second delivery
    for (const user of users) expect(smtp.inbox.filter((m) => m.to.includes(user.email)).length).toBe(1)
    const rows = await database.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.recipient,
          users.map((user) => user.email),
        ),
      )
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(users.map(() => ['sent', 1]))
  })

  it('stops both processes cleanly on SIGTERM', async () => {
    const exits = servers.map(
      (server) => new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code))),
    )
    for (const server of servers) server.child.kill('SIGTERM')
    expect(await Promise.all(exits)).toEqual([0, 0])
    const stuck = await database.db.select().from(outbox).where(eq(outbox.status, 'pending'))
    expect(stuck).toEqual([])
  }, 30_000)
})
