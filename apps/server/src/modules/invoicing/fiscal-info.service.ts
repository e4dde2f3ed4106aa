import type { FiscalInfo, FiscalInfoBody } from '@tianguis/core/contracts/invoicing'
import { fiscalProblems, regimeLabel, type TaxRegime } from '@tianguis/core/invoicing/sat'
import { eq } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { sellerFiscalInfo } from './invoicing.tables.ts'

type Row = typeof sellerFiscalInfo.$inferSelect

function present(row: Row): FiscalInfo {
  return {
    legal_name: row.legalName,
    tax_id: row.taxId,
    tax_regime: row.taxRegime as TaxRegime,
    tax_regime_label: regimeLabel(row.taxRegime),
    postcode: row.postcode,
    email: row.email,
    phone: row.phone,
    updated_at: row.updatedAt.toISOString(),
  }
}

/** A seller's fiscal information (decision 085), or null when they have not given it. One statement. */
export async function fiscalInfoOf(ctx: ServiceContext, sellerId: string): Promise<FiscalInfo | null> {
  const [row] = await ctx.db.select().from(sellerFiscalInfo).where(eq(sellerFiscalInfo.sellerId, sellerId))
  return row ? present(row) : null
}

/** The route's shop's owner's fiscal information (GET /shops/:slug/fiscal-info). */
export function shopFiscalInfo(ctx: ServiceContext): Promise<FiscalInfo | null> {
  return fiscalInfoOf(ctx, requireShop(ctx).ownerId)
}

/**
 * Keeps the shop's owner's fiscal information, replacing what was there (PUT
 * /shops/:slug/fiscal-info): the RFC's shape and the regime for a person or a company are checked
 * (400 naming `tax_id` or `tax_regime`).
 */
export async function saveShopFiscalInfo(ctx: ServiceContext, body: FiscalInfoBody): Promise<FiscalInfo> {
  const problem = fiscalProblems({ tax_id: body.tax_id, tax_regime: body.tax_regime })
  if (problem)
    throw new AppError('invalid_request', { fields: { [problem.field]: { problem: problem.reason } } })
  const values = {
    legalName: body.legal_name,
    taxId: body.tax_id,
    taxRegime: body.tax_regime,
    postcode: body.postcode,
    email: body.email ?? null,
    phone: body.phone ?? null,
    updatedAt: new Date(),
  }
  const [row] = await ctx.db
    .insert(sellerFiscalInfo)
    .values({ sellerId: requireShop(ctx).ownerId, ...values })
    .onConflictDoUpdate({ target: sellerFiscalInfo.sellerId, set: values })
    .returning()
  return present(row!)
}
