import { isLocale, type Locale } from '@tianguis/core/locales'
import { eq } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { checkouts } from './checkout.tables.ts'

/**
 * The language a checkout began in (its buyer's, at the time): what messages about its orders are
 * written in when the buyer is not the one asking (decision 082). Null when unknown.
 */
export async function checkoutLocale(ctx: ServiceContext, checkoutId: string): Promise<Locale | null> {
  const [row] = await ctx.db
    .select({ locale: checkouts.locale })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId))
  return row && isLocale(row.locale) ? row.locale : null
}
