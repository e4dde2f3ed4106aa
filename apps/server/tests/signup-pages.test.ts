import { describe, expect, it } from 'vitest'
import { smtpTransport } from '../src/platform/mail/mailer.ts'
import { createShop } from './factories/shops.ts'
import { createUser } from './factories/users.ts'
import { startSmtpServer } from './helpers/smtp.ts'
import { createTestApp, sessionCookie } from './helpers/test-app.ts'

/** The sign-up page's two steps (decision 031), server-rendered (needs `npm run build`). */
const smtp = await startSmtpServer()
const { app, database } = await createTestApp({
  web: true,
  mailTransport: smtpTransport(smtp.url, 'Tianguis <no-reply@test>'),
})
const owner = await createUser(database.db, { email: 'signup-shop@example.test' })
await createShop(database.db, owner.id, { slug: 'alta' })

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const post = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('the sign-up page', () => {
  it('asks for the emailed code, then logs in and goes to the profile', async () => {
    const form = await post('/alta/signup', {
      name: 'Nora Nueva',
      email: 'nora@example.test',
      password: 'una-clave-segura',
    })
    expect(form.statusCode).toBe(200)
    expect(form.headers['set-cookie']).toBeUndefined()
    expect(shown(form.body)).toContain('Confirma tu correo')
    expect(shown(form.body)).toContain('value="nora@example.test"')

    const wrong = await post('/alta/signup', { intent: 'verify', email: 'nora@example.test', code: '000000' })
    const code = await smtp.waitForCode('nora@example.test')
    if (code !== '000000') {
      expect(wrong.statusCode).toBe(400)
      expect(shown(wrong.body)).toContain('El código ingresado no es válido o ya expiró.')
    }

    const verified = await post('/alta/signup', { intent: 'verify', email: 'nora@example.test', code })
    expect(verified.statusCode).toBe(302)
    expect(verified.headers.location).toBe('/alta/perfil')
    const cookie = sessionCookie(verified.headers['set-cookie'])
    expect(cookie).toContain('session_token')
    const profile = await app.inject({ url: '/alta/perfil', headers: { cookie } })
    expect(shown(profile.body)).toContain('nora@example.test')
  })

  it('shows the same code step for an email that already has an account', async () => {
    await createUser(database.db, { email: 'yaexiste@example.test' })
    const form = await post('/alta/signup', {
      name: 'Otra',
      email: 'yaexiste@example.test',
      password: 'una-clave-segura',
    })
    expect(form.statusCode).toBe(200)
    expect(shown(form.body)).toContain('Confirma tu correo')
    expect(form.headers['set-cookie']).toBeUndefined()
  })

  it('opens on the code step from the emailed link, and sends another code', async () => {
    const page = await app.inject('/signup?paso=codigo&email=link%40example.test')
    expect(page.statusCode).toBe(200)
    expect(shown(page.body)).toContain('value="link@example.test"')
    const resent = await post('/signup', { intent: 'resend', email: 'link@example.test' })
    expect(resent.statusCode).toBe(200)
    expect(shown(resent.body)).toContain('Si ese correo espera confirmación, le enviamos un código nuevo.')
  })
})
