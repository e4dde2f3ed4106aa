/** A card's resale lines, as texts the loader worked out (card-resale.server.ts). */
export interface CardResale {
  buyBy: string
  earn: string
}

/**
 * The resale box's short form under a card's price (001 §6; decision 072): what the reseller pays
 * and what reselling earns. Plain markup: no code of its own reaches the browser.
 */
export function CardResaleLines({ resale }: { resale: CardResale }) {
  return (
    <p className="flex flex-col text-sm">
      <span className="font-semibold text-gray-900">{resale.buyBy}</span>
      <span className="font-semibold text-emerald-800">{resale.earn}</span>
    </p>
  )
}
