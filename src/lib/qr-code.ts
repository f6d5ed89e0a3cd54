import { create } from 'qrcode'
import { render } from 'qrcode/lib/renderer/svg-tag.js'

/**
 * A QR code for `url` as SVG markup, made at build time (qrcode): black on white with the standard
 * quiet zone of four modules, error correction M (a table tent may get a stain or a fold). All
 * three are qrcode's defaults, which qr-code.test.ts pins.
 */
export function qrCodeSvg(url: string): string {
  return render(create(url))
}
