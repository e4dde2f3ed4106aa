/**
 * The item page's variant choices travel as `variant.<name>` fields of its add-to-cart form, read
 * the same way by the route's action (without JavaScript) and by the browser (with it).
 */
export const VARIANT_FIELD_PREFIX = 'variant.'

export function variantsOf(form: FormData): Record<string, string> {
  const variants: Record<string, string> = {}
  for (const [name, value] of form) {
    if (name.startsWith(VARIANT_FIELD_PREFIX) && typeof value === 'string' && value !== '') {
      variants[name.slice(VARIANT_FIELD_PREFIX.length)] = value
    }
  }
  return variants
}
