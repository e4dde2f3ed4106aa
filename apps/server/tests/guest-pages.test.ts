import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { createShop } from './factories/shops.ts'
import { createUser } from './factories/users.ts'
import { createTestApp, sessionCookie } from './helpers/test-app.ts'

/**
 * {base}/comprar/invitado (002 §2 guest checkout; decision 047) without JavaScript: forms posted
 * as a browser does, pages read as served (needs `npm run build`). Codes are read from the outbox.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { email: 'guest-shop@example.test' })
await createShop(db, owner.id, { slug: 'mercado' })

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const post = (url: string, fields: Record<string, string>, remoteAddress = '192.0.2.1') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

async function outboxCode(recipient: string): Promise<string> {
  const [message] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
  return message!.body.match(/\b(\d{6})\b/)![1]!
}

describe('the guest checkout page', () => {
  it('offers email or SMS, and links to log in and sign up that come back to next', async () => {
    const page = await app.inject('/mercado/comprar/invitado?next=%2Fmercado%2Fcarrito')
    expect(page.statusCode).toBe(200)
    const html = shown(page.body)
    expect(html).toContain('Continuar como invitado')
    expect(html).toContain('value="email"')
    expect(html).toContain('value="sms"')
    expect(html).toContain('SMS al celular')
    expect(html).toContain('¿Ya estás registrado?')
    expect(html).toContain('href="/mercado/login?next=%2Fmercado%2Fcarrito"')
    expect(html).toContain('Regístrate para continuar')
    expect(html).toContain('href="/mercado/signup?next=%2Fmercado%2Fcarrito"')
    expect(html).toContain('action="/mercado/comprar/invitado?next=%2Fmercado%2Fcarrito" method="post"')

    const english = await app.inject({
      url: '/mercado/comprar/invitado',
      headers: { 'accept-language': 'en' },
    })
    expect(shown(english.body)).toContain('Continue as a guest')
    expect(shown(english.body)).toContain('Sign up to continue')
    const argentine = await app.inject({
      url: '/mercado/comprar/invitado',
      headers: { 'accept-language': 'es-AR' },
    })
    expect(shown(argentine.body)).toContain('Registrate para continuar')
  })

  it('sends a code by SMS, signs the guest in with it and goes to next with the session cookie', async () => {
    // Where the page's forms post: their action keeps `next`.
    const here = '/mercado/comprar/invitado?next=%2Fmercado%2Fcarrito'
    const sent = await post(here, {
      intent: 'send',
      channel: 'sms',
      to: '55 4444 5555',
      next: '/mercado/carrito',
    })
    expect(sent.statusCode).toBe(200)
    const step = shown(sent.body)
    expect(step).toContain('Ingresa tu código')
    expect(step).toContain('Te enviamos un código de 6 dígitos por SMS al 55 4444 5555.')
    expect(step).toContain('Puedes pedir otro código en 60 segundos.')
    expect(step).toContain('Reenviar código')
    expect(step).toContain('Editar número')
    expect(step).toContain(
      'href="/mercado/comprar/invitado?canal=sms&amp;para=55+4444+5555&amp;next=%2Fmercado%2Fcarrito"',
    )

    const code = await outboxCode('+525544445555')
    const wrong = await post(here, {
      intent: 'verify',
      channel: 'sms',
      to: '55 4444 5555',
      code: code === '000000' ? '111111' : '000000',
      next: '/mercado/carrito',
    })
    expect(wrong.statusCode).toBe(400)
    expect(shown(wrong.body)).toContain('El código ingresado no es válido o ya expiró.')
    expect(shown(wrong.body)).toContain('Ingresa tu código')

    const verified = await post(here, {
      intent: 'verify',
      channel: 'sms',
      to: '55 4444 5555',
      code,
      next: '/mercado/carrito',
    })
    expect(verified.statusCode).toBe(302)
    expect(verified.headers.location).toBe('/mercado/carrito')
    const cookie = sessionCookie(verified.headers['set-cookie'])
    expect(cookie).toContain('session_token')
    const me = await app.inject({ url: '/api/v1/me', headers: { cookie } })
    expect(me.json()).toMatchObject({ is_guest: true, phone: '+525544445555' })
  })

  it('resends after the wait, says the wait before it, and edit opens the form filled in', async () => {
    const fields = { channel: 'email', to: 'pagina@example.test', next: '/mercado/comprar' }
    expect(
      (await post('/mercado/comprar/invitado', { intent: 'send', ...fields }, '192.0.2.2')).statusCode,
    ).toBe(200)
    const early = await post('/mercado/comprar/invitado', { intent: 'resend', ...fields }, '192.0.2.2')
    expect(early.statusCode).toBe(429)
    expect(shown(early.body)).toContain('Demasiados intentos. Espera un momento e inténtalo de nuevo.')
    expect(shown(early.body)).toContain('Ingresa tu código')
    expect(
      await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, 'pagina@example.test'), eq(outbox.channel, 'email'))),
    ).toHaveLength(1)

    const edit = await app.inject(
      '/mercado/comprar/invitado?canal=email&para=pagina%40example.test&next=%2Fmercado%2Fcomprar',
    )
    const html = shown(edit.body)
    expect(html).toContain('Continuar como invitado')
    expect(html).toContain('value="pagina@example.test"')
    expect(html).toMatch(/value="email"[^>]*checked|checked[^>]*value="email"/)
  })

  it('shows the field message for a number that is not Mexican or Argentine, keeping what was typed', async () => {
    const refused = await post(
      '/mercado/comprar/invitado',
      { intent: 'send', channel: 'sms', to: '+1 415 555 0100', next: '/mercado/comprar' },
      '192.0.2.3',
    )
    expect(refused.statusCode).toBe(400)
    const html = shown(refused.body)
    expect(html).toContain('Continuar como invitado')
    expect(html).toContain('value="+1 415 555 0100"')
    expect(html).toMatch(/value="sms"[^>]*checked|checked[^>]*value="sms"/)
  })

  it('never sends next off the site', async () => {
    const page = await app.inject('/mercado/comprar/invitado?next=https%3A%2F%2Fevil.example')
    expect(shown(page.body)).toContain('href="/mercado/login?next=%2Fmercado%2Fcomprar"')
  })
})
