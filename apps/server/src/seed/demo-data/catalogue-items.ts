/**
 * What the demo shop's catalogues hold, in their order (decision 068): Ana's own items and the
 * suppliers' dropshipping ones `demo` resells (DEMO_SHOP_ITEMS), by owner and slug.
 */
export const DEMO_CATALOGUE_ITEMS = [
  {
    shop: 'demo',
    catalogue: 'cocina',
    items: [
      { owner: 'admin', slug: 'jarro-de-barro-negro' },
      { owner: 'admin', slug: 'molcajete-de-piedra' },
      { owner: 'supplier', slug: 'cafe-de-chiapas' },
      { owner: 'supplier', slug: 'canasta-artesanal' },
    ],
  },
  {
    shop: 'demo',
    catalogue: 'textiles',
    items: [
      { owner: 'supplier', slug: 'rebozo-de-algodon' },
      { owner: 'admin', slug: 'playera-bordada' },
    ],
  },
  {
    shop: 'demo',
    catalogue: 'regalos',
    items: [
      { owner: 'admin', slug: 'vela-de-copal' },
      { owner: 'admin', slug: 'retrato-en-acuarela' },
      { owner: 'admin', slug: 'maceta-de-talavera' },
      { owner: 'admin', slug: 'mezcal-artesanal' },
      { owner: 'supplier', slug: 'canasta-artesanal' },
      // Proveedora's, for dropshipping: what Rita's fork of Regalos takes (decision 070).
      { owner: 'supplier', slug: 'cafe-de-chiapas' },
      { owner: 'supplier', slug: 'rebozo-de-algodon' },
    ],
  },
  {
    shop: 'demo',
    catalogue: 'temporada',
    items: [
      { owner: 'admin', slug: 'mezcal-artesanal' },
      { owner: 'admin', slug: 'vela-de-copal' },
      // Proveedora's, for dropshipping: the two a reseller's fork of Temporada takes (the fork journey).
      { owner: 'supplier', slug: 'canasta-artesanal' },
      { owner: 'supplier', slug: 'cafe-de-chiapas' },
    ],
  },
  {
    shop: 'demo',
    catalogue: 'jardin',
    items: [
      { owner: 'admin', slug: 'maceta-de-talavera' },
      { owner: 'workshop', slug: 'silla-de-madera-tallada' },
      { owner: 'workshop', slug: 'mesa-de-mezquite' },
    ],
  },
] as const
