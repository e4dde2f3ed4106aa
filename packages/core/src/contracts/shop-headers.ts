import { z } from 'zod'
import { HEADER_DESCRIPTION_MAX, HEADER_SUBTITLE_MAX, HEADER_TITLE_MAX } from '../constants.ts'
import { isSafeUrl } from '../safe-url.ts'
import { ACTION_TYPES, AUDIENCES, HEADER_BUTTON_LABEL_MAX } from '../shop-kinds.ts'

/**
 * A shop's header records (001 §3 Header record, §5 Header form, §7 Header create/update/delete/list).
 * The shop shows one of them as its `store_theme_info.header_info`: the one saved last.
 */

/** Most header records one shop may keep. */
export const HEADERS_PER_SHOP_MAX = 100
export { HEADER_BUTTON_LABEL_MAX } from '../shop-kinds.ts'

/** 001 §5: an empty subtitle or description is sent as null; a blank one counts as empty. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max).nullable(),
  )

const headerFields = {
  title: z.string().trim().min(1).max(HEADER_TITLE_MAX),
  subtitle: optionalText(HEADER_SUBTITLE_MAX),
  description: optionalText(HEADER_DESCRIPTION_MAX),
  target: z.enum(AUDIENCES),
  action_type: z.enum(ACTION_TYPES),
  url: optionalText(2048),
  button_label: optionalText(HEADER_BUTTON_LABEL_MAX),
  /** 001 §5: the product is sent as its id (one the shop sells). */
  product: z.preprocess(
    (value) => (value === '' ? null : value),
    z.string().trim().min(1).max(100).nullable(),
  ),
}

export const headerCreateBody = z.strictObject({
  title: headerFields.title,
  subtitle: headerFields.subtitle.default(null),
  description: headerFields.description.default(null),
  target: headerFields.target.default('all'),
  action_type: headerFields.action_type.default('none'),
  url: headerFields.url.default(null),
  button_label: headerFields.button_label.default(null),
  product: headerFields.product.default(null),
})
export type HeaderCreate = z.output<typeof headerCreateBody>

export const headerUpdateBody = z.strictObject(headerFields).partial()
export type HeaderUpdate = z.output<typeof headerUpdateBody>

export const headerParams = z.strictObject({
  slug: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
})

export const shopHeader = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  target: z.enum(AUDIENCES),
  action_type: z.enum(ACTION_TYPES),
  url: z.string().nullable(),
  button_label: z.string().nullable(),
  product: z.string().nullable(),
  product_name: z.string().nullable(),
  product_supplier: z.string().nullable(),
  position: z.number().int(),
  /** The one the shop shows (its header_info): the header saved last. */
  shown: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ShopHeader = z.infer<typeof shopHeader>

type HeaderAction = {
  action_type: (typeof ACTION_TYPES)[number]
  url: string | null
  button_label: string | null
  product: string | null
}

export type HeaderProblem = {
  field: 'url' | 'button_label' | 'product'
  problem: 'required' | 'invalid_format'
}

/**
 * The header form's rules on the merged record (001 §5): a url action needs a url (an absolute
 * http(s) address); any action other than none needs a button label; a product action needs its
 * product. Fields of another action are cleared; `none` keeps no label.
 */
export function settleHeaderAction(
  header: HeaderAction,
): { ok: true; value: HeaderAction } | { ok: false; problems: HeaderProblem[] } {
  const problems: HeaderProblem[] = []
  const { action_type } = header
  if (action_type === 'url') {
    if (!header.url) problems.push({ field: 'url', problem: 'required' })
    else if (!isSafeUrl(header.url, 'external') || !new URL(header.url).hostname.includes('.'))
      problems.push({ field: 'url', problem: 'invalid_format' })
  }
  if (action_type === 'product' && !header.product) problems.push({ field: 'product', problem: 'required' })
  if (action_type !== 'none' && !header.button_label)
    problems.push({ field: 'button_label', problem: 'required' })
  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    value: {
      action_type,
      url: action_type === 'url' ? header.url : null,
      product: action_type === 'product' ? header.product : null,
      button_label: action_type === 'none' ? null : header.button_label,
    },
  }
}
