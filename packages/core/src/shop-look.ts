/**
 * The shop's look as its admin edits it in place (001 §1–§9, 000 §5; decision 095): the pure rules
 * the API's contract and the editor's page share.
 */

/** 001 §9: colour changes are sent 250 ms after the last one while JavaScript runs. */
export const COLOUR_DEBOUNCE_MS = 250

/** 001 §9: a new shop shows two columns. */
export const DEFAULT_COLUMNS = 2

export const SHOP_COLUMNS = [1, 2] as const
export const SHOP_THEMES = [3, 4] as const
export const ADORNMENT_TYPES = ['geom-circle', 'none'] as const

/** 001 §5: the shop photo's upload rules (one file). */
export const SHOP_PHOTO_MAX_BYTES = 4_000_000
export const SHOP_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg'] as const
export const SHOP_PHOTO_ACCEPT = 'image/jpeg,image/jpg,image/png,image/svg+xml'

/** A social network's name (000 §5 "other networks hold names only"): at most this long. */
export const SOCIAL_NAME_MAX = 100

/**
 * A name on a network (000 §2: the link is `{network}.com/{name}`): letters, digits, `.`, `_`, `-`,
 * an optional leading `@` (YouTube handles). No scheme, no slash, no space: a pasted URL is refused
 * rather than turned into `facebook.com/https://…`.
 */
export const SOCIAL_NAME = /^(?!(?:https?|www)\b)@?[\p{L}\p{N}._-]+$/iu

/** Is `value` a name the social bar can put after `{network}.com/`? */
export function isSocialName(value: string): boolean {
  return value.length <= SOCIAL_NAME_MAX && SOCIAL_NAME.test(value)
}

/** 000 §5: an empty (or blank) social value is sent and stored as null. */
export function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value
}

/** Does the file's name end in one of the photo's extensions (001 §5)? The server checks the content. */
export function isShopPhotoName(name: string): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? ''
  return name.includes('.') && (SHOP_PHOTO_EXTENSIONS as readonly string[]).includes(extension)
}

/** Is the chosen photo one the upload takes (001 §5: type by name, at most 4,000,000 bytes)? */
export function shopPhotoProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!isShopPhotoName(file.name)) return 'type'
  if (file.size > SHOP_PHOTO_MAX_BYTES) return 'size'
  return null
}
