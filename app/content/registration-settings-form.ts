// The staff's form for an event's registration settings and their screens' small forms (issue
// 38): checked on the server; messages name the field and say what to do.
import { z } from 'zod'
import { isDateTimeInput } from '~/utils/datetime-input'
import { isOneEmailAddress } from '~/utils/email-address'

export const REGISTRATION_SETTINGS_MESSAGES = {
  capacity: 'Enter the number of places, from 1 to 10,000, or leave it empty for no limit',
  maxPartySize: 'Enter a number of people from 1 to 20',
  closesAt: 'Enter the date and time registration closes, or leave it empty to close when the event starts',
  reminderHours: 'Enter a number of hours from 0 (no reminder) to 336 (two weeks)',
  onlineLink: 'Enter an address that starts with https://, or leave it empty',
  question: 'The question can be at most 200 characters',
} as const

const whole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, { message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message })

export const registrationSettingsFormSchema = z.object({
  enabled: z.literal('on').optional(),
  waitingList: z.literal('on').optional(),
  capacity: z.union([z.literal(''), whole(1, 10_000, REGISTRATION_SETTINGS_MESSAGES.capacity)], { message: REGISTRATION_SETTINGS_MESSAGES.capacity }),
  maxPartySize: whole(1, 20, REGISTRATION_SETTINGS_MESSAGES.maxPartySize),
  closesAt: z.union([z.literal(''), z.string().trim().refine(isDateTimeInput, { message: REGISTRATION_SETTINGS_MESSAGES.closesAt })], { message: REGISTRATION_SETTINGS_MESSAGES.closesAt }),
  reminderHours: whole(0, 336, REGISTRATION_SETTINGS_MESSAGES.reminderHours),
  onlineLink: z.union([z.literal(''), z.url({ protocol: /^https$/, message: REGISTRATION_SETTINGS_MESSAGES.onlineLink }).max(500, { message: REGISTRATION_SETTINGS_MESSAGES.onlineLink })], {
    message: REGISTRATION_SETTINGS_MESSAGES.onlineLink,
  }),
  question: z.string().trim().max(200, { message: REGISTRATION_SETTINGS_MESSAGES.question }),
})

export const ADD_ATTENDEE_MESSAGES = {
  name: 'Enter their name',
  email: 'Enter one e-mail address, or leave it empty if they have none',
  phone: 'A phone number can be at most 40 characters',
  partySize: 'Enter a number of people from 1 to 20',
} as const

export const addAttendeeSchema = z.object({
  name: z.string().trim().min(1, { message: ADD_ATTENDEE_MESSAGES.name }).max(200, { message: ADD_ATTENDEE_MESSAGES.name }),
  email: z.string().trim().max(254, { message: ADD_ATTENDEE_MESSAGES.email }).refine((value) => value === '' || isOneEmailAddress(value), { message: ADD_ATTENDEE_MESSAGES.email }),
  phone: z.string().trim().max(40, { message: ADD_ATTENDEE_MESSAGES.phone }),
  partySize: whole(1, 20, ADD_ATTENDEE_MESSAGES.partySize),
  language: z.enum(['en', 'pa', 'hi', 'ur']),
})

export const EMAIL_EVERYONE_MESSAGES = {
  subject: 'Write a subject of at most 200 characters',
  body: 'Write the message, at most 5,000 characters',
} as const

export const emailEveryoneSchema = z.object({
  subject: z.string().trim().min(1, { message: EMAIL_EVERYONE_MESSAGES.subject }).max(200, { message: EMAIL_EVERYONE_MESSAGES.subject }),
  body: z.string().trim().min(1, { message: EMAIL_EVERYONE_MESSAGES.body }).max(5000, { message: EMAIL_EVERYONE_MESSAGES.body }),
})

/** The first message of each field of a refused form. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
