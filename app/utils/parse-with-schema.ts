// Conform's submission parsing with a zod/mini schema, for the browser. @conform-to/zod's
// parseWithZod does the same but pulls in all of classic zod (about 22 KB gzip more on a
// public page, which the JavaScript budget cannot carry); the server keeps parseWithZod, and a
// test checks that both give the same values and messages.
import { parse, type Submission } from '@conform-to/react'
import { safeParse } from 'zod/mini'
import type { $ZodType, input, output } from 'zod/v4/core'

/** Empty strings count as missing, as in parseWithZod (an empty field was not filled in). */
function withoutEmptyStrings(value: unknown): unknown {
  if (value === '') return undefined
  if (Array.isArray(value)) return value.map(withoutEmptyStrings)
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutEmptyStrings(item)]))
  }
  return value
}

/** A field's name as Conform writes it: items[0].name */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, segment) => (typeof segment === 'number' ? `${name}[${segment}]` : name ? `${name}.${String(segment)}` : String(segment)),
    '',
  )
}

export function parseWithSchema<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  { schema }: { schema: Schema },
): Submission<input<Schema>, string[], output<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = safeParse(schema, withoutEmptyStrings(value))
      if (result.success) return { value: result.data as output<Schema> }
      const error: Record<string, string[]> = {}
      for (const issue of result.error.issues) {
        const name = fieldName(issue.path)
        error[name] = [...(error[name] ?? []), issue.message]
      }
      return { error }
    },
  })
}
