import {
  CFDI_USE_CODES,
  CFDI_USES,
  cfdiUseLabel,
  regimeLabel,
  TAX_REGIME_CODES,
} from '@tianguis/core/invoicing/sat'

/**
 * The regimes and uses the invoicing form offers, "601 — General de Ley Personas Morales"
 * (decision 085). Made where the form is drawn, not sent with the page's data: the SAT's lists
 * come with the order page's island code, on its first press, instead of inline in every order's
 * first load (its 120 KB bar).
 */
export function invoicingOptions() {
  return {
    regimes: TAX_REGIME_CODES.map((code) => ({ code, label: regimeLabel(code) })),
    uses: CFDI_USE_CODES.map((code) => ({
      code,
      label: cfdiUseLabel(code),
      regimes: [...CFDI_USES[code].regimes] as string[],
    })),
  }
}
export type InvoicingOptions = ReturnType<typeof invoicingOptions>
