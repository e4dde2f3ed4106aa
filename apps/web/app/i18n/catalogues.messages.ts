/** Messages of the catalogue strip and pages (000 §2), in every locale. es-MX.ts, es-AR.ts and en.ts spread them in. */
export const cataloguesEsMX = {
  'catalogues.strip': 'Catálogos de la tienda',
  'catalogues.pause': 'Pausar catálogos',
  'catalogues.products.empty': 'Este catálogo todavía no tiene productos',
  // The admin's count and deletion (000 §4; the spec shows no wording for these).
  'catalogues.count.one': '1 catálogo',
  'catalogues.count.other': '{n} catálogos',
  'catalogues.delete.action': 'Eliminar',
  'catalogues.delete.actionLabel': 'Eliminar el catálogo {name}',
  'catalogues.delete.undo': 'Deshacer',
  'catalogues.delete.undoLabel': 'Deshacer la eliminación de {name}',
  'catalogues.delete.pending': 'Eliminando…',
  'catalogues.delete.pendingTitle': 'Eliminando catálogo',
  'catalogues.delete.pendingText': '«{name}» se eliminará en {seconds} segundos.',
  'catalogues.delete.doneTitle': 'Catálogo eliminado',
  'catalogues.delete.failedTitle': 'Error',
  'catalogues.delete.failedText': 'No se pudo eliminar el catálogo. Inténtalo más tarde.',
  'catalogues.delete.confirmTitle': '¿Eliminar el catálogo «{name}»?',
  'catalogues.delete.confirmText': 'Dejará de mostrarse en la tienda. Esto no se puede deshacer.',
  'catalogues.delete.confirm': 'Eliminar catálogo',
  'catalogues.delete.cancel': 'Cancelar',
}

type CataloguesMessages = Record<keyof typeof cataloguesEsMX, string>

export const cataloguesEsAR: CataloguesMessages = {
  ...cataloguesEsMX,
  'catalogues.delete.failedText': 'No se pudo eliminar el catálogo. Intentalo más tarde.',
}

export const cataloguesEn: CataloguesMessages = {
  'catalogues.strip': 'The shop’s catalogues',
  'catalogues.pause': 'Pause catalogues',
  'catalogues.products.empty': 'This catalogue has no products yet',
  'catalogues.count.one': '1 catalogue',
  'catalogues.count.other': '{n} catalogues',
  'catalogues.delete.action': 'Delete',
  'catalogues.delete.actionLabel': 'Delete the catalogue {name}',
  'catalogues.delete.undo': 'Undo',
  'catalogues.delete.undoLabel': 'Undo deleting {name}',
  'catalogues.delete.pending': 'Deleting…',
  'catalogues.delete.pendingTitle': 'Deleting catalogue',
  'catalogues.delete.pendingText': '“{name}” will be deleted in {seconds} seconds.',
  'catalogues.delete.doneTitle': 'Catalogue deleted',
  'catalogues.delete.failedTitle': 'Error',
  'catalogues.delete.failedText': 'The catalogue could not be deleted. Try again later.',
  'catalogues.delete.confirmTitle': 'Delete the catalogue “{name}”?',
  'catalogues.delete.confirmText': 'It will no longer show in the shop. This cannot be undone.',
  'catalogues.delete.confirm': 'Delete catalogue',
  'catalogues.delete.cancel': 'Cancel',
}
