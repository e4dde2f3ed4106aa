/**
 * Messages of the item page's 'Agregar a un catálogo' control and its page without JavaScript
 * (000 §7, 001 §2, §8, §9; decision 074), in every locale. es-MX.ts, es-AR.ts and en.ts spread
 * them in. 001 §8 spells the failure 'Ocurrio un error al agregar el producto.'; the rest is ours.
 */
export const itemCataloguesEsMX = {
  'itemCatalogues.title': 'Agregar a un catálogo',
  'itemCatalogues.open': 'Agregar a un catálogo',
  'itemCatalogues.openLabel': 'Agregar {name} a un catálogo',
  'itemCatalogues.pick': 'Agregar a «{catalogue}»',
  'itemCatalogues.loading': 'Cargando catálogos…',
  'itemCatalogues.none': 'La tienda aún no tiene catálogos.',
  'itemCatalogues.newName': 'Nombre del catálogo nuevo',
  'itemCatalogues.addToNew': 'Agregar a un catálogo nuevo',
  'itemCatalogues.pageTitle': 'Agregar «{name}» a un catálogo',
  'itemCatalogues.back': 'Volver al producto',
  'itemCatalogues.addedTitle': 'Producto agregado',
  'itemCatalogues.addedTo': 'Se agregó a «{catalogue}».',
  'itemCatalogues.added': 'El producto se agregó al catálogo.',
  'itemCatalogues.errorTitle': 'Error',
  'itemCatalogues.failed': 'Ocurrio un error al agregar el producto.',
  'itemCatalogues.availableTitle': 'Catálogos que esta tienda no muestra',
  'itemCatalogues.availableHint': 'Al elegir uno, se mostrará en esta tienda con el producto.',
  'itemCatalogues.pickAvailable': 'Mostrar «{catalogue}» aquí y agregar',
}

type ItemCataloguesMessages = Record<keyof typeof itemCataloguesEsMX, string>

export const itemCataloguesEsAR: ItemCataloguesMessages = { ...itemCataloguesEsMX }

export const itemCataloguesEn: ItemCataloguesMessages = {
  'itemCatalogues.title': 'Add to a catalogue',
  'itemCatalogues.open': 'Add to a catalogue',
  'itemCatalogues.openLabel': 'Add {name} to a catalogue',
  'itemCatalogues.pick': 'Add to “{catalogue}”',
  'itemCatalogues.loading': 'Loading catalogues…',
  'itemCatalogues.none': 'The shop has no catalogues yet.',
  'itemCatalogues.newName': 'Name of the new catalogue',
  'itemCatalogues.addToNew': 'Add to a new catalogue',
  'itemCatalogues.pageTitle': 'Add “{name}” to a catalogue',
  'itemCatalogues.back': 'Back to the product',
  'itemCatalogues.addedTitle': 'Product added',
  'itemCatalogues.addedTo': 'Added to “{catalogue}”.',
  'itemCatalogues.added': 'The product was added to the catalogue.',
  'itemCatalogues.errorTitle': 'Error',
  'itemCatalogues.failed': 'An error occurred while adding the product.',
  'itemCatalogues.availableTitle': 'Catalogues this shop does not show',
  'itemCatalogues.availableHint': 'Choosing one shows it in this shop, with the product.',
  'itemCatalogues.pickAvailable': 'Show “{catalogue}” here and add',
}
