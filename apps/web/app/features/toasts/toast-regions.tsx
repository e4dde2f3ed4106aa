import { type ComponentType, useEffect, useState } from 'react'

/**
 * The two live regions toasts speak through, in every page from the first paint: a screen reader
 * announces text added to a live region it already knows, not one inserted together with its
 * text. Polite for most toasts, assertive for errors. Beside them the toaster, once the first
 * toast has fetched it (toast.ts): it renders inside the page's own React tree, in the root
 * layout, so it outlives page changes and brings no second React root (whose code would join
 * every page's first load).
 */
export const TOAST_REGION_IDS = { polite: 'toasts-polite', assertive: 'toasts-assertive' } as const

let show: ((toaster: ComponentType) => void) | null = null
let early: ComponentType | null = null

/** Called by toaster.tsx when it has loaded. */
export function mountToaster(toaster: ComponentType) {
  if (show) show(toaster)
  else early = toaster
}

export function ToastRegions() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => {
    show = (toaster) => setToaster(() => toaster)
    if (early) show(early)
    return () => {
      show = null
    }
  }, [])
  return (
    <>
      {/* No role: `status` and `alert` imply aria-atomic, which would read every toast again. */}
      <div id={TOAST_REGION_IDS.polite} aria-live="polite" className="sr-only" />
      <div id={TOAST_REGION_IDS.assertive} aria-live="assertive" className="sr-only" />
      {Toaster ? <Toaster /> : null}
    </>
  )
}
