// A single-line text control, styled for the whole product; an invalid one gets a red border
// (aria-invalid drives the style, so what is styled is also what is announced).
import type { ComponentProps } from 'react'

export const controlClassName =
  'block w-full rounded-lg border border-slate-500 bg-white px-3.5 py-2.5 text-base text-slate-900 ' +
  'placeholder:text-slate-500 aria-invalid:border-2 aria-invalid:border-red-700 disabled:bg-slate-100'

export function TextInput({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={className ? `${controlClassName} ${className}` : controlClassName} {...props} />
}
