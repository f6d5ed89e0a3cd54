// The part of autocannon's API that bench/bench-serve.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Worker threads that share the connections. */
    workers?: number
  }
  interface Histogram {
    average: number
    p50: number
    p97_5: number
    p99: number
    max: number
    total: number
  }
  interface Result {
    errors: number
    timeouts: number
    non2xx: number
    requests: Histogram
    latency: Histogram
    throughput: Histogram
  }
  export default function autocannon(options: Options): Promise<Result>
}
