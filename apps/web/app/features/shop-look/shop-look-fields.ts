import type { Shop } from '@tianguis/core/contracts/shops'

/** The social networks the editor's form holds (000 §2), in the social bar's order. */
export const SOCIAL_FIELDS = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'twitch',
  'kick',
  'discord',
] as const

/**
 * The photo displays the shops table allows (000 §3; the contract's PHOTO_DISPLAYS, which this page
 * does not import: that would bring zod into its chunk). shop-look-fields.test.ts keeps them equal.
 */
export const PHOTO_DISPLAY_CHOICES = [
  'cir',
  'sq',
  'rec',
  'bdr_cir',
  'bdr_sq',
  'bdr_rec',
] as const satisfies readonly Shop['photo_display'][]

/** The editor's forms: each posts its own fields (decision 095). */
export type LookIntent = 'identity' | 'palette' | 'colours' | 'layout' | 'social'
export const LOOK_INTENTS: readonly LookIntent[] = ['identity', 'palette', 'colours', 'layout', 'social']

/** What the editor shows: the shop's look as it is now. */
export type ShopLookValues = Pick<
  Shop,
  | 'name'
  | 'photo'
  | 'photo_display'
  | 'theme'
  | 'darkmode'
  | 'hidden_darkmode'
  | 'adornment_type'
  | (typeof SOCIAL_FIELDS)[number]
> & { color1: string; color2: string; columns: 1 | 2 }

/** A refused save: which form, the values sent and a message per field. */
export interface ShopLookFailure {
  intent: LookIntent
  values: Record<string, string>
  fields: Record<string, string>
  /** The chosen photo could not be uploaded (001 §8): the spec's message, nothing saved. */
  photoFailed?: boolean
  message: string | null
}

/** The editor's page (decision 095): under `admin`, which core reserves; `#colours` is 'Editar fondo'. */
export function shopLookHref(base: string, part?: LookIntent | 'colours'): string {
  return `${base}/admin/tienda${part ? `#${part}` : ''}`
}
