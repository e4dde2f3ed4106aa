/**
 * Uploads are stored in three sizes (decision 017); an item keeps the large one. Lists and the
 * form show the small thumbnail of the same upload; any other photo is shown as it is.
 */
export function thumbnailOf(url: string): string {
  return url.replace(/^(\/uploads\/[a-f0-9]{24})-large\.webp$/, '$1-thumb.webp')
}
