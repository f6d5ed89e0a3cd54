import { z } from 'zod'
import { type CmsMeta, unwrapField } from '@/schemas/cms-meta'

/**
 * What the CMS shows the owner of the field at `path` in a data file's schema (its label, hint,
 * list names, default: cms-meta.ts), as src/admin/ reads it: a key steps into a group, a number
 * into a list's entry.
 */
export function cmsAt(fileSchema: z.ZodType, ...path: (string | number)[]): CmsMeta {
  let current = unwrapField(fileSchema)
  for (const key of path) {
    const { schema } = current
    if (typeof key === 'number' && schema instanceof z.ZodArray) {
      current = unwrapField(schema.element as z.ZodType)
    } else if (typeof key === 'string' && schema instanceof z.ZodObject && key in schema.shape) {
      current = unwrapField(schema.shape[key] as z.ZodType)
    } else {
      throw new Error(`no field ${path.join('.')}`)
    }
  }
  return current.meta
}
