import { lazy, Suspense, useEffect, useState } from 'react'
import { tourKey } from './tour-key'

const SetupTour = lazy(() => import('./setup-tour').then((m) => ({ default: m.SetupTour })))

/**
 * Mounts the guided tour for a shop admin whose server flag says it still shows (decision 097),
 * after the page is live and only when this browser has not already closed it: the tour's code is
 * fetched only then, never for visitors, and a stale server answer does not make it flash back.
 */
export function TourGate({ slug, base }: { slug: string; base: string }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    let closed = false
    try {
      closed = localStorage.getItem(tourKey(slug)) === 'off'
    } catch {
      closed = false
    }
    setOpen(!closed)
  }, [slug])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SetupTour slug={slug} base={base} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
