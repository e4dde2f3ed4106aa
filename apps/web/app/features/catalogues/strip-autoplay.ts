import { CATALOGUE_SLIDER_AUTOPLAY_MS } from '@tianguis/core/constants'
import { useEffect } from 'react'

/**
 * The catalogue strip's autoplay (000 §2, §9; decision 038): every 6 seconds the strip on the page
 * moves on by one (back to the first after the last). Each tick asks the page whether to skip: no
 * strip, the pause box is ticked, a pointer is over the strip, focus is inside it, or the visitor
 * prefers reduced motion. It runs in the shop's frame from the first load and keeps no React state;
 * the strip's own code loads later (an island, decision 051).
 */
export function useStripAutoplay() {
  useEffect(() => {
    const timer = setInterval(() => {
      const strip = document.querySelector('.catalogue-strip')
      const track = strip?.firstElementChild
      if (
        !track?.firstElementChild ||
        strip!.matches(':hover,:focus-within,:has(:checked)') ||
        matchMedia('(prefers-reduced-motion:reduce)').matches
      )
        return
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2
      track.scrollTo({
        left: atEnd ? 0 : track.scrollLeft + track.firstElementChild.clientWidth,
        behavior: 'smooth',
      })
    }, CATALOGUE_SLIDER_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [])
}
