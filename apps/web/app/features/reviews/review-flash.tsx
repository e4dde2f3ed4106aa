import { lazy } from 'react'

// Only after a review form came back (`?resena=`): its code is fetched then, never otherwise.
const FlashToast = lazy(() => import('../toasts/flash-toast').then((m) => ({ default: m.FlashToast })))

/** A review form's outcome on the item page, worded on the server (item-reviews.server.ts). */
export interface ReviewFlashData {
  kind: 'success' | 'error'
  title: string
  message: string
  /** The item page without the mark. */
  closeHref: string
}

/**
 * The outcome of a review form or the quick rating, as a toast (decision 037): drawn by the server,
 * so it shows without JavaScript; with it, the toast system takes it over (flash-toast.tsx).
 */
export function ReviewFlash({ flash }: { flash: ReviewFlashData | null | undefined }) {
  if (!flash) return null
  return (
    <FlashToast
      param="resena"
      kind={flash.kind}
      title={flash.title}
      message={flash.message}
      closeHref={flash.closeHref}
    />
  )
}
