/**
 * Uploaded photos are stored in three sizes (decision 017): `large` (inside 1600×1600), `card`
 * (350×419, the product card of 001 §9) and `thumb` (150×150); an item keeps the large one.
 * Screens ask for the size they draw; any other photo (a demo SVG, an outside URL) is as it is.
 */
export type PhotoSize = 'large' | 'card' | 'thumb'

export function photoOfSize(url: string, size: PhotoSize): string {
  return url.replace(/^(\/uploads\/[a-f0-9]{24})-large\.webp$/, `$1-${size}.webp`)
}
