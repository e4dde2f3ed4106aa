import type { Locale } from '@tianguis/core/locales'
import { act, type ComponentType, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { createRoutesStub, Outlet } from 'react-router'
import { MESSAGES } from '../i18n/translate'

/**
 * Mounting components in a DOM for tests that click, type and let time pass (files marked
 * `// @vitest-environment jsdom`). Server-rendered output is tested with `prerenderToNodeStream`
 * instead (shop-shell.test.tsx).
 */

// React warns unless it knows updates are wrapped in act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Root() {
  return <Outlet />
}

type Loader = (args: { request: Request }) => unknown

/**
 * Mounts `Component` as the page at `path` inside a router whose root data carries the locale
 * and its messages, as the real root loader does. `loader` is the page's own loader.
 */
export async function mountPage(
  Component: ComponentType,
  { path = '/demo', loader, locale = 'es-MX' }: { path?: string; loader?: Loader; locale?: Locale } = {},
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale, year: 2030, messages: MESSAGES[locale] }),
      Component: Root,
      children: [{ id: 'page', path: '*', Component, ...(loader ? { loader } : {}) }],
    },
  ])
  return mount(<Stub initialEntries={[path]} />)
}

/** Mounts `ui` in a fresh container; waits for what renders at once (loaders, lazy parts). */
export async function mount(ui: ReactNode) {
  // A page that has hydrated: its islands (lib/island.tsx) fetch their code when they render.
  document.documentElement.setAttribute('data-hydrated', '')
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(ui))
  // Islands render once their code is there, a few ticks later.
  for (let tick = 0; tick < 50 && container.querySelector('[data-island=""]'); tick++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  return {
    container,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

/** Types `value` into an input as a person would: React sees an input event. */
export async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Clicks `element` and lets React apply what follows. */
export async function click(element: Element) {
  await act(async () => {
    ;(element as HTMLElement).click()
  })
}

/** The visible text of `element`, spaces collapsed. */
export function textOf(element: Element) {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
}
