// Building blocks of the back office's form rules, shared by every content type's schema
// (content/<type>.ts). Browser-safe: the browser checks with the same rules for instant
// feedback and the action re-checks. Messages follow the spec's generic style
// ('{path} is a required field', '{path} must be at most N characters').
import { z } from 'zod'

/** The largest picture a form accepts; the image pipeline refuses anything larger anyway. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif'

/** The short description staff give a picture, read out in its place (its `alt`). */
export const PICTURE_DESCRIPTION = {
  label: 'What the picture shows',
  hint: 'Read out to visitors who cannot see the picture: say in a few words what it shows, e.g. “Volunteers serving tea at the seniors’ lunch”. Left empty, it is made from the title or name.',
  max: 250,
  tooLong: 'A description can be at most 250 characters.',
} as const
export const IMAGE_MESSAGES = {
  tooLarge: 'This picture is larger than 10 MB. Please choose a smaller file.',
  notAnImage: 'This file is not a picture we can use. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
} as const

/**
 * A required text: trimmed first, so that spaces alone count as empty and get the required
 * message rather than a length message.
 */
export function requiredText(path: string, max: number) {
  const required = `${path} is a required field`
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: `${path} must be at most ${max} characters` })
}

/** A required e-mail address (the spec asks only for presence; a typo caught here saves a bounce). */
export function requiredEmail(path = 'email') {
  return requiredText(path, 254).pipe(z.email({ error: `${path} must be a valid email` }))
}

/** A whole number in [min, max] with one message for every way of getting it wrong (empty included). */
export function numberInRange(min: number, max: number, message: string) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message })
}

/** A chosen picture file; an empty file input arrives as undefined. The server still checks the bytes. */
export function imageFile() {
  return z
    .instanceof(File, { error: IMAGE_MESSAGES.notAnImage })
    .refine((file) => file.size <= MAX_IMAGE_BYTES, { error: IMAGE_MESSAGES.tooLarge })
    .refine((file) => file.type === '' || file.type.startsWith('image/'), { error: IMAGE_MESSAGES.notAnImage })
}

/**
 * A picture that must be chosen (an add form's): no file chosen posts an empty file, or
 * nothing; either gets `message`, and anything else chosen is checked as a picture.
 */
export function requiredImageFile(message: string) {
  return z
    .unknown()
    .refine((value) => value !== undefined && value !== '' && !(value instanceof File && value.size === 0), { error: message, abort: true })
    .pipe(imageFile())
}

/** 'Remove the current picture' checkbox of an optional image. */
export function removeImageFlag() {
  return z.boolean().optional()
}
