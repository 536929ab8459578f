// The Android app's form (its own settings screen): an APK uploaded here (up to 200 MB), an
// address on another site, or no app yet. Without JavaScript it is a plain multipart post to
// /admin/settings/app. With JavaScript an upload goes by XMLHttpRequest to
// /admin/settings/app/upload, for a progress bar; the answers and messages are the same.
import { getFormProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { toast } from 'react-toastify'
import type { z } from 'zod'
import { RadioChoiceField } from '~/components/admin/radio-choice-field'
import { TextField } from '~/components/admin/text-field'
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes'
import { useHydrated } from '~/components/site/use-hydrated'
import { Button } from '~/components/ui/button'
import { Field, FieldError } from '~/components/ui/field'
import { FormError } from '~/components/ui/form-error'
import { Textarea } from '~/components/ui/textarea'
import { APK_CONTENT_TYPE } from '~/content/settings'
import { APP_SETTINGS_LABELS, APP_SOURCE_LABELS, APP_SOURCES, appReleaseFormSchema, SETTINGS_LIMITS, type AppSource } from '~/content/settings-form'

export type CurrentApp =
  | { source: 'upload'; versionName: string; fileName: string; size: string; sha256: string }
  | { source: 'external'; url: string; versionName: string }
  | null

export type AppFormDefaults = {
  source: AppSource
  externalUrl: string
  versionName: string
  releaseNotes: string
  minAndroidVersion: string
}

type Props = {
  current: CurrentApp
  defaults: AppFormDefaults
  lastResult: SubmissionResult<string[]> | undefined
}

const FORM_ACTION = '/admin/settings/app'
const UPLOAD_ENDPOINT = '/admin/settings/app/upload'

type UploadAnswer = { ok: true; message: string } | { ok: false; result?: SubmissionResult<string[]>; message?: string }

/** Posts the form to the upload endpoint, reporting the upload's progress from 0 to 1. */
function sendWithProgress(body: FormData, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', UPLOAD_ENDPOINT)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const answer = xhr.response as UploadAnswer | null
      if (answer && typeof answer.ok === 'boolean') resolve(answer)
      // a lapsed session answers with the login page, not JSON
      else resolve({ ok: false, message: 'The server did not take the app. Please reload the page (you may need to log in again) and try again.' })
    }
    xhr.onerror = () => resolve({ ok: false, message: 'The connection was lost during the upload. Please try again.' })
    xhr.send(body)
  })
}

const SOURCE_OPTIONS = APP_SOURCES.map((value) => ({ value, label: APP_SOURCE_LABELS[value] }))

