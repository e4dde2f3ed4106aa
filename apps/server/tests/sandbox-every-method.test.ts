import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { type ChargeResult, PaymentProviderError, WebhookRefused } from '../src/platform/payments/provider.ts'
import { sandboxCharges } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { sandboxPaymentProvider } from '../src/platform/payments/sandbox/sandbox-provider.ts'
import { instalmentPlan } from '../src/platform/payments/sandbox/sandbox-redirects.ts'
import { clabeCheckDigit, isClabe, usdcAmount } from '../src/platform/payments/sandbox/sandbox-references.ts'
import {
  type DeliverWebhook,
  SANDBOX_WEBHOOK_PATH,
} from '../src/platform/payments/sandbox/sandbox-webhook-events.ts'
import { deliverByInject } from '../src/platform/payments/sandbox/webhook-delivery.ts'
import { SIGNATURE_HEADER, signWebhook } from '../src/platform/payments/sandbox/webhooks.ts'
import { sandboxGateway } from './helpers/sandbox-gateway.ts'

/** The sandbox gateway takes every method (decision 058): references, hosted pages, their webhooks. */
const { app, db, provider, request, chargeCard } = await sandboxGateway()

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const minutesLeft = (at: Date) => (at.getTime() - Date.now()) / 60_000

function pendingOf(result: ChargeResult) {
  if (result.status !== 'pending') throw new Error(`expected a pending reference, got ${result.status}`)
  return result
}
function redirectOf(result: ChargeResult) {
  if (result.status !== 'redirect') throw new Error(`expected a hosted page, got ${result.status}`)
  return result
}

/** A sandbox on the same tables whose webhooks are kept instead of delivered. */
function recordingSandbox(now?: () => Date) {
  const sent: { body: string; headers: Record<string, string> }[] = []
  const deliver: DeliverWebhook = async (body, headers) => {
    sent.push({ body, headers })
  }
  const sandbox = sandboxPaymentProvider({
    db,
    ...(now ? { now } : {}),
    webhooks: { secret: 'whsec_every_method', deliver },
  })
  return { sandbox, sent, events: () => sent.map((event) => JSON.parse(event.body)) }
}

