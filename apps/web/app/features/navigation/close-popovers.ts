/** Closes every open popover: after a client-side navigation the menus should not stay open. */
export function closeOpenPopovers() {
  if (typeof document === 'undefined') return
  for (const element of document.querySelectorAll<HTMLElement>(':popover-open')) element.hidePopover()
}
