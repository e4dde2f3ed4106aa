import { constants as zlibConstants } from 'node:zlib'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ViteDevServer } from 'vite'
import type { Config } from './config.ts'
import { sandboxTracking } from './flows/apply-tracking-event.ts'
import { DISPERSE_ORDERS, DISPERSE_ORDERS_CRON, disperseOrdersJob } from './flows/disperse-orders.ts'
import {
  reconcilePaymentJob,
  SWEEP_PAYMENTS,
  SWEEP_PAYMENTS_CRON,
  sweepPaymentsJob,
} from './flows/reconcile-payments.ts'
import { REFUND_CANCELED_ORDER, refundCanceledOrderJob } from './flows/refund-canceled-order.ts'
import { EXPIRE_CHECKOUT, expireCheckoutJob } from './flows/release-checkout.ts'
import { RECONCILE_PAYMENT } from './flows/settle-payment.ts'
import { AnswerCache } from './http/answer-cache.ts'
import { registerRequestContext } from './http/context.ts'
import { clientErrorHandler, frameworkErrors, registerErrorHandler, sendError } from './http/errors.ts'
import { registerInputText } from './http/input-text.ts'
import { registerMethodGuard } from './http/methods.ts'
import { registerNoStore } from './http/no-store.ts'
import { registerOpenApi } from './http/openapi.ts'
import { fastifyTrustProxy, registerForwardedHostDrop } from './http/proxy.ts'
import { registerRateLimits } from './http/rate-limits.ts'
import { registerSecurity } from './http/security.ts'
import { AppError } from './kernel/app-error.ts'
import { systemContext } from './kernel/context.ts'
import { cartRoutes } from './modules/cart/cart.routes.ts'
import { catalogueForksRoutes } from './modules/catalogues/catalogue-forks.routes.ts'
import { catalogueItemsRoutes } from './modules/catalogues/catalogue-items.routes.ts'
import { catalogueShelfRoutes } from './modules/catalogues/catalogue-shelf.routes.ts'
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes.ts'
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts'
import { checkoutAttendeesRoutes } from './modules/checkout/checkout-attendees.routes.ts'
import { checkoutPlaceRoutes } from './modules/checkout/checkout-place.routes.ts'
import { checkoutReturnRoutes } from './modules/checkout/checkout-return.routes.ts'
import { sharedCheckoutRoutes } from './modules/checkout/shared-checkout.routes.ts'
import { createAuth } from './modules/identity/auth.ts'
import { identityRoutes, sessionReader } from './modules/identity/identity.routes.ts'
import { identityMail } from './modules/identity/identity-mail.ts'
import { SessionCache } from './modules/identity/session-cache.ts'
import { invoicingRoutes } from './modules/invoicing/invoicing.routes.ts'
import { sandboxStamping } from './modules/invoicing/stamping.ts'
import { itemsRoutes } from './modules/items/items.routes.ts'
import { resaleItemsRoutes } from './modules/items/resale-items.routes.ts'
import { walletsRoutes } from './modules/ledger/wallets.routes.ts'
import { marketingRoutes } from './modules/marketing/marketing.routes.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { DELIVER_EMAIL, deliverEmail } from './modules/notifications/email-delivery.ts'
import { outboxFor } from './modules/notifications/outbox.service.ts'
import { DELIVER_SMS, deliverSms } from './modules/notifications/sms-delivery.ts'
import { dropshippingOrdersRoutes } from './modules/orders/dropshipping-orders.routes.ts'
import { myOrdersRoutes } from './modules/orders/my-orders.routes.ts'
import { orderCancelRoutes } from './modules/orders/order-cancel.routes.ts'
import { orderPaymentRoutes } from './modules/orders/order-payment.routes.ts'
import { orderTrackingRoutes } from './modules/orders/order-tracking.routes.ts'
import { packingRoutes } from './modules/orders/packing.routes.ts'
import { sellerOrdersRoutes } from './modules/orders/seller-orders.routes.ts'
import { recordedProvider } from './modules/payments/payment-calls.ts'
import { savedCardRoutes } from './modules/payments/saved-cards.routes.ts'
import { webhookRoutes } from './modules/payments/webhooks.routes.ts'
import { plansRoutes } from './modules/plans/plans.routes.ts'
import { resaleRoutes } from './modules/resale/resale.routes.ts'
import { shopItemsRoutes } from './modules/resale/shop-items.routes.ts'
import { returnsRoutes } from './modules/returns/returns.routes.ts'
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts'
import { bannersRoutes } from './modules/shops/banners.routes.ts'
import { shopSettingsRoutes } from './modules/shops/shop-settings.routes.ts'
import { shopsRoutes } from './modules/shops/shops.routes.ts'
import { showcaseRoutes } from './modules/shops/showcase.routes.ts'
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts'
import type { Database } from './platform/db/client.ts'
import { createJobRunner, type JobRunnerOptions } from './platform/jobs/job-runner.ts'
import { type MailTransport, smtpTransport } from './platform/mail/mailer.ts'
import type { PaymentProvider } from './platform/payments/provider.ts'
import { type PaymentProviders, paymentProviders } from './platform/payments/registry.ts'
import { sandboxPaymentRoutes } from './platform/payments/sandbox/sandbox.routes.ts'
import { deliverByInject } from './platform/payments/sandbox/webhook-delivery.ts'
import type { ShippingProvider } from './platform/shipping/provider.ts'
import { type ShippingProviders, shippingProviders, shippingRegistry } from './platform/shipping/registry.ts'
import { sandboxShippingRoutes } from './platform/shipping/sandbox.routes.ts'
import type { SmsProvider } from './platform/sms/provider.ts'
import { sandboxSms } from './platform/sms/sandbox.ts'
import { localStorage } from './platform/storage/storage.ts'
import { registerHostAddressing } from './web/host-addressing.ts'
import { collectInProcessRoutes } from './web/in-process-api.ts'
import { mountWeb } from './web/mount-web.ts'
import { registerPageCache } from './web/page-cache.ts'

