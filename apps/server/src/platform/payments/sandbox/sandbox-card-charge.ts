import { CREDIT_INSTALMENTS } from '@tianguis/core/payments/card-input'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { CardSummary, ChargeRequest } from '../provider.ts'
import { sandboxCharges } from './sandbox.tables.ts'
import { cardFromToken, chargedCard, keepCard } from './sandbox-cards.ts'
import type { ChargeRow } from './sandbox-charges.ts'
import { type Behaviour, behaviourOf } from './test-cards.ts'

/** What a card's behaviour does to a new charge: its status and decline code. */
function outcomeOf(behaviour: Behaviour, card: CardSummary, instalments: number) {
  // Instalments are checked before the bank is asked, as gateways do (002 §5).
  if (
    instalments > 1 &&
    (card.type === 'debit' || !(CREDIT_INSTALMENTS as readonly number[]).includes(instalments))
  )
    return { status: 'declined', declineCode: 'instalments_not_supported' } as const
  switch (behaviour.kind) {
    case 'approve':
    case 'timeout':
      return { status: 'approved', declineCode: null } as const
    case 'decline':
      return { status: 'declined', declineCode: behaviour.code } as const
    case '3ds':
    case '3ds_fail':
      return { status: 'requires_action', declineCode: null } as const
  }
}

/**
 * A card charge claimed as `id` (decision 045), in its transaction: the token used up or the saved
 * card found, the test number's outcome written (approved, declined, 3-D Secure), the card saved
 * when asked and approved (decision 053). `timedOut`: the test card that charges and then loses
 * the answer on the way back (quality.md 12) — the caller throws `timeout` after the commit.
 */
export async function chargeCardIn(
  tx: Db,
  id: string,
  request: ChargeRequest,
  saveFor: string | null,
  at: Date,
): Promise<{ row: ChargeRow; timedOut: boolean }> {
  const found = await chargedCard(tx, request, at)
  if (!found.ok) {
    const [declined] = await tx
      .update(sandboxCharges)
      .set({ status: 'declined', declineCode: found.code, settledAt: at })
      .where(eq(sandboxCharges.id, id))
      .returning()
    return { row: declined!, timedOut: false }
  }
  const { source, token } = found
  const behaviour = behaviourOf(source.behaviour)
  const outcome = outcomeOf(behaviour, source.card, request.instalments)
  const saved =
    saveFor && token && outcome.status === 'approved'
      ? await keepCard(tx, cardFromToken(token, saveFor), at)
      : null
  const [charged] = await tx
    .update(sandboxCharges)
    .set({
      status: outcome.status,
      declineCode: outcome.declineCode,
      behaviour: source.behaviour,
      card: source.card,
      savedCardId: saved?.id ?? null,
      settledAt: outcome.status === 'requires_action' ? null : at,
    })
    .where(eq(sandboxCharges.id, id))
    .returning()
  return { row: charged!, timedOut: behaviour.kind === 'timeout' && outcome.status === 'approved' }
}
