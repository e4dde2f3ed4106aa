import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '../src/modules/identity/identity.tables.ts'
import { smtpTransport } from '../src/platform/mail/mailer.ts'
import { createUser, loginAs } from './factories/users.ts'
import { startSmtpServer } from './helpers/smtp.ts'
import { createTestApp } from './helpers/test-app.ts'

// A verified session cookie is trusted for a few seconds without reading it again (decision 032).
const smtp = await startSmtpServer()
const { app, database } = await createTestApp({
  mailTransport: smtpTransport(smtp.url, 'Tianguis <no-reply@test>'),
})
const db = database.db

const me = (cookie: string) => app.inject({ url: '/api/v1/me', headers: { cookie } })

describe('the session cache', () => {
  it('reads a session once, then answers the same viewer without its statements', async () => {
    await createUser(db, { email: 'often@example.test', name: 'Often' })
    const cookie = await loginAs(app, 'often@example.test')
    const first = await me(cookie)
    const second = await me(cookie)
    expect(first.json()).toMatchObject({ email: 'often@example.test', anonymous: false })
    expect(second.json()).toEqual(first.json())
    // better-auth's two statements (the session, its user) are left out the second time.
    expect(Number(first.headers['x-sql-statements'])).toBe(Number(second.headers['x-sql-statements']) + 2)
  })

  it('stops a logged-out cookie at once, even when it was just used', async () => {
    await createUser(db, { email: 'leaving@example.test' })
    const cookie = await loginAs(app, 'leaving@example.test')
    expect((await me(cookie)).json().anonymous).toBe(false)
    const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } })
    expect(out.statusCode).toBe(204)
    expect((await me(cookie)).json()).toMatchObject({ id: 'anonymous', anonymous: true })
    // A signed-in route refuses it too.
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie },
      payload: { name: 'Ghost' },
    })
    expect(patch.statusCode).toBe(401)
    const [row] = await db.select().from(users).where(eq(users.email, 'leaving@example.test'))
    expect(row?.name).not.toBe('Ghost')
  })

  it('ends every cached session of an account at a password reset', async () => {
    await createUser(db, { email: 'reset@example.test' })
    const phone = await loginAs(app, 'reset@example.test')
    const laptop = await loginAs(app, 'reset@example.test')
    expect((await me(phone)).json().anonymous).toBe(false)
    expect((await me(laptop)).json().anonymous).toBe(false)
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/request',
      payload: { email: 'reset@example.test' },
    })
    // The email is sent by its job, after the answer (decision 027).
    const code = await smtp.waitForCode('reset@example.test')
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { email: 'reset@example.test', code, password: 'brand-new-password' },
    })
    expect(confirm.statusCode).toBe(204)
    expect((await me(phone)).json().anonymous).toBe(true)
    expect((await me(laptop)).json().anonymous).toBe(true)
  })

  it('never trusts a cookie it has not verified: a tampered signature is anonymous', async () => {
    await createUser(db, { email: 'forger@example.test' })
    const cookie = await loginAs(app, 'forger@example.test')
    expect((await me(cookie)).json().anonymous).toBe(false)
    const [name, value] = cookie.split('=') as [string, string]
    const tampered = `${name}=${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`
    expect((await me(tampered)).json()).toMatchObject({ anonymous: true })
  })
})

describe('a session ended by another process', () => {
  it('is trusted here for at most the cache time, then refused', async () => {
    const short = await createTestApp({ env: { SESSION_CACHE_MS: '300' } })
    await createUser(short.database.db, { email: 'elsewhere@example.test' })
    const cookie = await loginAs(short.app, 'elsewhere@example.test')
    const ask = () => short.app.inject({ url: '/api/v1/me', headers: { cookie } })
    expect((await ask()).json().anonymous).toBe(false)
    // Another process logs the session out: the row goes, this process is not told.
    await short.database.db.delete(sessions)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await ask()).json()).toMatchObject({ anonymous: true })
  })

  it('is refused at once when the cache is off', async () => {
    const off = await createTestApp({ env: { SESSION_CACHE_MS: '0' } })
    await createUser(off.database.db, { email: 'nocache@example.test' })
    const cookie = await loginAs(off.app, 'nocache@example.test')
    const ask = () => off.app.inject({ url: '/api/v1/me', headers: { cookie } })
    expect((await ask()).json().anonymous).toBe(false)
    await off.database.db.delete(sessions)
    expect((await ask()).json()).toMatchObject({ anonymous: true })
  })
})
