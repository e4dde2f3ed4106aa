import type { UnavailableReason } from '@tianguis/core/cart/codes'

/**
 * The shared checkout as its page shows it (decision 054): money already formatted in the
 * visitor's locale and the warnings already worded by the loader, so the browser gets no money or
 * message-choosing code.
 */
export interface PageSharedLine {
  key: string
  name: string
  photo: string | null
  /** The item's page in this shop. */
  url: string
  /** "Talla: Mediana, Color: Rojo", or ''. */
  variants: string
  quantity: number
  unitPrice: string
  total: string
  unavailable: UnavailableReason | null
  /** A lowered quantity's warning, worded. */
  warning: string | null
}

export interface PageSharedOrder {
  key: string
  supplierName: string
  /** A supplier without selling set-up: its lines are left out of the purchase. */
  configured: boolean
  lines: PageSharedLine[]
}

export interface PageShared {
  publicSlug: string
  shopName: string
  /** The day the link stops opening, written out. */
  expiresOn: string
  orders: PageSharedOrder[]
  /** One per currency, formatted. */
  totals: string[]
  priceChanges: { name: string; was: string; now: string }[]
  gone: { name: string; quantity: number }[]
  /** Whether anything can be bought: the buy buttons show only then. */
  buyable: boolean
  /** Where buying starts (the checkout page, `?compartido=`), and its guest and sign-in doors. */
  startHref: string
  guestHref: string
  loginHref: string
}

/** The checkout's public link as its page shows it (decision 054); null until it is made. */
export interface PageShare {
  /** The absolute address of `{base}/comprar/compartido/{slug}`. */
  url: string
  /** The day it stops opening, written out. */
  expiresOn: string
}
