// The Add and Edit Blog form: every field of a blog post (spec 3) in the order the public page
// shows them - the post, its two more sections, the writer, the side note, the link - then
// visibility and priority. Checked in the browser with the same schema the action uses.
import { getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { ContentForm } from '~/components/admin/content-form'
import { ImageField } from '~/components/admin/image-field'
import { PriorityField } from '~/components/admin/priority-field'
import { VisibilityField } from '~/components/admin/visibility-field'
import { Field } from '~/components/ui/field'
import { TextInput } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { BLOG_LIMITS, editBlogSchema, newBlogSchema } from '~/content/blog'
import type { MediaImage } from '~/utils/media-url'

export type BlogFormDefaults = {
  name: string
  title: string
  description: string
  section2Title: string
  section2Body: string
  section3Title: string
  section3Body: string
  writerName: string
  writerDescription: string
  sideTitle: string
  sideDescription: string
  linkUrl: string
  isActive: string
  priority: string
}

type Props = {
  /** Add requires the blog picture; Edit keeps the current one unless a new one is chosen. */
  mode: 'add' | 'edit'
  defaults: BlogFormDefaults
  image: MediaImage | null
  writerImage: MediaImage | null
  lastResult: SubmissionResult<string[]> | undefined
  /** An add form's one-time key (a second post of it adds nothing). */
  formKey?: string
}

type Schema = typeof editBlogSchema

export function BlogForm({ mode, defaults, image, writerImage, lastResult, formKey }: Props) {
  const navigation = useNavigation()
  const schema: Schema = mode === 'add' ? (newBlogSchema as unknown as Schema) : editBlogSchema
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: 'blog',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // not on blur: a message appearing as the last field loses focus would push Save down
    // under the pointer (see app/content-types/content-type-form.tsx)
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const text = (field: FieldMetadata<string | undefined, z.input<Schema>, string[]>, label: string, max: number, hint?: string) => (
    <Field id={field.id} label={label} description={hint} descriptionId={hint ? `${field.id}-hint` : undefined} errors={field.errors} errorId={field.errorId}>
      <TextInput {...getInputProps(field, { type: 'text', ariaDescribedBy: hint ? `${field.id}-hint` : undefined })} maxLength={max} autoComplete="off" />
    </Field>
  )
  const long = (field: FieldMetadata<string | undefined, z.input<Schema>, string[]>, label: string, max: number, hint?: string) => (
    <Field id={field.id} label={label} description={hint} descriptionId={hint ? `${field.id}-hint` : undefined} errors={field.errors} errorId={field.errorId}>
      <Textarea {...getTextareaProps(field, { ariaDescribedBy: hint ? `${field.id}-hint` : undefined })} maxLength={max} />
    </Field>
  )
  return (
    <ContentForm form={form} cancelTo="/admin/blogs" formKey={formKey}>
      <Part title="The post">
        {text(fields.name, 'Name', BLOG_LIMITS.name, 'A short label for the post, such as its topic.')}
        <ImageField field={fields.image} label="Blog picture" current={image} required={mode === 'add'} />
        {text(fields.title, 'Title', BLOG_LIMITS.title)}
        {long(fields.description, 'Description', BLOG_LIMITS.description, 'The opening text; the blog list shows its beginning.')}
      </Part>
      <Part title="Section 2">
        {text(fields.section2Title, 'Section 2 title', BLOG_LIMITS.sectionTitle)}
        {long(fields.section2Body, 'Section 2 text', BLOG_LIMITS.sectionBody)}
      </Part>
      <Part title="Section 3 (optional)">
        {text(fields.section3Title, 'Section 3 title', BLOG_LIMITS.sectionTitle)}
        {long(fields.section3Body, 'Section 3 text', BLOG_LIMITS.sectionBody)}
      </Part>
      <Part title="The writer">
        {text(fields.writerName, 'Writer name', BLOG_LIMITS.writerName)}
        <ImageField field={fields.writerImage} label="Writer picture" current={writerImage} removeField={fields.removeWriterImage} />
        {long(fields.writerDescription, 'Writer description', BLOG_LIMITS.writerDescription, 'Optional.')}
      </Part>
      <Part title="Side note and link (optional)">
        {text(fields.sideTitle, 'Side title', BLOG_LIMITS.sideTitle)}
        {long(fields.sideDescription, 'Side description', BLOG_LIMITS.sideDescription)}
        <Field
          id={fields.linkUrl.id}
          label="Link URL"
          description="A web page to read more, starting with https://. Optional."
          descriptionId={`${fields.linkUrl.id}-hint`}
          errors={fields.linkUrl.errors}
          errorId={fields.linkUrl.errorId}
        >
          <TextInput {...getInputProps(fields.linkUrl, { type: 'url', ariaDescribedBy: `${fields.linkUrl.id}-hint` })} maxLength={BLOG_LIMITS.linkUrl} autoComplete="off" inputMode="url" />
        </Field>
      </Part>
      <Part title="Publishing">
        <VisibilityField field={fields.isActive} />
        <PriorityField field={fields.priority} min={BLOG_LIMITS.priorityMin} max={BLOG_LIMITS.priorityMax} />
      </Part>
    </ContentForm>
  )
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-6 border-t border-slate-100 pt-6 first-of-type:border-t-0 first-of-type:pt-0">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}
