import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_FADE_MS,
  HEADER_IMAGE_BLUR_BELOW_WIDTH_PX,
} from '@tianguis/core/constants'
import type { Shop } from '@tianguis/core/contracts/shops'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { slideTarget } from './links'

type Slide = Shop['store_theme_info']['slider_info'][number]

/** A slide's picture: horizontal from 768 px, vertical on phones; blurred when the image is under 200 px wide (000 §4). */
function SlideImage({ slide, first }: { slide: Slide; first: boolean }) {
  const [narrow, setNarrow] = useState(false)
  const check = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setNarrow(img.naturalWidth < HEADER_IMAGE_BLUR_BELOW_WIDTH_PX)
  }, [])
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={slide.hzt_image} />
      <img
        ref={check}
        onLoad={(event) => check(event.currentTarget)}
        src={slide.vrt_image}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        data-narrow={narrow ? 'true' : undefined}
        className={`h-full w-full object-cover ${narrow ? 'scale-105 blur-md' : ''}`}
      />
    </picture>
  )
}

function SlideLink({
  slide,
  base,
  label,
  children,
}: {
  slide: Slide
  base: string
  label: string
  children: ReactNode
}) {
  const t = useT()
  const target = slideTarget(slide, base)
  if (!target) return <>{children}</>
  if (target.kind === 'internal')
    return (
      <Link to={target.to} aria-label={label} className="block h-full">
        {children}
      </Link>
    )
  return (
    <a
      href={target.href}
      aria-label={target.newTab ? `${label} ${t('banners.newTab')}` : label}
      className="block h-full"
      {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}

/**
 * The header carousel (001 §4, §9; decision 096): one slide is shown as it is; several are
 * stacked and fade into each other in CAROUSEL_FADE_MS (4,000 ms), the next every
 * CAROUSEL_AUTOPLAY_MS (7,000 ms), unless the visitor prefers reduced motion, pauses them, or is
 * pointing at or focused inside them. Phones see the 420×910 frame, wider screens 1400×450.
 */
export function HeaderSlides({ slides, base }: { slides: Slide[]; base: string }) {
  const t = useT()
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const [holding, setHolding] = useState(false)
  const [reduced, setReduced] = useState(true)
  const count = slides.length

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const change = () => setReduced(query.matches)
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])

  const goTo = useCallback((index: number) => setCurrent(index), [])

  useEffect(() => {
    if (count < 2 || paused || holding || reduced) return
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), CAROUSEL_AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [count, paused, holding, reduced])

  if (count === 0) return null
  const frame = 'relative aspect-[420/910] max-h-[80vh] w-full md:aspect-[1400/450] md:max-h-none'
  if (count === 1) {
    return (
      <section aria-label={t('home.slides.label')} className={`${frame} overflow-hidden rounded-lg`}>
        <SlideLink slide={slides[0]!} base={base} label={t('home.slides.open', { n: 1, total: 1 })}>
          <SlideImage slide={slides[0]!} first />
        </SlideLink>
      </section>
    )
  }
  return (
    <section
      aria-label={t('home.slides.label')}
      aria-roledescription="carrusel"
      className="flex flex-col gap-2"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
    >
      <div className={`${frame} grid overflow-hidden rounded-lg`}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id; their order is their identity
            key={index}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={t('home.slides.slide', { n: index + 1, total: count })}
            aria-hidden={index === current ? undefined : true}
            inert={index === current ? undefined : true}
            data-current={index === current ? 'true' : undefined}
            style={{ transitionDuration: `${CAROUSEL_FADE_MS}ms` }}
            className={`h-full w-full transition-opacity ease-in-out [grid-area:1/1] motion-reduce:transition-none ${
              index === current ? 'z-10 opacity-100' : 'opacity-0'
            }`}
          >
            <SlideLink
              slide={slide}
              base={base}
              label={t('home.slides.open', { n: index + 1, total: count })}
            >
              <SlideImage slide={slide} first={index === 0} />
            </SlideLink>
          </div>
        ))}
      </div>
      <div className="flex items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="rounded px-2 py-1 text-gray-800 text-sm underline-offset-2 hover:underline"
        >
          {paused ? t('home.slides.play') : t('home.slides.pause')}
        </button>
        {slides.map((_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
            key={index}
            type="button"
            aria-label={t('home.slides.goTo', { n: index + 1 })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="flex h-6 w-6 items-center justify-center"
          >
            <span
              className={`block h-2.5 w-2.5 rounded-full ${index === current ? 'bg-[var(--color1)]' : 'bg-gray-400'}`}
            />
          </button>
        ))}
      </div>
    </section>
  )
}
