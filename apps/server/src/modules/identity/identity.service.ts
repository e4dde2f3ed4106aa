import { ANONYMOUS_PROFILE, type Profile } from '@tianguis/core/contracts/identity'
import type { SupplierSummary } from '@tianguis/core/contracts/items'
import type { ShopRole } from '@tianguis/core/permissions'
import { slugProblem } from '@tianguis/core/tenancy'
import { eq, or, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { shopStaff, shops } from '../shops/shops.tables.ts'
import { users } from './identity.tables.ts'

/** The viewer's profile, with the shops they own or work in; the anonymous user for visitors. */
export async function getProfile(ctx: ServiceContext, userId = ctx.viewer.userId): Promise<Profile> {
  if (!userId) return ANONYMOUS_PROFILE
  const rows = await ctx.db
    .select({
      user: users,
      shopSlug: shops.slug,
      shopName: shops.name,
      shopPhoto: shops.photo,
      ownerId: shops.ownerId,
      staffRole: shopStaff.role,
    })
    .from(users)
    .leftJoin(shopStaff, eq(shopStaff.userId, users.id))
    .leftJoin(shops, or(eq(shops.ownerId, users.id), eq(shops.id, shopStaff.shopId)))
    .where(eq(users.id, userId))
    .orderBy(sql`${shops.name}`)
  const first = rows[0]
  if (!first) throw new AppError('unauthorized')
  const shopsOf = new Map<string, Profile['shops'][number]>()
  for (const row of rows) {
    if (!row.shopSlug || !row.shopName) continue
    const role: ShopRole | null = row.ownerId === userId ? 'owner' : (row.staffRole as ShopRole | null)
    if (role && !shopsOf.has(row.shopSlug))
      shopsOf.set(row.shopSlug, { slug: row.shopSlug, name: row.shopName, photo: row.shopPhoto, role })
  }
  const user = first.user
  return {
    id: user.id,
    anonymous: false,
    name: user.name,
    email: user.email,
    email_verified: user.emailVerified,
    images: { avatar: user.avatar, cover: user.cover },
    main_type: user.mainType,
    slug: user.slug,
    user_level: user.userLevel,
    shops: [...shopsOf.values()],
  }
}

/** What shoppers may know of a user who publishes items (001 §3 Supplier): no email, no level. */
export async function getSupplierSummary(ctx: ServiceContext, userId: string): Promise<SupplierSummary> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      image: sql<string | null>`coalesce(${users.avatar}, ${users.image})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return user ?? { id: userId, name: '', image: null }
}

/**
 * Selling needs a confirmed email (decision 031): creating or publishing items answers 403
 * `email_not_verified` until the code mailed at sign-up is entered. Browsing and buying do not.
 */
export async function assertMaySell(ctx: ServiceContext): Promise<void> {
  const userId = ctx.viewer.userId
  if (!userId) throw new AppError('unauthorized')
  const [user] = await ctx.db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!user?.verified) throw new AppError('email_not_verified')
}

/**
 * Whether an email has an account, and whether it was confirmed. Only for deciding which email to
 * send: no answer of the API may depend on it (sign-up and resend answer the same either way).
 */
export async function accountStatus(
  ctx: ServiceContext,
  email: string,
): Promise<'none' | 'unverified' | 'verified'> {
  const [user] = await ctx.db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1)
  if (!user) return 'none'
  return user.verified ? 'verified' : 'unverified'
}

export interface ProfileChanges {
  name?: string
  images?: { avatar?: string | null; cover?: string | null }
  main_type?: Profile['main_type']
  slug?: string | null
}

export async function updateProfile(ctx: ServiceContext, changes: ProfileChanges): Promise<Profile> {
  const userId = ctx.viewer.userId
  if (!userId) throw new AppError('unauthorized')
  if (changes.slug) {
    const problem = slugProblem(changes.slug)
    if (problem === 'reserved')
      throw new AppError('slug_reserved', { fields: { slug: { problem: 'invalid_value' } } })
    if (problem) throw new AppError('invalid_request', { fields: { slug: { problem: 'invalid_format' } } })
  }
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() }
  if (changes.name !== undefined) set.name = changes.name
  if (changes.main_type !== undefined) set.mainType = changes.main_type
  if (changes.slug !== undefined) set.slug = changes.slug
  if (changes.images?.avatar !== undefined) set.avatar = changes.images.avatar
  if (changes.images?.cover !== undefined) set.cover = changes.images.cover
  try {
    await ctx.db.update(users).set(set).where(eq(users.id, userId))
  } catch (error) {
    if (isUniqueViolation(error, 'users_slug_key')) {
      throw new AppError('slug_taken', { fields: { slug: { problem: 'invalid_value' } } })
    }
    throw error
  }
  // Their name and image beside their items; the supplier directory catches up within its few seconds.
  changed(ctx, cacheTag.user(userId))
  return getProfile(ctx)
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown }
    if (e.code === '23505' && (e.constraint === constraint || e.message?.includes(constraint))) return true
    current = e.cause
  }
  return false
}
