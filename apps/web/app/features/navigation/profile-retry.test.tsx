// @vitest-environment jsdom
import { PROFILE_RETRY_COUNT, PROFILE_RETRY_INTERVAL_MS } from '@tianguis/core/constants'
import { act } from 'react'
import { useLoaderData } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountPage, textOf } from '../../test-support/dom'
import { useProfileRetry } from './profile-retry'

/**
 * 000 §4 "Profile load" (§9: 3 times every 3000 ms): while the layout's data says the profile
 * could not be loaded, the shell asks for it again 3 times, 3 s apart, then settles for the
 * visitor's view. Each ask is a run of the page's loader, counted here.
 */
type Answer = { name: string; unavailable: boolean }

function Corner() {
  const { name, unavailable } = useLoaderData() as Answer
  const shown = useProfileRetry(name, unavailable)
  return <p>{shown === null ? 'skeletons' : `profile: ${shown}`}</p>
}

let loads = 0
/** The loader's answers in turn; the last one repeats. */
function answering(...answers: Answer[]) {
  loads = 0
  return () => answers[Math.min(loads++, answers.length - 1)]!
}
const failed: Answer = { name: 'visitor', unavailable: true }

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('the profile retry (000 §4)', () => {
  it('retries the profile 3 times, 3000 ms apart, then gives up and shows the visitor’s view', async () => {
    expect([PROFILE_RETRY_COUNT, PROFILE_RETRY_INTERVAL_MS]).toEqual([3, 3000])
    const { container } = await mountPage(Corner, { loader: answering(failed) })
    expect(loads).toBe(1)
    expect(textOf(container)).toBe('skeletons')
    for (const retry of [1, 2, 3]) {
      await wait(2999)
      expect(loads, `before retry ${retry}`).toBe(retry)
      await wait(1)
      expect(loads, `retry ${retry}`).toBe(retry + 1)
    }
    // The third retry failed too: no fourth, and the shell stops waiting.
    await wait(10 * 3000)
    expect(loads).toBe(4)
    expect(textOf(container)).toBe('profile: visitor')
  })

  it('stops retrying as soon as the profile comes back', async () => {
    const { container } = await mountPage(Corner, {
      loader: answering(failed, { name: 'Ana', unavailable: false }),
    })
    expect(textOf(container)).toBe('skeletons')
    await wait(3000)
    expect(loads).toBe(2)
    expect(textOf(container)).toBe('profile: Ana')
    await wait(10 * 3000)
    expect(loads).toBe(2)
  })

  it('does not retry a profile that loaded', async () => {
    const { container } = await mountPage(Corner, { loader: answering({ name: 'Ana', unavailable: false }) })
    await wait(10 * 3000)
    expect(loads).toBe(1)
    expect(textOf(container)).toBe('profile: Ana')
  })
})
