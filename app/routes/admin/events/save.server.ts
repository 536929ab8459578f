// What Add and Edit Event do with a posted form (content-form.server.ts does the ordering that
// keeps a failed picture from half-saving). The date and time typed are Edmonton times.
import { eventSchema, newEventSchema, type EventInput } from '~/content/event'
import { createEvent, updateEvent, type EventFields } from '~/models/event.server'
import { submitContentForm } from '~/utils/content-form.server'
import { parseEdmontonDateTime } from '~/utils/edmonton-time'

/** The row's fields; the schema has already checked both times' shape. */
export function eventFieldsOf(value: EventInput): EventFields {
  const eventDate = parseEdmontonDateTime(value.eventDate)
  if (!eventDate) throw new Error(`Unchecked event date ${JSON.stringify(value.eventDate)}`)
  return {
    title: value.title,
    description: value.description,
    eventDate,
    endsAt: value.endsAt ? parseEdmontonDateTime(value.endsAt) : null,
    location: value.location || null,
    isActive: value.isActive,
  }
}

const alt = (value: EventInput) => value.title

export function addEvent(request: Request) {
  return submitContentForm({
    request,
    schema: newEventSchema,
    alt,
    save: async (value, imageId) => {
      await createEvent(eventFieldsOf(value), imageId)
    },
  })
}

export function editEvent(request: Request, id: number) {
  return submitContentForm({
    request,
    schema: eventSchema,
    alt,
    save: async (value, imageId) => {
      const saved = await updateEvent(id, eventFieldsOf(value), imageId)
      if (!saved) throw new Response('Not found', { status: 404 })
      return saved
    },
  })
}
