import { deferredAttribute } from './deferred'
import type { ImageAsset } from '@/lib/image-asset'

interface ResponsiveImageProps {
  image: ImageAsset
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string
  /** Above the fold (the hero): load eagerly with high priority. Everything else loads lazily. */
  priority?: boolean
  className?: string
}

/**
 * A transparent image of the picture's proportions, shown until its files load: the box keeps its
 * size and no request is made.
 */
export const placeholder = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"/>`)}`

/**
 * A <picture> with AVIF, WebP and JPEG sources in several widths (and, for the hero, a portrait crop
 * for tall screens). width/height carry the intrinsic size, so the browser reserves the box before
 * the file arrives (no layout shift). The hero loads at once, with high priority. Every other
 * picture loads only once the page has painted: the page holds a transparent stand-in of its size
 * and the picture in <noscript>, which shows without JavaScript and which the boot script puts in
 * the stand-in's place, where the browser loads it lazily as it nears the screen (ADR 029). Loaded
 * with the page, a photo below the hero would share the slow connection with the hero.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const picture = (
    <picture>
      {image.sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={sizes}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        src={image.fallback}
        alt={image.alt.text}
        lang={image.alt.lang}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  )
  if (priority) return picture
  return (
    <>
      <img
        {...{ [deferredAttribute]: '' }}
        src={placeholder(image.width, image.height)}
        alt={image.alt.text}
        lang={image.alt.lang}
        width={image.width}
        height={image.height}
        className={`${className ?? ''} noscript:hidden`}
      />
      <noscript>{picture}</noscript>
    </>
  )
}
