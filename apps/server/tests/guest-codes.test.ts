import { and, desc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accounts, oneTimeCodes, users } from '../src/modules/identity/identity.tables.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { DELIVER_SMS } from '../src/modules/notifications/sms-delivery.ts'
import { smtpTransport } from '../src/platform/mail/mailer.ts'
import { createUser, FACTORY_PASSWORD } from './factories/users.ts'
import { startSmtpServer } from './helpers/smtp.ts'
import { createTestApp, sessionCookie } from './helpers/test-app.ts'

/**
 * Guest checkout's sign-in by one-time code (002 §2, §6; quality.md 14; decision 047): a code by
 * email (over real SMTP) or SMS (the sandbox, read from the outbox), single use, 10 minutes, 5
 * wrong tries burn it, limited per identifier and per address, and no answer says whether the
 * email has an account. Each test asks from its own client address so their counts stay apart.
 */
const smtp = await startSmtpServer()
const { app, database } = await createTestApp({
  mailTransport: smtpTransport(smtp.url, 'Tianguis <no-reply@test>'),
})
const db = database.db

afterEach(() => {
  vi.useRealTimers()
})

type Channel = 'email' | 'sms'
const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress, headers })
const askCode = (channel: Channel, to: string, address: string, headers: Record<string, string> = {}) =>
  post('/api/v1/guest/codes', { channel, to }, address, headers)
const signIn = (
  channel: Channel,
  to: string,
  code: string,
  address: string,
  headers: Record<string, string> = {},
) => post('/api/v1/guest/sessions', { channel, to, code }, address, headers)

/** The code of the latest email to `email`, waiting for the delivery job to send it. */
async function mailedCode(email: string, count = 1): Promise<string> {
  const mail = await smtp.waitForMail(email, count)
  return mail.raw.match(/\b(\d{6})\b/)![1]!
}

