import { and, asc, inArray, isNull, sql } from 'drizzle-orm'
import { tickets } from '../modules/tickets/tickets.tables.ts'
import type { Db } from '../platform/db/client.ts'

/**
 * Marks the first `count` tickets of the demo orders used, an hour before the seed ran, by the
 * experience's seller (decision 083): My tickets shows one 'Usado' beside a valid one, and scanning
 * the used one's code at the seller's shop says when it was used.
 */
export async function markDemoTicketsUsed(
  db: Db,
  orderIds: readonly string[],
  count: number,
  usedBy: string,
) {
  const first = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(inArray(tickets.orderId, [...orderIds]), isNull(tickets.usedAt)))
    .orderBy(asc(tickets.linePosition), asc(tickets.position))
    .limit(count)
  if (first.length === 0) return
  await db
    .update(tickets)
    .set({ usedAt: sql`now() - interval '1 hour'`, usedBy })
    .where(
      inArray(
        tickets.id,
        first.map((row) => row.id),
      ),
    )
}
