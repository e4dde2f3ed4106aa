import { z } from 'zod'
import { PACKING_MAX_QUANTITY, PACKING_PAGE_SIZE } from '../orders/packing.ts'
import { pageQuery } from './common.ts'

/**
 * Packing a franchise shop's order (002 §7 "Franchise orders"; decision 087): `notpacked` lists the
 * order's lines with units not in a package yet and puts some of them into a package; `binpacked`
 * lists the packages with what is in them and changes how many of a line one package holds.
 */

const id = z.string().min(1).max(100)

// --- requests ---

/** GET …/notpacked and …/binpacked: a page (`offset`, `limit`). */
export const packingListQuery = pageQuery(PACKING_PAGE_SIZE)

export const packingOrderParams = z.strictObject({ slug: id, id })
export const notPackedLineParams = z.strictObject({ slug: id, id, line: id })
export const packageParams = z.strictObject({ slug: id, id, package: id })
export const packageLineParams = z.strictObject({ slug: id, id, package: id, line: id })

/**
 * PATCH …/notpacked/:line: put `quantity` of the line's units not packed yet into `package` (one
 * of the order's), or into a new package when it is left out.
 */
export const packUnitsBody = z.strictObject({
  quantity: z.number().int().min(1).max(PACKING_MAX_QUANTITY),
  package: id.optional(),
})
export type PackUnitsBody = z.infer<typeof packUnitsBody>

/** PATCH …/binpacked/:package/:line: how many of the line the package holds now (0 takes them out). */
export const packageLineBody = z.strictObject({
  quantity: z.number().int().min(0).max(PACKING_MAX_QUANTITY),
})
export type PackageLineBody = z.infer<typeof packageLineBody>

// --- answers ---

/** An order line with units still to pack. */
export const notPackedLine = z.object({
  line_id: z.string(),
  item_id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  variants: z.record(z.string(), z.string()),
  /** Sold, in packages, and left to pack. */
  quantity: z.number().int(),
  packed: z.number().int(),
  not_packed: z.number().int(),
})
export type NotPackedLine = z.infer<typeof notPackedLine>

/** GET …/notpacked: a page of the lines with units left, and every unit left in the order. */
export const notPackedList = z.object({
  results: z.array(notPackedLine),
  matches_estimated: z.number().int().nonnegative(),
  units_not_packed: z.number().int().nonnegative(),
})
export type NotPackedList = z.infer<typeof notPackedList>

/** One package: its number in the order, its contents, its units and weight. */
export const orderPackage = z.object({
  id: z.string(),
  number: z.number().int(),
  created_at: z.string(),
  lines: z.array(
    z.object({
      line_id: z.string(),
      item_id: z.string(),
      name: z.string(),
      variants: z.record(z.string(), z.string()),
      quantity: z.number().int(),
    }),
  ),
  units: z.number().int(),
  /** Its units at the default unit weight (items have no weight yet, decision 048). */
  weight_grams: z.number().int(),
})
export type OrderPackage = z.infer<typeof orderPackage>

/** GET …/binpacked: a page of the packages, first opened first. */
export const packageList = z.object({
  results: z.array(orderPackage),
  matches_estimated: z.number().int().nonnegative(),
})

/** A move's answer: the package as it is now (null when it was emptied, so removed), and what is left. */
export const packingAnswer = z.object({
  package: orderPackage.nullable(),
  units_not_packed: z.number().int().nonnegative(),
})
export type PackingAnswer = z.infer<typeof packingAnswer>
