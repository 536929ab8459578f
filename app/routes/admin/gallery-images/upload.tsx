// Add many pictures to one album at once (beyond the spec). Every chosen file becomes a picture,
// without a title or a description (never its file name's: issue 41 item 5), with the same category, status (and time to appear) and priority. With JavaScript
// each file is posted on its own to upload-one (XMLHttpRequest, for a progress bar per file and
// a clear answer per file); without it, all files travel in one post (at most 40 MB) and the
// screen lists what was added and what was refused. Then staff describe the added pictures on
// one grid (describe.tsx), where the screen leads.
import { getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { data, Link, useNavigate, useNavigation } from 'react-router'
import { ContentForm } from '~/components/admin/content-form'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { PriorityField } from '~/components/admin/priority-field'
import { PublishingField } from '~/components/admin/publishing-field'
import { buttonClassName } from '~/components/ui/button'
import { FieldError } from '~/components/ui/field'
import { IMAGE_ACCEPT } from '~/content/fields'
import { GALLERY_IMAGE_LIMITS, GALLERY_UPLOAD_LIMITS, galleryUploadSchema } from '~/content/gallery-image'
import { withPublishingTimes } from '~/content/publishing'
import { newLoader } from '~/content-types/admin.server'
import { ParentField } from '~/content-types/content-type-form'
import { pictureCount } from '~/content-types/gallery-category'
import { galleryImage } from '~/content-types/gallery-image'
import { galleryImageStore } from '~/content-types/gallery-image.server'
import { choicesIn, NothingToBelongTo } from '~/content-types/screens'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { parseEdmontonDateTime } from '~/utils/edmonton-time.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/upload'
import { addUploadedPicture, UPLOAD_MAX_BYTES, type UploadResult } from './upload.server'
import { backOfficeTitle } from '~/content-types/screens'

// the albums to choose from, the one asked for (?category=ID) chosen already: Add Gallery's
export const loader = ({ request }: Route.LoaderArgs) => newLoader(galleryImageStore, request)

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAccess(request, 'galleryImages', 'add'), context)
  const read = await readFormData(request, UPLOAD_MAX_BYTES)
  if (!read.ok) {
    const message =
      read.status === 413
        ? 'These pictures are more than 40 MB together. Please send fewer at a time.'
        : 'This form could not be read. Please choose the pictures again.'
    return data({ status: 'error' as const, error: { '': [message] } }, { status: read.status })
  }
  const submission = parseWithZod(read.formData, { schema: withPublishingTimes(galleryUploadSchema, parseEdmontonDateTime) })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const { images, ...settings } = submission.value
  const results: UploadResult[] = []
  for (const file of images) results.push(await addUploadedPicture(file, settings, actor))
  const added = results.filter((result) => result.ok).length
  if (added === results.length) {
    return redirectWithFlash(describePath(results), { type: 'success', message: `${pictureCount(added)} added. Now say what each one shows.` })
  }
  return data({ results }, { status: added === 0 ? 400 : 200 })
}

/** The describing grid of the pictures added. */
function describePath(results: UploadResult[]): string {
  return `/admin/gallery-images/describe?ids=${results.flatMap((result) => (result.ok ? [result.id] : [])).join(',')}`
}

type Upload = { name: string; progress: number; state: 'waiting' | 'sending' | 'added' | 'refused'; message?: string; id?: number }

/** Posts one file to upload-one, reporting the upload's progress from 0 to 1. */
function sendOne(file: File, settings: Record<string, string>, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/admin/gallery-images/upload-one')
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = xhr.response as UploadResult | null
      if (body && typeof body.ok === 'boolean') resolve({ ...body, name: file.name })
      // a lapsed session answers with the login page, not JSON
      else resolve({ name: file.name, ok: false, message: 'The server did not take this picture. Please reload the page (you may need to log in again) and try it again.' })
    }
    xhr.onerror = () => resolve({ name: file.name, ok: false, message: 'The connection was lost. Please try this picture again.' })
    const body = new FormData()
    for (const [name, value] of Object.entries(settings)) body.set(name, value)
    body.set('image', file)
    xhr.send(body)
  })
}

