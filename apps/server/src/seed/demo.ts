import { checkVariantChoice, variantKey } from '@tianguis/core/cart/variants'
import type { StoreThemeInfo } from '@tianguis/core/contracts/shops'
import { and, eq, sql } from 'drizzle-orm'
import { cartLines, carts } from '../modules/cart/cart.tables.ts'
import { catalogues, shopCatalogues } from '../modules/catalogues/catalogues.tables.ts'
import { addresses } from '../modules/checkout/checkout.tables.ts'
import { accounts, users } from '../modules/identity/identity.tables.ts'
import { hashPassword } from '../modules/identity/passwords.ts'
import { items } from '../modules/items/items.tables.ts'
import { shopItems, supplierSettings } from '../modules/resale/resale.tables.ts'
import { shopBanners } from '../modules/shops/banners.tables.ts'
import { shopStaff, shops } from '../modules/shops/shops.tables.ts'
import { shopHeaders } from '../modules/shops/showcase.tables.ts'
import { adoptStoredShowcase } from '../modules/shops/showcase-adopt.ts'
import type { Db } from '../platform/db/client.ts'
import { newId } from '../platform/ids.ts'
import { seedDemoCard } from './demo-cards.ts'
import { seedDemoCatalogueItems } from './demo-catalogue-items.ts'
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data/accounts.ts'
import { DEMO_ADDRESS, DEMO_CART } from './demo-data/customer.ts'
import { DEMO_DELIVERY_TYPES } from './demo-data/delivery-types.ts'
import { DEMO_ITEMS } from './demo-data/items.ts'
import { DEMO_SHOP_ITEMS, DEMO_SUPPLIER_SETTINGS } from './demo-data/selling.ts'
import { DEMO_BANNERS, DEMO_CATALOGUES, DEMO_HEADERS } from './demo-data/shop-content.ts'
import { DEMO_SHOPS, DEMO_STAFF } from './demo-data/shops.ts'
import { seedDemoForks } from './demo-forks.ts'
import { seedDemoInvoicing } from './demo-invoicing.ts'
import { seedDemoLedger } from './demo-ledger.ts'
import { seedDemoOrderStates } from './demo-order-states.ts'
import { seedDemoPlans } from './demo-plans.ts'
import { seedDemoPurchases } from './demo-purchases.ts'
import { seedDemoReturns } from './demo-returns.ts'
import { seedDemoReviews } from './demo-reviews.ts'
import { seedDemoSales } from './demo-sales.ts'
import { seedDemoSharedCheckout } from './demo-shared-checkout.ts'

/**
 * Seeds the demo shops and accounts. Idempotent: rows are matched by email and slug, so a
 * second run changes nothing; `onlyIfMissing` skips the work entirely once `demo` exists.
 * Returns whether it wrote anything.
 */
