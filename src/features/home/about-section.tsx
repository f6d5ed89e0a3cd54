import { usePageText } from '@/i18n/use-page-text'
import { useIslandText } from '@/i18n/text-context'
import type { HomeContent } from '@/schemas'
import type { ImageAsset } from '@/lib/image-asset'
import { ResponsiveImage } from '@/ui/responsive-image'
import { SectionHeading } from '@/ui/section-heading'

/** 'Über uns': the owner's picture and paragraphs. */
export function AboutSection({ home, image }: { home: HomeContent; image: ImageAsset }) {
  const { aboutText } = usePageText()
  const sectionIds = useIslandText().anchors
  return (
    <section
      id={sectionIds.about}
      aria-labelledby="about-heading"
      className="render-on-approach bg-sand/60 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2 lg:gap-16">
        <ResponsiveImage
          image={image}
          sizes="(min-width: 72rem) 34rem, (min-width: 64rem) 50vw, calc(100vw - 2rem)"
          className="aspect-4/3 w-full rounded-card object-cover shadow-lg"
        />
        <div>
          <SectionHeading id="about-heading">{aboutText.heading}</SectionHeading>
          {home.about.paragraphs.map((paragraph) => (
            <p
              key={paragraph.text.slice(0, 24)}
              lang={paragraph.lang}
              className="mt-5 text-lg leading-relaxed"
            >
              {paragraph.text}
            </p>
          ))}
        </div>
      </div>
    </section>
  )
}
