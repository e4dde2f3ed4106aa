import { useEffect, useRef } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea'

/**
 * Focus for a popover once JavaScript runs: when it opens, focus moves to its `[data-autofocus]`
 * element (else its first focusable one) after `delayMs`. Closing gives focus back to the
 * control that opened it (the browser does that for popovers).
 */
export function usePopoverFocus<T extends HTMLElement>(delayMs = 0) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onToggle = (event: Event) => {
      clearTimeout(timer)
      if ((event as ToggleEvent).newState !== 'open') return
      timer = setTimeout(() => {
        const target =
          element.querySelector<HTMLElement>('[data-autofocus]') ??
          element.querySelector<HTMLElement>(FOCUSABLE)
        target?.focus()
      }, delayMs)
    }
    element.addEventListener('toggle', onToggle)
    return () => {
      element.removeEventListener('toggle', onToggle)
      clearTimeout(timer)
    }
  }, [delayMs])
  return ref
}

/** Closes every open popover: after a client-side navigation the menus should not stay open. */
export function closeOpenPopovers() {
  if (typeof document === 'undefined') return
  for (const element of document.querySelectorAll<HTMLElement>(':popover-open')) element.hidePopover()
}
