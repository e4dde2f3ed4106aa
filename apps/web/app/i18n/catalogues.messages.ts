/** Messages of the catalogue strip and pages (000 §2), in every locale. es-MX.ts, es-AR.ts and en.ts spread them in. */
export const cataloguesEsMX = {
  'catalogues.strip': 'Catálogos de la tienda',
  'catalogues.pause': 'Pausar catálogos',
  'catalogues.products.empty': 'Este catálogo todavía no tiene productos',
}

type CataloguesMessages = Record<keyof typeof cataloguesEsMX, string>

export const cataloguesEsAR: CataloguesMessages = { ...cataloguesEsMX }

export const cataloguesEn: CataloguesMessages = {
  'catalogues.strip': 'The shop’s catalogues',
  'catalogues.pause': 'Pause catalogues',
  'catalogues.products.empty': 'This catalogue has no products yet',
}
