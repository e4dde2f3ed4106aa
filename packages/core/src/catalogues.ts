/**
 * Pure rules of catalogues (000 §3, 001 §3, §5): the icon colour of a catalogue without a photo,
 * the photo's cache-busting suffix and the names the server refuses. No I/O; unit-tested beside.
 */

/** How many colours a catalogue's icon may get (the strip's CSS draws them). */
export const CATALOGUE_ICON_COLOURS = 8

/** Length of the cache-busting suffix of a catalogue's photo URL (001 §3: 8 characters). */
export const PHOTO_SUFFIX_LENGTH = 8

/** FNV-1a over the UTF-16 code units: small, stable across runtimes, well spread for short ids. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/**
 * The icon colour of a catalogue, 0 … CATALOGUE_ICON_COLOURS − 1, derived from its id (000 §3):
 * a rename (which keeps the slug anyway) or a move to another shop never changes it.
 */
export function catalogueIconColour(id: string): number {
  return fnv1a(id) % CATALOGUE_ICON_COLOURS
}

/**
 * The 8-character suffix that busts caches of a catalogue's photo (001 §3). It is derived from the
 * stored photo address and the catalogue's id rather than drawn at random on every answer: it
 * changes exactly when the photo changes (an upload gets a new address), and a cached answer or
 * page keeps pointing at the same cached image otherwise.
 */
export function photoCacheSuffix(catalogueId: string, photo: string): string {
  const a = fnv1a(`${catalogueId}\u0000${photo}`)
  const b = fnv1a(`${photo}\u0000${catalogueId}`)
  return (a.toString(36) + b.toString(36)).padStart(PHOTO_SUFFIX_LENGTH, '0').slice(-PHOTO_SUFFIX_LENGTH)
}

/** The photo's address as answered: the stored one with `?v=` and its suffix (`&v=` after a query). */
export function photoWithSuffix(catalogueId: string, photo: string | null): string | null {
  if (!photo) return null
  return `${photo}${photo.includes('?') ? '&' : '?'}v=${photoCacheSuffix(catalogueId, photo)}`
}

/** The stored address of an answered photo: the suffix taken off again (an edit form sends it back). */
export function photoWithoutSuffix(photo: string): string {
  return photo.replace(/[?&]v=[0-9a-z]{8}$/, '')
}

/** Words a catalogue may not be called: they name the pages around catalogues, not a catalogue. */
const RESERVED_NAMES = new Set(['nuevo', 'available', 'catalogos', 'eliminar', 'editar'])

/**
 * Why the server refuses a name the form's own rules let through (001 §5 'Invalid name' on the
 * name field), or null: a name with no letter or digit (only punctuation, symbols or emoji: it
 * makes no slug and says nothing), or a reserved word (it would make a slug that is a page's).
 */
export function catalogueNameProblem(name: string): 'invalid_name' | null {
  const trimmed = name.trim()
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return 'invalid_name'
  if (RESERVED_NAMES.has(trimmed.toLowerCase())) return 'invalid_name'
  return null
}
