// The add and edit form of every content type, drawn from its declared fields and checked in
// the browser with the same schema the action uses. As the person's roles allow (issue 37): the
// whole form; a Writer's, which keeps the item a draft and can submit it for review; or a
// Translator's, which shows the English and takes the Punjabi, Hindi and Urdu texts only.
import { getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Fragment, useState, type ReactNode } from 'react'
import { Link, useNavigation } from 'react-router'
import { ContentForm } from '~/components/admin/content-form'
import { FormattedPreview } from '~/components/admin/formatted-preview'
import { ImageField } from '~/components/admin/image-field'
import { PriorityField } from '~/components/admin/priority-field'
import { PublishingField } from '~/components/admin/publishing-field'
import { RatingField } from '~/components/admin/rating-field'
import { buttonClassName } from '~/components/ui/button'
import { Field, FieldError, RequiredMark } from '~/components/ui/field'
import { TextInput, controlClassName } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { FORMATTING_HINT } from '~/content/formatted-text'
import { PICTURE_DESCRIPTION } from '~/content/fields'
import type { MediaImage } from '~/utils/media-url'
import { languageOfField, languagePanels, LanguageTabs, typedIn } from '~/components/admin/language-tabs'
import { TRANSLATED_LANGUAGE_NAMES, translationName, type TranslatedLanguage } from '~/content/translations'
import type { ShownReviews } from '~/content/translation-review'
import { TranslationReview } from '~/components/admin/translation-review'
import { descriptionName, editing, type ContentType, type FormFieldDeclaration } from './declaration'

type Fields = Record<string, FieldMetadata<unknown, Record<string, unknown>, string[]>>

type Props = {
  type: ContentType
  defaults: Record<string, string>
  /** The item's current pictures by field name (none on an add form). */
  images: Record<string, unknown>
  lastResult: SubmissionResult<string[]> | undefined
  /** An add form's one-time key (a second post of it adds nothing); only add forms have one. */
  formKey?: string
  /** The items of the type it belongs to (ContentType.belongsTo). */
  choices?: Choice[]
  /** Where Cancel leads: the list. */
  cancelTo?: string
  /** The whole form, a Writer's (a draft it stays) or a Translator's (the other languages only). */
  mode?: 'full' | 'draft' | 'translations'
  /** Fields the item's state locks (a payment's, once its official receipt shows them): shown, not editable, with why and the way to unlock them. */
  lock?: FormLock | null
  /** An edit form's translations' reviews ('title__ur'), shown beside each (decision 095). */
  reviews?: ShownReviews
  /** This person marks translations reviewed (Administrators and Translators): a checkbox beside each Draft. */
  mayReview?: boolean
}

export type FormLock = { fields: string[]; why: string; action: { label: string; to: string } }

type Choice = { id: number; name: string }