/** A JSON body on the API; page forms have theirs in web/page-body.ts. */
export const API_BODY_LIMIT = 1024 * 1024

export interface AppDeps {
  config: Config
  database: Database
  /** Overrides SMTP delivery (tests pass a transport to a local SMTP server or null). */
  mailTransport?: MailTransport | null
  /** Overrides the SMS provider (the sandbox, which logs each message; tests pass a failing one). */
  smsProvider?: SmsProvider
  /** Tests read the log from here (JSON lines at `info` and above), whatever LOG_LEVEL says. */
  logStream?: NodeJS.WritableStream
  /** Serve the web pages too (off in API-only tests, which then need no build). */
  web?: false | { devServer?: ViteDevServer }
  /**
   * The job runner's workers (on by default). `false` still writes jobs but runs none, for API
   * tests that need no background work; tests that do may shorten retries and polling.
   */
  jobs?:
    | boolean
    | Pick<JobRunnerOptions, 'retryOverrides' | 'delayOverrides' | 'pollingIntervalSeconds' | 'tuning'>
  /** Takes the payment types it lists in place of the sandbox (tests and benches pass fakes; decision 050). */
  payments?: PaymentProvider
  /** The carriers in place of the sandbox post and broker (tests pass fakes; decision 055). */
  shipping?: ShippingProvider | readonly ShippingProvider[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment providers by type (decision 045); the checkout's routes hand them to its flows. */
    payments: PaymentProviders
    /** Shipping carriers (decisions 046, 055). */
    shipping: ShippingProviders
    /**
     * What the per-address rate limits and the per-account quotas are multiplied by: 1, except on
     * the browser journeys' test server (`E2E_SETUP=1`), where every journey comes from one loopback
     * address (decision 036) and a worker's shared shop owner creates items in many journeys.
     */
    rateLimitScale: number
  }
}

/** Two projects × some forty journeys sign people up from one address in a run (decision 036). */
const E2E_RATE_LIMIT_SCALE = 10

const LOG_REDACTIONS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]']

