import { useId } from 'react'

interface FormFieldProps {
  name: string
  label: string
  /** A line under the label, read with the field (aria-describedby). */
  hint?: string
  type?: 'text' | 'email' | 'date'
  multiline?: boolean
  required?: boolean
  autoComplete?: string
}

/** Inputs are framed in muted ink (7.7:1 on white), more than the 3:1 a control's edge needs. */
const inputClasses =
  'mt-1 block min-h-11 w-full rounded-lg border border-muted bg-white px-3 py-2 text-base text-ink'

/** A labelled input of the withdrawal form, with its hint; the browser checks what is required. */
export function FormField({
  name,
  label,
  hint,
  type = 'text',
  multiline = false,
  required = false,
  autoComplete,
}: FormFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const shared = {
    id,
    name,
    required,
    autoComplete,
    'aria-describedby': hintId,
    className: inputClasses,
  }
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} {...shared} />}
    </div>
  )
}
