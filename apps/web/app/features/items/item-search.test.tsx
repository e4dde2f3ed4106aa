// @vitest-environment jsdom
import { SEARCH_DEBOUNCE_MS } from '@tianguis/core/constants'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountPage, typeInto } from '../../test-support/dom'
import { ItemSearch } from './item-search'

/**
 * A list's search box (001 §5 "Search", §9 debounce 400 ms): the list follows the text once
 * typing has stopped for 400 ms, lower-cased, keeping the list's other parameters. Each search
 * is a run of the page's loader, whose URL is recorded here.
 */
let searches: URL[] = []
const loader = ({ request }: { request: Request }) => {
  searches.push(new URL(request.url))
  return null
}
const Page = () => <ItemSearch filter="" keep={{ sort: '-list_price' }} />

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  searches = []
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('ItemSearch', () => {
  it('searches 400 ms after typing stops, lower-cased, keeping the sort', async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(400)
    const { container } = await mountPage(Page, { path: '/demo/productos', loader })
    expect(searches).toHaveLength(1)
    const box = container.querySelector<HTMLInputElement>('input[name="filter"]')!
    await typeInto(box, 'Ta')
    await wait(300)
    await typeInto(box, 'Taz')
    await wait(300)
    await typeInto(box, 'Tazas ')
    // 399 ms after the last keystroke: nothing sent yet, although the first was 999 ms ago.
    await wait(399)
    expect(searches).toHaveLength(1)
    await wait(1)
    expect(searches).toHaveLength(2)
    expect(searches[1]!.pathname).toBe('/demo/productos')
    expect(searches[1]!.searchParams.get('filter')).toBe('tazas')
    expect(searches[1]!.searchParams.get('sort')).toBe('-list_price')
    // Nothing more is sent while the text stays the same.
    await wait(5000)
    expect(searches).toHaveLength(2)
  })
})
