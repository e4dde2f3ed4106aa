/** Every table, by module, for drizzle's relational queries and drizzle-kit's migrations. */

import * as idempotency from '../../http/idempotency.tables.ts'
import * as cart from '../../modules/cart/cart.tables.ts'
import * as catalogues from '../../modules/catalogues/catalogues.tables.ts'
import * as checkout from '../../modules/checkout/checkout.tables.ts'
import * as identity from '../../modules/identity/identity.tables.ts'
import * as invoicing from '../../modules/invoicing/invoicing.tables.ts'
import * as items from '../../modules/items/items.tables.ts'
import * as ledger from '../../modules/ledger/ledger.tables.ts'
import * as marketing from '../../modules/marketing/marketing.tables.ts'
import * as outbox from '../../modules/notifications/outbox.tables.ts'
import * as orders from '../../modules/orders/orders.tables.ts'
import * as payments from '../../modules/payments/payments.tables.ts'
import * as plans from '../../modules/plans/plans.tables.ts'
import * as resale from '../../modules/resale/resale.tables.ts'
import * as returns from '../../modules/returns/returns.tables.ts'
import * as reviews from '../../modules/reviews/reviews.tables.ts'
import * as banners from '../../modules/shops/banners.tables.ts'
import * as shops from '../../modules/shops/shops.tables.ts'
import * as showcase from '../../modules/shops/showcase.tables.ts'
import * as tickets from '../../modules/tickets/tickets.tables.ts'
import * as sandboxPayments from '../payments/sandbox/sandbox.tables.ts'

export const schema = {
  ...identity,
  ...idempotency,
  ...shops,
  ...banners,
  ...showcase,
  ...items,
  ...catalogues,
  ...marketing,
  ...outbox,
  ...resale,
  ...plans,
  ...cart,
  ...sandboxPayments,
  ...checkout,
  ...payments,
  ...orders,
  ...tickets,
  ...reviews,
  ...returns,
  ...invoicing,
  ...ledger,
}
