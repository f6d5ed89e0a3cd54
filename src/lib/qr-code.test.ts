// @vitest-environment node
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodeQrCodes } from '../../tests/decode-qr'
import { qrCodeSvg } from './qr-code'

describe('qrCodeSvg', () => {
  it('makes a QR code a reader decodes to the URL', async () => {
    for (const url of [
      'https://www.namaste-otterbach.example/speisekarte',
      'https://bestellen.namaste-otterbach.example/',
    ]) {
      const png = await sharp(Buffer.from(qrCodeSvg(url)))
        .resize(400)
        .png()
        .toBuffer()
      expect(await decodeQrCodes(new Uint8Array(png))).toEqual([url])
    }
  })

  it('corrects errors at level M and keeps the standard quiet zone of four modules', () => {
    // The menu's 49-character address needs 29 modules at level L, 33 at M and 37 at Q: 33 and
    // four white modules on each side make 41. The first finder pattern starts four modules in.
    const svg = qrCodeSvg('https://www.namaste-otterbach.example/speisekarte')
    expect(svg).toContain('viewBox="0 0 41 41"')
    expect(svg).toMatch(/<path stroke="#000000" d="M4 4\.5h7m/)
  })

  it('is an SVG image, black on white', () => {
    const svg = qrCodeSvg('https://example.org/')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
    expect(svg).toContain('stroke="#000000"')
    expect(svg).toContain('fill="#ffffff"')
  })
})
