// Where an item stands on the public site (issue 19 item 1, decision 032): the words staff see,
// the form's two fields and their rules. Browser-safe: the back-office form checks the fields and
// that a scheduled item has a time; whether that time has passed is the server's to say, with its
// clock and Edmonton's current zone rules (withPublishingTimes, decision 043).
import { z } from 'zod'
import { isDateTimeInput } from '~/utils/datetime-input'

/** The same four as the database's (database/schema.ts PUBLISHING_STATUSES; a test keeps them equal). */
export const STATUSES = ['draft', 'scheduled', 'published', 'hidden'] as const
export type Status = (typeof STATUSES)[number]

/** The seed's Visible and Not Visible stay the words for published and hidden. */
export const STATUS_LABELS: Record<Status, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Visible', hidden: 'Not Visible' }

export const PUBLISHING_MESSAGES = {
  status: 'visibility is a required field',
  whenMissing: 'Choose the date and time it should appear',
  whenInvalid: 'Enter a date and a time',
  whenPassed: 'This time has passed: choose a later one, or Visible to show it now',
  dateToCome: 'This date is still to come: choose Scheduled to show it only then',
} as const

/** The form's fields: the status and the date and time it appears (Edmonton time, as typed). */
export function publishingFields() {
  return {
    status: z.enum(STATUSES, { error: PUBLISHING_MESSAGES.status }),
    publishAt: z.string().trim().refine(isDateTimeInput, { error: PUBLISHING_MESSAGES.whenInvalid }).optional(),
  }
}

/** A scheduled item needs a time (its form's rule in the browser and on the server). */
export function checkPublishing(value: { status?: Status; publishAt?: string }, ctx: z.RefinementCtx) {
  if (value.status === 'scheduled' && !value.publishAt) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: PUBLISHING_MESSAGES.whenMissing })
}

/**
 * The rules of the time itself: a scheduled item needs a time still to come; a visible one cannot
 * carry a date to come (it would say one thing and do another). `instantOf` reads the typed
 * Edmonton time (the server's parseEdmontonDateTime); `now` is the checker's clock.
 */
export function checkPublishingTimes(
  value: { status?: Status; publishAt?: string },
  ctx: z.RefinementCtx,
  instantOf: (typed: string) => Date | null,
  now = new Date(),
) {
  const when = typeof value.publishAt === 'string' && value.publishAt ? instantOf(value.publishAt) : null
  if (!when) return
  if (value.status === 'scheduled' && when <= now) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: PUBLISHING_MESSAGES.whenPassed })
  else if (value.status === 'published' && when > now) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: PUBLISHING_MESSAGES.dateToCome })
}

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null

/**
 * A form's schema with the rule above, checked even when another field is wrong, so that every
 * message shows at once (zod skips an object's refinements otherwise).
 */
export function withPublishingRules<Schema extends z.ZodType>(schema: Schema) {
  return schema.superRefine((value, ctx) => checkPublishing(value as never, ctx), { when: isObject })
}

/** The server's schema: the form's, and the rules of the time (`instantOf`: parseEdmontonDateTime). */
export function withPublishingTimes<Schema extends z.ZodType>(schema: Schema, instantOf: (typed: string) => Date | null) {
  return schema.superRefine((value, ctx) => checkPublishingTimes(value as never, ctx, instantOf), { when: isObject })
}

/** What visitors see now: a scheduled item whose time has come is published. */
export function effectiveStatus(status: Status, publishAt: Date | null, now = new Date()): Status {
  return status === 'scheduled' && publishAt !== null && publishAt <= now ? 'published' : status
}

/** Whether visitors see an item now. */
export const isShown = (status: Status, publishAt: Date | null, now = new Date()) => effectiveStatus(status, publishAt, now) === 'published'
