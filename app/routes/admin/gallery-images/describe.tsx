// Describe the pictures one upload added (issue 41 item 5): a grid where each picture gets its
// title and "What the picture shows" (what is read out in its place), in English and, under the
// language tabs the content forms use, in Punjabi, Hindi and Urdu; one Save keeps them all, in
// one transaction. Every text may stay empty for now: the list flags a picture without a
// description, and a picture never takes its file name's words. Works without JavaScript (every
// language's panel shown, one under the other).
import { getInputProps, useForm, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import { ContentForm } from '~/components/admin/content-form'
import { languagePanels, LanguageTabs, languageOfField, typedIn } from '~/components/admin/language-tabs'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { Thumbnail } from '~/components/admin/thumbnail'
import { Field } from '~/components/ui/field'
import { TextInput } from '~/components/ui/text-input'
import { PICTURE_DESCRIPTION } from '~/content/fields'
import { describeFieldName, GALLERY_IMAGE_LIMITS, galleryDescriptionsSchema } from '~/content/gallery-image'
import { TRANSLATED_LANGUAGE_NAMES, translationName, type TranslatedLanguage } from '~/content/translations'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { pictureCount } from '~/content-types/gallery-category'
import { backOfficeTitle } from '~/content-types/screens'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/describe'
import { idsOf, readPictures, saveDescriptions, type DescribedPicture } from './describe.server'

/** Four languages' titles and descriptions for the pictures of one upload, with room to spare. */
const DESCRIPTIONS_MAX_BYTES = 2 * 1024 * 1024

const GONE = 'A picture of this upload was deleted meanwhile, so nothing was saved. The grid now shows the others: please save again.'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'galleryImages', 'edit')
  return readPictures(idsOf(new URL(request.url)))
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAccess(request, 'galleryImages', 'edit'), context)
  const url = new URL(request.url)
  const { pictures } = await readPictures(idsOf(url))
  const ids = pictures.map((picture) => picture.id)
  // read within a bound, as every form is: a body cut off or too large is answered, not thrown
  const read = await readFormData(request, DESCRIPTIONS_MAX_BYTES)
  if (!read.ok) return data({ status: 'error' as const, error: { '': ['This form could not be read. Please type the descriptions again.'] } }, { status: read.status })
  const submission = parseWithZod(read.formData, { schema: galleryDescriptionsSchema(ids) })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const saved = await saveDescriptions(ids, submission.value as Record<string, string>, actor)
  if (!saved) return data(submission.reply({ formErrors: [GONE] }), { status: 409 })
  const album = pictures[0]?.categoryId
  return redirectWithFlash(`/admin/gallery-images${album ? `?category=${album}` : ''}`, { type: 'success', message: `${pictureCount(ids.length)} described.` })
}

type Fields = Record<string, FieldMetadata<unknown, Record<string, unknown>, string[]>>

export default function DescribePictures({ loaderData, actionData }: Route.ComponentProps) {
  const { pictures, defaults } = loaderData
  const navigation = useNavigation()
  const schema = galleryDescriptionsSchema(pictures.map((picture) => picture.id))
  const [form, fields] = useForm<Record<string, unknown>>({
    id: 'describe-pictures',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? actionData : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const errorsIn = (language?: TranslatedLanguage) =>
    Object.entries(form.allErrors).filter(([name, messages]) => name !== '' && messages.length > 0 && languageOfField(name) === language).length
  const panels = languagePanels(
    (language) => (
      <>
        {language ? (
          <p className="text-sm text-slate-700">
            What visitors reading {TRANSLATED_LANGUAGE_NAMES[language]} see and hear. A text left empty shows the English one.
          </p>
        ) : (
          <p className="text-sm text-slate-700">{PICTURE_DESCRIPTION.hint.replace(/ Left empty.*$/, '')}</p>
        )}
        <ol className="space-y-4">
          {pictures.map((picture, index) => (
            <PictureTexts key={picture.id} picture={picture} position={index + 1} count={pictures.length} fields={fields as Fields} language={language} />
          ))}
        </ol>
      </>
    ),
    errorsIn,
  )
  return (
    <>
      <ScreenHeader
        title="Describe the pictures"
        intro="Give each picture a title and say what it shows, for visitors who cannot see it. You can leave some for later: the list marks a picture that has no description."
        action={<GoBackLink to="/admin/gallery-images" />}
      />
      {pictures.length === 0 ? (
        <p className="mt-6 max-w-2xl rounded-xl bg-white p-4 ring-1 ring-slate-200">These pictures are no longer there. They may have been deleted.</p>
      ) : (
        <ContentForm form={form} cancelTo={`/admin/gallery-images?category=${pictures[0].categoryId}`} saveLabel={`Save the ${pictureCount(pictures.length)}`}>
          <LanguageTabs id="describe-pictures-languages" panels={panels} />
        </ContentForm>
      )}
    </>
  )
}

/** One picture's card: the picture, and its title and description in one language. */
function PictureTexts({ picture, position, count, fields, language }: { picture: DescribedPicture; position: number; count: number; fields: Fields; language?: TranslatedLanguage }) {
  const name = (field: 'title' | 'alt') => (language ? translationName(describeFieldName(field, picture.id), language) : describeFieldName(field, picture.id))
  const title = fields[name('title')]
  const alt = fields[name('alt')]
  const inLanguage = typedIn(language)
  const suffix = language ? ` (${TRANSLATED_LANGUAGE_NAMES[language]})` : ''
  return (
    <li className="flex flex-col gap-4 rounded-lg p-3 ring-1 ring-slate-200 sm:flex-row">
      <div className="shrink-0">
        <Thumbnail image={picture.image} />
        <p className="mt-1 text-sm text-slate-700">
          Picture {position} of {count}
        </p>
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <Field id={title.id} label={`Title${suffix}`} errors={title.errors} errorId={title.errorId}>
          <TextInput {...getInputProps(title, { type: 'text' })} maxLength={GALLERY_IMAGE_LIMITS.title} autoComplete="off" {...inLanguage} />
        </Field>
        {/* the panel's words above say how to describe a picture */}
        <Field id={alt.id} label={`${PICTURE_DESCRIPTION.label}${suffix}`} errors={alt.errors} errorId={alt.errorId}>
          <TextInput {...getInputProps(alt, { type: 'text' })} maxLength={PICTURE_DESCRIPTION.max} autoComplete="off" {...inLanguage} />
        </Field>
      </div>
    </li>
  )
}

export function meta() {
  return backOfficeTitle('Describe the pictures')
}
