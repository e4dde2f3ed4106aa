import type { OrderNote } from '@tianguis/core/contracts/seller-orders'
import type { OrderNoteVisibility } from '@tianguis/core/orders/back-office'
import type { OrderActor } from '@tianguis/core/orders/lifecycle'
import { and, desc, eq } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { orderNotes } from './orders.tables.ts'

/**
 * Notes on an order (002 §3, §6 "add visible or internal notes"; decision 081): the seller's staff
 * write them; `client` ones are the customer's to read too, `internal` ones stay with the staff.
 * Whether the writer may touch the order at all is the caller's question, answered before.
 */
export async function addOrderNote(
  ctx: ServiceContext,
  orderId: string,
  author: { userId: string; role: OrderActor },
  note: { text: string; visibility: OrderNoteVisibility },
): Promise<OrderNote> {
  const [row] = await ctx.db
    .insert(orderNotes)
    .values({
      id: newId('onote'),
      orderId,
      authorId: author.userId,
      authorRole: author.role,
      visibility: note.visibility,
      text: note.text,
    })
    .returning()
  return present(row!)
}

/**
 * An order's notes, newest first: all of them for the seller's staff, or only those meant for the
 * customer (`clientOnly`), which is what the customer's order detail shows (after its own check
 * that the order is the viewer's; `customerOrderTracking()` does both).
 */
export async function orderNotesOf(
  ctx: ServiceContext,
  orderId: string,
  { clientOnly }: { clientOnly: boolean },
): Promise<OrderNote[]> {
  const rows = await ctx.db
    .select()
    .from(orderNotes)
    .where(
      clientOnly
        ? and(eq(orderNotes.orderId, orderId), eq(orderNotes.visibility, 'client'))
        : eq(orderNotes.orderId, orderId),
    )
    .orderBy(desc(orderNotes.at), desc(orderNotes.id))
  return rows.map(present)
}

function present(row: typeof orderNotes.$inferSelect): OrderNote {
  return {
    id: row.id,
    at: row.at.toISOString(),
    visibility: row.visibility,
    text: row.text,
    author_role: row.authorRole,
  }
}
