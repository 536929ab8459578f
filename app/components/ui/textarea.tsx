// A multi-line text control, the same look as TextInput; it grows only when the person drags it.
import type { ComponentProps } from 'react'
import { controlClassName } from './text-input'

export function Textarea({ className, rows = 6, ...props }: ComponentProps<'textarea'>) {
  const classes = `${controlClassName} min-h-32 resize-y`
  return <textarea rows={rows} className={className ? `${classes} ${className}` : classes} {...props} />
}
