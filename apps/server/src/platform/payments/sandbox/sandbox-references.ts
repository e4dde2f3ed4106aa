import { randomBytes, randomInt } from 'node:crypto'
import { PAYMENT_WINDOW_MINUTES, REFERENCE_TYPES } from '@tianguis/core/payments/methods'
import { and, eq, gt, inArray } from 'drizzle-orm'
import { AppError } from '../../../kernel/app-error.ts'
import type { Db } from '../../db/client.ts'
import {
  type ChargeRequest,
  type PaymentDetails,
  PaymentProviderError,
  type PaymentType,
} from '../provider.ts'
import { sandboxCharges } from './sandbox.tables.ts'
import { type ChargeRow, chargeById, isLapsed, SANDBOX_BANK } from './sandbox-charges.ts'

/**
 * The sandbox's payments by reference (decision 058), paid later outside the checkout, each as its
 * real counterpart shows it: a bank transfer (SPEI) to an 18-digit CLABE with a 7-digit numeric
 * reference within the hour (002 §9); a cash voucher for convenience stores and pharmacies with a
 * 14-digit barcode reference, as OXXO's; the shop's counter (store); a crypto address, network and
 * amount in USDC for 30 minutes, as a price quote lasts. Deadlines are core's
 * `PAYMENT_WINDOW_MINUTES`. Nothing is ever paid for real: demos and tests mark a reference paid
 * (`payReference`, the sandbox's own route).
 */

export type ReferenceType = 'deposit' | 'cash' | 'store' | 'crypto'

export const isReferenceType = (type: PaymentType): type is ReferenceType =>
  (REFERENCE_TYPES as readonly string[]).includes(type)

/** The name transfers are made out to. */
export const SANDBOX_BENEFICIARY = 'Tianguis Pagos Sandbox'
/** The chains that take a sandbox cash voucher. */
export const CASH_STORES = ['OXXO', 'Farmacias del Ahorro', '7-Eleven', 'Walmart'] as const
export const CRYPTO_NETWORK = 'Polygon'
export const CRYPTO_CURRENCY = 'USDC'
/**
 * The sandbox's fixed exchange rates: minor units of the checkout's currency per 1 USDC
 * (20.00 MXN, 1,200.00 ARS, 1.00 USD). A real network quotes its rate for the 30 minutes.
 */
export const USDC_RATES: Readonly<Record<string, number>> = { MXN: 2_000, ARS: 120_000, USD: 100 }

/**
 * A CLABE's check digit (Banxico): each of the first 17 digits times 3, 7, 1, 3, 7, 1, … modulo 10,
 * summed; the digit is (10 − sum mod 10) mod 10.
 */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('a CLABE has 17 digits before its check digit')
  const weights = [3, 7, 1]
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += (Number(first17[i]) * weights[i % 3]!) % 10
  return (10 - (sum % 10)) % 10
}

export function isClabe(text: string): boolean {
  return /^\d{18}$/.test(text) && clabeCheckDigit(text.slice(0, 17)) === Number(text[17])
}

/**
 * A CLABE for one transfer, as collection networks give one per charge. Its bank code is `000`,
 * which no bank has: a transfer made to it by mistake from a real bank is refused, never lost.
 */
export function sandboxClabe(): string {
  let first = '000180'
  for (let i = 0; i < 11; i += 1) first += String(randomInt(10))
  return `${first}${clabeCheckDigit(first)}`
}

/** The amount in USDC (two decimals, rounded up: the buyer never sends less than the total). */
export function usdcAmount(amount: number, currency: string): string {
  const rate = USDC_RATES[currency]
  if (!rate) throw new PaymentProviderError('invalid_request')
  const cents = Math.ceil((amount * 100) / rate)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

function digits(count: number, first = ''): string {
  let text = first
  while (text.length < count) text += String(randomInt(10))
  return text
}

/** A new reference of the method's shape (SPEI: 7 digits; vouchers and the others: 14). */
function referenceFor(type: ReferenceType): string {
  switch (type) {
    case 'deposit':
      return digits(7, String(randomInt(1, 10)))
    case 'cash':
      return digits(14, '94')
    case 'crypto':
      return digits(14, '97')
    case 'store':
      return digits(14, '93')
  }
}

/** What the reference's page shows besides the reference. */
function detailsFor(type: ReferenceType, request: ChargeRequest, reference: string): PaymentDetails | null {
  switch (type) {
    case 'deposit':
      return { clabe: sandboxClabe(), bank: SANDBOX_BANK, beneficiary: SANDBOX_BENEFICIARY }
    case 'cash':
      return { stores: [...CASH_STORES], barcode: reference }
    case 'crypto':
      return {
        address: `0x${randomBytes(20).toString('hex')}`,
        network: CRYPTO_NETWORK,
        cryptoAmount: usdcAmount(request.amount, request.currency),
        cryptoCurrency: CRYPTO_CURRENCY,
      }
    case 'store':
      return null
  }
}

/**
 * Opens the claimed charge `id` as a reference to pay before the method's deadline, in the
 * charge's transaction. A 7-digit reference may already exist: another is drawn (the unique index
 * stands behind it for two drawn at the same instant).
 */
export async function openReference(
  tx: Db,
  id: string,
  type: ReferenceType,
  request: ChargeRequest,
  at: Date,
): Promise<ChargeRow> {
  let reference = referenceFor(type)
  for (let tries = 0; tries < 5; tries += 1) {
    const [taken] = await tx
      .select({ id: sandboxCharges.id })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, reference))
    if (!taken) break
    reference = referenceFor(type)
  }
  const [pending] = await tx
    .update(sandboxCharges)
    .set({
      status: 'pending',
      reference,
      details: detailsFor(type, request, reference),
      expiresAt: new Date(at.getTime() + PAYMENT_WINDOW_MINUTES[type] * 60_000),
    })
    .where(eq(sandboxCharges.id, id))
    .returning()
  return pending!
}

/**
 * Marks a reference paid (the sandbox's stand-in for the buyer paying at the bank, store or
 * chain): `paid` is true only for the request that paid it. One already paid answers it again;
 * one past its deadline or given up is `payment_reference_expired`; an unknown one null.
 */
export async function payReference(
  db: Db,
  reference: string,
  at: Date,
  types: readonly ReferenceType[] = REFERENCE_TYPES as readonly ReferenceType[],
): Promise<{ row: ChargeRow; paid: boolean } | null> {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.reference, reference), inArray(sandboxCharges.method, [...types])))
  if (!row) return null
  if (row.status === 'approved') return { row, paid: false }
  if (row.status !== 'pending' || isLapsed(row, at)) throw new AppError('payment_reference_expired')
  const [paid] = await db
    .update(sandboxCharges)
    .set({ status: 'approved', settledAt: at })
    .where(
      and(
        eq(sandboxCharges.id, row.id),
        eq(sandboxCharges.status, 'pending'),
        gt(sandboxCharges.expiresAt, at),
      ),
    )
    .returning()
  if (paid) return { row: paid, paid: true }
  // Paid by another request meanwhile, or expired in between.
  const current = await chargeById(db, row.id)
  if (current?.status === 'approved') return { row: current, paid: false }
  throw new AppError('payment_reference_expired')
}
