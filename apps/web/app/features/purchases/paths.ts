/** Where my purchases live under a shop's base (or the platform's, '') (002 §2; decision 080). */
export const purchasesPaths = {
  list: (base: string) => `${base}/mis-compras`,
  order: (base: string, id: string) => `${base}/mis-compras/${encodeURIComponent(id)}`,
  print: (base: string, id: string) => `${base}/mis-compras/${encodeURIComponent(id)}/imprimir`,
}

/** What `?hecho=` says after the order's 'next' (decision 037: the outcome survives the redirect). */
export const RECEIVED_MARK = 'recibida'
