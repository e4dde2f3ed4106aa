/**
 * Messages of a franchise shop's packing page (`{shop}/admin/pedidos/{id}/empaque`, decision 087),
 * in every locale. es-MX.ts, es-AR.ts and en.ts spread them in; every key starts with `packing.`.
 */
export const packingEsMX = {
  'packing.link': 'Empaque',
  'packing.title': 'Empaque del pedido {id}',
  'packing.intro':
    'Pon las unidades del pedido en paquetes antes de marcarlo listo para entregar. Cada paquete pesa 1 kg por unidad.',
  'packing.closed': 'El empaque solo se cambia mientras el pedido está en proceso. Estado: {state}.',
  'packing.left.one': 'Falta 1 unidad por empacar.',
  'packing.left.other': 'Faltan {count} unidades por empacar.',
  'packing.allPacked': 'Todo el pedido está empacado.',
  'packing.notPacked.title': 'Sin empacar',
  'packing.notPacked.empty': 'No quedan unidades sin empacar.',
  'packing.notPacked.units': '{left} de {quantity} sin empacar',
  'packing.pack.quantity': 'Unidades',
  'packing.pack.into': 'Paquete',
  'packing.pack.new': 'Paquete nuevo',
  'packing.pack.submit': 'Empacar',
  'packing.pack.doneTitle': 'Unidades empacadas',
  'packing.packages.title': 'Paquetes',
  'packing.packages.empty': 'Todavía no hay paquetes.',
  'packing.package.name': 'Paquete {number}',
  'packing.package.summary': '{units} unidades · {weight} kg',
  'packing.package.quantity': 'Unidades en el paquete',
  'packing.package.change': 'Cambiar',
  'packing.package.remove': 'Sacar del paquete',
  'packing.package.doneTitle': 'Paquete actualizado',
  'packing.pages.previous': 'Anteriores',
  'packing.pages.next': 'Siguientes',
  'packing.back': 'Volver al pedido',
  'packing.quantityInvalid': 'Escribe un número entero de unidades.',
}

export type PackingMessages = Record<keyof typeof packingEsMX, string>

export const packingEsAR: PackingMessages = {
  ...packingEsMX,
  'packing.intro':
    'Poné las unidades del pedido en paquetes antes de marcarlo listo para entregar. Cada paquete pesa 1 kg por unidad.',
  'packing.quantityInvalid': 'Escribí un número entero de unidades.',
}

export const packingEn: PackingMessages = {
  'packing.link': 'Packing',
  'packing.title': 'Packing of order {id}',
  'packing.intro':
    'Put the order’s units into packages before making it ready to deliver. Each package weighs 1 kg per unit.',
  'packing.closed': 'Packing can only change while the order is in process. State: {state}.',
  'packing.left.one': '1 unit is still to be packed.',
  'packing.left.other': '{count} units are still to be packed.',
  'packing.allPacked': 'The whole order is packed.',
  'packing.notPacked.title': 'Not packed',
  'packing.notPacked.empty': 'No units are left to pack.',
  'packing.notPacked.units': '{left} of {quantity} not packed',
  'packing.pack.quantity': 'Units',
  'packing.pack.into': 'Package',
  'packing.pack.new': 'New package',
  'packing.pack.submit': 'Pack',
  'packing.pack.doneTitle': 'Units packed',
  'packing.packages.title': 'Packages',
  'packing.packages.empty': 'No packages yet.',
  'packing.package.name': 'Package {number}',
  'packing.package.summary': '{units} units · {weight} kg',
  'packing.package.quantity': 'Units in the package',
  'packing.package.change': 'Change',
  'packing.package.remove': 'Take out of the package',
  'packing.package.doneTitle': 'Package updated',
  'packing.pages.previous': 'Previous',
  'packing.pages.next': 'Next',
  'packing.back': 'Back to the order',
  'packing.quantityInvalid': 'Enter a whole number of units.',
}
