// The home page's HTML must arrive in the connection's first round trip: a new TCP connection
// may send at most its initial congestion window (10 segments of 1,460 bytes, RFC 6928) before
// the first acknowledgement. One byte more and everything the page loads next — stylesheet, hero
// image, font — starts a whole round trip later (150 ms on Lighthouse's slow 4G; ADR 009).
import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiteServer } from '../server/site-server.ts'

export const firstRoundTripBytes = 10 * 1460

export interface TransferSize {
  headerBytes: number
  bodyBytes: number
}

/** Bytes on the wire for one page as `npm start`'s server answers a browser (brotli accepted). */
export async function pageTransferSize(root: string, path: string): Promise<TransferSize> {
  const server = createSiteServer(root)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await new Promise<TransferSize>((resolve, reject) => {
      const request = get(
        { port, path, headers: { 'Accept-Encoding': 'br, gzip, deflate' } },
        (response) => {
          // "HTTP/1.1 200 OK\r\n", each "Name: value\r\n", then the blank line.
          const statusLine = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`
          // rawHeaders alternates names and values: each name is followed by ": ", each value by
          // "\r\n".
          const headerLines = response.rawHeaders.reduce(
            (sum, part) => sum + Buffer.byteLength(part) + 2,
            0,
          )
          let bodyBytes = 0
          response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length))
          response.on('end', () =>
            resolve({ headerBytes: statusLine.length + headerLines + 2, bodyBytes }),
          )
        },
      )
      request.on('error', reject)
    })
  } finally {
    server.close()
  }
}
