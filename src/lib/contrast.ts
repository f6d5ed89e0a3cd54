/** WCAG 2.x relative luminance of an sRGB colour with 0–255 channels. */
export function relativeLuminance(red: number, green: number, blue: number): number {
  const linear = (channel: number) => {
    const c = channel / 255
    // The curve's knee, 0.04045 of the full channel (WCAG 2.0 wrote 0.03928), falls between 10
    // and 11 of 255 either way.
    return channel <= 10 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** Relative luminance of a `#rrggbb` colour (NaN for anything else, which no ratio passes). */
export function hexLuminance(hex: string): number {
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16)
  return relativeLuminance(channel(1), channel(3), channel(5))
}

/** WCAG contrast ratio of two luminances, in either order (1 to 21). */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/**
 * The luminance the lightest 5 % of an image's pixels reach (raw RGB or RGBA, `channels` bytes per
 * pixel): the background a text must stand out against, ignoring a few stray highlights. An image
 * without pixels counts as white, the background no light text stands out against.
 */
export function lightestLuminance(pixels: Uint8Array, channels: number): number {
  const values: number[] = []
  for (let i = 0; i + channels <= pixels.length; i += channels) {
    values.push(relativeLuminance(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0))
  }
  values.sort((a, b) => a - b)
  return values[Math.floor(values.length * 0.95)] ?? 1
}
