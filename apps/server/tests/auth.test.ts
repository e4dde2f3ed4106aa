import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users, verifications } from '../src/modules/identity/identity.tables.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { smtpTransport } from '../src/platform/mail/mailer.ts'
import { createUser, FACTORY_PASSWORD, loginAs } from './factories/users.ts'
import { startSmtpServer } from './helpers/smtp.ts'
import { createTestApp, sessionCookie } from './helpers/test-app.ts'

const smtp = await startSmtpServer()
const { app, database } = await createTestApp({
  mailTransport: smtpTransport(smtp.url, 'Tianguis <no-reply@test>'),
})
const db = database.db

const signup = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: payload as object, headers })
const login = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, headers })

describe('sign up', () => {
  it('creates the account and mails a code, which confirms the email and starts a session', async () => {
    const response = await signup({
      name: 'Lucía Pérez',
      email: 'Lucia@Example.test',
      password: 'una-clave-segura',
    })
    expect(response.statusCode).toBe(202)
    expect(response.body).toBe('')
    expect(response.headers['set-cookie']).toBeUndefined()
    const [user] = await db.select().from(users).where(eq(users.email, 'lucia@example.test'))
    expect(user).toMatchObject({ name: 'Lucía Pérez', emailVerified: false })
    const code = await smtp.waitForCode('lucia@example.test')
    expect(code).toMatch(/^\d{6}$/)

    const verify = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { email: 'lucia@example.test', code },
    })
    expect(verify.statusCode).toBe(200)
    expect(verify.json()).toMatchObject({
      anonymous: false,
      name: 'Lucía Pérez',
      email: 'lucia@example.test',
      email_verified: true,
      user_level: '',
      shops: [],
    })
    const cookie = [verify.headers['set-cookie']].flat().find((c) => c?.includes('session_token'))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
    const me = await app.inject({
      url: '/api/v1/me',
      headers: { cookie: sessionCookie(verify.headers['set-cookie']) },
    })
    expect(me.json()).toMatchObject({ email: 'lucia@example.test', anonymous: false, email_verified: true })
  })

  it('answers a taken email exactly as a new one, and tells its owner by email', async () => {
    await createUser(db, { email: 'taken@example.test' })
    const taken = await signup({ name: 'X', email: 'taken@example.test', password: 'una-clave-segura' })
    const fresh = await signup({ name: 'X', email: 'untaken@example.test', password: 'una-clave-segura' })
    for (const response of [taken, fresh]) {
      expect(response.statusCode).toBe(202)
      expect(response.body).toBe('')
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    await smtp.waitForMail('untaken@example.test') // mailed after both answers, by the delivery job
    const notice = [await smtp.waitForMail('taken@example.test')]
    expect(smtp.inbox.filter((m) => m.to.includes('taken@example.test'))).toHaveLength(1)
    expect(notice).toHaveLength(1)
    expect(notice[0]!.raw).toContain('Alguien intent')
    expect(notice[0]!.raw).toContain('/recuperar')
    expect(smtp.lastCode('taken@example.test')).toBeUndefined()
    const en = await signup(
      { name: 'X', email: 'TAKEN@example.test', password: 'una-clave-segura' },
      { 'accept-language': 'en' },
    )
    expect(en.statusCode).toBe(202)
    expect((await smtp.waitForMail('taken@example.test', 2)).raw).toContain(
      'Someone tried to sign up with your email',
    )
    // The account and its password are as they were.
    expect((await login({ email: 'taken@example.test', password: FACTORY_PASSWORD })).statusCode).toBe(200)
  })

  it('names each missing or invalid field', async () => {
    const response = await signup({ email: 'not-an-email', password: 'short' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'La solicitud tiene datos inválidos.',
        fields: {
          name: 'Este campo es obligatorio.',
          email: 'Ingresa un correo válido.',
          password: 'Debe tener al menos 8 caracteres.',
        },
      },
    })
  })

  it('refuses unknown fields and saves nothing', async () => {
    for (const extra of [
      { role: 'admin' },
      { email_verified: true },
      { user_level: 'ul3' },
      { owner: 'x' },
    ]) {
      const email = `sneaky-${Object.keys(extra)[0]}@example.test`
      const response = await signup({ name: 'Sneaky', email, password: 'una-clave-segura', ...extra })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('unknown_fields')
      expect(response.json().error.fields).toEqual({
        [Object.keys(extra)[0]!]: 'Este campo no está permitido.',
      })
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
    }
  })

  it('refuses a body that is not an object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('invalid_request')
  })
})