/** The whole application: API and pages, for main.ts and for tests. */
export async function buildApp({
  config,
  database,
  mailTransport,
  smsProvider,
  logStream,
  web = false,
  jobs: jobOptions = true,
  payments,
  shipping,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream
      ? { level: 'info', stream: logStream, redact: LOG_REDACTIONS }
      : config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: LOG_REDACTIONS },
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : crypto.randomUUID()
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: API_BODY_LIMIT,
    return503OnClosing: true,
    // A slow client is cut off (decision 030): headers, then the whole request, within their limits.
    requestTimeout: config.timeouts.requestTimeoutMs,
    connectionTimeout: config.timeouts.idleTimeoutMs,
    http: {
      requestTimeout: config.timeouts.requestTimeoutMs,
      headersTimeout: config.timeouts.headersTimeoutMs,
      connectionsCheckingInterval: config.timeouts.timeoutCheckMs,
    },
    // Fastify's own refusals (an undecodable URL, a malformed request) in our error shape.
    frameworkErrors,
    clientErrorHandler,
  })
  // The API reads JSON (and multipart uploads): a text/plain body is 415, not a string for a schema to puzzle over.
  app.removeContentTypeParser('text/plain')
  app.decorate('routeSpecs', [])
  app.decorate('rateLimitScale', config.e2eSetup ? E2E_RATE_LIMIT_SCALE : 1)
  app.decorate('db', database.db)
  app.decorate('answers', new AnswerCache(config.answerCache))
  app.decorate(
    'payments',
    paymentProviders({
      db: database.db,
      sandbox: config.sandboxPayments,
      // The sandbox's webhooks go to this app's own webhook route (decision 058).
      sandboxWebhooks: { secret: config.sandboxWebhookSecret, deliver: deliverByInject(app) },
      config: config.payments,
      overrides: payments ? [payments] : [],
      // Every call to a provider is recorded on its attempt (decision 057), whoever provides it.
      wrap: (provider) => recordedProvider(provider, database.db, app.log),
    }),
  )
  app.decorate(
    'shipping',
    shipping ? shippingRegistry(Array.isArray(shipping) ? shipping : [shipping]) : shippingProviders(),
  )

  const transport =
    mailTransport !== undefined
      ? mailTransport
      : config.smtpUrl
        ? smtpTransport(config.smtpUrl, config.mailFrom)
        : null
  const jobs = createJobRunner({
    database,
    databaseUrl: config.databaseUrl,
    workers: jobOptions !== false,
    ...(typeof jobOptions === 'object' ? jobOptions : {}),
    caches: app.answers,
    log: app.log,
  })
  app.decorate('jobs', jobs)
  // Registered in every process: a checkout enqueues its expiry job when it begins (decision 048).
  jobs.register(EXPIRE_CHECKOUT, expireCheckoutJob)
  // Charges that timed out, references and provider pages past their time (decision 057).
  jobs.register(RECONCILE_PAYMENT, reconcilePaymentJob(app.payments))
  jobs.register(SWEEP_PAYMENTS, sweepPaymentsJob)
  jobs.schedule(SWEEP_PAYMENTS, SWEEP_PAYMENTS_CRON, {})
  // A canceled order's payment given back after the cancellation commits (decision 082).
  jobs.register(REFUND_CANCELED_ORDER, refundCanceledOrderJob(app.payments))
  // Held shares become available once an order's return window passes (decision 090).
  jobs.register(DISPERSE_ORDERS, disperseOrdersJob)
  jobs.schedule(DISPERSE_ORDERS, DISPERSE_ORDERS_CRON, {})
  // Without a transport no handler is registered, and emails stay `held` in the outbox.
  if (transport) jobs.register(DELIVER_EMAIL, deliverEmail(transport))
  // Text messages always have a provider: the sandbox logs them; the outbox keeps them either way.
  jobs.register(DELIVER_SMS, deliverSms(smsProvider ?? sandboxSms(app.log)))
  const outbox = outboxFor(systemContext(database.db, { jobs, log: app.log }))
  const mail = identityMail(outbox, config.publicUrl)
  const auth = createAuth(database.db, config, mail)
  // Queues and workers start when the app is ready, before it takes a request. Fastify runs onClose
  // hooks after the server stops taking requests: running jobs finish (or are handed back for a
  // retry) before main.ts closes the database.
  app.addHook('onReady', async () => jobs.start())
  app.addHook('onClose', async () => jobs.stop())

  // Before anything reads the request: methods we answer, clean text, no client-chosen host.
  registerMethodGuard(app)
  registerInputText(app)
  registerForwardedHostDrop(app)
  registerHostAddressing(app, database.db, config.publicBaseDomain)
  await app.register(cookie)
  // Pages and API answers; built assets come precompressed. Brotli at quality 4 is cheap enough per request.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  const sessions = new SessionCache(config.sessionCacheMs)
  registerRequestContext(app, sessionReader(auth, sessions), config.exposeQueryCount)
  registerErrorHandler(app)
  registerNoStore(app)
  await registerSecurity(app, { production: config.production })
  await registerRateLimits(app, config.redisUrl)

  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.exec('select 1')
      return { status: 'ready', database: database.kind }
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind })
    }
  })

  // Pages call the GET routes without an HTTP round trip (decision 032); recorded as they are added.
  app.decorate('inProcessRoutes', collectInProcessRoutes(app))
  await app.register(async (api) => {
    identityRoutes(api, auth, mail, sessions, {
      secret: config.authSecret,
      loginUrl: new URL('/login', config.publicUrl).toString(),
    })
    shopsRoutes(api)
    const storage = localStorage(config.uploadsDir)
    bannersRoutes(api)
    showcaseRoutes(api)
    shopSettingsRoutes(api)
    cataloguesRoutes(api)
    catalogueShelfRoutes(api)
    catalogueItemsRoutes(api)
    catalogueForksRoutes(api)
    marketingRoutes(api, { publicUrl: config.publicUrl })
    itemsRoutes(api)
    cartRoutes(api)
    checkoutRoutes(api)
    checkoutReturnRoutes(api)
    sharedCheckoutRoutes(api)
    checkoutPlaceRoutes(api)
    checkoutAttendeesRoutes(api)
    ticketsRoutes(api)
    savedCardRoutes(api)
    orderCancelRoutes(api)
    returnsRoutes(api)
    myOrdersRoutes(api)
    // Receipts and invoices (decision 085): stamped by the sandbox until a PAC's adapter exists.
    invoicingRoutes(api, { stamping: sandboxStamping })
    orderPaymentRoutes(api)
    // Providers' signed events (decision 059): a scope of its own keeps their bodies raw.
    await api.register(webhookRoutes)
    resaleRoutes(api)
    resaleItemsRoutes(api)
    plansRoutes(api)
    shopItemsRoutes(api)
    reviewsRoutes(api)
    walletsRoutes(api)
    // The seller's back office and the dropshipping supplier's orders (decision 081).
    sellerOrdersRoutes(api)
    packingRoutes(api)
    dropshippingOrdersRoutes(api)
    orderTrackingRoutes(api)
    await mediaRoutes(api, storage)
    // The sandbox gateway's endpoints (decision 045): never in production unless SANDBOX_PAYMENTS=1.
    const sandbox = app.payments.sandbox
    if (sandbox) await api.register(async (scope) => sandboxPaymentRoutes(scope, sandbox))
    // The sandbox carrier's tracking page and events (decisions 046, 081), its forms in their own scope.
    await api.register(async (scope) => sandboxShippingRoutes(scope, sandboxTracking))
    // Test-only (decision 033): loaded only when the Playwright server asks for it.
    if (config.e2eSetup) (await import('./seed/e2e-setup.routes.ts')).e2eSetupRoutes(api)
  })
  registerOpenApi(app)

  // Unknown /api paths answer JSON, never the web app's HTML 404.
  app.all('/api', async (request, reply) => sendError(request, reply, new AppError('route_not_found')))
  app.all('/api/*', async (request, reply) => sendError(request, reply, new AppError('route_not_found')))
  app.setNotFoundHandler(async (request, reply) => sendError(request, reply, new AppError('route_not_found')))

  if (web) {
    // Not under Vite's dev server: its module requests are not pages, and an edit must show at once.
    if (!web.devServer) registerPageCache(app)
    await mountWeb(app, {
      buildDir: config.webBuildDir,
      publicUrl: config.publicUrl,
      publicBaseDomain: config.publicBaseDomain,
      ...(web.devServer ? { devServer: web.devServer } : {}),
    })
  }
  return app
}
