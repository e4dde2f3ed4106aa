/** Where my purchases live under a shop's base (or the platform's, '') (002 §2; decision 080). */
export const purchasesPaths = {
  list: (base: string) => `${base}/mis-compras`,
  order: (base: string, id: string) => `${base}/mis-compras/${encodeURIComponent(id)}`,
  print: (base: string, id: string) => `${base}/mis-compras/${encodeURIComponent(id)}/imprimir`,
  /** Confirming and paying a quoted order (decision 086). */
  pay: (base: string, id: string) => `${base}/mis-compras/${encodeURIComponent(id)}/pagar`,
}

/** What `?pago=` says after paying a quoted order: `hecho` (the API's return route adds it too), `referencia`. */
export const PAID_MARK = 'hecho' as const
export const REFERENCE_MARK = 'referencia' as const

/** What `?hecho=` says after the order's 'next' (decision 037: the outcome survives the redirect). */
export const RECEIVED_MARK = 'recibida'

/** Where the order's downloads go first (decision 085): they answer the file, or come back with a mark. */
export const documentPaths = {
  receipt: (base: string, id: string) => `${base}/mis-compras/${encodeURIComponent(id)}/recibo`,
  invoice: (base: string, id: string) => `${base}/mis-compras/${encodeURIComponent(id)}/factura`,
}

/** What `?hecho=` says after a download that could not be made (002 §9's toasts; decision 085). */
export const DOCUMENT_MARKS = {
  supplierMissing: 'sin-vendedor',
  supplierError: 'vendedor-error',
  receiptError: 'recibo-error',
  invoiceError: 'factura-error',
  invoicingMissing: 'sin-datos-factura',
  invoiceUnavailable: 'factura-no-disponible',
} as const
export type DocumentMark = (typeof DOCUMENT_MARKS)[keyof typeof DOCUMENT_MARKS]

/** After the invoicing form saved. */
export const INVOICING_SAVED_MARK = 'facturacion'
