import { PROFILE_RETRY_COUNT, PROFILE_RETRY_INTERVAL_MS } from '@tianguis/core/constants'
import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'

/**
 * 000 §4 "Profile load": when the server could not get the profile, the page shows skeletons and
 * asks again (the layout's loader) up to PROFILE_RETRY_COUNT times, PROFILE_RETRY_INTERVAL_MS
 * apart; then it settles for what the server gave (the visitor's view; decision 015). `null`
 * means still waiting.
 */
export function useProfileRetry<P>(profile: P, unavailable: boolean): P | null {
  const revalidator = useRevalidator()
  const [attempts, setAttempts] = useState(0)
  useEffect(() => {
    if (!unavailable || attempts >= PROFILE_RETRY_COUNT) return
    const timer = setTimeout(() => {
      setAttempts((n) => n + 1)
      void revalidator.revalidate()
    }, PROFILE_RETRY_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [unavailable, attempts, revalidator])
  if (!unavailable) return profile
  return attempts >= PROFILE_RETRY_COUNT && revalidator.state === 'idle' ? profile : null
}
