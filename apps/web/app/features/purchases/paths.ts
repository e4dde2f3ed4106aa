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
