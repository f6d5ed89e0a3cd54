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

  it('is an SVG image, black on white', () => {
    const svg = qrCodeSvg('https://example.org/')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
    expect(svg).toContain('stroke="#000000"')
    expect(svg).toContain('fill="#ffffff"')
  })
})
