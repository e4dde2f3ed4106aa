/**
 * Messages of the add-to-shop / remove-from-shop control (001 §4, §8; decision 069), in every
 * locale. es-MX.ts, es-AR.ts and en.ts spread them in. 001 §8 gives the supplier constraint's
 * words and 'an error has occurred'; the rest is ours.
 */
export const resaleEsMX = {
  'resale.add': 'Agregar a mi tienda',
  'resale.addLabel': 'Agregar {name} a tu tienda',
  'resale.remove': 'Quitar de mi tienda',
  'resale.removeLabel': 'Quitar {name} de tu tienda',
  'resale.inStore': 'En tu tienda',
  'resale.closed': 'No disponible para reventa',
  'resale.undo': 'Deshacer',
  'resale.undoLabel': 'Deshacer: mantener {name} en tu tienda',
  'resale.removing': 'Quitando…',
  'resale.removedTitle': 'Producto quitado',
  'resale.removedText': '«{name}» se quitará de tu tienda en {seconds} segundos.',
  'resale.addedTitle': 'Producto agregado',
  'resale.addedText': '«{name}» se agregó a tu tienda.',
  'resale.doneShop': 'El producto se quitó de tu tienda.',
  'resale.doneCatalogue': 'El producto se quitó del catálogo.',
  'resale.doneTitle': 'Listo',
  'resale.invalidProduct': 'Sólo se pueden agregar productos de franquicia.',
  'resale.supplierRestricted': 'Sólo se pueden agregar productos de este proveedor a la tienda.',
  'resale.warningTitle': 'Atención',
  'resale.errorTitle': 'Error',
  'resale.error': 'Ha ocurrido un error',
  // The removal's confirmation page without JavaScript (decision 076).
  'resale.confirmTitle': '¿Quitar «{name}» de tu tienda?',
  'resale.confirmText': 'Dejará de venderse en tu tienda. Puedes volver a agregarlo cuando quieras.',
  'resale.confirm': 'Sí, quitar de mi tienda',
  'resale.cancel': 'Cancelar',
}

type ResaleMessages = Record<keyof typeof resaleEsMX, string>

export const resaleEsAR: ResaleMessages = {
  ...resaleEsMX,
  'resale.confirmText': 'Dejará de venderse en tu tienda. Podés volver a agregarlo cuando quieras.',
}

export const resaleEn: ResaleMessages = {
  'resale.add': 'Add to my shop',
  'resale.addLabel': 'Add {name} to your shop',
  'resale.remove': 'Remove from my shop',
  'resale.removeLabel': 'Remove {name} from your shop',
  'resale.inStore': 'In your shop',
  'resale.closed': 'Not available for resale',
  'resale.undo': 'Undo',
  'resale.undoLabel': 'Undo: keep {name} in your shop',
  'resale.removing': 'Removing…',
  'resale.removedTitle': 'Product removed',
  'resale.removedText': '“{name}” will leave your shop in {seconds} seconds.',
  'resale.addedTitle': 'Product added',
  'resale.addedText': '“{name}” was added to your shop.',
  'resale.doneShop': 'The product was removed from your shop.',
  'resale.doneCatalogue': 'The product was removed from the catalogue.',
  'resale.doneTitle': 'Done',
  'resale.invalidProduct': 'Only franchise products can be added.',
  'resale.supplierRestricted': 'Only this supplier’s products can be added to the shop.',
  'resale.warningTitle': 'Warning',
  'resale.errorTitle': 'Error',
  'resale.error': 'An error has occurred',
  'resale.confirmTitle': 'Remove “{name}” from your shop?',
  'resale.confirmText': 'Your shop will stop selling it. You can add it again whenever you like.',
  'resale.confirm': 'Yes, remove from my shop',
  'resale.cancel': 'Cancel',
}
