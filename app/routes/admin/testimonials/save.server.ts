// What Add and Edit Testimonial do with a posted form (content-form.server.ts does the
// ordering that keeps a failed picture from half-saving).
import { testimonialSchema, type TestimonialInput } from '~/content/testimonial'
import { createTestimonial, updateTestimonial } from '~/models/testimonial.server'
import { submitContentForm } from '~/utils/content-form.server'

function fieldsOf({ image: _image, removeImage: _remove, ...fields }: TestimonialInput) {
  return fields
}

const alt = (value: TestimonialInput) => `Portrait of ${value.name}`

export function addTestimonial(request: Request) {
  return submitContentForm({
    request,
    schema: testimonialSchema,
    alt,
    save: async (value, imageId) => {
      await createTestimonial(fieldsOf(value), imageId)
    },
  })
}

export function editTestimonial(request: Request, id: number) {
  return submitContentForm({
    request,
    schema: testimonialSchema,
    alt,
    save: async (value, imageId) => {
      const saved = await updateTestimonial(id, fieldsOf(value), { newImageId: imageId, removeImage: value.removeImage === true })
      if (!saved) throw new Response('Not found', { status: 404 })
      return saved
    },
  })
}
