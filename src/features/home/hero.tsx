import type { ReactNode } from 'react'
import { usePageText } from '@/i18n/use-page-text'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import { href } from '@/lib/routes'
import type { HomeContent, Restaurant } from '@/schemas'
import type { ImageAsset } from '@/lib/image-asset'
import { buttonClasses } from '@/ui/button-classes'
import { OpenerLink } from '@/ui/opener-link'
import { ResponsiveImage } from '@/ui/responsive-image'

interface HeroProps {
  restaurant: Restaurant
  home: HomeContent
  /** The hero's picture and its `sizes`. */
  image: ImageAsset
  sizes: string
  /** The owner's announcements, above the name. */
  announcements?: ReactNode
}

/** Full-bleed photo with the restaurant's name (the page's h1), tagline and the order button. */
export function Hero({ restaurant, home, image, sizes, announcements }: HeroProps) {
  const { heroText } = usePageText()
  const sectionIds = useIslandText().anchors
  const language = useLanguage()
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(calc(100svh-6.75rem),52rem)] items-end md:min-h-[min(calc(100svh-4rem),52rem)] overflow-hidden bg-night text-cream"
    >
      <ResponsiveImage
        image={image}
        sizes={sizes}
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {/* Darkens the photo towards the text so the white type keeps its contrast on any image. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-night via-night/70 to-night/10 lg:bg-linear-to-r lg:from-night/90 lg:via-night/60 lg:via-45% lg:to-transparent lg:to-75%"
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-40 pb-14 sm:pb-20">
        {announcements}
        <h1
          id="hero-title"
          className="font-display text-5xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-7xl"
        >
          {restaurant.name}
        </h1>
        <p lang={home.hero.tagline.lang} className="mt-4 max-w-xl text-lg text-sand sm:text-2xl">
          {home.hero.tagline.text}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {/* Without JavaScript, and on a middle click, to the ordering page with its announcements and
              terms, never straight to the ordering service (issue 41). */}
          <OpenerLink
            href={href('order-page', language)}
            dialog="order-modal"
            className={buttonClasses.primary}
          >
            {heroText.orderButton}
          </OpenerLink>
          <a href={`#${sectionIds.visit}`} className={buttonClasses.ghostOnDark}>
            {heroText.visitLink}
          </a>
        </div>
      </div>
    </section>
  )
}
