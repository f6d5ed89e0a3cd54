// Decodes the QR codes in a PNG with ZXing (zxing-wasm), as a phone's camera app reads a printout.
// The reader's WebAssembly comes from node_modules: the tests never download anything.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

let ready: Promise<unknown> | undefined

function prepare() {
  const wasm = readFileSync(
    createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
  )
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength)
  return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true })
}

export async function decodeQrCodes(png: Uint8Array): Promise<string[]> {
  ready ??= prepare()
  await ready
  const results = await readBarcodes(png, { formats: ['QRCode'] })
  return results.map((result) => result.text)
}
