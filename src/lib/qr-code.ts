import { create } from 'qrcode'
import { render } from 'qrcode/lib/renderer/svg-tag.js'

/**
 * A QR code for `url` as SVG markup, made at build time (qrcode): black on white with the standard
 * quiet zone of four modules, error correction M (a table tent may get a stain or a fold).
 */
export function qrCodeSvg(url: string): string {
  return render(create(url, { errorCorrectionLevel: 'M' }), {
    margin: 4,
    color: { dark: '#000000ff', light: '#ffffffff' },
  })
}
