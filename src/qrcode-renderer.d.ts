// qrcode's synchronous SVG renderer (the one QRCode.toString uses for type "svg"): the build
// renders pages synchronously with React, so it calls the renderer directly.
declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode'
  export function render(qrData: QRCode, options?: QRCodeRenderersOptions): string
}
