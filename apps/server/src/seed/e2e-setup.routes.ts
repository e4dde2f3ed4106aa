import { SWITCHED_DELIVERY_TYPES } from '@tianguis/core/checkout/delivery-types'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { disperseIfDue } from '../flows/disperse-orders.ts'
import { holdOrderPayments } from '../flows/hold-order-payment.ts'
import { AppError, fromZodError } from '../kernel/app-error.ts'
import { systemContext } from '../kernel/context.ts'
import { users } from '../modules/identity/identity.tables.ts'
import { items } from '../modules/items/items.tables.ts'
import { outbox } from '../modules/notifications/outbox.tables.ts'
import { orderStep } from '../modules/orders/order-lifecycle.service.ts'
import { orderHistory, purchaseOrderLines, purchaseOrders } from '../modules/orders/orders.tables.ts'
import { supplierSettings } from '../modules/resale/resale.tables.ts'
import { shopStaff, shops, shopTourDismissals } from '../modules/shops/shops.tables.ts'
import { adoptStoredShowcase } from '../modules/shops/showcase-adopt.ts'
import { newId } from '../platform/ids.ts'
import { DEMO_SHOPS } from './demo-data/shops.ts'

/**
 * Test-only setup for the browser journeys (decision 033): what a journey needs and the API does
 * not offer yet — a shop of one's own, a staff role in it, a user level, a supplier's set-up, the mail sent to an address. Registered
 * only when `E2E_SETUP=1` (the Playwright server sets it; `loadConfig()` refuses it in production),
 * kept out of `route()` so it is in neither the OpenAPI document nor the route × role table.
 * Users still sign up, log in and sell through the real API and pages.
 */
const shopBody = z.strictObject({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{2,62}$/),
  name: z.string().min(1).max(80),
  /** An existing shop whose look, type and network to copy (the journeys use `demo`). */
  like: z.string().optional(),
  /**
   * Whether the owner's guided tour shows there (decision 097): off unless asked for, so the tour's
   * box never covers what other journeys press.
   */
  tour: z.boolean().optional(),
})
const staffBody = z.strictObject({
  email: z.email(),
  role: z.enum(['admin', 'accountant', 'dispatcher', 'qrreader']),
})
const demoStaffBody = z.strictObject({ role: staffBody.shape.role })
const DEMO_SLUGS: ReadonlySet<string> = new Set(DEMO_SHOPS.map((shop) => shop.slug))
const mailQuery = z.strictObject({ to: z.email() })
const levelBody = z.strictObject({ user_level: z.enum(['ul0', 'ul1', 'ul2', 'ul3']) })
const itemsBody = z.strictObject({ names: z.array(z.string().min(1).max(120)).min(1).max(100) })
const deliveredBody = z.strictObject({
  shop: z.string().min(1).max(100),
  item_id: z.string().min(1).max(100),
})
/** The delivery types switched on besides collection and the fixed delivery (the back office's journey needs `delivery`). */
const supplierBody = z.strictObject({ delivery_types: z.array(z.enum(SWITCHED_DELIVERY_TYPES)).optional() })

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {})
  if (!result.success) throw fromZodError(result.error)
  return result.data
}

async function signedIn(request: FastifyRequest): Promise<string> {
  const { userId } = await request.ctx.viewer()
  if (!userId) throw new AppError('unauthorized')
  return userId
}

