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
