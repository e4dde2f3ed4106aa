import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users, verifications } from '../src/modules/identity/identity.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { smtpTransport } from '../src/platform/mail/mailer.ts'
import { createItem } from './factories/items.ts'
import { createUser, loginAs } from './factories/users.ts'
import { startSmtpServer } from './helpers/smtp.ts'
import { createTestApp, sessionCookie } from './helpers/test-app.ts'

/** Accounts confirm their email with a code before they sell (decision 031); they browse and buy before. */
const smtp = await startSmtpServer()
const { app, database } = await createTestApp({
  mailTransport: smtpTransport(smtp.url, 'Tianguis <no-reply@test>'),
})
const db = database.db

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers })

async function signUp(email: string, headers: Record<string, string> = {}) {
  const mailed = smtp.inbox.filter((m) => m.to.includes(email)).length
  const response = await post(
    '/api/v1/auth/signup',
    { name: 'Nueva', email, password: 'una-clave-segura' },
    headers,
  )
  expect(response.statusCode).toBe(202)
  // The code is mailed by a job after the answer: wait for this sign-up's own mail.
  await smtp.waitForMail(email, mailed + 1)
  return smtp.lastCode(email)!
}

describe('confirming the email', () => {
  it('mails the code in the visitor’s language and keeps only its hash', async () => {
    const code = await signUp('lang@example.test', { 'accept-language': 'en' })
    const mail = smtp.inbox.filter((m) => m.to.includes('lang@example.test')).at(-1)!
    expect(mail.raw).toContain('Confirm your email')
    // Quoted-printable turns '=' into '=3D'.
    expect(mail.raw).toMatch(/\/signup\?paso=(3D)?codigo/)
    const [row] = await db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, '%lang@example.test'))
    expect(row!.value).not.toContain(code)
  })

  it('refuses a wrong code, then accepts the right one once', async () => {
    const code = await signUp('once@example.test')
    const wrong = code === '000000' ? '111111' : '000000'
    const refused = await post('/api/v1/auth/verify-email', { email: 'once@example.test', code: wrong })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      error: { code: 'invalid_code', message: 'El código ingresado no es válido o ya expiró.' },
    })
    const ok = await post('/api/v1/auth/verify-email', { email: 'once@example.test', code })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ email: 'once@example.test', email_verified: true })
    const again = await post('/api/v1/auth/verify-email', { email: 'once@example.test', code })
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('invalid_code')
  })

  it('refuses bad input with field messages and unknown fields', async () => {
    const bad = await post('/api/v1/auth/verify-email', { email: 'x', code: '12' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['code', 'email'])
    const extra = await post('/api/v1/auth/verify-email', {
      email: 'a@example.test',
      code: '123456',
      email_verified: true,
    })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().error.code).toBe('unknown_fields')
  })

  it('resends a fresh code to an account waiting for one, and answers the same for anyone else', async () => {
    const first = await signUp('resend@example.test')
    const before = smtp.inbox.length
    const resent = await post('/api/v1/auth/verify-email/resend', { email: 'resend@example.test' })
    expect(resent.statusCode).toBe(202)
    expect(resent.body).toBe('')
    await smtp.waitForMail('resend@example.test', 2)
    const second = smtp.lastCode('resend@example.test')!
    expect(smtp.inbox.length).toBe(before + 1)
    // Only the latest code works.
    if (second !== first) {
      const old = await post('/api/v1/auth/verify-email', { email: 'resend@example.test', code: first })
      expect(old.statusCode).toBe(400)
    }
    await createUser(db, { email: 'confirmed@example.test' })
    for (const email of ['confirmed@example.test', 'nobody@example.test']) {
      const response = await post('/api/v1/auth/verify-email/resend', { email })
      expect(response.statusCode).toBe(202)
      expect(response.body).toBe('')
    }
    expect(smtp.inbox.length).toBe(before + 1)
    expect(await db.select().from(outbox).where(eq(outbox.recipient, 'nobody@example.test'))).toEqual([])
  })

  it('signing up again before confirming mails a fresh code and changes nothing else', async () => {
    await signUp('twice@example.test')
    const second = await signUp('twice@example.test')
    expect(second).toMatch(/^\d{6}$/)
    expect(await db.select().from(users).where(eq(users.email, 'twice@example.test'))).toHaveLength(1)
  })
})

describe('selling needs a confirmed email', () => {
  it('lets an unconfirmed account log in and browse, refuses creating or publishing items with 403', async () => {
    await signUp('unconfirmed@example.test')
    const login = await post('/api/v1/auth/login', {
      email: 'unconfirmed@example.test',
      password: 'una-clave-segura',
    })
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ email_verified: false })
    const cookie = sessionCookie(login.headers['set-cookie'])
    expect((await app.inject({ url: '/api/v1/me/items', headers: { cookie } })).statusCode).toBe(200)

    const create = await post('/api/v1/me/items', { name: 'Jarro', type: 'product' }, { cookie })
    expect(create.statusCode).toBe(403)
    expect(create.json()).toEqual({
      error: {
        code: 'email_not_verified',
        message: 'Confirma tu correo para vender: ingresa el código que te enviamos.',
      },
    })
    const [user] = await db.select().from(users).where(eq(users.email, 'unconfirmed@example.test'))
    expect(await db.select().from(items).where(eq(items.ownerId, user!.id))).toEqual([])

    // An item that exists (made before, by the factory) cannot be published either.
    const draft = await createItem(db, user!.id, { name: 'Borrador', listState: 'unpublished' })
    const publish = await app.inject({
      method: 'PATCH',
      url: `/api/v1/me/items/${draft.id}`,
      payload: { list_state: 'published' },
      headers: { cookie, 'accept-language': 'en' },
    })
    expect(publish.statusCode).toBe(403)
    expect(publish.json().error.message).toBe('Confirm your email to sell: enter the code we sent you.')
    const [row] = await db.select().from(items).where(eq(items.id, draft.id))
    expect(row!.listState).toBe('unpublished')
  })

  it('sells once the code is entered', async () => {
    const code = await signUp('seller@example.test')
    const verified = await post('/api/v1/auth/verify-email', { email: 'seller@example.test', code })
    const cookie = sessionCookie(verified.headers['set-cookie'])
    const create = await post('/api/v1/me/items', { name: 'Jarro', type: 'product' }, { cookie })
    expect(create.statusCode).toBe(201)
    expect((await loginAs(app, 'seller@example.test', 'una-clave-segura')).length).toBeGreaterThan(0)
  })
})
