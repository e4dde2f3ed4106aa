/** Where the seller's back office lives under a shop's base (decision 081). */
export const sellerOrdersPath = (base: string) => `${base}/admin/pedidos`
export const sellerOrderPath = (base: string, id: string) => `${base}/admin/pedidos/${encodeURIComponent(id)}`

/** What `?hecho=` says on a sale's page after one of its forms (decision 037: the outcome survives the redirect). */
export const OUTCOMES = { quoted: 'cotizado', advanced: 'avanzado', noted: 'nota' } as const
export type SellerOrderOutcome = keyof typeof OUTCOMES
