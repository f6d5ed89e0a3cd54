// The part of wawoff2's API that builder/fonts/wordmark.ts uses (the package ships no types).
declare module 'wawoff2' {
  /** The font inside a WOFF2 file, as TrueType/OpenType bytes. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>
}
