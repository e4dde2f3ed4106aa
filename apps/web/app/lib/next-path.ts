/**
 * Where to send the visitor after a form: `next` only when it is a same-site relative path
 * (starts with one '/', not '//' nor '/\', which browsers read as another host), else `fallback`.
 */
export function safeNext(next: unknown, fallback: string): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return fallback
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  // Control characters (tabs and newlines are stripped by URL parsers) could smuggle a host in.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: this is what we reject
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback
  return next
}
