import { z } from 'zod'
import { type CmsMeta, cmsMeta } from '@/schemas/cms-meta'

/** `schema` and its metadata without the optional and transform wrappers, the outermost winning. */
function unwrapped(schema: z.ZodType): { schema: z.ZodType; meta: CmsMeta } {
  const wrapped =
    schema instanceof z.ZodOptional
      ? schema.unwrap()
      : schema instanceof z.ZodPipe
        ? schema.in
        : undefined
  if (!wrapped) return { schema, meta: { ...cmsMeta.get(schema) } }
  const inner = unwrapped(wrapped as z.ZodType)
  return { schema: inner.schema, meta: { ...inner.meta, ...cmsMeta.get(schema) } }
}

/**
 * What the CMS shows the owner of the field at `path` in a data file's schema (its label, hint,
 * list names, default: cms-meta.ts), as src/admin/ reads it: a key steps into a group, a number
 * into a list's entry.
 */
export function cmsAt(fileSchema: z.ZodType, ...path: (string | number)[]): CmsMeta {
  let current = unwrapped(fileSchema)
  for (const key of path) {
    const { schema } = current
    if (typeof key === 'number' && schema instanceof z.ZodArray) {
      current = unwrapped(schema.element as z.ZodType)
    } else if (typeof key === 'string' && schema instanceof z.ZodObject && key in schema.shape) {
      current = unwrapped(schema.shape[key] as z.ZodType)
    } else {
      throw new Error(`no field ${path.join('.')}`)
    }
  }
  return current.meta
}
