/**
 * Resolves in a later task, once the browser has had its turn to paint and to handle the visitor's
 * input: `scheduler.yield()` where the browser has it (its continuation comes before other queued
 * work), else a timer. Between two steps that each take a few milliseconds, this keeps them two
 * short tasks instead of one long one (ADR 035).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs each of `tasks` in a task of its own, in order. */
export async function eachInItsOwnTask(tasks: readonly (() => void)[]): Promise<void> {
  for (const task of tasks) {
    task()
    await nextTask()
  }
}
