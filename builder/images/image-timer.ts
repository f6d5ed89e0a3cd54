// Times the image pipeline during a build — rendering SVG artwork (svg-raster.ts) and converting
// images (vite-imagetools) — and prints one line when the build ends. The work runs in parallel,
// so each figure is the wall time during which at least one such task was running.
import type { Plugin } from 'vite'

export interface Interval {
  start: number
  end: number
}

export type ImageTask = 'render' | 'convert'

/** Milliseconds covered by at least one of the intervals (overlaps counted once). */
export function coveredTime(intervals: readonly Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start)
  let total = 0
  let end = -Infinity
  for (const interval of sorted) {
    if (interval.end <= end) continue
    total += interval.end - Math.max(interval.start, end)
    end = interval.end
  }
  return total
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The line printed after a build, or undefined when no image was rendered or converted. */
export function timingSummary(tasks: Readonly<Record<ImageTask, Interval[]>>) {
  const all = [...tasks.render, ...tasks.convert]
  if (all.length === 0) return undefined
  const parts = [
    tasks.render.length > 0 &&
      `rendering ${tasks.render.length} SVG ${seconds(coveredTime(tasks.render))}`,
    tasks.convert.length > 0 &&
      `converting ${tasks.convert.length} imports ${seconds(coveredTime(tasks.convert))}`,
  ].filter(Boolean)
  return `image pipeline: ${seconds(coveredTime(all))} (${parts.join(', ')})`
}

export interface ImageTimer {
  /** Runs `task` and records how long it took. */
  measure<T>(kind: ImageTask, task: () => Promise<T>): Promise<T>
  /** `plugin` with its `load` hook timed as conversions (vite-imagetools converts in `load`). */
  timeLoad(plugin: Plugin): Plugin
  /** Prints the summary when a build ends, then starts over for the next one. */
  reporter(): Plugin
}

export function createImageTimer(): ImageTimer {
  let tasks: Record<ImageTask, Interval[]> = { render: [], convert: [] }
  const timer: ImageTimer = {
    async measure(kind, task) {
      const start = performance.now()
      try {
        return await task()
      } finally {
        tasks[kind].push({ start, end: performance.now() })
      }
    },
    timeLoad(plugin) {
      const load = plugin.load
      if (typeof load !== 'function') return plugin
      return {
        ...plugin,
        async load(...args) {
          const start = performance.now()
          const result = await load.apply(this, args)
          // Imports that are not images pass through (null) and are not counted.
          if (result != null) tasks.convert.push({ start, end: performance.now() })
          return result
        },
      }
    },
    reporter() {
      return {
        name: 'image-timer',
        apply: 'build',
        buildEnd() {
          const summary = timingSummary(tasks)
          if (summary) this.environment.logger.info(summary)
          tasks = { render: [], convert: [] }
        },
      }
    },
  }
  return timer
}
