import type { Locale } from '@tianguis/core/locales'
import { prerenderToNodeStream } from 'react-dom/static'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../i18n/translate'
import { OrderCanceledFlash } from './order-canceled-flash'

/** Renders the flash on an orders list stub, waiting (as the server does) for the lazy toast. */
async function render(mark: string | null, locale: Locale = 'es-MX') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => null,
      Component: () => <OrderCanceledFlash mark={mark} closeHref="/shopping-cart/orders" />,
    },
  ])
  const { prelude } = await prerenderToNodeStream(
    <Stub
      initialEntries={['/']}
      hydrationData={{ loaderData: { root: { locale, year: 2030, messages: MESSAGES[locale] } } }}
    />,
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html.replace(/<!-- -->/g, '')
}

describe('OrderCanceledFlash', () => {
  it('says the order was canceled, and that the payment goes back when it does, in the viewer’s language', async () => {
    const plain = await render('pedido-cancelado')
    expect(plain).toContain('data-flash-toast=""')
    expect(plain).toContain('<p class="font-semibold">Pedido cancelado</p>')
    expect(plain).not.toContain('forma de pago')
    expect(plain).toContain('href="/shopping-cart/orders"')
    const refunded = await render('pedido-cancelado-reembolso', 'en')
    expect(refunded).toContain('Order canceled')
    expect(refunded).toContain('The payment will be given back to the payment method used.')
  })

  it('shows nothing for another outcome or none', async () => {
    expect(await render('eliminado')).not.toContain('data-flash-toast')
    expect(await render(null)).not.toContain('data-flash-toast')
  })
})
