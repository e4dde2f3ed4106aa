import type { ResaleBox as Box } from './resale-info.server'

/**
 * The resale box of a reseller (001 §6; decision 071): the commission banner, the resale-info
 * toggle and 'Buy by' / earn / the premium plan's offer. Plain forms, so it works without JavaScript.
 */
export function ResellerBox({ box }: { box: Exclude<Box, { kind: 'signup' }> }) {
  return (
    <aside className="flex flex-col gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm">
      {box.banner ? (
        <p className="text-emerald-950">
          {box.banner.text}{' '}
          <a href={box.banner.link.href} className="font-semibold underline">
            {box.banner.link.label}
          </a>
        </p>
      ) : null}
      {box.lines ? (
        <div className="flex flex-col gap-0.5 text-gray-900">
          <p>{box.lines.publicPrice}</p>
          <p className="font-semibold">{box.lines.buyBy}</p>
          <p className="font-semibold text-emerald-900">{box.lines.earn}</p>
        </div>
      ) : null}
      {box.lines?.upgrade ? (
        <div className="flex flex-col items-start gap-1">
          <p className="text-gray-900">{box.lines.upgrade.text}</p>
          <a
            href={box.lines.upgrade.href}
            className="rounded bg-emerald-700 px-3 py-1 font-semibold text-white"
          >
            {box.lines.upgrade.button}
          </a>
        </div>
      ) : null}
      {box.toggle ? (
        <form method="post" action={box.toggle.action}>
          <input type="hidden" name="show" value={box.toggle.on ? 'false' : 'true'} />
          <input type="hidden" name="next" value={box.toggle.next} />
          <button type="submit" aria-pressed={box.toggle.on} className="text-emerald-900 underline">
            {box.toggle.label}
          </button>
        </form>
      ) : null}
    </aside>
  )
}
