/** The first focusable thing on every page: jumps over the header to the main content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#contenido"
      className="sr-only rounded-md bg-white px-4 py-2 text-gray-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
    >
      {label}
    </a>
  )
}
