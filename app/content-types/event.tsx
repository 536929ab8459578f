// An event (spec 2.5 and 5, Event add / edit): the Events page and the home page's latest events.
// Browser-safe; its table is bound in event.server.ts (the public queries stay in
// models/event.server.ts). The date and time are checked for shape here; the machinery turns
// them into an instant in Edmonton time (utils/edmonton-time.server.ts). End time and location are
// ours (optional). The spec has no event detail screen.
import { z } from 'zod'
import { imageFile } from '~/content/fields'
import { publishingFields } from '~/content/publishing'
import { isDateTimeInput } from '~/utils/datetime-input'
import { defineContentType, PICTURE_COLUMN, STATUS_COLUMN, STATUS_FILTER } from './declaration'

export const EVENT_MESSAGES = {
  title: 'Title is required',
  description: 'Description is required',
  image: 'Image is required',
  eventDate: 'Event date is required',
  eventDateInvalid: 'Enter the date and time the event starts',
  endsAtInvalid: 'Enter the date and time the event ends, or leave it empty',
  endsBeforeStart: 'The end must be after the start',
} as const

export const EVENT_LIMITS = { title: 200, description: 5000, location: 300 } as const

function required(message: string, max: number, path: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `${path} must be at most ${max} characters` })
}

const fields = {
  title: required(EVENT_MESSAGES.title, EVENT_LIMITS.title, 'title'),
  description: required(EVENT_MESSAGES.description, EVENT_LIMITS.description, 'description'),
  eventDate: z
    .string({ error: EVENT_MESSAGES.eventDate })
    .trim()
    .min(1, { error: EVENT_MESSAGES.eventDate, abort: true })
    .refine(isDateTimeInput, { error: EVENT_MESSAGES.eventDateInvalid }),
  endsAt: z.string().trim().refine(isDateTimeInput, { error: EVENT_MESSAGES.endsAtInvalid }).optional(),
  location: z
    .string()
    .trim()
    .max(EVENT_LIMITS.location, { error: `location must be at most ${EVENT_LIMITS.location} characters` })
    .optional(),
  ...publishingFields(),
}

// Both are Edmonton wall-clock times of the same shape, so their text order is their time order
// (a start that is itself wrong has its own message).
function endAfterStart(value: { eventDate: string; endsAt?: string }, ctx: z.RefinementCtx) {
  if (value.endsAt && isDateTimeInput(value.eventDate) && isDateTimeInput(value.endsAt) && value.endsAt <= value.eventDate) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: EVENT_MESSAGES.endsBeforeStart })
  }
}

/** Edit Event: the picture is kept unless a new one is chosen. */
export const eventSchema = z.object({ ...fields, image: imageFile().optional() }).superRefine(endAfterStart)

/**
 * Add Event: a picture is required. A browser posts an empty, nameless file when none is
 * chosen (a hand-made post may send nothing, or text): all of these are 'Image is required'.
 */
export const newEventSchema = z
  .object({
    ...fields,
    image: z
      .unknown()
      .refine((value) => value instanceof File && value.size > 0, { error: EVENT_MESSAGES.image, abort: true })
      .pipe(imageFile()),
  })
  .superRefine(endAfterStart)

export const event = defineContentType({
  path: '/admin/events',
  area: 'events',
  history: true,
  schema: eventSchema,
  schemaOnAdd: newEventSchema,
  labels: { singular: 'Event', name: 'Event', plural: 'events', list: 'Events', search: 'Search by title or description' },
  listIntro: 'Visible events appear on the Events page and, the next three, on the home page.',
  // staff look for the next event: the list opens with the coming ones, soonest first
  defaultOrder: 'upcoming',
  // spec 2.5 and 9: image, title, description cut at 100 characters, event date with its time
  columns: [
    PICTURE_COLUMN,
    { header: 'Title', key: 'title', show: 'title' },
    { header: 'Description', key: 'excerpt', excerptOf: 'description', cut: 100, className: 'min-w-36 max-w-xs wrap-anywhere' },
    { header: 'Event date', key: 'eventDate', show: 'date', withTime: true, className: 'min-w-40' },
    STATUS_COLUMN,
  ],
  filters: [STATUS_FILTER],
  // registration, attendees and check-in (issue 38): their own screen, for those who manage events
  itemLinks: [{ label: 'Attendees', path: 'attendees', when: [] }],
  form: [
    { kind: 'text', name: 'title', label: 'Title', maxLength: EVENT_LIMITS.title, autoComplete: 'off', translated: true },
    { kind: 'textarea', name: 'description', label: 'Description', formatted: true, translated: true },
    { kind: 'image', name: 'image', requiredOnAdd: EVENT_MESSAGES.image },
    { kind: 'datetime', name: 'eventDate', label: 'Event date and time', description: 'Edmonton time.' },
    {
      kind: 'datetime',
      name: 'endsAt',
      label: 'Ends (optional)',
      description: 'When the event finishes, Edmonton time. Leave empty if you are not sure.',
      optional: true,
    },
    { kind: 'text', name: 'location', label: 'Location (optional)', maxLength: EVENT_LIMITS.location, optional: true, translated: true },
    { kind: 'publishing', name: 'status' },
  ],
  detail: null,
  publicPath: (item) => `/events/${item.id}`,
  alt: (value) => value.title,
  toasts: {
    added: (value) => `Event “${value.title}” added.`,
    saved: (value) => `Event “${value.title}” saved.`,
  },
})
