// What Add and Edit Blog do with a posted form: two pictures (the blog's and its writer's)
// travel with it; content-form.server.ts does the ordering that keeps a failed picture from
// half-saving anything and deletes the pictures an edit stopped using.
import { editBlogSchema, newBlogSchema, type BlogInput } from '~/content/blog'
import { createBlog, updateBlog } from '~/models/blog.server'
import { submitContentForm } from '~/utils/content-form.server'

export const BLOG_IMAGE_FIELDS = ['image', 'writerImage'] as const

function fieldsOf({ image: _image, writerImage: _writer, removeWriterImage: _remove, ...fields }: BlogInput) {
  return fields
}

const alt = (value: BlogInput, field: string) => (field === 'writerImage' ? `Portrait of ${value.writerName}` : `Picture for “${value.title}”`)

export function addBlog(request: Request) {
  return submitContentForm({
    request,
    schema: newBlogSchema,
    imageFields: BLOG_IMAGE_FIELDS,
    alt,
    save: async (value, _imageId, { image, writerImage }) => {
      // the schema makes the picture required; a null here would be a bug, not a staff error
      if (image === null) throw new Error('A new blog post needs its picture')
      await createBlog(fieldsOf(value), { imageId: image, writerImageId: writerImage })
    },
  })
}

export function editBlog(request: Request, id: number) {
  return submitContentForm({
    request,
    schema: editBlogSchema,
    imageFields: BLOG_IMAGE_FIELDS,
    alt,
    save: async (value, _imageId, { image, writerImage }) => {
      const saved = await updateBlog(id, fieldsOf(value), {
        newImageId: image,
        newWriterImageId: writerImage,
        removeWriterImage: value.removeWriterImage === true,
      })
      if (!saved) throw new Response('Not found', { status: 404 })
      return saved
    },
  })
}
