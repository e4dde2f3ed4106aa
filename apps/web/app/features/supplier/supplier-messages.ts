import type { MessagePrefix } from '../../i18n/prefixes'

/** The messages the supplier's item pages show (decision 019): theirs, the form's and the list's paging. */
export const SUPPLIER_MESSAGES = [
  'supplier',
  'form',
  'items.count',
  'items.free',
  'items.next',
  'items.previous',
  // The list's link to the payment methods page (decision 060).
  'supplierPayments.link',
] as const satisfies readonly MessagePrefix[]