export function e2eSetupRoutes(app: FastifyInstance) {
  const db = app.db

  /** Sets the viewer's level: a new account's is unknown (''), and journeys need a registered customer. */
  app.patch('/api/e2e/me', async (request, reply) => {
    const userId = await signedIn(request)
    const { user_level } = parse(levelBody, request.body)
    await db.update(users).set({ userLevel: user_level }).where(eq(users.id, userId))
    return reply.status(204).send()
  })

  /**
   * Makes the viewer a supplier buyers can buy from (decision 060): configured, taking cards,
   * collection at their address and a fixed delivery, and the `delivery_types` given (decision
   * 081). Their methods are then chosen through the real page (`/apps/me/payment-types`); the rest
   * of a supplier's set-up has no page yet.
   */
  app.post('/api/e2e/me/supplier', async (request, reply) => {
    const userId = await signedIn(request)
    const body = parse(supplierBody, request.body)
    const settings = {
      isConfigured: true,
      enabledPaymentTypes: ['card'],
      allowsCollection: true,
      fixedShippingCost: 5_000,
      fixedShippingDays: 2,
      ...(body.delivery_types ? { deliveryTypes: body.delivery_types } : {}),
    }
    await db
      .insert(supplierSettings)
      .values({ userId, ...settings })
      .onConflictDoUpdate({ target: supplierSettings.userId, set: settings })
    return reply.status(204).send()
  })

  /**
   * Many published products of the viewer at once (decision 068): a catalogue's grid pages at 30,
   * more than the item-create quota lets a journey make through the API in a minute.
   */
  app.post('/api/e2e/me/items', async (request, reply) => {
    const ownerId = await signedIn(request)
    const { names } = parse(itemsBody, request.body)
    const made = await db
      .insert(items)
      .values(
        names.map((name, i) => ({
          id: newId('itm'),
          ownerId,
          name,
          type: 'product' as const,
          slug: `e2e-${i}`,
          listPrice: 5_000 + i,
          available: 5,
          listState: 'published' as const,
          queuePosition: i,
        })),
      )
      .returning({ id: items.id })
    return reply.status(201).send({ ids: made.map((row) => row.id) })
  })

  /**
   * A delivered order of the viewer for one item of a shop (decision 084): what a buyer has before
   * they may review it. The order is placed paid, as a card checkout leaves it, then walked to
   * `delivered` through the lifecycle's own steps (decision 079), so its history is a real one;
   * the seller's pages that take those steps are journeys of their own.
   */
  app.post('/api/e2e/me/delivered-orders', async (request, reply) => {
    const customerId = await signedIn(request)
    const body = parse(deliveredBody, request.body)
    const [shop] = await db
      .select({ id: shops.id, ownerId: shops.ownerId })
      .from(shops)
      .where(eq(shops.slug, body.shop))
    if (!shop) throw new AppError('shop_not_found')
    const [item] = await db
      .select({
        id: items.id,
        ownerId: items.ownerId,
        name: items.name,
        price: items.listPrice,
        isDropshipping: items.isDropshipping,
        margin: items.contributionMargin,
      })
      .from(items)
      .where(eq(items.id, body.item_id))
    if (!item) throw new AppError('item_not_found')
    // Another supplier's dropshipping item sold in this shop is a resale, as the checkout records it.
    const dssupplierId = item.isDropshipping && item.ownerId !== shop.ownerId ? item.ownerId : null
    const orderId = newId('ord')
    await db.transaction(async (tx) => {
      await tx.insert(purchaseOrders).values({
        id: orderId,
        checkoutId: newId('chk'),
        shopId: shop.id,
        customerId,
        supplierId: item.ownerId,
        dssupplierId,
        status: 'paid',
        paymentType: 'card',
        currency: 'MXN',
        itemsTotal: item.price,
        shippingCost: 0,
        total: item.price,
        deliveryType: 'collection',
        contactEmail: 'e2e@example.test',
      })
      await tx.insert(purchaseOrderLines).values({
        id: newId('orl'),
        orderId,
        position: 0,
        itemId: item.id,
        name: item.name,
        unitPrice: item.price,
        quantity: 1,
        total: item.price,
        currency: 'MXN',
        dssupplierId,
        margin: item.margin,
      })
      await tx.insert(orderHistory).values({
        id: newId('ohi'),
        orderId,
        event: 'place',
        toState: 'paid',
        actor: 'customer',
        actorId: customerId,
      })
    })
    const ctx = systemContext(db)
    // Its shares held in the ledger, as a paid checkout's are (decision 090).
    await holdOrderPayments(ctx, [orderId])
    const seller = { role: 'seller' as const, userId: item.ownerId }
    for (const event of ['process', 'ready', 'ship'] as const) await orderStep(ctx, orderId, event, seller)
    await orderStep(ctx, orderId, 'deliver', seller)
    return reply.status(201).send({ id: orderId })
  })

  /**
   * One order's dispersion asked as if it were `now` (decision 090): a journey moves time past the
   * order's 72-hour return window without waiting, and without touching other journeys' orders.
   * Answers the outcome (`dispersed`, `window_open`, `already`…).
   */
  app.post('/api/e2e/ledger/disperse', async (request) => {
    await signedIn(request)
    const body = parse(
      z.strictObject({ order_id: z.string().min(1).max(100), now: z.iso.datetime() }),
      request.body,
    )
    return { outcome: await disperseIfDue(systemContext(db), body.order_id, new Date(body.now)) }
  })

  /** The journeys' admins have seen the guided tour (decision 097): it stays off for them. */
  const tourOff = (shopId: string, userId: string) =>
    db.insert(shopTourDismissals).values({ shopId, userId }).onConflictDoNothing()

  /** A new shop owned by the viewer, looking like `like` when given. */
  app.post('/api/e2e/shops', async (request, reply) => {
    const ownerId = await signedIn(request)
    const body = parse(shopBody, request.body)
    const [model] = body.like ? await db.select().from(shops).where(eq(shops.slug, body.like)).limit(1) : []
    if (body.like && !model) throw new AppError('shop_not_found')
    const [created] = await db
      .insert(shops)
      .values({
        id: newId('shp'),
        slug: body.slug,
        name: body.name,
        ownerId,
        storeThemeInfo: model?.storeThemeInfo ?? {
          color1: '#0f766e',
          color2: '#f97316',
          columns: 2,
          signup_form: 'basic',
          sections_info: [{ section: 'products', enabled: true }],
          slider_info: [],
          header_info: null,
        },
        ...(model
          ? {
              theme: model.theme,
              storeType: model.storeType,
              photo: model.photo,
              photoDisplay: model.photoDisplay,
              rootAffinityShopId: model.rootAffinityShopId,
              currency: model.currency,
              footerStyle: model.footerStyle,
            }
          : {}),
      })
      .returning({ id: shops.id, slug: shops.slug, name: shops.name })
    // Like the demo shop, its header and slides are records the editors list (decision 096).
    if (model) await adoptStoredShowcase(db, created!.id)
    if (!body.tour) await tourOff(created!.id, ownerId)
    return reply.status(201).send({ slug: created!.slug, name: created!.name })
  })

  /** Gives the user with `email` a staff role in a shop the viewer owns. */
  app.post<{ Params: { slug: string } }>('/api/e2e/shops/:slug/staff', async (request, reply) => {
    const ownerId = await signedIn(request)
    const body = parse(staffBody, request.body)
    const [shop] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.slug, request.params.slug), eq(shops.ownerId, ownerId)))
    if (!shop) throw new AppError('shop_not_found')
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email))
    if (!user) throw new AppError('not_found')
    await db.insert(shopStaff).values({ shopId: shop.id, userId: user.id, role: body.role })
    await tourOff(shop.id, user.id)
    return reply.status(204).send()
  })

  /**
   * Gives the viewer a staff role in one of the demo shops (decision 036): the link walk looks at a
   * demo shop's real content as its staff without logging in as `staff@demo.test`, whose login
   * limit every journey and demo visitor shares. Only the seeded demo shops, never another one.
   */
  app.post<{ Params: { slug: string } }>('/api/e2e/demo-shops/:slug/staff', async (request, reply) => {
    const userId = await signedIn(request)
    const { role } = parse(demoStaffBody, request.body)
    if (!DEMO_SLUGS.has(request.params.slug)) throw new AppError('shop_not_found')
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.slug, request.params.slug))
    if (!shop) throw new AppError('shop_not_found')
    await db.insert(shopStaff).values({ shopId: shop.id, userId, role })
    await tourOff(shop.id, userId)
    return reply.status(204).send()
  })

  /**
   * The mail written for an address, newest first: how a journey reads a code or a link it was
   * sent (the e2e server has no SMTP, so mail stays in the outbox table).
   */
  app.get('/api/e2e/mail', async (request) => {
    const { to } = parse(mailQuery, request.query)
    return db
      .select({ subject: outbox.subject, body: outbox.body, created_at: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.createdAt))
      .limit(20)
  })
}
