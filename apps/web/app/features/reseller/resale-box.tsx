import { lazyPart } from '../../lib/island'
import type { ResaleBox as Box } from './resale-info.server'

// What a reseller sees (the commission, 'Buy by', the toggle): its code only comes to their pages,
// so a visitor's item page carries the sign-up call to action alone (decision 019).
const ResellerBox = lazyPart(() => import('./reseller-box').then((m) => m.ResellerBox))

/**
 * The resale box under an item's price (001 §6; decision 071): the sign-up call to action, or the
 * commission banner, the resale-info toggle and 'Buy by' / earn / the premium plan's offer. Plain
 * forms, so it works without JavaScript.
 */
export function ResaleBox({ box }: { box: Box }) {
  if (box.kind === 'signup') {
    return (
      <aside aria-label={box.link.label} className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm">
        <p className="text-gray-800">{box.text}</p>
        <a href={box.link.href} className="font-semibold text-blue-800 underline">
          {box.link.label}
        </a>
      </aside>
    )
  }
  return <ResellerBox box={box} />
}