describe('log in and log out', () => {
  it('logs in with a new session each time and reads the profile', async () => {
    const user = await createUser(db, { email: 'login@example.test', name: 'Leo' })
    const first = await loginAs(app, 'login@example.test')
    const second = await loginAs(app, 'LOGIN@example.test')
    expect(first).not.toBe(second)
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(2)
    const me = await app.inject({ url: '/api/v1/me', headers: { cookie: first } })
    expect(me.json()).toMatchObject({ id: user.id, name: 'Leo', anonymous: false })
  })

  it('answers a wrong password with 401 and no hint of which part was wrong', async () => {
    await createUser(db, { email: 'wrong@example.test' })
    const wrong = await login({ email: 'wrong@example.test', password: 'not-the-password' })
    const unknown = await login({ email: 'nobody@example.test', password: 'not-the-password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' },
    })
    expect(unknown.json()).toEqual(wrong.json())
    expect(wrong.headers['set-cookie']).toBeUndefined()
  })

  it('refuses missing and unknown fields', async () => {
    const missing = await login({ email: 'a@example.test' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toEqual({ password: 'Este campo es obligatorio.' })
    const extra = await login({ email: 'a@example.test', password: 'x', remember: true })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().error.code).toBe('unknown_fields')
  })

  it('limits wrong passwords: ten are answered, then 429 with Retry-After', async () => {
    await createUser(db, { email: 'brute@example.test' })
    // Its own address, so the address's failed-login count (identity-limits.test.ts) is not shared.
    const from = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: payload as object,
        remoteAddress: '198.51.100.7',
      })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      statuses.push((await from({ email: 'brute@example.test', password: `guess-${i}-wrong` })).statusCode)
    }
    expect(statuses).toEqual(Array(10).fill(401))
    const limited = await from({ email: 'brute@example.test', password: FACTORY_PASSWORD })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
      },
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another account from the same address is not locked out by it.
    await createUser(db, { email: 'neighbour@example.test' })
    expect((await from({ email: 'neighbour@example.test', password: FACTORY_PASSWORD })).statusCode).toBe(200)
  })

  it('ends the session on the server at logout', async () => {
    await createUser(db, { email: 'bye@example.test' })
    const cookie = await loginAs(app, 'bye@example.test')
    const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } })
    expect(out.statusCode).toBe(204)
    expect([out.headers['set-cookie']].flat().join(';')).toMatch(/session_token=;|Max-Age=0/)
    // The old cookie, replayed, is the anonymous user again.
    const me = await app.inject({ url: '/api/v1/me', headers: { cookie } })
    expect(me.json()).toMatchObject({ id: 'anonymous', anonymous: true })
  })

  it('marks cookies Secure behind TLS', async () => {
    const secure = await createTestApp({ env: { TRUST_PROXY: '1' } })
    await createUser(secure.database.db, { email: 'tls@example.test' })
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'tls@example.test', password: FACTORY_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    expect([response.headers['set-cookie']].flat().join('\n')).toMatch(/Secure/)
  })
})

