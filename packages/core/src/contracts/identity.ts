import { z } from 'zod'
import { NAME_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SLUG_MAX, SLUG_MIN } from '../constants.ts'
import { ANONYMOUS_USER_ID, STAFF_ROLES, USER_LEVELS } from '../permissions.ts'
import { safeUrl } from '../safe-url.ts'

const email = z
  .email()
  .max(254)
  .transform((value) => value.toLowerCase())
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH)

export const signupBody = z.strictObject({
  name: z.string().trim().min(1).max(NAME_MAX),
  email,
  password,
})
export const loginBody = z.strictObject({ email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
export const passwordResetRequestBody = z.strictObject({ email })
export const passwordResetConfirmBody = z.strictObject({
  email,
  code: z.string().regex(/^\d{6}$/),
  password,
})
/** The 6-digit code mailed at sign-up (decision 031). */
export const verifyEmailBody = z.strictObject({ email, code: z.string().regex(/^\d{6}$/) })
export const verifyEmailResendBody = z.strictObject({ email })

export const MAIN_TYPES = ['personal', 'business', 'affinity', 'dssupplier', 'referral'] as const
export const userLevel = z.enum(['', ...USER_LEVELS])

export const profileImages = z.object({
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
})

/** The viewer: a logged-in user's profile, or the anonymous user (000 §6). */
export const profile = z.object({
  id: z.string(),
  anonymous: z.boolean(),
  name: z.string(),
  email: z.string().nullable(),
  /** Whether the email was confirmed with the code sent at sign-up; selling needs it (decision 031). */
  email_verified: z.boolean(),
  /**
   * A guest user (decision 047): signed in with a one-time code for guest checkout, no password.
   * A guest's `email` or `phone` is the one the code went to; others have no phone yet.
   */
  is_guest: z.boolean(),
  phone: z.string().nullable(),
  images: profileImages,
  main_type: z.enum(MAIN_TYPES),
  slug: z.string().nullable(),
  user_level: userLevel,
  /** The shops this user owns or works in, with the role held there. */
  shops: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      photo: z.string().nullable(),
      role: z.enum(['owner', ...STAFF_ROLES]),
    }),
  ),
})
export type Profile = z.infer<typeof profile>

/** What a visitor without a session is: the spec's anonymous user (000 §6). */
export const ANONYMOUS_PROFILE: Profile = {
  id: ANONYMOUS_USER_ID,
  anonymous: true,
  name: '',
  email: null,
  email_verified: false,
  is_guest: false,
  phone: null,
  images: { avatar: null, cover: null },
  main_type: 'personal',
  slug: null,
  user_level: '',
  shops: [],
}

export const profileUpdateBody = z
  .strictObject({
    name: z.string().trim().min(1).max(NAME_MAX),
    images: z.strictObject({ avatar: safeUrl().nullable(), cover: safeUrl().nullable() }).partial(),
    main_type: z.enum(MAIN_TYPES),
    slug: z
      .string()
      .min(SLUG_MIN)
      .max(SLUG_MAX)
      .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/)
      .nullable(),
  })
  .partial()
