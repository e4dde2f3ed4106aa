import { savedCards } from '../modules/payments/payments.tables.ts'
import type { Db } from '../platform/db/client.ts'
import { newId } from '../platform/ids.ts'
import { fingerprintOf, keepCard } from '../platform/payments/sandbox/sandbox-cards.ts'
import { SANDBOX_BANK } from '../platform/payments/sandbox/sandbox-charges.ts'
import { behaviourText, brandName, testCardFor } from '../platform/payments/sandbox/test-cards.ts'

/**
 * Carla's saved card (decision 053): the sandbox's approving Visa credit 4242 4242 4242 4242, kept
 * at the sandbox gateway and in her saved cards, so `cliente@demo.test` can pay with it at once.
 * Both writes are keyed (one live card per customer and fingerprint), so a second run adds none.
 */
export const DEMO_CARD_NUMBER = '4242424242424242'

export async function seedDemoCard(tx: Db, customerId: string, holder: string, now = new Date()) {
  const test = testCardFor(DEMO_CARD_NUMBER)
  const card = {
    brand: brandName(DEMO_CARD_NUMBER),
    last4: DEMO_CARD_NUMBER.slice(-4),
    type: test.type,
    bank: SANDBOX_BANK,
    holder,
  }
  // December four years on: a demo database stays payable for years.
  const expiry = { expMonth: 12, expYear: now.getUTCFullYear() + 4 }
  const kept = await keepCard(
    tx,
    {
      customer: customerId,
      fingerprint: fingerprintOf(DEMO_CARD_NUMBER),
      behaviour: behaviourText(test.behaviour),
      card,
      ...expiry,
    },
    now,
  )
  await tx
    .insert(savedCards)
    .values({
      id: newId('crd'),
      customerId,
      provider: 'sandbox',
      providerCardId: kept.id,
      fingerprint: kept.fingerprint,
      brand: card.brand,
      last4: card.last4,
      ...expiry,
      type: card.type,
      holder,
      bank: card.bank,
    })
    .onConflictDoNothing()
}
