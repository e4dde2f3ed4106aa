import { describe, expect, it } from 'vitest'
import {
  type ConektaOrder,
  type ConektaPaymentMethod,
  resultOfOrder,
  UnreadableOrder,
} from './conekta-orders.ts'

/** Reading Conekta's orders as charge results (decision 063), one payment status at a time. */
const spei: ConektaPaymentMethod = {
  object: 'bank_transfer_payment',
  type: 'spei',
  clabe: '646180111805035472',
  bank: 'STP',
  receiving_account_holder_name: null,
  expires_at: 1_800_000_000,
}
const cash: ConektaPaymentMethod = {
  object: 'cash_payment',
  type: 'cash',
  reference: '93000262276908',
  barcode_url: 'https://barcodes.conekta.com/93000262276908.png',
  service_name: 'OxxoPay',
  store_names: null,
  expires_at: 1_800_000_000,
}

function order(
  paymentStatus: string,
  method: ConektaPaymentMethod = spei,
  failureCode: string | null = null,
) {
  return {
    id: 'ord_2tVLUFrQBB4HKz1zj',
    object: 'order',
    amount: 10_000,
    currency: 'MXN',
    payment_status: paymentStatus,
    created_at: 1_700_000_000,
    charges: {
      data: [
        {
          id: '6408c87bde4b8e00010744e3',
          object: 'charge',
          amount: 10_000,
          currency: 'MXN',
          status: paymentStatus,
          order_id: 'ord_2tVLUFrQBB4HKz1zj',
          failure_code: failureCode,
          payment_method: method,
        },
      ],
    },
  } satisfies ConektaOrder
}

describe('resultOfOrder', () => {
  it('reads a waiting transfer as pending with its CLABE, bank and the configured beneficiary', () => {
    expect(resultOfOrder(order('pending_payment'), 'Tianguis SA')).toEqual({
      status: 'pending',
      chargeId: 'ord_2tVLUFrQBB4HKz1zj',
      reference: '646180111805035472',
      expiresAt: new Date(1_800_000_000_000),
      details: { clabe: '646180111805035472', bank: 'STP', beneficiary: 'Tianguis SA' },
    })
    // The account's holder as Conekta names it wins; with neither, no beneficiary at all.
    const named = order('pending_payment', { ...spei, receiving_account_holder_name: 'Conekta SPEI' })
    expect(resultOfOrder(named, 'Tianguis SA')).toMatchObject({ details: { beneficiary: 'Conekta SPEI' } })
    expect(resultOfOrder(order('pending_payment'), null)).toMatchObject({
      details: { clabe: '646180111805035472', bank: 'STP' },
    })
    expect((resultOfOrder(order('pending_payment'), null) as { details: object }).details).not.toHaveProperty(
      'beneficiary',
    )
  })

  it('reads a waiting voucher with its barcode digits, image and stores (the service when no list comes)', () => {
    expect(resultOfOrder(order('pending_payment', cash), null)).toMatchObject({
      status: 'pending',
      reference: '93000262276908',
      details: {
        stores: ['OxxoPay'],
        barcode: '93000262276908',
        voucherUrl: 'https://barcodes.conekta.com/93000262276908.png',
      },
    })
    const listed = order('pending_payment', { ...cash, store_names: ['OXXO', '7 Eleven'] })
    expect(resultOfOrder(listed, null)).toMatchObject({ details: { stores: ['OXXO', '7 Eleven'] } })
  })

  it('paid, refunded or partly refunded → approved without a card', () => {
    for (const status of ['paid', 'refunded', 'partially_refunded']) {
      expect(resultOfOrder(order(status), null)).toEqual({
        status: 'approved',
        chargeId: 'ord_2tVLUFrQBB4HKz1zj',
        card: null,
      })
    }
  })

  it('expired or canceled → reference_expired; declined → its failure code, else processing_error', () => {
    expect(resultOfOrder(order('expired'), null)).toMatchObject({
      status: 'declined',
      code: 'reference_expired',
    })
    expect(resultOfOrder(order('canceled'), null)).toMatchObject({
      status: 'declined',
      code: 'reference_expired',
    })
    expect(resultOfOrder(order('declined', spei, 'suspected_fraud'), null)).toMatchObject({
      code: 'suspected_fraud',
    })
    expect(resultOfOrder(order('declined'), null)).toMatchObject({ code: 'processing_error' })
  })

  it('never guesses: an unknown status or a waiting order without its reference is unreadable', () => {
    expect(() => resultOfOrder(order('pre_authorized'), null)).toThrow(UnreadableOrder)
    const bare = { ...order('pending_payment'), charges: { data: [] } }
    expect(() => resultOfOrder(bare, null)).toThrow(UnreadableOrder)
  })
})
