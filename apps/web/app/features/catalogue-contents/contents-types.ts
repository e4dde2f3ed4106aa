/** A row of a catalogue's grid: only what it shows (decision 019). */
export interface ContentsRow {
  id: string
  name: string
  href: string
  /** The main photo at thumbnail size, drawn 48×48 (000 §9, 001 §9). */
  photo: string | null
  /** The price's text in the visitor's locale. */
  price: string
  /** The zero-based place in the catalogue (001 §4 `queue_position`). */
  position: number
  /** The owner's unpublished or hidden item, dimmed (001 §4). */
  dimmed?: true
}

export interface ContentsPage {
  rows: ContentsRow[]
  matches_estimated: number
  /** From 1. */
  page: number
  pageSize: number
  /** The search text, lower-cased; '' for none. */
  filter: string
  /** `?cataloguesFilter` was given: the admin is offered the bulk add (001 §2). */
  bulk: boolean
}

/** What the admin's controls need: this catalogue and the shop's others, for the pickers. */
export interface ContentsAdmin {
  shopSlug: string
  catalogueId: string
  catalogues: Array<{ id: string; name: string }>
}
