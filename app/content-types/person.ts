// What testimonials and team members both hold about a person (spec 5, Testimonial and Team
// add): name, e-mail, profession, a picture (optional: pages show a placeholder), visibility and
// a priority from 1 to 20 (a lower number first); each type adds its own text (message, bio) and
// what else it has (a testimonial's rating). Browser-safe. The length limits are ours (the spec
// sets none) and keep a stored row sane.
import { imageFile, numberInRange, removeImageFlag, requiredEmail, requiredText } from '~/content/fields'
import { publishingFields } from '~/content/publishing'
import { STATUS_DETAIL, type DetailItemDeclaration, type FormFieldDeclaration } from './declaration'

export const PERSON_LIMITS = { name: 200, profession: 200, text: 5000, priorityMin: 1, priorityMax: 20 } as const
export const PRIORITY_MESSAGE = 'Set Priority from 1 to 20'

/** Who the person is: the schema's first fields and the form's first controls. */
export const personIdentity = {
  schema: {
    name: requiredText('name', PERSON_LIMITS.name),
    email: requiredEmail('email'),
    profession: requiredText('profession', PERSON_LIMITS.profession),
  },
  form: [
    { kind: 'text', name: 'name', label: 'Name', maxLength: PERSON_LIMITS.name, autoComplete: 'off' },
    { kind: 'email', name: 'email', label: 'Email' },
    { kind: 'text', name: 'profession', label: 'Profession', maxLength: PERSON_LIMITS.profession, translated: true },
  ] satisfies FormFieldDeclaration[],
  detail: [
    { label: 'Name', key: 'name' },
    { label: 'Email', key: 'email' },
    { label: 'Profession', key: 'profession' },
  ] satisfies DetailItemDeclaration[],
}

/** How the person is shown: the picture, visibility and priority. */
export const personShowing = {
  schema: {
    ...publishingFields(),
    priority: numberInRange(PERSON_LIMITS.priorityMin, PERSON_LIMITS.priorityMax, PRIORITY_MESSAGE),
    image: imageFile().optional(),
    removeImage: removeImageFlag(),
  },
  image: { kind: 'image', name: 'image', removeWith: 'removeImage' } satisfies FormFieldDeclaration,
  form: [
    { kind: 'publishing', name: 'status' },
    { kind: 'priority', name: 'priority', min: PERSON_LIMITS.priorityMin, max: PERSON_LIMITS.priorityMax },
  ] satisfies FormFieldDeclaration[],
  detail: [
    STATUS_DETAIL,
    { label: 'Priority', key: 'priority' },
  ] satisfies DetailItemDeclaration[],
}

/** A portrait's description for screen readers. */
export const portraitAlt = (value: { name: string }) => `Portrait of ${value.name}`
