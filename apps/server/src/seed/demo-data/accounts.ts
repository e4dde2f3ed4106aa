// The demo's people (decision 013, 043): who logs in to try each part, all with one password.

/** The demo accounts listed in the README; every one logs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'tianguis-demo'

export const DEMO_USERS = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    name: 'Ana Administradora',
    level: 'ul2',
    mainType: 'business',
    slug: 'ana-admin',
  },
  {
    key: 'staff',
    email: 'staff@demo.test',
    name: 'Sergio Contador',
    level: 'ul0',
    mainType: 'personal',
    slug: null,
  },
  {
    key: 'supplier',
    email: 'proveedor@demo.test',
    name: 'Proveedora del Centro',
    level: 'ul2',
    mainType: 'dssupplier',
    slug: 'proveedora-centro',
  },
  {
    key: 'reseller',
    email: 'revendedor@demo.test',
    name: 'Rita Revendedora',
    level: 'ul2',
    mainType: 'referral',
    slug: 'rita',
  },
  {
    key: 'entrepreneur',
    email: 'emprendedor@demo.test',
    name: 'Emilio Emprendedor',
    level: 'ul1',
    mainType: 'personal',
    slug: null,
  },
  {
    // A second supplier whose items `demo` resells, with no selling set-up yet (decision 043).
    key: 'workshop',
    email: 'taller@demo.test',
    name: 'Taller del Norte',
    level: 'ul1',
    mainType: 'dssupplier',
    slug: 'taller-del-norte',
  },
  {
    key: 'customer',
    email: 'cliente@demo.test',
    name: 'Carla Cliente',
    level: 'ul0',
    mainType: 'personal',
    slug: null,
  },
] as const

export type DemoUserKey = (typeof DEMO_USERS)[number]['key']
