// @vitest-environment jsdom
import { SEARCH_DEBOUNCE_MS } from '@tianguis/core/constants'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountPage, textOf, typeInto } from '../../test-support/dom'
import { ResaleSearchField } from './resale-search-field'

/**
 * The reseller's search field once its code is there (decision 077): suggestions 400 ms after the
 * last key for the form's filters, newest answer only, and the combobox's keys. The API is a stub
 * that answers when the test says so, in any order.
 */
interface Call {
  url: URL
  signal: AbortSignal
  answer: (names: string[]) => Promise<void>
}
let calls: Call[] = []
let submitted: string[] = []

function Page() {
  return (
    <form
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        submitted.push(String(new FormData(event.currentTarget).get('text')))
      }}
    >
      <ResaleSearchField
        filters={{ text: '', type: null, dssupplier: null }}
        suggestions={['Mesa de centro']}
      />
      <select name="type" defaultValue="service">
        <option value="">Todos</option>
        <option value="service">Servicios</option>
      </select>
      <select name="dssupplier" defaultValue="">
        <option value="">Todos los proveedores</option>
      </select>
    </form>
  )
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

async function press(input: HTMLInputElement, key: string) {
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
}

async function mountField() {
  const { container } = await mountPage(Page, { path: '/apps/me/referral' })
  const field = container.querySelector<HTMLInputElement>('input[name="text"]')!
  field.focus()
  return {
    field,
    list: () => container.querySelector<HTMLElement>('[role="listbox"]')!,
    options: () => [...container.querySelectorAll('[role="option"]')].map(textOf),
    status: () => textOf(container.querySelector('[aria-live="polite"]')!),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  calls = []
  submitted = []
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    return new Promise((resolve) => {
      calls.push({
        url: new URL(path, 'http://localhost'),
        signal: init.signal!,
        answer: (names) =>
          act(async () => {
            resolve({
              ok: true,
              json: async () => ({ results: names.map((name, n) => ({ id: `i${n}`, name })) }),
            })
          }),
      })
    })
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('ResaleSearchField', () => {
  it('is a combobox that asks 400 ms after the last key, with the form’s type, and lists the names', async () => {
    const { field, list, options, status } = await mountField()
    expect(field.getAttribute('role')).toBe('combobox')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    // The datalist is for pages without JavaScript; the combobox replaces it.
    expect(field.hasAttribute('list')).toBe(false)
    expect(document.querySelector('datalist')).toBeNull()

    await typeInto(field, 'c')
    await wait(300)
    await typeInto(field, 'ca')
    await wait(SEARCH_DEBOUNCE_MS - 1)
    expect(calls).toHaveLength(0)
    await wait(1)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.pathname).toBe('/api/v1/me/resale/suggestions')
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ text: 'ca', type: 'service' })

    await calls[0]!.answer(['Cata de café', 'Canasta'])
    expect(list().hidden).toBe(false)
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(field.getAttribute('aria-controls')).toBe(list().id)
    expect(list().getAttribute('aria-label')).toBe('Sugerencias')
    expect(options()).toEqual(['Cata de café', 'Canasta'])
    expect(status()).toBe('2 sugerencias')
  })

  it('drops an older answer that comes after a newer one, and aborts its request', async () => {
    const { field, options } = await mountField()
    await typeInto(field, 'ca')
    await wait(SEARCH_DEBOUNCE_MS)
    await typeInto(field, 'caf')
    await wait(SEARCH_DEBOUNCE_MS)
    expect(calls.map((call) => call.url.searchParams.get('text'))).toEqual(['ca', 'caf'])
    expect(calls[0]!.signal.aborted).toBe(true)

    await calls[1]!.answer(['Café de Chiapas'])
    await calls[0]!.answer(['Canasta', 'Cata de café'])
    expect(options()).toEqual(['Café de Chiapas'])
  })

  it('moves through the options with the arrows, and Enter puts one in the field and sends the form', async () => {
    const { field, options } = await mountField()
    await typeInto(field, 'ca')
    await wait(SEARCH_DEBOUNCE_MS)
    await calls[0]!.answer(['Canasta', 'Cata de café', 'Café de Chiapas'])
    const selected = () => document.querySelector('[role="option"][aria-selected="true"]')

    await press(field, 'ArrowDown')
    expect(field.getAttribute('aria-activedescendant')).toBe(selected()!.id)
    expect(textOf(selected()!)).toBe('Canasta')
    await press(field, 'ArrowUp')
    await press(field, 'ArrowUp')
    expect(textOf(selected()!)).toBe('Cata de café')
    expect(options()).toHaveLength(3)

    await press(field, 'Enter')
    expect(field.value).toBe('Cata de café')
    expect(submitted).toEqual(['Cata de café'])
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes with Escape, keeping the text, and opens again with the arrow on the same answer', async () => {
    const { field, list } = await mountField()
    await typeInto(field, 'mesa')
    await wait(SEARCH_DEBOUNCE_MS)
    await calls[0]!.answer(['Mesa de centro de mezquite'])
    await press(field, 'Escape')
    expect(list().hidden).toBe(true)
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(field.value).toBe('mesa')

    await press(field, 'ArrowDown')
    expect(list().hidden).toBe(false)
    expect(calls).toHaveLength(1)
    expect(textOf(document.querySelector('[aria-selected="true"]')!)).toBe('Mesa de centro de mezquite')
  })

  it('says so when nothing matches, and asks for nothing once the field is empty', async () => {
    const { field, list, status } = await mountField()
    await typeInto(field, 'zzz')
    await wait(SEARCH_DEBOUNCE_MS)
    await calls[0]!.answer([])
    expect(list().hidden).toBe(true)
    expect(status()).toBe('Sin sugerencias')

    await typeInto(field, 'zz')
    await typeInto(field, '')
    await wait(SEARCH_DEBOUNCE_MS * 2)
    expect(calls).toHaveLength(1)
    expect(status()).toBe('')
  })
})
