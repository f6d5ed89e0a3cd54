// Types of the image pipeline's imports (`?preset=…`, see builder/images/image-presets.ts): the
// `picture` output of vite-imagetools — a srcset per format and the largest fallback rendition.
declare module '*?preset=hero' {
  const picture: {
    sources: Record<string, string>
    img: { src: string; w: number; h: number }
  }
  export default picture
}

declare module '*?preset=card' {
  const picture: {
    sources: Record<string, string>
    img: { src: string; w: number; h: number }
  }
  export default picture
}

declare module '*?preset=hero-portrait' {
  const picture: {
    sources: Record<string, string>
    img: { src: string; w: number; h: number }
  }
  export default picture
}

// The owner's photos that the data files name, per preset (builder/images/owner-photos-plugin.ts).
declare module 'virtual:owner-photos' {
  const photos: Record<
    import('@/schemas').PhotoPreset,
    Record<string, import('@/lib/image-asset').Picture>
  >
  export default photos
}

// The logo's wordmark: the first word of the restaurant's name as outlines in an SVG file, or null
// where the display face lacks a character of it (builder/vite/wordmark-plugin.ts).
declare module 'virtual:wordmark' {
  const wordmark: {
    /** The word drawn. */
    word: string
    /** What the logo's `<use>` refers to: the file's URL and the path's id. */
    href: string
    /** The path's data, for the pages that draw the word inline. */
    path: string
    /** The units of the path's coordinates and of the metrics below, to the em. */
    unitsPerEm: number
    /** The word's width as text (its advance, letter-spaced as the logo's text was). */
    advance: number
    /** The display face's ascent and descent, around the baseline at y = 0. */
    ascent: number
    descent: number
  } | null
  export default wordmark
}