export function AppReleaseForm({ current, defaults, lastResult }: Props) {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const hydrated = useHydrated()
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadResult, setUploadResult] = useState<SubmissionResult<string[]> | undefined>(undefined)
  const [uploadMessage, setUploadMessage] = useState<string | null>(null)
  const uploading = progress !== null
  const busy = uploading || (navigation.state !== 'idle' && navigation.formAction === FORM_ACTION)
  const schema = appReleaseFormSchema({ hasUploadedFile: current?.source === 'upload' })

  const [form, fields] = useForm<z.input<typeof schema>, z.output<typeof schema>>({
    id: 'app-release',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? (uploadResult ?? lastResult) : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onSubmit(event, { formData, submission }) {
      if (busy) {
        event.preventDefault()
        return
      }
      setUploadResult(undefined)
      setUploadMessage(null)
      const file = formData.get('apk')
      // only an upload needs a progress bar; other choices post the usual way
      if (submission?.status !== 'success' || submission.value.source !== 'upload' || !(file instanceof File) || file.size === 0) return
      event.preventDefault()
      setProgress(0)
      void sendWithProgress(formData, (fraction) => setProgress(fraction)).then((answer) => {
        setProgress(null)
        if (answer.ok) {
          toast.success(answer.message)
          void revalidator.revalidate()
        } else if (answer.result) {
          setUploadResult(answer.result)
        } else {
          setUploadMessage(answer.message ?? null)
        }
      })
    },
  })

  const source = (fields.source.value ?? defaults.source) as AppSource
  // without JavaScript every field shows (the choice cannot hide the others)
  const shows = (wanted: AppSource[]) => !hydrated || wanted.includes(source)
  const percent = progress === null ? 0 : Math.round(progress * 100)
  // announced in steps of ten, so that a screen reader is not flooded
  const step = Math.floor(percent / 10) * 10

  return (
    <section aria-label="Android app" className="mt-6 max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <CurrentAppSummary current={current} />

      <Form method="post" action={FORM_ACTION} encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-6">
        <FormError id={form.errorId} errors={uploadMessage ? [uploadMessage] : form.errors} />
        <RadioChoiceField field={fields.source} defaultValue={defaults.source} legend={APP_SETTINGS_LABELS.source} options={SOURCE_OPTIONS} />

        {shows(['upload']) ? (
          <ApkField field={fields.apk} current={current} />
        ) : null}
        {shows(['external']) ? (
          <TextField
            field={fields.externalUrl}
            label={APP_SETTINGS_LABELS.url}
            hint="Where the app can be downloaded on another site, starting with https://. Only when the app is not uploaded here."
            type="url"
            placeholder="https://"
          />
        ) : null}
        {shows(['upload', 'external']) ? (
          <>
            <div className="grid gap-6 sm:grid-cols-2">
              <TextField field={fields.versionName} label={APP_SETTINGS_LABELS.versionName} hint="As the app names it, for example 1.4.2." max={SETTINGS_LIMITS.versionName} />
              <TextField field={fields.minAndroidVersion} label={APP_SETTINGS_LABELS.minAndroidVersion} hint="For example 8.0. Optional." max={8} inputMode="decimal" />
            </div>
            <Field
              id={fields.releaseNotes.id}
              label={APP_SETTINGS_LABELS.releaseNotes}
              description="What is new in this version, in a few plain sentences. Shown on the Get the app page."
              descriptionId={fields.releaseNotes.descriptionId}
              errors={fields.releaseNotes.errors}
              errorId={fields.releaseNotes.errorId}
            >
              <Textarea {...getTextareaProps(fields.releaseNotes, { ariaDescribedBy: fields.releaseNotes.descriptionId })} rows={4} maxLength={SETTINGS_LIMITS.releaseNotes} />
            </Field>
          </>
        ) : null}

        {uploading ? (
          <div className="space-y-2">
            <progress max={100} value={percent} aria-label="Upload of the APK file" className="h-2 w-full accent-brand-700" />
            <p role="status" className="text-sm font-medium text-slate-800">
              Uploading the app: {step}%. Please keep this page open.
            </p>
          </div>
        ) : null}
        <div className="border-t border-slate-100 pt-6">
          <Button type="submit" busy={busy} busyLabel={uploading ? 'Uploading...' : 'Saving...'}>
            Save app settings
          </Button>
        </div>
        {/* the dialog is drawn over the page, outside the form */}
        <UnsavedChangesGuard formId={form.id} />
      </Form>
    </section>
  )
}

function CurrentAppSummary({ current }: { current: CurrentApp }) {
  const box = 'rounded-lg bg-slate-50 px-4 py-3 text-slate-800 ring-1 ring-slate-200'
  if (!current) return <p className={box}>No app is offered yet: the Get the app page says it is coming soon.</p>
  if (current.source === 'external') {
    return (
      <p className={`${box} break-words`}>
        Offered now: version {current.versionName}, downloaded from <span className="font-medium">{current.url}</span>.
      </p>
    )
  }
  return (
    <div className={box}>
      <p>
        Offered now: version {current.versionName}, the uploaded file <span className="font-medium break-all">{current.fileName}</span> ({current.size}).
      </p>
      <p className="mt-1 text-sm break-all">SHA-256 checksum: {current.sha256}</p>
    </div>
  )
}

function ApkField<Form extends Record<string, unknown>>({ field, current }: { field: FieldMetadata<unknown, Form, string[]>; current: CurrentApp }) {
  const hintId = `${field.id}-hint`
  const invalid = Boolean(field.errors?.length)
  const hint =
    current?.source === 'upload'
      ? `Choose a file only to replace version ${current.versionName}. The app’s .apk file, up to 200 MB.`
      : 'The app’s .apk file, up to 200 MB.'
  return (
    <div>
      <label htmlFor={field.id} className="block font-medium text-slate-900">
        {APP_SETTINGS_LABELS.fileId}
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        {hint}
      </p>
      <input
        id={field.id}
        name={field.name}
        type="file"
        accept={`.apk,${APK_CONTENT_TYPE}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${field.errorId} ${hintId}` : hintId}
        className="mt-1.5 block w-full max-w-md rounded-lg border border-slate-500 bg-white p-2 text-base file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 aria-invalid:border-2 aria-invalid:border-red-700"
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}
