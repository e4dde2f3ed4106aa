import type { Locale } from '@tianguis/core/locales'
import { createRoutesStub, data, Outlet } from 'react-router'
import type { CheckoutFailure } from '../features/checkout/checkout.server'
import { CheckoutPage } from '../features/checkout/checkout-page'
import type { PageCheckout } from '../features/checkout/page-checkout'
import { MESSAGES } from '../i18n/translate'
import { mount } from './dom'

/**
 * The checkout page in a DOM for its tests (002 §2, §4, §5, §8; decision 049): a checkout that is
 * complete unless a test says otherwise, and the page mounted under a root whose reads and whose
 * action's posts the tests count. One test file per part of the page (checkout-*.test.tsx).
 */
export const T0 = new Date('2030-05-01T12:00:00Z').getTime()

export function checkoutOf(overrides: Partial<PageCheckout> = {}): PageCheckout {
  return {
    id: 'chk_1',
    status: 'open',
    expiresAt: new Date(T0 + 15 * 60_000).toISOString(),
    secondsLeft: 15 * 60,
    contact: { email: 'ana@example.test', phone: '' },
    address: {
      id: 'adr_1',
      name: 'Ana Pérez',
      street: 'Reforma',
      number: '10',
      postcode: '06600',
      city: 'Ciudad de México',
      provinceName: 'Ciudad de México',
      provinceCode: 'CMX',
      phone: '5512345678',
    },
    savedAddresses: [],
    orders: [
      {
        supplierId: 'usr_s',
        supplierName: 'Tienda Uno',
        lines: [{ id: 'l1', name: 'Taza', photo: null, quantity: 2, variants: '', total: '$200.00' }],
        delivery: 'to_address|rate_1',
        branchId: null,
        options: [
          {
            value: 'to_address|rate_1',
            type: 'to_address',
            label: 'Envío a domicilio',
            price: '$99.00',
            days: 5,
          },
        ],
        optionsError: null,
        unavailable: [],
        offersBranches: false,
        branches: [],
        itemsTotal: '$200.00',
        shipping: '$99.00',
        shippingToConfirm: false,
        total: '$299.00',
      },
    ],
    paymentTypes: ['card', 'store'],
    savedCards: [],
    total: '$299.00',
    payTotal: '$299.00',
    expected: { amount: 29_900, currency: 'MXN' },
    placeOnly: false,
    laterOrders: false,
    branchQuery: '',
    attemptKey: 'attempt-key-1',
    ...overrides,
  }
}

/** What the page's action received, one FormData per post. */
export let posted: FormData[] = []
/** How many times the page's data was read (the root loader runs on every revalidation). */
export let reads = 0

export async function mountCheckout(
  checkout: PageCheckout,
  answer: unknown = { failure: { code: 'x', message: 'x' } },
  {
    returned = null,
    locale = 'es-MX',
  }: {
    /** A payment that failed at the provider's page (`?fallo=`), as the loader words it. */
    returned?: CheckoutFailure | null
    locale?: Locale
  } = {},
) {
  posted = []
  reads = 0
  function Page() {
    return <CheckoutPage checkout={checkout} title="Comprar" actionData={undefined} returned={returned} />
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => {
        reads += 1
        return { locale, year: 2030, messages: MESSAGES[locale] }
      },
      Component: () => <Outlet />,
      children: [
        {
          id: 'page',
          path: '*',
          Component: Page,
          action: async ({ request }: { request: Request }) => {
            posted.push(await request.formData())
            // A failed payment comes with the API's status (422), as the real action answers it.
            return (answer as { payment?: boolean }).payment ? data(answer, { status: 422 }) : answer
          },
        },
      ],
    },
  ])
  const entry = returned ? `/demo/comprar?compra=chk_1&fallo=${returned.code}` : '/demo/comprar?compra=chk_1'
  return mount(<Stub initialEntries={[entry]} />)
}
