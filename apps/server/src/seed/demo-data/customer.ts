// The demo customer's cart and saved address (decision 043; issue 12).

/** Carla's cart in `demo`: two of Ana's products and one of Proveedora's (decision 043). */
export const DEMO_CART = {
  shop: 'demo',
  customer: 'customer',
  lines: [
    { owner: 'admin', slug: 'jarro-de-barro-negro', quantity: 2, variants: {} },
    { owner: 'admin', slug: 'playera-bordada', quantity: 1, variants: { Talla: 'Mediana' } },
    { owner: 'supplier', slug: 'cafe-de-chiapas', quantity: 1, variants: {} },
  ],
} as const

/** Carla's saved delivery address (issue 12): the checkout offers it at once. */
export const DEMO_ADDRESS = {
  customer: 'customer',
  recipient: 'Carla Cliente',
  street: 'Calle Álvaro Obregón',
  exteriorNumber: '120',
  interiorNumber: '4B',
  neighbourhood: 'Roma Norte',
  city: 'Ciudad de México',
  provinceName: 'Ciudad de México',
  provinceCode: 'CMX',
  postcode: '06700',
  country: 'MX',
  phone: '5512345678',
  references: 'Portón verde',
} as const
