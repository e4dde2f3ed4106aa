import { inflateSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../src/platform/db/client.ts'
import { createItem } from '../factories/items.ts'
import { readyCheckout } from './checkout-fakes.ts'

/** A week from now: an experience that has not happened yet. */
export const NEXT_WEEK = () => new Date(Date.now() + 7 * 86_400_000)

/** A published experience of `ownerId` (made to order: no stock to run out), dated `date`. */
export function createExperience(db: Db, ownerId: string, date: Date = NEXT_WEEK()) {
  return createItem(db, ownerId, {
    type: 'experience',
    name: 'Taller de barro',
    experienceDate: date,
    experienceAvailable: 20,
    stockType: 'ondemand',
    available: 0,
    listPrice: 30_000,
  })
}

export const ATTENDEES = [
  { full_name: 'José Ñúñez', phone: '55 1234 5678', type: 'adult' },
  { full_name: 'Lucía Ñúñez', type: 'child' },
] as const

/**
 * Buys `quantity` tickets of `experienceId` as `cookie` (buy now, collection), naming the attendees
 * (the first `quantity` of ATTENDEES, or `attendees`), paying with the fake gateway's approved card.
 * Returns the checkout and the order placed.
 */
export async function buyTickets(
  app: FastifyInstance,
  cookie: string,
  slug: string,
  experienceId: string,
  options: {
    quantity?: number
    attendees?: readonly object[]
    cardToken?: string
    paymentType?: string
  } = {},
) {
  const quantity = options.quantity ?? 2
  const { checkout, base } = await readyCheckout(
    app,
    cookie,
    slug,
    { item: { item_id: experienceId, quantity } },
    'collection',
  )
  const line = checkout.orders[0].lines[0]
  const attendees = options.attendees ?? Array.from({ length: quantity }, (_, i) => ATTENDEES[i % 2])
  const named = await app.inject({
    method: 'PUT',
    url: `${base}/attendees`,
    headers: { cookie },
    payload: { lines: [{ line_id: line.id, attendees }] },
  })
  if (named.statusCode !== 200) throw new Error(`attendees: ${named.statusCode} ${named.body}`)
  const paid = await app.inject({
    method: 'POST',
    url: `${base}/pay`,
    headers: { cookie, 'idempotency-key': crypto.randomUUID() },
    payload: {
      payment_type: options.paymentType ?? 'card',
      ...(options.paymentType === 'store' ? {} : { card_token: options.cardToken ?? 'tok_ok' }),
      expected_total: named.json().due_now,
    },
  })
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`)
  return { checkout: named.json(), base, orderId: paid.json().order_ids[0] as string, pay: paid }
}

/**
 * The text a PDF shows, read back from its content streams (pdfkit deflates them and writes text
 * as hex strings of the standard fonts' WinAnsi codes): enough to find a name on a ticket.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const texts: string[] = []
  // Each stream's bytes, as long as its dictionary's /Length says (compressed bytes may hold anything).
  for (const match of source.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index! + match[0].length
    const raw = pdf.subarray(start, start + Number(match[1]))
    let content: string
    try {
      content = inflateSync(raw).toString('latin1')
    } catch {
      content = raw.toString('latin1')
    }
    for (const shown of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj|\(((?:\\.|[^)])*)\)\s*Tj/g)) {
      if (shown[1] !== undefined) {
        texts.push(
          [...shown[1].matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^)])*)\)/g)]
            .map((part) => (part[1] ? Buffer.from(part[1], 'hex').toString('latin1') : (part[2] ?? '')))
            .join(''),
        )
      } else if (shown[2]) texts.push(Buffer.from(shown[2], 'hex').toString('latin1'))
      else if (shown[3]) texts.push(shown[3])
    }
  }
  return texts.join('\n')
}
