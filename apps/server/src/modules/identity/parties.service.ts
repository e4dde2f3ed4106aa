import type { ViewerLevel } from '@tianguis/core/commission/commission'
import { eq, inArray, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { platformAdmins, users } from './identity.tables.ts'
import { userIdByRef } from './referral.parts.ts'

/**
 * What other parts ask identity about the people on an order (decision 090): their levels (a
 * reseller's rate depends on it), who a `referral` names, and who administers the platform.
 */

/** Each user's level ('' unknown); users that do not exist are left out. */
export async function levelsOf(
  ctx: ServiceContext,
  userIds: readonly string[],
): Promise<Map<string, ViewerLevel>> {
  if (userIds.length === 0) return new Map()
  const rows = await ctx.db
    .select({ id: users.id, level: users.userLevel })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]))
  return new Map(rows.map((row) => [row.id, row.level]))
}

/**
 * The people on an order in one statement: who the checkout's `referral` names (by slug or id;
 * null when nobody), and the level of each of `userIds` and of that user.
 */
export async function partiesOf(
  ctx: ServiceContext,
  input: { referral: string | null; userIds: readonly string[] },
): Promise<{ referralId: string | null; levels: Map<string, ViewerLevel> }> {
  const ref = input.referral && input.referral.length <= 200 ? input.referral : null
  if (!ref && input.userIds.length === 0) return { referralId: null, levels: new Map() }
  const ids = [...new Set(input.userIds)]
  const named = ref ? userIdByRef(ref) : sql`null::text`
  const result = await ctx.db.execute(sql`
    select ${users.id} as id, ${users.userLevel} as level, ${users.id} = ${named} as is_referral
    from ${users}
    where ${users.id} = ${named}${
      ids.length > 0
        ? sql` or ${users.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }`)
  const rows = (
    result as unknown as { rows: { id: string; level: ViewerLevel; is_referral: boolean | null }[] }
  ).rows
  return {
    referralId: rows.find((row) => row.is_referral)?.id ?? null,
    levels: new Map(rows.map((row) => [row.id, row.level])),
  }
}

/** The user a checkout's `referral` names (their slug, or their id), or null. */
export async function userIdForReferral(ctx: ServiceContext, ref: string): Promise<string | null> {
  if (!ref || ref.length > 200) return null
  const result = await ctx.db.execute(sql`select ${userIdByRef(ref)} as id`)
  const [row] = (result as unknown as { rows: { id: string | null }[] }).rows
  return row?.id ?? null
}

/** Whether the user administers the platform (the ledger's report; decision 090). */
export async function isPlatformAdmin(ctx: ServiceContext, userId: string | null): Promise<boolean> {
  if (!userId) return false
  const [row] = await ctx.db
    .select({ userId: platformAdmins.userId })
    .from(platformAdmins)
    .where(eq(platformAdmins.userId, userId))
  return Boolean(row)
}

/** Makes a user a platform administrator (the seed, tests, an operator's script). */
export async function grantPlatformAdmin(ctx: ServiceContext, userId: string): Promise<void> {
  await ctx.db.insert(platformAdmins).values({ userId }).onConflictDoNothing()
}
