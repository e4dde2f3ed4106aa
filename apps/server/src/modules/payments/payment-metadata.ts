import type { PaymentMetadata } from '@tianguis/core/contracts/checkout'
import type { PaymentDetails } from '../../platform/payments/provider.ts'

/**
 * 002 §3 `payment_metadata`, in the API's snake case: what a payment by reference shows besides
 * its reference (decisions 057, 058), from the provider's `details` as the attempt keeps them.
 */
export function metadataOf(details: PaymentDetails): PaymentMetadata {
  const { cryptoAmount, cryptoCurrency, voucherUrl, ...rest } = details
  return {
    ...rest,
    ...(cryptoAmount ? { crypto_amount: cryptoAmount } : {}),
    ...(cryptoCurrency ? { crypto_currency: cryptoCurrency } : {}),
    ...(voucherUrl ? { voucher_url: voucherUrl } : {}),
  }
}
