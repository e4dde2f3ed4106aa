import { useEffect, useState } from 'react'

/**
 * Has this part's code run in the browser? Controls that need it (an admin's, loaded after the
 * page; a fetcher form) answer nothing before, so they show disabled until then rather than
 * ignore a press or post it as a plain form.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
