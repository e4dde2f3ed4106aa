import { z } from 'zod'
import {
  CFDI_USE_CODES,
  LEGAL_NAME_MAX,
  normalizeRfc,
  POSTCODE_PATTERN,
  RFC_PERSON_LENGTH,
  TAX_REGIME_CODES,
} from '../invoicing/sat.ts'

/**
 * Receipts and invoices of purchase orders (002 §2 "invoice download", §3 "invoicing data, tax
 * regime, CFDI use", §7 "GET supplier info for an order (response may have supplier_not_found);
 * POST order receipts with JSON", §9; 000 §7 "Supplier of an order", "Order receipt"; decision 085).
 */

/** One line of text: trimmed, no control characters (NUL is refused before, as everywhere). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u)

/** An RFC as typed (any case, spaces or dashes): kept as the SAT writes it. Its shape is checked with the regime. */
const rfc = z
  .string()
  .max(RFC_PERSON_LENGTH + 6)
  .transform(normalizeRfc)
const postcode = z.string().trim().regex(POSTCODE_PATTERN)
const regime = z.enum(TAX_REGIME_CODES)
const use = z.enum(CFDI_USE_CODES)

/** The seller's fiscal information: who issues the receipts and invoices of their orders. */
export const fiscalInfoBody = z.strictObject({
  /** Razón social (a company) or full name (a person), as on the SAT's certificate. */
  legal_name: text(LEGAL_NAME_MAX),
  tax_id: rfc,
  tax_regime: regime,
  /** The fiscal address's postal code: CFDI 4.0's LugarExpedicion. */
  postcode,
  /** Optional contact printed on the receipt. */
  email: z.email().max(254).nullable().optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{8,20}$/)
    .nullable()
    .optional(),
})
export type FiscalInfoBody = z.output<typeof fiscalInfoBody>

export const fiscalInfo = z.object({
  legal_name: z.string(),
  tax_id: z.string(),
  tax_regime: regime,
  /** "601 — General de Ley Personas Morales". */
  tax_regime_label: z.string(),
  postcode: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  updated_at: z.iso.datetime({ offset: true }),
})
export type FiscalInfo = z.infer<typeof fiscalInfo>

/** The shop's owner's fiscal information, or null when none is kept yet. */
export const shopFiscalInfo = z.object({ fiscal_info: fiscalInfo.nullable() })

/** 000 §7 "Supplier of an order": the seller of one of the viewer's orders, as their receipts name them. */
export const orderSupplier = z.object({
  order_id: z.string(),
  seller: z.object({ id: z.string(), name: z.string() }),
  fiscal_info: fiscalInfo.omit({ updated_at: true }),
})

/** The customer's invoicing data on their order. */
export const orderInvoicingBody = z.strictObject({
  tax_id: rfc,
  /** Name (a person) or razón social (a company), as on the SAT's certificate. */
  name: text(LEGAL_NAME_MAX),
  tax_regime: regime,
  cfdi_use: use,
  /** The fiscal address's postal code: CFDI 4.0's DomicilioFiscalReceptor. */
  postcode,
})
export type OrderInvoicingBody = z.output<typeof orderInvoicingBody>

export const orderInvoicing = z.object({
  tax_id: z.string().nullable(),
  name: z.string().nullable(),
  tax_regime: z.string().nullable(),
  cfdi_use: z.string().nullable(),
  postcode: z.string().nullable(),
})
export type OrderInvoicing = z.infer<typeof orderInvoicing>

/** 000 §7 "Order receipt": POST with JSON. Nothing to choose yet: an empty object (unknown fields → 400). */
export const receiptBody = z.strictObject({})

export const receipt = z.object({
  order_id: z.string(),
  /** `{order id}.pdf` (002 §9). */
  file_name: z.string(),
  /** Where the PDF is downloaded (GET, same session). */
  url: z.string(),
  issued_at: z.iso.datetime({ offset: true }),
  seller: z.object({ legal_name: z.string(), tax_id: z.string() }),
  currency: z.string(),
  total: z.number().int(),
})