describe('payments by reference', () => {
  it('gives a bank transfer a 7-digit reference and a CLABE with its check digit, for one hour', async () => {
    const transfer = pendingOf(
      await provider.charge(request('deposit', { paymentType: 'deposit', amount: 59_900 })),
    )
    expect(transfer.reference).toMatch(/^[1-9]\d{6}$/)
    expect(transfer.details).toEqual({
      clabe: expect.stringMatching(/^000180\d{12}$/),
      bank: 'Banco Sandbox',
      beneficiary: 'Tianguis Pagos Sandbox',
    })
    expect(isClabe(transfer.details!.clabe!)).toBe(true)
    expect(minutesLeft(transfer.expiresAt)).toBeGreaterThan(59.9)
    expect(minutesLeft(transfer.expiresAt)).toBeLessThanOrEqual(60)
    expect(await provider.retrieve(transfer.chargeId)).toEqual(transfer)
  })

  it('checks a CLABE as Banxico does (weights 3, 7, 1)', () => {
    // A published example account: 032180000118359719.
    expect(clabeCheckDigit('03218000011835971')).toBe(9)
    expect(isClabe('032180000118359719')).toBe(true)
    expect(isClabe('032180000118359718')).toBe(false)
    expect(isClabe('03218000011835971')).toBe(false)
  })

  it('gives a cash voucher a 14-digit barcode reference and the stores that take it, for 48 hours', async () => {
    const voucher = pendingOf(await provider.charge(request('cash', { paymentType: 'cash', amount: 12_345 })))
    expect(voucher.reference).toMatch(/^\d{14}$/)
    expect(voucher.details).toEqual({
      barcode: voucher.reference,
      stores: ['OXXO', 'Farmacias del Ahorro', '7-Eleven', 'Walmart'],
    })
    expect(minutesLeft(voucher.expiresAt) / 60).toBeGreaterThan(47.9)
    expect(minutesLeft(voucher.expiresAt) / 60).toBeLessThanOrEqual(48)
  })

  it('gives crypto an address, network and USDC amount at the fixed rate, for 30 minutes', async () => {
    const crypto = pendingOf(
      await provider.charge(request('crypto', { paymentType: 'crypto', amount: 59_900 })),
    )
    expect(crypto.details).toEqual({
      address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      network: 'Polygon',
      cryptoAmount: '29.95',
      cryptoCurrency: 'USDC',
    })
    expect(minutesLeft(crypto.expiresAt)).toBeGreaterThan(29.9)
    expect(minutesLeft(crypto.expiresAt)).toBeLessThanOrEqual(30)
    // Rounded up to the cent: the buyer never sends less than the total.
    expect(usdcAmount(1, 'MXN')).toBe('0.01')
    expect(usdcAmount(250_000, 'ARS')).toBe('2.09')
    await expect(
      provider.charge(request('crypto', { paymentType: 'crypto', currency: 'EUR' })),
    ).rejects.toEqual(new PaymentProviderError('invalid_request'))
  })

  it('answers a replay of the same attempt with the same charge, and refuses it changed', async () => {
    const once = request('deposit', { paymentType: 'deposit' })
    const first = await provider.charge(once)
    expect(await provider.charge(once)).toEqual(first)
    expect(await provider.findByAttempt(once.attemptId)).toEqual(first)
    await expect(provider.charge({ ...once, amount: once.amount + 1 })).rejects.toEqual(
      new PaymentProviderError('attempt_mismatch'),
    )
    await expect(provider.charge({ ...once, paymentType: 'cash', source: 'cash' })).rejects.toEqual(
      new PaymentProviderError('attempt_mismatch'),
    )
    const rows = await db.select().from(sandboxCharges).where(eq(sandboxCharges.attemptId, once.attemptId))
    expect(rows).toHaveLength(1)
  })

  it('marks any reference paid through the sandbox route; the store route takes store references only', async () => {
    for (const type of ['deposit', 'cash', 'crypto', 'store'] as const) {
      const pending = pendingOf(await provider.charge(request(type, { paymentType: type })))
      if (type !== 'store') {
        const wrongRoute = await app.inject({
          method: 'POST',
          url: `/api/v1/sandbox/payments/store/${pending.reference}/pay`,
        })
        expect(wrongRoute.statusCode, type).toBe(type === 'deposit' ? 400 : 404)
      }
      const paid = await app.inject({
        method: 'POST',
        url: `/api/v1/sandbox/payments/references/${pending.reference}/pay`,
      })
      expect(paid.statusCode, type).toBe(200)
      expect(paid.json()).toEqual({
        reference: pending.reference,
        charge_id: pending.chargeId,
        status: 'paid',
      })
      expect(await provider.retrieve(pending.chargeId)).toEqual({
        status: 'approved',
        chargeId: pending.chargeId,
        card: null,
      })
      // Paid again: the same answer, nothing changes.
      const again = await app.inject({
        method: 'POST',
        url: `/api/v1/sandbox/payments/references/${pending.reference}/pay`,
      })
      expect(again.json()).toEqual(paid.json())
    }
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/references/1234567/pay',
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/references/12ab/pay',
    })
    expect(malformed.statusCode).toBe(400)
  })

  it('expires a transfer at its hour and gives up a reference on cancel', async () => {
    let clock = new Date('2020-03-01T10:00:00Z')
    const timed = sandboxPaymentProvider({ db, now: () => clock })
    const transfer = pendingOf(await timed.charge(request('deposit', { paymentType: 'deposit' })))
    expect(transfer.expiresAt.toISOString()).toBe('2020-03-01T11:00:00.000Z')
    clock = new Date('2020-03-01T10:59:59Z')
    expect(await timed.retrieve(transfer.chargeId)).toMatchObject({ status: 'pending' })
    clock = new Date('2020-03-01T11:00:00Z')
    expect(await timed.retrieve(transfer.chargeId)).toEqual({
      status: 'declined',
      code: 'reference_expired',
      message: null,
    })
    await expect(timed.payReference(transfer.reference)).rejects.toMatchObject({
      code: 'payment_reference_expired',
    })

    const voucher = pendingOf(await provider.charge(request('cash', { paymentType: 'cash' })))
    await provider.cancel!(voucher.chargeId)
    expect(await provider.retrieve(voucher.chargeId)).toMatchObject({
      status: 'declined',
      code: 'reference_expired',
    })
    const late = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/references/${voucher.reference}/pay`,
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('payment_reference_expired')
    // A paid one stays paid.
    const paid = pendingOf(await provider.charge(request('cash', { paymentType: 'cash' })))
    await app.payments.sandbox!.payReference(paid.reference)
    await provider.cancel!(paid.chargeId)
    expect(await provider.retrieve(paid.chargeId)).toMatchObject({ status: 'approved' })
  })
})

describe('hosted pages of the redirect methods', () => {
  const pageRequest = (type: 'redirect' | 'deferred' | 'wallet', amount = 40_000) =>
    request(type, {
      paymentType: type,
      amount,
      returnUrl: 'http://localhost:3000/api/v1/shops/demo/checkouts/chk_1/return',
      cancelUrl: 'http://localhost:3000/api/v1/shops/demo/checkouts/chk_1/cancel',
    })

  it('answers an approval URL valid for 60 minutes, the same on a replay', async () => {
    const once = pageRequest('redirect')
    const page = redirectOf(await provider.charge(once))
    expect(page.approvalUrl).toBe(`/api/v1/sandbox/payments/redirect/${page.chargeId}`)
    expect(minutesLeft(page.expiresAt!)).toBeGreaterThan(59.9)
    expect(minutesLeft(page.expiresAt!)).toBeLessThanOrEqual(60)
    expect(await provider.charge(once)).toEqual(page)
    expect(await provider.retrieve(page.chargeId)).toEqual(page)
  })

  it('shows each provider by name with the amount and both buttons, in the shopper language', async () => {
    const names = {
      redirect: 'Pasarela Sandbox',
      deferred: 'Paga Después Sandbox',
      wallet: 'Billetera Sandbox',
    }
    for (const type of ['redirect', 'deferred', 'wallet'] as const) {
      const page = redirectOf(await provider.charge(pageRequest(type)))
      const html = await app.inject({ url: page.approvalUrl })
      expect(html.statusCode).toBe(200)
      expect(html.headers['content-type']).toContain('text/html')
      expect(html.body).toContain(`<h1>${names[type]}</h1>`)
      expect(html.body).toContain('$400.00 MXN')
      expect(html.body).toContain('value="approve">Aprobar pago</button>')
      expect(html.body).toContain('value="cancel">Cancelar</button>')
      expect(html.body).not.toContain('<script')
    }
    const english = redirectOf(await provider.charge(pageRequest('wallet')))
    const html = await app.inject({ url: english.approvalUrl, headers: { cookie: 'locale=en' } })
    expect(html.body).toContain('Pay with your wallet balance.')
    expect(html.body).toContain('>Approve payment</button>')
    const missing = await app.inject({ url: '/api/v1/sandbox/payments/redirect/ch_nope' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('No encontramos este pago.')
  })

  it('shows the pay-later plan: four payments two weeks apart adding up to the amount', async () => {
    const plan = instalmentPlan(40_001, new Date('2026-03-01T18:00:00Z'))
    expect(plan.map((payment) => payment.amount)).toEqual([10_001, 10_000, 10_000, 10_000])
    expect(plan.map((payment) => payment.due.toISOString().slice(0, 10))).toEqual([
      '2026-03-01',
      '2026-03-16',
      '2026-03-31',
      '2026-04-15',
    ])
    const page = redirectOf(await provider.charge(pageRequest('deferred', 40_001)))
    const html = await app.inject({ url: page.approvalUrl })
    expect(html.body).toContain('Tu plan de pagos')
    expect(html.body).toContain('<li>Hoy: $100.01 MXN</li>')
    expect(html.body.match(/: \$100\.00 MXN<\/li>/g)).toHaveLength(3)
  })

  it('approves and sends the browser to the return address with the charge; a second answer changes nothing', async () => {
    const page = redirectOf(await provider.charge(pageRequest('wallet')))
    const approved = await app.inject({
      method: 'POST',
      url: page.approvalUrl,
      headers: form,
      payload: 'decision=approve',
    })
    expect(approved.statusCode).toBe(303)
    expect(approved.headers.location).toBe(
      `http://localhost:3000/api/v1/shops/demo/checkouts/chk_1/return?charge=${page.chargeId}`,
    )
    expect(await provider.retrieve(page.chargeId)).toEqual({
      status: 'approved',
      chargeId: page.chargeId,
      card: null,
    })
    const cancelLate = await app.inject({
      method: 'POST',
      url: page.approvalUrl,
      headers: form,
      payload: 'decision=cancel',
    })
    expect(cancelLate.headers.location).toContain('/return?charge=')
    expect(await provider.retrieve(page.chargeId)).toMatchObject({ status: 'approved' })
    const settled = await app.inject({ url: page.approvalUrl })
    expect(settled.body).toContain('Este pago ya fue respondido.')
  })

  it('cancels to the cancel address; retrieve answers declined payment_canceled', async () => {
    const page = redirectOf(await provider.charge(pageRequest('deferred')))
    const canceled = await app.inject({
      method: 'POST',
      url: page.approvalUrl,
      headers: form,
      payload: 'decision=cancel',
    })
    expect(canceled.statusCode).toBe(303)
    expect(canceled.headers.location).toBe(
      `http://localhost:3000/api/v1/shops/demo/checkouts/chk_1/cancel?charge=${page.chargeId}`,
    )
    expect(await provider.retrieve(page.chargeId)).toEqual({
      status: 'declined',
      code: 'payment_canceled',
      message: null,
    })
    const approveLate = await app.inject({
      method: 'POST',
      url: page.approvalUrl,
      headers: form,
      payload: 'decision=approve',
    })
    expect(approveLate.headers.location).toContain('/cancel?charge=')
    expect(await provider.retrieve(page.chargeId)).toMatchObject({ code: 'payment_canceled' })
    const bad = await app.inject({
      method: 'POST',
      url: page.approvalUrl,
      headers: form,
      payload: 'decision=maybe',
    })
    expect(bad.statusCode).toBe(400)
  })

  it('lapses past its window: expired, cannot be approved; cancel() gives an open page up', async () => {
    let clock = new Date('2020-03-01T10:00:00Z')
    const timed = sandboxPaymentProvider({ db, now: () => clock })
    const page = redirectOf(await timed.charge(pageRequest('redirect')))
    expect(page.expiresAt?.toISOString()).toBe('2020-03-01T11:00:00.000Z')
    clock = new Date('2020-03-01T11:00:01Z')
    expect(await timed.retrieve(page.chargeId)).toEqual({
      status: 'declined',
      code: 'reference_expired',
      message: null,
    })
    expect(await timed.settleRedirect(page.chargeId, true)).toMatchObject({ status: 'redirect' })
    expect(await timed.retrieve(page.chargeId)).toMatchObject({ code: 'reference_expired' })
    const html = await app.inject({ url: page.approvalUrl })
    expect(html.body).toContain('Esta página de pago venció.')

    const open = redirectOf(await provider.charge(pageRequest('wallet')))
    await provider.cancel!(open.chargeId)
    expect(await provider.retrieve(open.chargeId)).toMatchObject({
      status: 'declined',
      code: 'reference_expired',
    })
    const approve = await app.inject({
      method: 'POST',
      url: open.approvalUrl,
      headers: form,
      payload: 'decision=approve',
    })
    expect(approve.headers.location).toContain('/cancel?charge=')
    expect(await provider.retrieve(open.chargeId)).toMatchObject({ code: 'reference_expired' })
  })

  it('refuses a cancel address that is not a web address or a path of ours', async () => {
    await expect(
      provider.charge({ ...pageRequest('wallet'), cancelUrl: 'javascript:alert(1)' }),
    ).rejects.toEqual(new PaymentProviderError('invalid_request'))
  })
})

