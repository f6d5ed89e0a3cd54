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
 * A <picture> with AVIF, WebP and JPEG sources in several widths (and, for the hero, a portrait crop
 * for tall screens). width/height carry the intrinsic size, so the browser reserves the box before
 * the file arrives (no layout shift).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  return (
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
}
