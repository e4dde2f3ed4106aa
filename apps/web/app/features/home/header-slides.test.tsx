// @vitest-environment jsdom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountPage } from '../../test-support/dom'
import { HeaderSlides } from './header-slides'

/**
 * The header slider's timings (000 §9: autoplay 5000 ms, speed 500): every 5 s the next slide,
 * reached in 500 ms. The DOM here has no layout, so the track is given a width of 1000 px and a
 * scroll position that keeps what is set.
 */
const slide = (n: number) => ({
  hzt_image: `/h${n}.svg`,
  vrt_image: `/v${n}.svg`,
  hzt_image_id: null,
  vrt_image_id: null,
  product: null,
  supplier: null,
  url: null,
  url_target: false,
  target: 'all' as const,
})
const Page = () => <HeaderSlides slides={[slide(1), slide(2), slide(3)]} base="/demo" />

const WIDTH = 1000
const scrolled = new WeakMap<Element, number>()
const saved = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  scrollLeft: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft'),
}
let reducedMotion = false

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH })
  Object.defineProperty(Element.prototype, 'scrollLeft', {
    configurable: true,
    get() {
      return scrolled.get(this) ?? 0
    },
    set(value: number) {
      scrolled.set(this, value)
    },
  })
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia
})
afterAll(() => {
  for (const [name, descriptor] of Object.entries(saved)) {
    const owner = name === 'clientWidth' ? HTMLElement.prototype : Element.prototype
    if (descriptor) Object.defineProperty(owner, name, descriptor)
  }
})
beforeEach(() => {
  vi.useFakeTimers()
  reducedMotion = false
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

const currentDot = (container: HTMLElement) =>
  container.querySelector('button[aria-current="true"]')?.getAttribute('aria-label')
const track = (container: HTMLElement) => container.querySelector<HTMLElement>('.snap-x')!

describe('HeaderSlides', () => {
  it('moves to the next slide every 5000 ms, reaching it in 500 ms', async () => {
    const { container } = await mountPage(Page)
    expect(currentDot(container)).toBe('Ir a la diapositiva 1')
    await wait(4999)
    expect(currentDot(container)).toBe('Ir a la diapositiva 1')
    expect(track(container).scrollLeft).toBe(0)
    await wait(1)
    expect(currentDot(container)).toBe('Ir a la diapositiva 2')
    // Halfway through the move it is on its way; at 500 ms it has arrived and snaps again.
    await wait(250)
    expect(track(container).scrollLeft).toBeGreaterThan(0)
    expect(track(container).scrollLeft).toBeLessThan(WIDTH)
    expect(track(container).style.scrollSnapType).toBe('none')
    await wait(270)
    expect(track(container).scrollLeft).toBe(WIDTH)
    expect(track(container).style.scrollSnapType).toBe('')
    await wait(5000 - 520)
    expect(currentDot(container)).toBe('Ir a la diapositiva 3')
    await wait(5000)
    expect(currentDot(container)).toBe('Ir a la diapositiva 1')
  })

  it('blurs a slide whose image is narrower than 200 px, and only that one (000 §4)', async () => {
    const widths: Record<string, number> = { '/v1.svg': 199, '/v2.svg': 200, '/v3.svg': 1200 }
    const saved = {
      complete: Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete'),
      naturalWidth: Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth'),
    }
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true })
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', {
      configurable: true,
      get(this: HTMLImageElement) {
        return widths[this.getAttribute('src') ?? ''] ?? 0
      },
    })
    try {
      const { container } = await mountPage(Page)
      const blurred = [...container.querySelectorAll('img')].map((img) => [
        img.getAttribute('src'),
        img.className.includes('blur-md'),
      ])
      expect(blurred).toEqual([
        ['/v1.svg', true],
        ['/v2.svg', false],
        ['/v3.svg', false],
      ])
    } finally {
      for (const [name, descriptor] of Object.entries(saved)) {
        if (descriptor) Object.defineProperty(HTMLImageElement.prototype, name, descriptor)
      }
    }
  })

  it('stays still for visitors who prefer reduced motion', async () => {
    reducedMotion = true
    const { container } = await mountPage(Page)
    await wait(15_000)
    expect(currentDot(container)).toBe('Ir a la diapositiva 1')
  })
})