describe('the viewer', () => {
  it('is the anonymous user without a session', async () => {
    const me = await app.inject('/api/v1/me')
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ id: 'anonymous', anonymous: true, user_level: '', shops: [] })
  })

  it('changes the profile and refuses fields it does not own', async () => {
    await createUser(db, { email: 'profile@example.test' })
    const cookie = await loginAs(app, 'profile@example.test')
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie },
      payload: { name: 'Nuevo Nombre', slug: 'nuevo-nombre', main_type: 'business' },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ name: 'Nuevo Nombre', slug: 'nuevo-nombre', main_type: 'business' })
    const sneaky = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie },
      payload: { user_level: 'ul3' },
    })
    expect(sneaky.statusCode).toBe(400)
    expect(sneaky.json().error.code).toBe('unknown_fields')
    const reserved = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie },
      payload: { slug: 'login' },
    })
    expect(reserved.statusCode).toBe(400)
    expect(reserved.json().error.code).toBe('slug_reserved')
    const anonymous = await app.inject({ method: 'PATCH', url: '/api/v1/me', payload: { name: 'X' } })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses a slug someone else has', async () => {
    await createUser(db, { email: 'first@example.test', slug: 'mi-marca' })
    await createUser(db, { email: 'second@example.test' })
    const cookie = await loginAs(app, 'second@example.test')
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie },
      payload: { slug: 'mi-marca' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('slug_taken')
  })
})

describe('password reset by emailed code', () => {
  it('mails a code over SMTP and sets a new password with it, ending old sessions', async () => {
    await createUser(db, { email: 'forgot@example.test' })
    const oldSession = await loginAs(app, 'forgot@example.test')
    const request = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/request',
      payload: { email: 'forgot@example.test' },
      headers: { 'accept-language': 'en' },
    })
    expect(request.statusCode).toBe(202)
    const mail = await smtp.waitForMail('forgot@example.test')
    expect(mail.raw).toContain('Your password reset code')
    const code = smtp.lastCode('forgot@example.test')!
    expect(code).toMatch(/^\d{6}$/)
    // Only a hash of the code is kept: a copy of the table does not give a working code.
    const stored = await db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, '%forgot@example.test'))
    expect(stored).toHaveLength(1)
    expect(stored[0]!.value).not.toContain(code)
    expect(stored[0]!.value).toMatch(/^[A-Za-z0-9_-]{40,}:0$/)

    const confirm = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { email: 'forgot@example.test', code, password: 'brand-new-password' },
    })
    expect(confirm.statusCode).toBe(204)
    expect((await login({ email: 'forgot@example.test', password: FACTORY_PASSWORD })).statusCode).toBe(401)
    expect((await login({ email: 'forgot@example.test', password: 'brand-new-password' })).statusCode).toBe(
      200,
    )
    const me = await app.inject({ url: '/api/v1/me', headers: { cookie: oldSession } })
    expect(me.json().anonymous).toBe(true)
    // Single use.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { email: 'forgot@example.test', code, password: 'another-password' },
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('invalid_code')
  })

  it('answers the same whether or not the account exists, and mails nobody', async () => {
    const before = smtp.inbox.length
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/request',
      payload: { email: 'ghost@example.test' },
    })
    expect(response.statusCode).toBe(202)
    expect(response.body).toBe('')
    expect(smtp.inbox.length).toBe(before)
    expect(await db.select().from(outbox).where(eq(outbox.recipient, 'ghost@example.test'))).toEqual([])
  })

  it('burns the code after 5 wrong tries', async () => {
    await createUser(db, { email: 'guesser@example.test' })
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/request',
      payload: { email: 'guesser@example.test' },
    })
    const code = await smtp.waitForCode('guesser@example.test')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const attempt = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset/confirm',
        payload: { email: 'guesser@example.test', code: wrong, password: 'brand-new-password' },
      })
      expect(attempt.statusCode).toBe(400)
      expect(attempt.json().error).toMatchObject({
        code: 'invalid_code',
        message: 'El código ingresado no es válido o ya expiró.',
      })
    }
    const right = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { email: 'guesser@example.test', code, password: 'brand-new-password' },
    })
    expect(right.statusCode).toBe(400)
    expect(right.json().error.code).toBe('invalid_code')
  })

  it('refuses a code after its 10 minutes are up', async () => {
    await createUser(db, { email: 'late@example.test' })
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/request',
      payload: { email: 'late@example.test' },
    })
    const code = await smtp.waitForCode('late@example.test')
    const [row] = await db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, '%late@example.test'))
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000)
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, row!.id))
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { email: 'late@example.test', code, password: 'brand-new-password' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('invalid_code')
  })

  it('limits code requests per address and email', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/auth/password-reset/request',
            payload: { email: 'spam@example.test' },
          })
        ).statusCode,
      )
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })
})
