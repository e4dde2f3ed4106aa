/**
 * Variant choices of a cart line (002 §3 "Cart item also carries variants"; decision 042). An
 * item's `variants` map a name to its value; a value listing options separated by commas
 * ("Chica, Mediana, Grande") offers a choice among them, a single value is a fixed detail. A line's
 * choice must name only the item's variants and pick one of their options; a variant with two or
 * more options must be chosen, a fixed one is filled in. The answer is the choice in canonical
 * form (every variant of the item, the item's spelling), so the same choice is always one line.
 */

/** The options of one variant value: its comma-separated parts, trimmed, empty ones dropped. */
export function variantOptions(value: string): string[] {
  return value
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '')
}

export type VariantProblem = 'unknown' | 'required' | 'invalid_value'

export type VariantCheck =
  | { ok: true; variants: Record<string, string> }
  | { ok: false; problems: Record<string, VariantProblem> }

const fold = (text: string) => text.trim().toLocaleLowerCase('es')

export function checkVariantChoice(
  offered: Readonly<Record<string, string>>,
  chosen: Readonly<Record<string, string>> = {},
): VariantCheck {
  const problems: Record<string, VariantProblem> = {}
  const variants: Record<string, string> = {}
  for (const name of Object.keys(chosen)) {
    if (!Object.hasOwn(offered, name)) problems[name] = 'unknown'
  }
  for (const [name, value] of Object.entries(offered)) {
    const options = variantOptions(value)
    if (options.length === 0) continue
    const asked = Object.hasOwn(chosen, name) ? chosen[name] : undefined
    if (asked === undefined) {
      if (options.length === 1) variants[name] = options[0]!
      else problems[name] = 'required'
      continue
    }
    const match = options.find((option) => fold(option) === fold(asked))
    if (match === undefined) problems[name] = 'invalid_value'
    else variants[name] = match
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, variants }
}

/** The canonical key of a choice (keys sorted), the same for the same choice however it was sent. */
export function variantKey(variants: Readonly<Record<string, string>>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(variants).sort(([a], [b]) => (a < b ? -1 : 1))))
}
