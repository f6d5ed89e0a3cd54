/**
 * What the open editor holds, shared by the tools at the top of its form (entry-tools.tsx) and
 * the editor's behaviour on the page (editor-glue.ts): which data file, its data as the owner has
 * typed it, what the build would refuse in it, and whether the owner has tried to save.
 */
import type { ContentFileName } from '@/schemas'
import type { GermanIssue } from '@/schemas/german-issues'

export interface EditorState {
  file: ContentFileName | undefined
  data: unknown
  problems: readonly GermanIssue[]
  /** The owner tried to save: the problems show at their fields and at the top, and stay live. */
  saveTried: boolean
  /** Counts the checks before saving, so that a tap on „Speichern“ can wait for its answer. */
  checkedAt: number
}

let state: EditorState = {
  file: undefined,
  data: undefined,
  problems: [],
  saveTried: false,
  checkedAt: 0,
}
const listeners = new Set<() => void>()

export const editorState = (): EditorState => state

export function updateEditorState(patch: Partial<EditorState>): void {
  state = { ...state, ...patch }
  listeners.forEach((listener) => listener())
}

export function subscribeEditorState(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
