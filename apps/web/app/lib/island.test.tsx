// @vitest-environment jsdom
import { act, type ComponentType, Suspense, useRef, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * Islands (decision 051) in a browser: the server's HTML stays as it is and no code is fetched
 * until the page's first press; then the part hydrates and works; a form sent before that is held
 * and sent again once the part is live, so it does what it does with JavaScript.
 */

/** The part: a count and a form that adds one (what a stepper does). */
function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start)
  return (
    <form
      method="post"
      action="/elsewhere"
      onSubmit={(event) => {
        event.preventDefault()
        setCount((n) => n + 1)
      }}
    >
      <output>{count}</output>
      <button type="submit">+1</button>
    </form>
  )
}
// React warns unless it knows updates are wrapped in act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let loads = 0
let errors: ReturnType<typeof vi.spyOn> | undefined
const loadCounter = async () => {
  loads += 1
  return Counter
}

/** A fresh island.tsx: its gate closed, as on a page just loaded. */
async function islandModule() {
  vi.resetModules()
  return import('./island')
}

function page(Part: ComponentType<{ start: number }>) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Part start={1} /> }])
  return <Stub />
}

async function settle() {
  for (let i = 0; i < 10; i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
  expect(errors?.mock.calls ?? []).toEqual([])
  errors?.mockRestore()
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-hydrated')
})

describe('an island (decision 051)', () => {
  async function hydrated() {
    const islands = await islandModule()
    // The server's HTML, as entry.server.tsx renders it once the islands' modules are there.
    const ServerCounter = islands.serverIsland(loadCounter)
    await islands.islandsReady()
    const html = renderToString(page(ServerCounter))
    expect(html).toContain('<output>1</output>')
    expect(html).toContain('data-island=""')

    const BrowserCounter = islands.browserIsland(loadCounter)
    loads = 0
    // A hydration mismatch or a failed load would be reported here.
    errors = vi.spyOn(console, 'error')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, page(BrowserCounter))
    })
    await settle()
    const box = container.querySelector('[data-island]')!
    const form = container.querySelector('form')!
    const output = () => container.querySelector('output')!.textContent
    return { box, form, output }
  }

  it('keeps the server’s HTML and fetches no code until the first press, then hydrates', async () => {
    const { box, form, output } = await hydrated()
    expect(loads).toBe(0)
    expect(output()).toBe('1')
    expect(box.getAttribute('data-island')).toBe('')

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'))
    })
    await settle()
    expect(loads).toBe(1)
    expect(box.getAttribute('data-island')).toBe('live')
    // Hydrated: its handlers run.
    await act(async () => {
      form.querySelector('button')!.click()
    })
    expect(output()).toBe('2')
  })

  it('holds a form sent before the code came and sends it again once the part is live', async () => {
    const { box, form, output } = await hydrated()
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: form.querySelector('button'),
    })
    await act(async () => {
      form.dispatchEvent(submit)
    })
    // Not sent to /elsewhere: held, and the gate is open.
    expect(submit.defaultPrevented).toBe(true)
    await settle()
    expect(loads).toBe(1)
    expect(box.getAttribute('data-island')).toBe('live')
    expect(output()).toBe('2')
  })

  it('is live again when mounted anew once its code is here (a page left and come back to)', async () => {
    const { box } = await hydrated()
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'))
    })
    await settle()
    expect(box.getAttribute('data-island')).toBe('live')
    // The page is left and the part drawn again by the browser (a navigation back to it): its code
    // is already here, so it mounts at once, in the same commit as its box.
    const islands = await import('./island')
    const Again = islands.browserIsland(loadCounter)
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => {
      root.render(page(Again))
    })
    await settle()
    const first = container.querySelector('[data-island]')!
    expect(first.getAttribute('data-island')).toBe('live')
    await act(async () => {
      root.render(<div />)
    })
    await act(async () => {
      root.render(page(Again))
    })
    await settle()
    const form = container.querySelector('form')!
    const again = container.querySelector('[data-island]')!
    expect(again.getAttribute('data-island')).toBe('live')
    // A form sent from it is its own, not held for ever.
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: form.querySelector('button'),
    })
    await act(async () => {
      form.dispatchEvent(submit)
    })
    expect(container.querySelector('output')!.textContent).toBe('2')
    await act(async () => {
      root.unmount()
    })
  })
})

describe('a lazy part (decision 076)', () => {
  /** The counter in an element that holds presses until the part's code runs (`useLive`). */
  async function livePart(islands: Awaited<ReturnType<typeof islandModule>>) {
    return function LiveCounter({ start }: { start: number }) {
      const box = useRef<HTMLDivElement>(null)
      islands.useLive(box)
      return (
        <div ref={box} data-island="">
          <Counter start={start} />
        </div>
      )
    }
  }

  it('is rendered at once by the server once its module is there, never as a fallback', async () => {
    vi.stubEnv('SSR', true)
    const islands = await islandModule()
    loads = 0
    // Loaded with the server's modules, before any page asks for it.
    const ServerCounter = islands.lazyPart(loadCounter)
    expect(loads).toBe(1)
    await islands.islandsReady()
    const html = renderToString(
      page((props) => (
        <Suspense fallback={<p>later</p>}>
          <ServerCounter {...props} />
        </Suspense>
      )),
    )
    expect(html).toContain('<output>1</output>')
    expect(html).not.toContain('later')
  })

  it('holds a form sent before its code came and sends it again once it is live', async () => {
    const islands = await islandModule()
    const Live = await livePart(islands)
    // The server's HTML: the part in place, in the page's Suspense boundary.
    const html = renderToString(
      page((props) => (
        <Suspense fallback={null}>
          <Live {...props} />
        </Suspense>
      )),
    )
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => {
      release = resolve
    })
    // In the browser its code comes after the page's: here, when the test says.
    const BrowserCounter = islands.lazyPart(() => arrived.then(() => Live))
    errors = vi.spyOn(console, 'error')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    await act(async () => {
      hydrateRoot(
        container,
        page((props) => (
          <Suspense fallback={null}>
            <BrowserCounter {...props} />
          </Suspense>
        )),
      )
    })
    await settle()
    const box = container.querySelector('[data-island]')!
    const form = container.querySelector('form')!
    expect(box.getAttribute('data-island')).toBe('')
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: form.querySelector('button'),
    })
    await act(async () => {
      form.dispatchEvent(submit)
    })
    // Not sent to /elsewhere as a plain post: held until the part is live, then done by its code.
    expect(submit.defaultPrevented).toBe(true)
    expect(container.querySelector('output')!.textContent).toBe('1')
    release()
    await settle()
    expect(box.getAttribute('data-island')).toBe('live')
    expect(container.querySelector('output')!.textContent).toBe('2')
  })
})
