// What testimonials and team members both hold about a person (spec 5, Testimonial and Team
// add): name, e-mail, profession, a picture (optional: pages show a placeholder), visibility and
// a priority from 1 to 20 (a lower number first); each type adds its own text (message, bio) and
// what else it has (a testimonial's rating). Browser-safe. The length limits are ours (the spec
// sets none) and keep a stored row sane.
import { imageFile, numberInRange, removeImageFlag, requiredEmail, requiredText, visibility } from '~/content/fields'
import type { DetailItemDeclaration, FormFieldDeclaration } from './declaration'

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
    { kind: 'text', name: 'profession', label: 'Profession', maxLength: PERSON_LIMITS.profession },
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
    isActive: visibility(),
    priority: numberInRange(PERSON_LIMITS.priorityMin, PERSON_LIMITS.priorityMax, PRIORITY_MESSAGE),
    image: imageFile().optional(),
    removeImage: removeImageFlag(),
  },
  image: { kind: 'image', name: 'image', removeWith: 'removeImage' } satisfies FormFieldDeclaration,
  form: [
    { kind: 'visibility', name: 'isActive' },
    { kind: 'priority', name: 'priority', min: PERSON_LIMITS.priorityMin, max: PERSON_LIMITS.priorityMax },
  ] satisfies FormFieldDeclaration[],
  detail: [
    { label: 'Visibility', key: 'isActive', show: 'visibility' },
    { label: 'Priority', key: 'priority' },
  ] satisfies DetailItemDeclaration[],
}

/** A portrait's description for screen readers. */
export const portraitAlt = (value: { name: string }) => `Portrait of ${value.name}`
