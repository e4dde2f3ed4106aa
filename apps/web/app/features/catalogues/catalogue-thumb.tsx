import type { CatalogueStripEntry } from '@tianguis/core/contracts/shops'

/** Colours for catalogues without a photo, chosen by the catalogue id (000 §3: 'the icon colour derives from the catalogue id'). */
const COLOURS = ['#0f766e', '#b45309', '#7c3aed', '#db2777', '#0369a1', '#15803d', '#b91c1c', '#4d7c0f']

export function catalogueColour(id: string): string {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return COLOURS[hash % COLOURS.length]!
}

/** A catalogue's picture (48×48 by 000 §9), or its initial on its own colour. */
export function CatalogueThumb({
  catalogue,
  size,
}: {
  catalogue: Pick<CatalogueStripEntry, 'id' | 'name' | 'photo'>
  size: number
}) {
  if (catalogue.photo) {
    return (
      <img
        src={catalogue.photo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-md object-cover"
        style={{ width: size, height: size }}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-md font-bold text-white"
      style={{ width: size, height: size, backgroundColor: catalogueColour(catalogue.id) }}
    >
      {catalogue.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