export function ContentTypeForm({ type, defaults, images, lastResult, formKey, choices = [], cancelTo = type.path, mode = 'full', lock = null, reviews, mayReview = false }: Props) {
  const navigation = useNavigation()
  const adding = formKey !== undefined
  const { formId, schema: editSchema } = editing(type)
  const translating = mode === 'translations' && type.translationSchema !== undefined
  const schema = translating ? type.translationSchema! : adding && type.schemaOnAdd ? type.schemaOnAdd : editSchema
  const writer = mode === 'draft'
  const buttons = writer ? { saveLabel: 'Save draft', alsoSubmit: { name: 'review', value: '1', label: 'Save and submit for review' } } : {}
  const [form, fields] = useForm<Record<string, unknown>>({
    id: formId,
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // each control says whether it is required (and its limits) before the first save; the
    // form keeps noValidate, so the messages stay the spec's, from the schema
    constraint: getZodConstraint(schema),
    // not on blur: a message appearing as the last field loses focus would push Save down
    // under the pointer, and the click meant for Save would land beside it
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const marked = type.form.some((declared) => marksRequired(declared, fields as Fields, adding))
  const parts = (declarations: FormFieldDeclaration[], language?: TranslatedLanguage, after?: (name: string) => ReactNode) =>
    inParts(declarations).map((part) => {
      const controls = part.fields.map((field) => {
        // a field that does not apply to what is chosen now is hidden (all are shown without JavaScript)
        const applies = !field.shownWhile || shownValue((fields as Fields)[field.shownWhile.field]) === field.shownWhile.is
        const control =
          writer && field.kind === 'publishing' ? (
            <DraftOnly publishAt={defaults.publishAt ?? ''} />
          ) : lock?.fields.includes(field.name) ? (
            <LockedField declared={field} field={(fields as Fields)[field.name]} />
          ) : (
            <FormField
              declared={field}
              fields={fields as Fields}
              current={(images[field.name] as MediaImage | null | undefined) ?? null}
              adding={adding}
              type={type}
              choices={choices}
              language={language}
              defaults={defaults}
            />
          )
        return field.shownWhile ? (
          <div key={field.name} hidden={!applies}>
            {control}
          </div>
        ) : (
          <Fragment key={field.name}>
            {control}
            {after?.(field.name)}
          </Fragment>
        )
      })
      return part.title === undefined ? (
        <Fragment key={part.fields[0].name}>{controls}</Fragment>
      ) : (
        <Part key={part.title} title={part.title}>
          {controls}
        </Part>
      )
    })
  if (type.translated.length === 0) {
    return (
      <ContentForm form={form} cancelTo={cancelTo} formKey={formKey} requiredNote={marked} {...buttons}>
        {lock ? <LockNotice lock={lock} /> : null}
        {parts(type.form)}
      </ContentForm>
    )
  }
  // an edit form's review state beside each translated text (an add form's texts are all new: Drafts)
  const reviewBeside =
    adding || !reviews
      ? undefined
      : (name: string) => {
          const language = languageOfField(name)!
          const english = name.slice(0, -`__${language}`.length)
          return (
            <TranslationReview
              name={name}
              english={translating ? (defaults[english] ?? '') : valueNow((fields as Fields)[english])}
              text={valueNow((fields as Fields)[name])}
              review={reviews[name]}
              language={TRANSLATED_LANGUAGE_NAMES[language]}
              tick={mayReview}
            />
          )
        }
  // the messages by language: a translated text's field ends in its language ('title__ur')
  const errorsIn = (language?: TranslatedLanguage) => Object.entries(form.allErrors).filter(([name, messages]) => name !== '' && messages.length > 0 && languageOfField(name) === language).length
  const panels = languagePanels(
    (language) =>
      language ? (
        <>
          <p className="text-sm text-slate-700">
            What visitors reading {TRANSLATED_LANGUAGE_NAMES[language]} see. A text left empty shows the English one, marked as English for screen readers.
          </p>
          {parts(
            // named with the language, so that no two controls of the form share a name
            type.translated.map((field) => ({ ...field, name: translationName(field.name, language), label: `${field.label} (${TRANSLATED_LANGUAGE_NAMES[language]})` })),
            language,
            reviewBeside,
          )}
          <PictureDescriptionsIn type={type} fields={fields as Fields} language={language} after={reviewBeside} />
        </>
      ) : translating ? (
        <EnglishToTranslate type={type} defaults={defaults} />
      ) : (
        parts(type.form)
      ),
    errorsIn,
  )
  return (
    <ContentForm form={form} cancelTo={cancelTo} formKey={formKey} requiredNote={marked && !translating} saveLabel={translating ? 'Save translations' : undefined} {...buttons}>
      <LanguageTabs id={`${formId}-languages`} panels={panels} />
    </ContentForm>
  )
}

/** A Writer's item stays a draft: said, not chosen; the date typed by an Editor, if any, is kept as it is. */
function DraftOnly({ publishAt }: { publishAt: string }) {
  return (
    <div>
      <p className="font-medium text-slate-900">Visibility</p>
      <p className="mt-1.5 text-slate-800">Draft: not on the website until an Editor publishes it.</p>
      <input type="hidden" name="status" value="draft" />
      <input type="hidden" name="publishAt" value={publishAt} />
    </div>
  )
}

/** A Translator's English tab: the texts to translate, to read, not to change (they post nothing). */
function EnglishToTranslate({ type, defaults }: { type: ContentType; defaults: Record<string, string> }) {
  return (
    <>
      <p className="text-sm text-slate-700">The English texts, to translate in the other tabs. Only an Editor changes them.</p>
      <dl className="space-y-4">
        {[
          ...type.translated.map((field) => ({ name: field.name, label: field.label })),
          // and what each picture shows, which a Translator describes in the other languages (decision 092)
          ...type.form
            .filter((declared) => declared.kind === 'image')
            .map((declared) => ({
              name: descriptionName(declared.name),
              label: declared.label && declared.label !== 'Picture' ? `${PICTURE_DESCRIPTION.label}: ${declared.label}` : PICTURE_DESCRIPTION.label,
            })),
        ].map((field) => (
          <div key={field.name}>
            <dt className="font-medium text-slate-900">{field.label}</dt>
            <dd className="mt-1 whitespace-pre-wrap text-slate-800">{defaults[field.name] ? defaults[field.name] : <span className="text-slate-600">(empty)</span>}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

/**
 * Whether a field is marked Required: the schema requires it and the person must act. A
 * visibility or priority always has a value; a picture is required on Add only.
 */
function marksRequired(declared: FormFieldDeclaration, fields: Fields, adding: boolean) {
  if (declared.kind === 'publishing' || declared.kind === 'priority') return false
  if (declared.kind === 'image') return adding && Boolean(declared.requiredOnAdd)
  if (declared.kind === 'radio' && declared.required) return true
  return Boolean(fields[declared.name]?.required)
}

/** A text field's value as it stands in the form now ('' when emptied). */
const valueNow = (field: Fields[string] | undefined) => (typeof field?.value === 'string' ? field.value : '')

/** A field's value as it stands in the form now (a radio's choice). */
const shownValue = (field: Fields[string] | undefined) => (typeof field?.value === 'string' ? field.value : typeof field?.initialValue === 'string' ? field.initialValue : '')

/** Why some fields cannot change now, and the one way to change them. */
function LockNotice({ lock }: { lock: FormLock }) {
  return (
    <div role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-700">
      <p>{lock.why}</p>
      <Link to={lock.action.to} className={buttonClassName('secondary', 'mt-3')}>
        {lock.action.label}
      </Link>
    </div>
  )
}

/** A locked field: its value shown, read-only, and posted as it is (the server refuses any other). */
function LockedField({ declared, field }: { declared: FormFieldDeclaration; field: Fields[string] }) {
  const value = typeof field.initialValue === 'string' ? field.initialValue : ''
  const shown = declared.kind === 'radio' || declared.kind === 'select' ? (declared.choices[value] ?? value) : value
  const label = 'label' in declared && declared.label ? declared.label : declared.name
  const hint = `${field.id}-locked`
  return (
    <Field id={field.id} label={label} description="Locked: the official receipt shows it." descriptionId={hint} errors={field.errors} errorId={field.errorId}>
      {declared.kind === 'textarea' ? (
        <Textarea id={field.id} value={shown} readOnly rows={declared.rows} aria-describedby={hint} className="bg-slate-100" />
      ) : (
        <TextInput id={field.id} value={shown} readOnly aria-describedby={hint} className="bg-slate-100 sm:max-w-md" />
      )}
      {/* the value the server compares with what the receipt shows; a shown choice's label is not it */}
      <input type="hidden" name={field.name} value={value} />
    </Field>
  )
}

type FieldProps = {
  declared: FormFieldDeclaration
  fields: Fields
  current: MediaImage | null
  adding: boolean
  type: ContentType
  choices: Choice[]
  /** A text's version in this language: typed in its direction, and spell-checked as it. */
  language?: TranslatedLanguage
  /** The form's first values (a question's day and today, ContentType form 'checkbox'). */
  defaults: Record<string, string>
}

function FormField({ declared, fields, current, adding, type, choices, language, defaults }: FieldProps) {
  const field = fields[declared.name]
  const inLanguage = typedIn(language)
  switch (declared.kind) {
    case 'parent':
      return <ParentField type={type} field={field} choices={choices} />
    case 'image':
      return (
        <ImageField
          field={field}
          descriptionField={fields[descriptionName(declared.name)]}
          label={declared.label}
          current={current}
          removeField={declared.removeWith ? fields[declared.removeWith] : undefined}
          required={adding && Boolean(declared.requiredOnAdd)}
        />
      )
    case 'rating':
      return <RatingField field={field} />
    case 'publishing':
      return <PublishingField status={field} publishAt={fields.publishAt} dated={declared.dated} />
    case 'priority':
      return <PriorityField field={field} min={declared.min} max={declared.max} />
    case 'checkbox':
      return <Question declared={declared} field={field} day={declared.offBefore ? fields[declared.offBefore.field] : undefined} today={defaults[`${declared.name}Today`] ?? ''} />
  }
  if (declared.kind === 'datetime' || declared.kind === 'date' || declared.kind === 'money') {
    const hint = `${field.id}-hint`
    const money = declared.kind === 'money' ? ({ inputMode: 'decimal', autoComplete: 'off' } as const) : {}
    return (
      <Field id={field.id} label={declared.label} description={declared.description} descriptionId={hint} errors={field.errors} errorId={field.errorId} required={field.required}>
        <TextInput {...getInputProps(field, { type: NARROW_INPUTS[declared.kind], ariaDescribedBy: hint })} {...money} className="sm:max-w-xs" />
      </Field>
    )
  }
  if (declared.kind === 'radio') return <ChoiceButtons field={field} legend={declared.label} choices={declared.choices} required={field.required || declared.required === true} />
  if (declared.kind === 'select') {
    const hint = declared.description ? `${field.id}-hint` : undefined
    return (
      <Field id={field.id} label={declared.label} description={declared.description} descriptionId={hint} errors={field.errors} errorId={field.errorId}>
        <select {...getSelectProps(field, hint ? { ariaDescribedBy: hint } : undefined)} className={`${controlClassName} sm:max-w-xs`}>
          {Object.entries(declared.choices).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
    )
  }
  if (declared.kind === 'textarea' && declared.formatted) return <FormattedField declared={declared} field={field} inLanguage={inLanguage} />
  const hint = 'description' in declared && declared.description ? `${field.id}-hint` : undefined
  const input =
    declared.kind === 'textarea' ? (
      <Textarea {...getTextareaProps(field, { ariaDescribedBy: hint })} rows={declared.rows} maxLength={declared.maxLength} {...inLanguage} />
    ) : declared.kind === 'email' ? (
      <TextInput {...getInputProps(field, { type: 'email', ariaDescribedBy: hint })} autoComplete="off" />
    ) : declared.kind === 'url' ? (
      <TextInput {...getInputProps(field, { type: 'url', ariaDescribedBy: hint })} maxLength={declared.maxLength} autoComplete="off" inputMode="url" />
    ) : (
      <TextInput {...getInputProps(field, { type: 'text', ariaDescribedBy: hint })} maxLength={declared.maxLength} autoComplete={declared.autoComplete} {...inLanguage} />
    )
  return (
    <Field
      id={field.id}
      label={declared.label}
      description={'description' in declared ? declared.description : undefined}
      descriptionId={hint}
      errors={field.errors}
      errorId={field.errorId}
      required={field.required}
    >
      {input}
    </Field>
  )
}

/** A long text staff may format: its hint says how, and a preview under it shows the result as they type. */
function FormattedField({ declared, field, inLanguage }: { declared: Extract<FormFieldDeclaration, { kind: 'textarea' }>; field: Fields[string]; inLanguage: { lang?: string; dir?: string } }) {
  const hint = `${field.id}-hint`
  const [source, setSource] = useState(typeof field.initialValue === 'string' ? field.initialValue : '')
  return (
    <Field
      id={field.id}
      label={declared.label}
      description={
        <>
          {declared.description ? <>{declared.description} </> : null}
          {FORMATTING_HINT}
        </>
      }
      descriptionId={hint}
      errors={field.errors}
      errorId={field.errorId}
      required={field.required}
    >
      <Textarea
        {...getTextareaProps(field, { ariaDescribedBy: hint })}
        rows={declared.rows}
        maxLength={declared.maxLength}
        onInput={(event) => setSource(event.currentTarget.value)}
        {...inLanguage}
      />
      <FormattedPreview id={field.id} source={source} {...inLanguage} />
    </Field>
  )
}

const NARROW_INPUTS = { datetime: 'datetime-local', date: 'date', money: 'text' } as const

/**
 * A yes-or-no question about the save. One that follows a day is unticked while that day is
 * more than its number of days before today, until staff tick or untick it themselves; the day
 * it was shown for goes with it, so that the server can tell a question seen from one not seen.
 */
function Question({ declared, field, day, today }: { declared: Extract<FormFieldDeclaration, { kind: 'checkbox' }>; field: Fields[string]; day?: Fields[string]; today: string }) {
  const [touched, setTouched] = useState<boolean | null>(null)
  const shownDay = shownValue(day)
  const old = Boolean(declared.offBefore && shownDay && today && shownDay < calendarDaysBefore(today, declared.offBefore.days))
  const initial = field.initialValue === 'yes'
  // until touched: as the server rendered it for its day, then off for an old day and on for a recent one
  const checked = touched ?? (shownDay === (day?.initialValue ?? '') ? initial : !old)
  const hint = `${field.id}-hint`
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={field.id}
          name={field.name}
          value="yes"
          checked={checked}
          onChange={(event) => setTouched(event.currentTarget.checked)}
          aria-describedby={[hint, field.errors?.length ? field.errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={field.errors?.length ? true : undefined}
          className="mt-1 size-5 accent-brand-700"
        />
        <div>
          <label htmlFor={field.id} className="font-medium text-slate-900">
            {declared.label}
          </label>
          <p id={hint} className="text-sm text-slate-600">
            {declared.description}
          </p>
        </div>
      </div>
      {declared.offBefore ? <input type="hidden" name={`${declared.name}For`} value={shownDay} /> : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** 'YYYY-MM-DD' the given number of days earlier (calendar days: no clock or time zone involved). */
function calendarDaysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10)
}

/** A few choices as buttons side by side (a payment's method), under a legend. */
function ChoiceButtons({ field, legend, choices, required }: { field: Fields[string]; legend: string; choices: Record<string, string>; required?: boolean }) {
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="font-medium text-slate-900">
        {legend} {required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-1.5 flex flex-wrap gap-3">
        {Object.entries(choices).map(([value, label]) => (
          <label
            key={`${field.key ?? ''}-${value}`}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700"
          >
            <input
              type="radio"
              name={field.name}
              value={value}
              defaultChecked={field.initialValue === value}
              aria-invalid={invalid || undefined}
              className="size-5 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

/** The item of another type it belongs to (a picture's album): a choice of every one of them, hidden ones too. */
export function ParentField<Form extends Record<string, unknown>>({ type, field, choices }: { type: ContentType; field: FieldMetadata<unknown, Form, string[]>; choices: Choice[] }) {
  const { label, description, choose } = type.belongsTo!
  const hint = `${field.id}-hint`
  return (
    <Field id={field.id} label={label} description={description} descriptionId={hint} errors={field.errors} errorId={field.errorId} required={field.required}>
      <select {...getSelectProps(field, { ariaDescribedBy: hint })} className={`${controlClassName} sm:max-w-md`}>
        <option value="">{choose}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** Consecutive fields of the same part, shown under its heading (fields without a part stand alone). */
function inParts(fields: FormFieldDeclaration[]): { title?: string; fields: FormFieldDeclaration[] }[] {
  const parts: { title?: string; fields: FormFieldDeclaration[] }[] = []
  for (const field of fields) {
    const last = parts.at(-1)
    if (last && field.part !== undefined && last.title === field.part) last.fields.push(field)
    else parts.push({ title: field.part, fields: [field] })
  }
  return parts
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-6 border-t border-slate-100 pt-6 first-of-type:border-t-0 first-of-type:pt-0">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

/** Each picture's "What the picture shows" in a language's panel (issue 39 item 3): left empty, the English one is read out. */
function PictureDescriptionsIn({ type, fields, language, after }: { type: ContentType; fields: Fields; language: TranslatedLanguage; after?: (name: string) => ReactNode }) {
  return (
    <>
      {type.form
        .filter((declared) => declared.kind === 'image')
        .map((declared) => {
          const field = fields[translationName(descriptionName(declared.name), language)]
          if (!field) return null
          const label = declared.label && declared.label !== 'Picture' ? `${PICTURE_DESCRIPTION.label}: ${declared.label}` : PICTURE_DESCRIPTION.label
          return (
            <Fragment key={declared.name}>
              <Field id={field.id} label={`${label} (${TRANSLATED_LANGUAGE_NAMES[language]})`} errors={field.errors} errorId={field.errorId}>
                <TextInput {...getInputProps(field, { type: 'text' })} maxLength={PICTURE_DESCRIPTION.max} autoComplete="off" {...typedIn(language)} />
              </Field>
              {after?.(field.name)}
            </Fragment>
          )
        })}
    </>
  )
}
