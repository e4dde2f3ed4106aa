import { ANONYMOUS_PROFILE, type Profile } from '@tianguis/core/contracts/identity'
import type { SupplierSummary } from '@tianguis/core/contracts/items'
import { searchTerms } from '@tianguis/core/search'
import { slugProblem } from '@tianguis/core/tenancy'
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { shopsOfUser } from '../shops/shops.parts.ts'
import { users } from './identity.tables.ts'

/** The picture shoppers see of a user: their avatar, else the one from their sign-in provider. */
const publicImage = sql<string | null>`coalesce(${users.avatar}, ${users.image})`

/**
 * The viewer's profile, with the shops they own or work in (the shops module's query part, carried
 * by this one statement); the anonymous user for visitors.
 */
export async function getProfile(ctx: ServiceContext, userId = ctx.viewer.userId): Promise<Profile> {
  if (!userId) return ANONYMOUS_PROFILE
  const [found] = await ctx.db
    .select({ user: users, shops: shopsOfUser(sql`${users.id}`) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!found) throw new AppError('unauthorized')
  const user = found.user
  // A guest's email or phone is the one its code went to; its `email` column is a placeholder.
  const guestContact = user.isGuest ? (user.guestIdentifier ?? '') : null
  return {
    id: user.id,
    anonymous: false,
    name: user.name,
    email: guestContact === null ? user.email : guestContact.includes('@') ? guestContact : null,
    email_verified: user.emailVerified,
    is_guest: user.isGuest,
    phone: guestContact?.startsWith('+') ? guestContact : null,
    images: { avatar: user.avatar, cover: user.cover },
    main_type: user.mainType,
    slug: user.slug,
    user_level: user.userLevel,
    shops: found.shops,
  }
}

/** Name and email of each of `userIds` that exists, in one statement (a shop's staff list). */
export async function userContacts(
  ctx: ServiceContext,
  userIds: readonly string[],
): Promise<Map<string, { name: string; email: string }>> {
  if (userIds.length === 0) return new Map()
  const rows = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]))
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]))
}

/**
 * The public name and slug of each of `userIds` that exists, in one statement (the cart's
 * supplier names, decision 042). No email, no level: what shoppers may know of a seller.
 */
export async function publicNamesOf(
  ctx: ServiceContext,
  userIds: readonly string[],
): Promise<Map<string, { name: string; slug: string | null }>> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return new Map()
  const rows = await ctx.db
    .select({ id: users.id, name: users.name, slug: users.slug })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(rows.map((row) => [row.id, { name: row.name, slug: row.slug }]))
}

/**
 * Whether the user signed in as a guest (by a one-time code, decision 047) rather than with an
 * account of their own. Guests buy like anyone signed in; sharing a cart needs an account.
 */
export async function isGuest(ctx: ServiceContext, userId: string): Promise<boolean> {
  const [user] = await ctx.db
    .select({ guest: users.isGuest })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return user?.guest ?? false
}

/**
 * A page of the users among `among` (another module's query part giving user ids) whose name holds
 * every word of `text` (case and accents ignored), by name, as shoppers may know them; the page and
 * its count side by side (two statements). The dropshipping suppliers' list (items) uses it.
 */
export async function listPublicUsers(
  ctx: ServiceContext,
  among: SQL,
  query: { text?: string; offset: number; limit: number },
): Promise<{ results: SupplierSummary[]; matches_estimated: number }> {
  const words = searchTerms(query.text ?? '').map(
    (word) =>
      sql`strpos(lower(public.tianguis_unaccent(${users.name})), lower(public.tianguis_unaccent(${word}))) > 0`,
  )
  const where = and(sql`${users.id} in (${among})`, ...words)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: users.id, name: users.name, image: publicImage })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .offset(query.offset)
      .limit(query.limit),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ])
  return { results: rows, matches_estimated: total?.n ?? 0 }
}

/** What shoppers may know of a user who publishes items (001 §3 Supplier): no email, no level. */
export async function getSupplierSummary(ctx: ServiceContext, userId: string): Promise<SupplierSummary> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      image: publicImage,
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
