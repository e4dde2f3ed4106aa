/** Where returns live under a shop's base (decision 091). */
export const returnPaths = {
  /** The customer's request form for one of their orders. */
  form: (base: string, orderId: string) => `${base}/mis-compras/${encodeURIComponent(orderId)}/devolver`,
  /** The customer's return page. */
  mine: (base: string, id: string) => `${base}/mis-compras/devoluciones/${encodeURIComponent(id)}`,
  /** The shop's list and one return. */
  list: (base: string) => `${base}/admin/devoluciones`,
  admin: (base: string, id: string) => `${base}/admin/devoluciones/${encodeURIComponent(id)}`,
}

/** What `?hecho=` says after a form (decision 037: the outcome survives the redirect). */
export const RETURN_MARKS = {
  started: 'iniciada',
  refunded: 'reembolsado',
  refundFailed: 'reembolso-fallido',
  refundPending: 'reembolso-pendiente',
  closed: 'cerrada',
  noted: 'nota',
} as const
export type ReturnMark = keyof typeof RETURN_MARKS

export const RETURN_TABS = { request: 'solicitud', record: 'historial', refunds: 'reembolsos' } as const
export type ReturnTab = keyof typeof RETURN_TABS

export function markOf(value: string | null): ReturnMark | null {
  const found = Object.entries(RETURN_MARKS).find(([, mark]) => mark === value)
  return found ? (found[0] as ReturnMark) : null
}

export function tabOf(value: string | null): ReturnTab {
  const found = Object.entries(RETURN_TABS).find(([, tab]) => tab === value)
  return found ? (found[0] as ReturnTab) : 'request'
}
