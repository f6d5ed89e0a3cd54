import { usePageText } from '@/content/text/use-page-text'
import { useIslandText, useLanguage } from '@/islands/island-context'
import { aboutImage } from '@/content/images'
import type { HomeContent } from '@/content/schema'
import { ResponsiveImage } from './responsive-image'
import { SectionHeading } from './section-heading'

/** 'Über uns': the owner's picture and paragraphs. */
export function AboutSection({ home }: { home: HomeContent }) {
  const { aboutText } = usePageText()
  const sectionIds = useIslandText().anchors
  const language = useLanguage()
  return (
    <section
      id={sectionIds.about}
      aria-labelledby="about-heading"
      className="render-on-approach bg-sand/60 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2 lg:gap-16">
        <ResponsiveImage
          image={aboutImage(home, language)}
          sizes="(min-width: 72rem) 34rem, (min-width: 64rem) 50vw, calc(100vw - 2rem)"
          className="aspect-4/3 w-full rounded-card object-cover shadow-lg"
        />
        <div>
          <SectionHeading id="about-heading">{aboutText.heading}</SectionHeading>
          {home.about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  )
}
