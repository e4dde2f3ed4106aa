import { type ComponentType, lazy, memo, type RefObject, Suspense, use, useLayoutEffect, useRef } from 'react'
import { useNavigation } from 'react-router'

/**
 * Islands (decision 051): parts of a page that the server renders in full and whose code the
 * browser fetches only once the visitor starts using the page, so they cost nothing on first load.
 *
 * Until then React keeps each island's server HTML as it is (a Suspense boundary left dehydrated),
 * and the part works as it does without JavaScript: links are links, menus are native popovers.
 * The first press anywhere on the page (pointer, touch or key) opens the gate: every island's code
 * is fetched and React hydrates it. A form sent or a link followed from an island in between
 * waits for its code and is then sent or followed again, so it does what it does with JavaScript
 * (a link of another site or for a new tab is the browser's). The router's first activity after
 * hydration (a navigation, a revalidation) opens the gate too, since React must hydrate an island
 * before it updates it.
 *
 * What an island shows must depend only on its props and the loader data, never on the browser's
 * state: React hydrates it against the server's HTML later.
 */

const FIRST_PRESS = ['pointerdown', 'touchstart', 'keydown', 'click'] as const

let openGate: (() => void) | undefined
const gate = new Promise<void>((resolve) => {
  openGate = resolve
})

/** Fetches every island's code (the page's first use). */
export function openIslands() {
  if (!openGate) return
  openGate()
  openGate = undefined
  for (const type of FIRST_PRESS) removeEventListener(type, openIslands, true)
}

/** Runs `load` once the page's first press has happened (at once if it has). */
export const afterFirstPress = <T,>(load: () => Promise<T>): Promise<T> => gate.then(load)

/** What was done in an island before it was live, to do again once it is. */
const waiting = new Map<Element, Array<() => void>>()

/** Holds `event` (window's capture phase: before React) when `target` is in an island not live yet. */
function hold(event: Event, target: Element, again: () => void) {
  const part = target.closest('[data-island]')
  if (!part || part.getAttribute('data-island') === 'live') return
  event.preventDefault()
  openIslands()
  waiting.set(part, [...(waiting.get(part) ?? []), again])
}

/** A form sent from an island that is not live yet is sent again, with the same button, once it is. */
function holdSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement
  const submitter = event.submitter as HTMLButtonElement | null
  hold(event, form, () => {
    if (!submitter?.matches(':disabled')) form.requestSubmit(submitter)
  })
}

/**
 * A plain click on one of our links in an island that is not live yet is clicked again once it is,
 * so it navigates as a link of the page does (without a new document). A click for a new tab, a
 * download or another site is the browser's.
 */
function holdLink(event: MouseEvent) {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]')
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
  if (link.origin !== location.origin) return
  hold(event, link, () => link.click())
}

/** The island's code is there and React hydrated it: what was done meanwhile is done again. */
function markLive(part: Element) {
  part.setAttribute('data-island', 'live')
  const again = waiting.get(part) ?? []
  waiting.delete(part)
  for (const run of again) run()
}

if (!import.meta.env.SSR) {
  for (const type of FIRST_PRESS) addEventListener(type, openIslands, { capture: true, passive: true })
  addEventListener('submit', holdSubmit, true)
  addEventListener('click', holdLink, true)
}

const serverLoads: Promise<unknown>[] = []

/** The server renders islands at once: entry.server.tsx waits for their modules before a page. */
export const islandsReady = () => Promise.all(serverLoads)

/**
 * A part whose code the browser fetches only for the pages and viewers that show it (React's
 * `lazy`), which the server still renders at once: its module is loaded with the server's first
 * page, as islands' are. With `lazy` alone the server's first render of it would send a fallback
 * and the part later with a script to put it in place, which a page without JavaScript never runs
 * (decision 076: the fork form, the toasts of forms posted without JavaScript).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (!import.meta.env.SSR) return lazy(() => load().then((Part) => ({ default: Part })))
  let Part: ComponentType<P> | undefined
  const loading = load().then((part) => {
    Part = part
    return part
  })
  serverLoads.push(loading)
  return function ServerPart(props: P) {
    const Loaded = Part ?? use(loading)
    return <Loaded {...props} />
  }
}

/**
 * For a part that is no island but whose code may come after the page's (a `lazyPart`, fetched once
 * the page hydrates): its element `box`, rendered with `data-island=""`, holds forms sent and links
 * followed in it until the part's code runs, then they are sent or followed again, as in an island.
 * A press made meanwhile then does what it does with JavaScript, not a plain post (decision 076).
 */
export function useLive(box: RefObject<Element | null>) {
  useLayoutEffect(() => {
    if (box.current) markLive(box.current)
  }, [box])
}

/** The element around an island's boundary; it takes no room of its own (`display: contents`). */
const BOX = 'contents'

/** An island of the component `load` gives; it takes the same props. */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return import.meta.env.SSR ? serverIsland(load) : browserIsland(load)
}

/** The server's side of an island: the part in full, in the boundary the browser keeps dehydrated. */
export function serverIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Part: ComponentType<P> | undefined
  const loading = load().then((part) => {
    Part = part
    return part
  })
  serverLoads.push(loading)
  return function ServerIsland(props: P) {
    const Loaded = Part ?? use(loading)
    return (
      <div className={BOX} data-island="">
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </div>
    )
  }
}

/** The browser's side: the same boundary, its part fetched once the gate opens. */
export function browserIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() =>
    gate.then(load).then(
      (Loaded) => ({
        default: (props: P & { box: { current: HTMLDivElement | null } }) => {
          const { box, ...rest } = props
          useLayoutEffect(() => {
            if (box.current) markLive(box.current)
            // Mounted anew once its code is here (a page come back to), the part commits with its box,
            // and a child's layout effect runs before its parent's ref is set: the box is read once the
            // commit is done, or a form sent from it would be held for ever.
            else
              queueMicrotask(() => {
                if (box.current) markLive(box.current)
              })
          }, [box])
          return <Loaded {...(rest as P)} />
        },
      }),
      // A newer build replaced the code (a deploy): the page is loaded again, as React Router
      // does when a route's module fails to load.
      (error: unknown) => {
        console.error('An island failed to load, reloading the page', error)
        location.reload()
        return new Promise<never>(() => {})
      },
    ),
  )
  return memo(function Island(props: P) {
    const box = useRef<HTMLDivElement>(null)
    // Any render after hydration (new props, a router update, a client-side mount) needs the code.
    useNavigation()
    if (document.documentElement.hasAttribute('data-hydrated')) openIslands()
    return (
      <div ref={box} className={BOX} data-island="">
        <Suspense fallback={null}>
          <Part {...props} box={box} />
        </Suspense>
      </div>
    )
  }) as unknown as ComponentType<P>
}
