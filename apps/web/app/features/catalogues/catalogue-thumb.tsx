/**
 * Colours for catalogues without a photo, chosen by the catalogue's slug (000 §3 derives it from the
 * id; the slug is as stable within the shop and the page already has it).
 */
const COLOURS = ['#0f766e', '#b45309', '#7c3aed', '#db2777', '#0369a1', '#15803d', '#b91c1c', '#4d7c0f']

export function catalogueColour(key: string): string {
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return COLOURS[hash % COLOURS.length]!
}

/** A catalogue's picture (48×48 by 000 §9), or its initial on its own colour. */
export function CatalogueThumb({
  catalogue,
  size,
}: {
  catalogue: { slug: string; name: string; photo: string | null }
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
      style={{ width: size, height: size, backgroundColor: catalogueColour(catalogue.slug) }}
    >
      {catalogue.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
