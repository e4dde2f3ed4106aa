/**
 * Forks, duplicates and the share link on a catalogue's page (001 §4–§6; decision 070), in every
 * locale. Under `sections.catalogue.`, so the catalogue page's loader already sends them.
 */
export const catalogueForksEsMX = {
  'sections.catalogue.forks.fork': 'Agregar a mi tienda',
  'sections.catalogue.forks.forkLabel': 'Agregar el catálogo {name} con sus productos a mi tienda',
  'sections.catalogue.forks.forking': 'Agregando el catálogo a tu tienda…',
  'sections.catalogue.forks.forked': 'El catálogo {name} se agregó a tu tienda con {n} productos',
  'sections.catalogue.forks.open': 'Ver el catálogo en mi tienda',
  'sections.catalogue.forks.failed': 'Ocurrió un error al agregar el catálogo. Inténtalo más tarde.',
  // The fork's toasts after a post without JavaScript (decision 076).
  'sections.catalogue.forks.forkedTitle': 'Catálogo agregado',
  'sections.catalogue.forks.forkedFlash': 'El catálogo {name} se agregó a tu tienda con sus productos.',
  'sections.catalogue.forks.failedTitle': 'Error',
  'sections.catalogue.forks.duplicate': 'Duplicar catálogo',
  'sections.catalogue.forks.duplicateTitle': 'Duplicar el catálogo {name}',
  'sections.catalogue.forks.name': 'Nombre',
  'sections.catalogue.forks.save': 'Guardar',
  'sections.catalogue.forks.cancel': 'Cancelar',
  'sections.catalogue.forks.invalidName': 'Invalid name',
  'sections.catalogue.forks.duplicateFailed': 'No se pudo duplicar el catálogo.',
  'sections.catalogue.forks.share': 'Enlace para compartir',
  'sections.catalogue.forks.shareLabel': 'Enlace de campaña del catálogo',
  'sections.catalogue.forks.shareFailed': 'No se pudo crear el enlace. Inténtalo más tarde.',
}

export type CatalogueForksMessages = Record<keyof typeof catalogueForksEsMX, string>

export const catalogueForksEsAR: CatalogueForksMessages = {
  ...catalogueForksEsMX,
  'sections.catalogue.forks.forked': 'El catálogo {name} se agregó a tu tienda con {n} productos',
  'sections.catalogue.forks.failed': 'Ocurrió un error al agregar el catálogo. Probá más tarde.',
  'sections.catalogue.forks.shareFailed': 'No se pudo crear el enlace. Probá más tarde.',
}

export const catalogueForksEn: CatalogueForksMessages = {
  'sections.catalogue.forks.fork': 'Add to my shop',
  'sections.catalogue.forks.forkLabel': 'Add the catalogue {name} with its products to my shop',
  'sections.catalogue.forks.forking': 'Adding the catalogue to your shop…',
  'sections.catalogue.forks.forked': 'The catalogue {name} was added to your shop with {n} products',
  'sections.catalogue.forks.open': 'See the catalogue in my shop',
  'sections.catalogue.forks.failed': 'An error occurred adding the catalogue. Try again later.',
  'sections.catalogue.forks.forkedTitle': 'Catalogue added',
  'sections.catalogue.forks.forkedFlash': 'The catalogue {name} was added to your shop with its products.',
  'sections.catalogue.forks.failedTitle': 'Error',
  'sections.catalogue.forks.duplicate': 'Duplicate catalogue',
  'sections.catalogue.forks.duplicateTitle': 'Duplicate the catalogue {name}',
  'sections.catalogue.forks.name': 'Name',
  'sections.catalogue.forks.save': 'Save',
  'sections.catalogue.forks.cancel': 'Cancel',
  'sections.catalogue.forks.invalidName': 'Invalid name',
  'sections.catalogue.forks.duplicateFailed': 'The catalogue could not be duplicated.',
  'sections.catalogue.forks.share': 'Share link',
  'sections.catalogue.forks.shareLabel': 'The catalogue’s campaign link',
  'sections.catalogue.forks.shareFailed': 'The link could not be made. Try again later.',
}