describe('the sandbox’s webhooks', () => {
  it('sends a signed event when a reference is paid, a page answered or 3-D Secure settled — once', async () => {
    const { sandbox, sent, events } = recordingSandbox()
    const transfer = pendingOf(await sandbox.charge(request('deposit', { paymentType: 'deposit' })))
    // Opening a reference says nothing: the checkout has the answer already.
    expect(sent).toHaveLength(0)
    await sandbox.payReference(transfer.reference)
    await sandbox.payReference(transfer.reference)
    const wallet = redirectOf(await sandbox.charge(request('wallet', { paymentType: 'wallet' })))
    await sandbox.settleRedirect(wallet.chargeId, true)
    const later = redirectOf(await sandbox.charge(request('deferred', { paymentType: 'deferred' })))
    await sandbox.settleRedirect(later.chargeId, false)
    await sandbox.settleRedirect(later.chargeId, true)
    const secure = await chargeCard('4000002760003184')
    if (secure.status !== 'requires_action') throw new Error('expected 3-D Secure')
    await sandbox.settle3ds(secure.chargeId, false)
    // Given up by the shop itself: no event (the shop applies what it decided).
    const abandoned = redirectOf(await sandbox.charge(request('redirect', { paymentType: 'redirect' })))
    await sandbox.cancel!(abandoned.chargeId)

    expect(events().map((event) => [event.type, event.data.charge, event.data.decline_code])).toEqual([
      ['charge.succeeded', transfer.chargeId, null],
      ['charge.succeeded', wallet.chargeId, null],
      ['charge.failed', later.chargeId, 'payment_canceled'],
      ['charge.failed', secure.chargeId, 'authentication_failed'],
    ])
    expect(events()[0]).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      data: { amount: 25_000, currency: 'MXN' },
    })
    expect(new Set(events().map((event) => event.id)).size).toBe(4)
    for (const event of sent) {
      expect(event.headers['content-type']).toBe('application/json')
      expect(event.headers[SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
      // The event reads back as what it says, with the same secret.
      const read = await sandbox.readWebhook!({
        rawBody: event.body,
        headers: event.headers,
        now: new Date(),
      })
      expect(read?.chargeId).toBe(JSON.parse(event.body).data.charge)
    }
  })

  it('settles once under racing answers: one event for three payments of a reference, or approve against cancel', async () => {
    const { sandbox, events } = recordingSandbox()
    const transfer = pendingOf(await sandbox.charge(request('deposit', { paymentType: 'deposit' })))
    const paid = await Promise.all([1, 2, 3].map(() => sandbox.payReference(transfer.reference)))
    expect(paid.map((row) => row?.status)).toEqual(['approved', 'approved', 'approved'])
    const page = redirectOf(await sandbox.charge(request('wallet', { paymentType: 'wallet' })))
    const [approved, canceled] = await Promise.all([
      sandbox.settleRedirect(page.chargeId, true),
      sandbox.settleRedirect(page.chargeId, false),
    ])
    // Both answers see the one outcome that won; its event alone was sent.
    expect(approved?.status).toBe(canceled?.status)
    expect(events().map((event) => [event.type, event.data.charge])).toEqual([
      ['charge.succeeded', transfer.chargeId],
      [approved?.status === 'approved' ? 'charge.succeeded' : 'charge.failed', page.chargeId],
    ])
  })

  it('reads its events as payment news: approved, declined with its code, expired; refuses bad signatures', async () => {
    const { sandbox } = recordingSandbox()
    const now = new Date()
    const body = (type: string, decline: string | null = null) =>
      JSON.stringify({
        id: `evt_${type}`,
        type,
        created: Math.floor(now.getTime() / 1000),
        data: { charge: 'ch_1', attempt: 'pay_1', amount: 5_000, currency: 'MXN', decline_code: decline },
      })
    const read = (raw: string, header: string | undefined, at = now) =>
      sandbox.readWebhook!({ rawBody: raw, headers: header ? { [SIGNATURE_HEADER]: header } : {}, now: at })
    const signed = (raw: string) => signWebhook(raw, 'whsec_every_method', now)

    expect(await read(body('charge.succeeded'), signed(body('charge.succeeded')))).toEqual({
      eventId: 'evt_charge.succeeded',
      type: 'charge.succeeded',
      chargeId: 'ch_1',
      status: 'approved',
      amount: 5_000,
      currency: 'MXN',
      code: null,
    })
    const failed = body('charge.failed', 'payment_canceled')
    expect(await read(failed, signed(failed))).toMatchObject({ status: 'declined', code: 'payment_canceled' })
    const expired = body('charge.expired')
    expect(await read(expired, signed(expired))).toMatchObject({ status: 'expired' })
    const pending = body('charge.pending')
    expect(await read(pending, signed(pending))).toMatchObject({ status: 'retrieve' })
    const other = body('charge.updated')
    expect(await read(other, signed(other))).toBeNull()
    expect(await read('not json', signed('not json'))).toBeNull()

    const ok = body('charge.succeeded')
    await expect(read(ok, undefined)).rejects.toEqual(new WebhookRefused('missing_signature'))
    await expect(read(ok, 't=1,v1=zz')).rejects.toEqual(new WebhookRefused('malformed_signature'))
    await expect(read(ok, signWebhook(ok, 'whsec_other', now))).rejects.toEqual(
      new WebhookRefused('wrong_signature'),
    )
    await expect(read(ok.replace('5000', '1'), signed(ok))).rejects.toEqual(
      new WebhookRefused('wrong_signature'),
    )
    await expect(read(ok, signed(ok), new Date(now.getTime() + 301_000))).rejects.toEqual(
      new WebhookRefused('stale_timestamp'),
    )
    // The app's own sandbox checks with the configured secret, not another.
    await expect(
      app.payments.sandbox!.readWebhook!({ rawBody: ok, headers: { [SIGNATURE_HEADER]: signed(ok) }, now }),
    ).rejects.toEqual(new WebhookRefused('wrong_signature'))
  })

  it('delivers through the receiving app’s own HTTP handling, raw body and signature intact; failures are logged, not thrown', async () => {
    const received: { body: string; signature: unknown; type: unknown }[] = []
    const lines: string[] = []
    const receiver = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    })
    receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    let answer = 200
    receiver.post(SANDBOX_WEBHOOK_PATH, async (request, reply) => {
      received.push({
        body: request.body as string,
        signature: request.headers[SIGNATURE_HEADER],
        type: request.headers['content-type'],
      })
      return reply.status(answer).send({ received: true })
    })
    await receiver.ready()
    const deliver = deliverByInject(receiver)
    const body = '{"id":"evt_1","type":"charge.succeeded","data":{"charge":"ch_1"}}'
    await deliver(body, { 'content-type': 'application/json', [SIGNATURE_HEADER]: 't=1,v1=ab' })
    expect(received).toEqual([{ body, signature: 't=1,v1=ab', type: 'application/json' }])
    expect(lines).toEqual([])
    answer = 400
    await expect(deliver(body, { 'content-type': 'application/json' })).resolves.toBeUndefined()
    expect(lines.join('')).toContain('the sandbox webhook was not accepted')
    await receiver.close()
  })
})