/** The code of the latest SMS to `phone` (E.164), from the outbox where the sandbox keeps it. */
async function textedCode(phone: string): Promise<string> {
  const [message] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
  return message!.body.match(/\b(\d{6})\b/)![1]!
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

function expectInvalidCode(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({
    error: { code: 'invalid_code', message: 'El código ingresado no es válido o ya expiró.' },
  })
  expect(response.headers['set-cookie']).toBeUndefined()
}

describe('a guest signs in with a code', () => {
  it('mails a code over SMTP that signs in a guest user, keeping only a hash of it', async () => {
    const asked = await askCode('email', 'Invitada@Example.test', '198.51.100.1')
    expect(asked.statusCode).toBe(202)
    expect(asked.json()).toEqual({ resend_after_seconds: 60 })
    const code = await mailedCode('invitada@example.test')
    const mail = smtp.inbox.filter((m) => m.to.includes('invitada@example.test')).at(-1)!
    // Quoted-printable: the accented words are encoded, these are not.
    expect(mail.raw).toContain('para comprar como invitado es')
    const rows = await db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.identifier, 'invitada@example.test'))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.codeHash).not.toContain(code)
    expect(rows[0]!.requestAddress).toBe('198.51.100.1')

    const signedIn = await signIn('email', 'invitada@example.test', code, '198.51.100.1')
    expect(signedIn.statusCode).toBe(201)
    expect(signedIn.json()).toMatchObject({
      anonymous: false,
      is_guest: true,
      email: 'invitada@example.test',
      phone: null,
      email_verified: false,
    })
    const cookie = sessionCookie(signedIn.headers['set-cookie'])
    expect(cookie).toContain('tianguis.session_token=')
    expect(String(signedIn.headers['set-cookie'])).toMatch(/HttpOnly/i)

    // The guest is signed in: a signed-in route answers with its profile.
    const me = await app.inject({ url: '/api/v1/me', headers: { cookie } })
    expect(me.json()).toMatchObject({
      id: signedIn.json().id,
      is_guest: true,
      email: 'invitada@example.test',
    })
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      payload: { name: 'Ana Invitada' },
      headers: { cookie },
    })
    expect(patched.statusCode).toBe(200)
    expect(patched.json().name).toBe('Ana Invitada')
  })

  it('texts a code through the SMS sandbox, kept in the outbox, for a phone written any way', async () => {
    const asked = await askCode('sms', '55 1234 5678', '198.51.100.2')
    expect(asked.statusCode).toBe(202)
    expect(asked.json()).toEqual({ resend_after_seconds: 60 })
    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, '+525512345678'))
    expect(message).toMatchObject({ channel: 'sms', meta: { kind: 'guest-code' } })
    expect(message!.body).toMatch(
      /^Tianguis: tu código para comprar como invitado es \d{6}\. Vence en 10 minutos\.$/,
    )
    // The sandbox "sends" it through the delivery job, as SMTP does an email.
    const deadline = Date.now() + 10_000
    for (;;) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, message!.id))
      if (row!.status === 'sent') {
        expect(row!.meta).toMatchObject({ provider: 'sandbox' })
        break
      }
      if (Date.now() > deadline) throw new Error(`SMS not sent: ${JSON.stringify(row)}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }

    const code = await textedCode('+525512345678')
    const signedIn = await signIn('sms', '+52 1 (55) 1234-5678', code, '198.51.100.2')
    expect(signedIn.statusCode).toBe(201)
    expect(signedIn.json()).toMatchObject({ is_guest: true, phone: '+525512345678', email: null })
  })

  it('uses a code once, and signs the same guest user in again with a new code', async () => {
    await askCode('sms', '+54 9 11 2345-6789', '198.51.100.3')
    const code = await textedCode('+5491123456789')
    // Without a country code, a number is read in the visitor's country (Argentina for es-AR).
    const first = await signIn('sms', '011 15 2345-6789', code, '198.51.100.3', {
      'accept-language': 'es-AR',
    })
    expect(first.statusCode).toBe(201)
    expectInvalidCode(await signIn('sms', '+5491123456789', code, '198.51.100.3'))

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
    expect((await askCode('sms', '+5491123456789', '198.51.100.3')).statusCode).toBe(202)
    vi.useRealTimers()
    const again = await signIn('sms', '+5491123456789', await textedCode('+5491123456789'), '198.51.100.3')
    expect(again.statusCode).toBe(201)
    expect(again.json().id).toBe(first.json().id)
    expect(await db.select().from(users).where(eq(users.guestIdentifier, '+5491123456789'))).toHaveLength(1)
  })

  it('lets a code expire at 10 minutes: it works at 9:50 and not at 10:01', async () => {
    await askCode('sms', '33 1111 2222', '198.51.100.4')
    const early = await textedCode('+523311112222')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 9 * 60_000 + 50_000 })
    expect((await signIn('sms', '3311112222', early, '198.51.100.4')).statusCode).toBe(201)
    vi.useRealTimers()

    await askCode('sms', '33 1111 3333', '198.51.100.4')
    const late = await textedCode('+523311113333')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 })
    expectInvalidCode(await signIn('sms', '3311113333', late, '198.51.100.4'))
    vi.useRealTimers()
    // The clock back: still refused? No — it had not been used; the refusal was the clock's.
    expect((await signIn('sms', '3311113333', late, '198.51.100.4')).statusCode).toBe(201)
  })

  it('burns a code after 5 wrong tries: the right one then gets the same answer', async () => {
    await askCode('email', 'burn@example.test', '198.51.100.5')
    const code = await mailedCode('burn@example.test')
    const wrong = otherThan(code)
    for (let i = 0; i < 5; i++)
      expectInvalidCode(await signIn('email', 'burn@example.test', wrong, '198.51.100.5'))
    expectInvalidCode(await signIn('email', 'burn@example.test', code, '198.51.100.5'))
    const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.identifier, 'burn@example.test'))
    expect(row!.tries).toBe(5)
    expect(row!.usedAt).toBeNull()
  })

  it('retires the previous code when another is sent, and refuses a code never sent', async () => {
    expectInvalidCode(await signIn('email', 'never@example.test', '123456', '198.51.100.6'))
    await askCode('email', 'twice@example.test', '198.51.100.6')
    const first = await mailedCode('twice@example.test')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
    expect((await askCode('email', 'twice@example.test', '198.51.100.6')).statusCode).toBe(202)
    vi.useRealTimers()
    const second = await mailedCode('twice@example.test', 2)
    if (first !== second)
      expectInvalidCode(await signIn('email', 'twice@example.test', first, '198.51.100.6'))
    expect((await signIn('email', 'twice@example.test', second, '198.51.100.6')).statusCode).toBe(201)
  })
})

describe('no answer says whether an account exists', () => {
  it('answers a registered email exactly as an unknown one; its email offers to sign in; the guest works', async () => {
    const member = await createUser(db, { email: 'member@example.test' })
    const known = await askCode('email', 'member@example.test', '198.51.100.7')
    const unknown = await askCode('email', 'stranger@example.test', '198.51.100.7')
    expect(known.statusCode).toBe(unknown.statusCode)
    expect(known.body).toBe(unknown.body)
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort())

    const memberCode = await mailedCode('member@example.test')
    const memberMail = smtp.inbox.filter((m) => m.to.includes('member@example.test')).at(-1)!
    expect(memberMail.raw).toContain('Ya tienes una cuenta en Tianguis con este correo')
    expect(memberMail.raw).toContain('/login')
    const strangerMail = await smtp.waitForMail('stranger@example.test')
    expect(strangerMail.raw).not.toContain('Ya tienes una cuenta')

    // Both go the same way: a code row and one outbox email each.
    for (const email of ['member@example.test', 'stranger@example.test']) {
      expect(await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.identifier, email))).toHaveLength(1)
      expect(await db.select().from(outbox).where(eq(outbox.recipient, email))).toHaveLength(1)
    }

    // Continuing as a guest works, as a guest user apart from the account, which is unchanged.
    const guest = await signIn('email', 'member@example.test', memberCode, '198.51.100.7')
    expect(guest.statusCode).toBe(201)
    expect(guest.json()).toMatchObject({ is_guest: true, email: 'member@example.test' })
    expect(guest.json().id).not.toBe(member.id)
    const login = await post(
      '/api/v1/auth/login',
      { email: 'member@example.test', password: FACTORY_PASSWORD },
      '198.51.100.7',
    )
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ id: member.id, is_guest: false })
  })

  it('gives a guest no password: it has no credential account and its email signs nobody in', async () => {
    await askCode('email', 'nopass@example.test', '198.51.100.8')
    const guest = await signIn(
      'email',
      'nopass@example.test',
      await mailedCode('nopass@example.test'),
      '198.51.100.8',
    )
    expect(guest.statusCode).toBe(201)
    expect(await db.select().from(accounts).where(eq(accounts.userId, guest.json().id))).toEqual([])
    const login = await post(
      '/api/v1/auth/login',
      { email: 'nopass@example.test', password: 'cualquier-clave' },
      '198.51.100.8',
    )
    expect(login.statusCode).toBe(401)
    // The address stays free to register.
    const signup = await post(
      '/api/v1/auth/signup',
      { name: 'Ya registrada', email: 'nopass@example.test', password: 'una-clave-segura' },
      '198.51.100.8',
    )
    expect(signup.statusCode).toBe(202)
    const [account] = await db.select().from(users).where(eq(users.email, 'nopass@example.test'))
    expect(account).toMatchObject({ isGuest: false, name: 'Ya registrada' })
  })
})

describe('limits', () => {
  const expectLimited = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(429)
    expect(response.json().error.code).toBe('rate_limited')
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  }

  it('makes one email or phone wait a minute between codes, whatever the address', async () => {
    expect((await askCode('sms', '81 2222 3333', '198.51.100.9')).statusCode).toBe(202)
    const again = await askCode('sms', '+52 81 2222 3333', '198.51.100.9', { 'accept-language': 'en' })
    expectLimited(again)
    expect(again.json().error.message).toBe('Too many attempts. Wait a moment and try again.')
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60)
    expectLimited(await askCode('sms', '8122223333', '198.51.100.10'))
    expect(await db.select().from(outbox).where(eq(outbox.recipient, '+528122223333'))).toHaveLength(1)
  })

  it('limits the codes one address asks for across emails and phones, not another address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await askCode('email', `spray${i}@example.test`, '198.51.100.11')).statusCode)
    expect(statuses).toEqual([...Array(10).fill(202), 429])
    expect((await askCode('email', 'spray11@example.test', '198.51.100.12')).statusCode).toBe(202)
  })

  it('limits tries per address across identifiers, and per identifier across addresses', async () => {
    const fromOne: number[] = []
    for (let i = 0; i < 31; i++)
      fromOne.push((await signIn('email', `guess${i}@example.test`, '123456', '198.51.100.13')).statusCode)
    expect(fromOne).toEqual([...Array(30).fill(400), 429])

    const onOne: number[] = []
    for (let i = 0; i < 21; i++)
      onOne.push((await signIn('email', 'target@example.test', '123456', `203.0.113.${i + 1}`)).statusCode)
    expect(onOne).toEqual([...Array(20).fill(400), 429])
  })
})

describe('input', () => {
  it('refuses a `to` that is not an email, or not a Mexican or Argentine phone, with a field message', async () => {
    const badEmail = await askCode('email', 'no-es-correo', '198.51.100.14')
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().error).toMatchObject({
      code: 'invalid_request',
      fields: { to: expect.any(String) },
    })
    const foreign = await askCode('sms', '+1 415 555 0100', '198.51.100.14')
    expect(foreign.statusCode).toBe(400)
    expect(Object.keys(foreign.json().error.fields)).toEqual(['to'])
    const extra = await post(
      '/api/v1/guest/codes',
      { channel: 'sms', to: '5512345678', admin: true },
      '198.51.100.14',
    )
    expect(extra.statusCode).toBe(400)
    expect(extra.json().error.code).toBe('unknown_fields')
    const shortCode = await post(
      '/api/v1/guest/sessions',
      { channel: 'sms', to: '5512345678', code: '12' },
      '198.51.100.14',
    )
    expect(shortCode.statusCode).toBe(400)
    expect(Object.keys(shortCode.json().error.fields)).toEqual(['code'])
  })
})

describe('SMS delivery', () => {
  it('retries a text message the provider refused, then marks it sent once', async () => {
    let calls = 0
    const flaky = await createTestApp({
      smsProvider: {
        name: 'flaky',
        async send() {
          calls += 1
          if (calls === 1) throw new Error('gateway down')
          return { id: `flaky-${calls}` }
        },
      },
      jobs: {
        pollingIntervalSeconds: 0.5,
        retryOverrides: { [DELIVER_SMS.name]: { backoffSeconds: 1, maxBackoffSeconds: 2 } },
      },
    })
    const asked = await flaky.app.inject({
      method: 'POST',
      url: '/api/v1/guest/codes',
      payload: { channel: 'sms', to: '5599998888' },
    })
    expect(asked.statusCode).toBe(202)
    const deadline = Date.now() + 20_000
    for (;;) {
      const [row] = await flaky.database.db.select().from(outbox).where(eq(outbox.recipient, '+525599998888'))
      if (row?.status === 'sent') {
        expect(row).toMatchObject({ attempts: 2, lastError: 'gateway down', meta: { provider: 'flaky' } })
        break
      }
      if (Date.now() > deadline) throw new Error(`not sent: ${JSON.stringify(row)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(calls).toBe(2)
  })
})
