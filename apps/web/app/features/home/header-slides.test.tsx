// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountPage } from '../../test-support/dom'
import { HeaderSlides } from './header-slides'

/**
 * The header carousel's timings (001 §4, §9; decision 096): several slides autoplay every
 * 7,000 ms and fade into each other in 4,000 ms; one slide stays still.
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

let reducedMotion = false

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia
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
const shown = (container: HTMLElement) =>
  container.querySelector('[data-current="true"]')?.getAttribute('aria-label')

describe('HeaderSlides', () => {
  it('fades to the next slide every 7000 ms, in 4000 ms (001 §9)', async () => {
    const { container } = await mountPage(Page)
    expect(currentDot(container)).toBe('Ir a la diapositiva 1')
    expect(shown(container)).toBe('Diapositiva 1 de 3')
    await wait(6999)
    expect(currentDot(container)).toBe('Ir a la diapositiva 1')
    await wait(1)
    expect(currentDot(container)).toBe('Ir a la diapositiva 2')
    expect(shown(container)).toBe('Diapositiva 2 de 3')
    // The others are faded out, hidden from assistive technology and out of the tab order.
    const slides = [...container.querySelectorAll<HTMLElement>('[aria-roledescription="diapositiva"]')]
    expect(slides.map((slide) => slide.className.includes('opacity-100'))).toEqual([false, true, false])
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['true', null, 'true'])
    expect(slides.every((slide) => slide.style.transitionDuration === '4000ms')).toBe(true)
    await wait(7000)
    expect(currentDot(container)).toBe('Ir a la diapositiva 3')
    await wait(7000)
    expect(currentDot(container)).toBe('Ir a la diapositiva 1')
  })

  it('shows one slide statically, without dots or autoplay (001 §4)', async () => {
    const { container } = await mountPage(() => <HeaderSlides slides={[slide(1)]} base="/demo" />)
    expect(container.querySelectorAll('button')).toHaveLength(0)
    await wait(15_000)
    expect(container.querySelectorAll('img')).toHaveLength(1)
  })

  it('frames phone slides 420×910 and wider screens 1400×450 (001 §9, 000 §9)', async () => {
    const { container } = await mountPage(Page)
    const frame = container.querySelector('[aria-roledescription="diapositiva"]')!.parentElement!
    expect(frame.className).toContain('aspect-[420/910]')
    expect(frame.className).toContain('md:aspect-[1400/450]')
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
