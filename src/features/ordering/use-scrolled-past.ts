import { useEffect, useState } from 'react'

/**
 * True once the page is scrolled beyond `fraction` × the window height. Starts false, so the
 * prerendered HTML and the first client render agree; a passive listener keeps scrolling smooth.
 */
export function useScrolledPast(fraction: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > fraction * window.innerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [fraction])
  return past
}