export default function UploadGalleryImages({ loaderData, actionData }: Route.ComponentProps) {
  const categories = choicesIn(galleryImage, loaderData)!
  const { categoryId } = loaderData.defaults
  const navigation = useNavigation()
  const navigate = useNavigate()
  // where to go once the batch sent is drawn as saved (so that leaving no longer asks about it)
  const [describeNext, setDescribeNext] = useState<string | null>(null)
  useEffect(() => {
    if (describeNext) void navigate(describeNext)
  }, [describeNext, navigate])
  const [uploads, setUploads] = useState<Upload[] | null>(null)
  const [albumId, setAlbumId] = useState('')
  // batches sent: the pictures chosen then are saved, and leaving no longer asks about them
  const [sentBatches, setSentBatches] = useState(0)
  const sending = uploads?.some((upload) => upload.state === 'waiting' || upload.state === 'sending') ?? false
  const serverResults = actionData && 'results' in actionData ? actionData.results : null
  const lastResult = actionData && !('results' in actionData) ? actionData : undefined

  const [form, fields] = useForm({
    id: 'gallery-upload',
    defaultValue: { categoryId, status: 'published', publishAt: '', priority: '0' },
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: galleryUploadSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onSubmit(event, { formData, submission }) {
      // with JavaScript every file goes on its own, with its progress bar
      event.preventDefault()
      if (sending || submission?.status !== 'success') return
      const files = formData.getAll('images').filter((file): file is File => file instanceof File && file.size > 0)
      const settings = { categoryId: String(formData.get('categoryId')), status: String(formData.get('status')),
        publishAt: String(formData.get('publishAt') ?? ''), priority: String(formData.get('priority')) }
      setAlbumId(settings.categoryId)
      setUploads(files.map((file) => ({ name: file.name, progress: 0, state: 'waiting' })))
      const update = (index: number, change: Partial<Upload>) =>
        setUploads((current) => current && current.map((upload, i) => (i === index ? { ...upload, ...change } : upload)))
      const addedIds: number[] = []
      void (async () => {
        for (const [index, file] of files.entries()) {
          update(index, { state: 'sending' })
          const result = await sendOne(file, settings, (fraction) => update(index, { progress: fraction }))
          update(index, result.ok ? { state: 'added', progress: 1, id: result.id } : { state: 'refused', message: result.message })
          if (result.ok) addedIds.push(result.id)
        }
        setSentBatches((count) => count + 1)
        // every picture added: on to describing them (with some refused, the list says which, and a link leads on)
        if (addedIds.length === files.length) setDescribeNext(`/admin/gallery-images/describe?ids=${addedIds.join(',')}`)
      })()
    },
  })

  const added = uploads?.filter((upload) => upload.state === 'added').length ?? 0
  const hint = `${fields.images.id}-hint`
  return (
    <>
      <ScreenHeader
        title="Add many pictures"
        intro="Every picture you choose is added to one album. Then you give each one a title and say what it shows, in each language, on one screen."
        action={<GoBackLink to="/admin/gallery-images" />}
      />
      {categories.length === 0 ? (
        <NothingToBelongTo type={galleryImage} sentence="Pictures belong to an album, and there are no albums yet." />
      ) : (
        <ContentForm form={form} cancelTo="/admin/gallery-images" saveLabel="Upload pictures" busyLabel="Uploading..." busy={sending} savedKey={sentBatches}>
          <ParentField type={galleryImage} field={fields.categoryId} choices={categories} />
          <div>
            <label htmlFor={fields.images.id} className="block font-medium text-slate-900">
              Pictures
            </label>
            <p id={hint} className="mt-0.5 text-sm text-slate-600">
              Up to {GALLERY_UPLOAD_LIMITS.files} pictures: JPEG, PNG, WebP, GIF or AVIF, each up to 10 MB.
            </p>
            <input
              {...getInputProps(fields.images, { type: 'file', ariaDescribedBy: hint })}
              multiple
              accept={IMAGE_ACCEPT}
              className="mt-1.5 block w-full max-w-md rounded-lg border border-slate-500 bg-white p-2 text-base file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 aria-invalid:border-2 aria-invalid:border-red-700"
            />
            <FieldError id={fields.images.errorId} errors={fields.images.errors ?? Object.values(fields.images.allErrors).flat()} />
          </div>
          <PublishingField status={fields.status} publishAt={fields.publishAt} />
          <PriorityField field={fields.priority} min={GALLERY_IMAGE_LIMITS.priorityMin} max={GALLERY_IMAGE_LIMITS.priorityMax} />
        </ContentForm>
      )}

      {uploads ? (
        <section aria-labelledby="uploads-title" className="mt-8 max-w-2xl space-y-4">
          <h2 id="uploads-title" className="text-lg font-semibold">
            Uploads
          </h2>
          <p role="status" className="font-medium">
            {sending ? `Sending ${uploads.length === 1 ? 'the picture' : `${uploads.length} pictures`}… ` : ''}
            {added} of {pictureCount(uploads.length)} added.
          </p>
          <ul className="space-y-3">
            {uploads.map((upload, index) => (
              <li key={`${index}-${upload.name}`} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                <p className="font-medium break-all">{upload.name}</p>
                <progress max={100} value={Math.round(upload.progress * 100)} aria-label={`${upload.name}: upload`} className="mt-2 h-2 w-full accent-brand-700" />
                <p className={`mt-1 text-sm ${upload.state === 'refused' ? 'font-medium text-red-700' : 'text-slate-700'}`}>
                  {upload.state === 'waiting'
                    ? 'Waiting'
                    : upload.state === 'sending'
                      ? `Sending: ${Math.round(upload.progress * 100)}%`
                      : upload.state === 'added'
                        ? 'Added'
                        : `Not added: ${upload.message}`}
                </p>
              </li>
            ))}
          </ul>
          {!sending && added > 0 ? (
            <Link to={`/admin/gallery-images/describe?ids=${uploads.flatMap((upload) => (upload.id ? [upload.id] : [])).join(',')}`} className={buttonClassName('primary')}>
              Describe the {pictureCount(added)} added
            </Link>
          ) : null}
          {!sending ? (
            <Link to={`/admin/gallery-images?category=${albumId}`} className={`${buttonClassName('secondary')} ms-3`}>
              See the album’s pictures
            </Link>
          ) : null}
        </section>
      ) : null}

      {serverResults ? (
        <section aria-labelledby="results-title" className="mt-8 max-w-2xl space-y-3">
          <h2 id="results-title" className="text-lg font-semibold">
            Some pictures were not added
          </h2>
          <ul className="space-y-2">
            {serverResults.map((result, index) => (
              <li key={`${index}-${result.name}`} className={result.ok ? 'text-slate-800' : 'font-medium text-red-700'}>
                {result.name}: {result.ok ? 'added.' : `not added. ${result.message}`}
              </li>
            ))}
          </ul>
          {serverResults.some((result) => result.ok) ? (
            <Link to={describePath(serverResults)} className={buttonClassName('primary')}>
              Describe the pictures added
            </Link>
          ) : null}
        </section>
      ) : null}
    </>
  )
}

export function meta() {
  return backOfficeTitle('Add many pictures')
}
