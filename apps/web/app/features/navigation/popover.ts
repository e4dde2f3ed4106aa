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
    const focusInside = () => {
      timer = setTimeout(() => {
        const target =
          element.querySelector<HTMLElement>('[data-autofocus]') ??
          element.querySelector<HTMLElement>(FOCUSABLE)
        target?.focus()
      }, delayMs)
    }
    const onToggle = (event: Event) => {
      clearTimeout(timer)
      if ((event as ToggleEvent).newState === 'open') focusInside()
    }
    element.addEventListener('toggle', onToggle)
    // Opened before its code was there (an island, lib/island.tsx): focus moves now.
    if (isOpen(element) && !element.contains(document.activeElement)) focusInside()
    return () => {
      element.removeEventListener('toggle', onToggle)
      clearTimeout(timer)
    }
  }, [delayMs])
  return ref
}

/** Whether a popover is open (false where the browser does not know popovers). */
function isOpen(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open')
  } catch {
    return false
  }
}
