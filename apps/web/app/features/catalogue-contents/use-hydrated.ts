import { useEffect, useState } from 'react'

/**
 * Has this part's code run in the browser? The admin's controls (loaded after the page) answer
 * nothing before, so they show disabled until then rather than ignore a press.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