export async function seedDemo(db: Db, options: { onlyIfMissing?: boolean } = {}): Promise<boolean> {
  if (options.onlyIfMissing) {
    const [existing] = await db.select({ id: shops.id }).from(shops).where(eq(shops.slug, 'demo')).limit(1)
    if (existing) return false
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    const userIds = new Map<string, string>()
    for (const demo of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          id: newId('usr'),
          name: demo.name,
          email: demo.email,
          emailVerified: true,
          userLevel: demo.level,
          mainType: demo.mainType,
          slug: demo.slug,
        })
        .onConflictDoUpdate({ target: users.email, set: { name: demo.name } })
        .returning({ id: users.id })
      const userId = row!.id
      userIds.set(demo.key, userId)
      const [account] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .limit(1)
      if (!account) {
        await tx.insert(accounts).values({
          id: newId('acc'),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: passwordHash,
        })
      }
    }

    const shopIds = new Map<string, string>()
    for (const demo of DEMO_SHOPS) {
      const values = {
        id: newId('shp'),
        slug: demo.slug,
        name: demo.name,
        ownerId: userIds.get(demo.owner)!,
        theme: demo.theme,
        storeType: demo.storeType,
        photo: demo.photo,
        photoDisplay: demo.photoDisplay,
        seoDescription: demo.seoDescription,
        storeThemeInfo: structuredClone(demo.theme_info) as unknown as StoreThemeInfo,
        rootAffinityShopId: demo.rootSlug ? (shopIds.get(demo.rootSlug) ?? null) : null,
        contactEmail: demo.contact.email,
        contactPhone: demo.contact.phone,
        contactCountryCode: demo.contact.countryCode,
        whatsappPhone: demo.contact.whatsapp,
        whatsappCountryCode: demo.contact.countryCode,
        ...demo.social,
        currency: demo.contact.countryCode === '54' ? 'ARS' : 'MXN',
        footerStyle: '3cols1col',
        // The settings page's own texts (decision 097): the other demo shops replace their "about" page;
        // `demo` keeps the platform's pages, which the journeys read as the baseline.
        aboutText:
          demo.slug === 'demo'
            ? null
            : `${demo.name} es una tienda de demostración de Tianguis.\n\n${demo.seoDescription ?? ''}`.trim(),
        onlySupplierId: 'onlySupplier' in demo ? userIds.get(demo.onlySupplier)! : null,
      }
      const [row] = await tx
        .insert(shops)
        .values(values)
        // A demo database from before decision 069 gets its restricted shop too.
        .onConflictDoUpdate({
          target: shops.slug,
          set: { name: demo.name, onlySupplierId: values.onlySupplierId },
          where: sql`true`,
        })
        .returning({ id: shops.id })
      shopIds.set(demo.slug, row!.id)
    }

    for (const staff of DEMO_STAFF) {
      await tx
        .insert(shopStaff)
        .values({ shopId: shopIds.get(staff.shop)!, userId: userIds.get(staff.user)!, role: staff.role })
        .onConflictDoNothing()
    }

    // The header records and slides of each shop's stored header and slider (decision 096), and
    // one more header record per shop, kept in the list, not shown; matched by title.
    for (const shopId of shopIds.values()) await adoptStoredShowcase(tx, shopId)
    for (const [position, demo] of DEMO_HEADERS.entries()) {
      const shopId = shopIds.get(demo.shop)!
      const [existing] = await tx
        .select({ id: shopHeaders.id })
        .from(shopHeaders)
        .where(and(eq(shopHeaders.shopId, shopId), eq(shopHeaders.title, demo.title)))
        .limit(1)
      if (existing) continue
      await tx.insert(shopHeaders).values({
        id: newId('hdr'),
        shopId,
        title: demo.title,
        subtitle: demo.subtitle,
        description: demo.description,
        actionType: demo.actionType,
        buttonLabel: demo.buttonLabel,
        target: 'all',
        position: position + 1,
      })
    }

    // Banners are matched by shop and image, so a second run adds none.
    for (const [position, demo] of DEMO_BANNERS.entries()) {
      const shopId = shopIds.get(demo.shop)!
      const hztImage = `/static/demo/${demo.image}-hzt.svg`
      const [existing] = await tx
        .select({ id: shopBanners.id })
        .from(shopBanners)
        .where(and(eq(shopBanners.shopId, shopId), eq(shopBanners.hztImage, hztImage)))
        .limit(1)
      if (existing) continue
      await tx.insert(shopBanners).values({
        id: newId('bnr'),
        shopId,
        hztImage,
        vrtImage: `/static/demo/${demo.image}-vrt.svg`,
        url: demo.url,
        productName: demo.productName,
        actionType: demo.actionType,
        target: demo.target,
        position,
      })
    }

    // Items are matched by owner and slug, so a second run adds none.
    const itemIds = new Map<string, string>()
    const itemKey = (owner: string, slug: string) => `${owner} ${slug}`
    for (const [position, demo] of DEMO_ITEMS.entries()) {
      const ownerId = userIds.get(demo.owner)!
      const [existing] = await tx
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.ownerId, ownerId), eq(items.slug, demo.slug)))
        .limit(1)
      if (existing) {
        itemIds.set(itemKey(demo.owner, demo.slug), existing.id)
        continue
      }
      const itemId = newId('itm')
      itemIds.set(itemKey(demo.owner, demo.slug), itemId)
      const experience = demo.type === 'experience'
      const nextYear = new Date()
      nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1)
      await tx.insert(items).values({
        id: itemId,
        ownerId,
        name: demo.name,
        type: demo.type,
        mainType: 'business',
        slug: demo.slug,
        photos: [...demo.photos],
        listPrice: demo.listPrice,
        crossoutPrice: demo.crossoutPrice,
        variants: { ...demo.variants },
        plainDescription: demo.plainDescription,
        tags: [...demo.tags],
        stockType: 'stockType' in demo ? demo.stockType : demo.type === 'product' ? 'onstock' : 'ondemand',
        maxPurchaseAmount: 'maxPurchaseAmount' in demo ? demo.maxPurchaseAmount : null,
        available: demo.available,
        listState: 'published',
        isDropshipping: demo.isDropshipping,
        contributionMargin: demo.contributionMargin,
        experienceDate: experience ? nextYear : null,
        experienceAvailable: experience ? 12 : null,
        queuePosition: position,
      })
    }

    // What `demo` resells, and who may be bought from (decision 043): keyed rows, added once.
    for (const [position, demo] of DEMO_SHOP_ITEMS.entries()) {
      await tx
        .insert(shopItems)
        .values({
          shopId: shopIds.get(demo.shop)!,
          itemId: itemIds.get(itemKey(demo.owner, demo.slug))!,
          position,
        })
        .onConflictDoNothing()
    }
    for (const demo of DEMO_SUPPLIER_SETTINGS) {
      await tx
        .insert(supplierSettings)
        .values({
          userId: userIds.get(demo.user)!,
          isConfigured: true,
          enabledPaymentTypes: [...demo.enabledPaymentTypes],
          fixedShippingCost: demo.fixedShippingCost,
          fixedShippingDays: demo.fixedShippingDays,
          allowsCollection: demo.allowsCollection,
          deliveryTypes: [...DEMO_DELIVERY_TYPES[demo.user]],
        })
        // A demo database from before decision 055 gets the delivery types too, unless they were
        // changed by hand (still the column's default).
        .onConflictDoUpdate({
          target: supplierSettings.userId,
          set: { deliveryTypes: [...DEMO_DELIVERY_TYPES[demo.user]] },
          where: sql`${supplierSettings.deliveryTypes} = '{to_address,to_branch}'::text[]`,
        })
      // A demo database from before decision 058 takes every method too, unless they were changed
      // by hand (still the card and store payments it was seeded with).
      await tx
        .update(supplierSettings)
        .set({ enabledPaymentTypes: [...demo.enabledPaymentTypes] })
        .where(
          and(
            eq(supplierSettings.userId, userIds.get(demo.user)!),
            sql`${supplierSettings.enabledPaymentTypes} = '{card,store}'::text[]`,
          ),
        )
    }

    // Carla's cart and saved address, written only when the cart is created: what she changes
    // later stays as she left it.
    const [cart] = await tx
      .insert(carts)
      .values({
        id: newId('crt'),
        shopId: shopIds.get(DEMO_CART.shop)!,
        customerId: userIds.get(DEMO_CART.customer)!,
      })
      .onConflictDoNothing()
      .returning({ id: carts.id })
    if (cart) {
      const { customer, ...address } = DEMO_ADDRESS
      await tx.insert(addresses).values({ id: newId('adr'), customerId: userIds.get(customer)!, ...address })
      for (const line of DEMO_CART.lines) {
        const demoItem = DEMO_ITEMS.find((item) => item.owner === line.owner && item.slug === line.slug)!
        const choice = checkVariantChoice(demoItem.variants, line.variants)
        if (!choice.ok) throw new Error(`the demo cart's ${line.slug} has a variant it does not offer`)
        await tx.insert(cartLines).values({
          id: newId('cln'),
          cartId: cart.id,
          itemId: itemIds.get(itemKey(line.owner, line.slug))!,
          variants: choice.variants,
          variantKey: variantKey(choice.variants),
          quantity: line.quantity,
        })
      }
    }

    await seedDemoCard(tx, userIds.get(DEMO_CART.customer)!, DEMO_ADDRESS.recipient)

    // Carla's shared checkout and its public link (decision 054), written once.
    await seedDemoSharedCheckout(tx, {
      users: userIds,
      shops: shopIds,
      items: (owner, slug) => itemIds.get(itemKey(owner, slug))!,
    })

    // Carla's purchases, one in each state an order is placed in (decision 056): made once, by the
    // checkout's own flows, after her address and card exist.
    await seedDemoPurchases(tx, {
      users: userIds,
      shops: shopIds,
      items: (owner, slug) => itemIds.get(itemKey(owner, slug))!,
    })
    // And her orders further along, in every state after placement across the demo shops (decision 080).
    await seedDemoOrderStates(tx, {
      users: userIds,
      shops: shopIds,
      items: (owner, slug) => itemIds.get(itemKey(owner, slug))!,
    })

    // Carla's reviews (decision 084): items she bought, received and reviewed, made once.
    await seedDemoReviews(tx, {
      users: userIds,
      shops: shopIds,
      items: (owner, slug) => itemIds.get(itemKey(owner, slug))!,
    })

    // Carla's returns (decision 091): one open with a partial refund, one refunded and closed, made once.
    await seedDemoReturns(tx, userIds.get(DEMO_CART.customer)!)

    // Ana's sales in every state after checkout (decision 081), bought by Emilio, made once.
    await seedDemoSales(tx, {
      users: userIds,
      shops: shopIds,
      items: (owner, slug) => itemIds.get(itemKey(owner, slug))!,
    })

    // Ana's fiscal information and Carla's invoicing data on her paid card order (decision 085).
    await seedDemoInvoicing(tx, { users: userIds })

    // Emilio's and Rita's plans (decision 071), written once.
    await seedDemoPlans(tx, userIds)

    // The paid orders' shares held, and the ones past their return window dispersed (decision 090).
    await seedDemoLedger(tx, userIds)

    // Catalogues are matched by shop and slug, so a second run adds none.
    for (const [position, demo] of DEMO_CATALOGUES.entries()) {
      const shopId = shopIds.get(demo.shop)!
      const [existing] = await tx
        .select({ id: catalogues.id })
        .from(catalogues)
        .where(and(eq(catalogues.shopId, shopId), eq(catalogues.slug, demo.slug)))
        .limit(1)
      if (existing) continue
      const [home] = await tx.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, shopId))
      const id = newId('cat')
      await tx.insert(catalogues).values({
        id,
        shopId,
        ownerId: home!.ownerId,
        slug: demo.slug,
        name: demo.name,
        photo: demo.photo,
        position,
      })
      if (demo.shown !== false) await tx.insert(shopCatalogues).values({ shopId, catalogueId: id, position })
    }
    await seedDemoCatalogueItems(tx, {
      shops: shopIds,
      items: (owner, slug) => itemIds.get(itemKey(owner, slug))!,
    })

    // A catalogue of `demo` forked into Rita's shop (decision 070), after the catalogues are filled.
    await seedDemoForks(tx as unknown as Db, {
      emails: new Map(DEMO_USERS.map((demo) => [demo.email, userIds.get(demo.key)!])),
    })
  })
  return true
}

/** Empties every table (for `npm run seed:reset`). */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table user_plans, plan_requests, cart_lines, carts, shop_items, supplier_settings, catalogues, items, shop_banners, shop_staff, shops, sessions, accounts, verifications, outbox, users cascade`,
  )
}
