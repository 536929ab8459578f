// The add and edit form of every content type, drawn from its declared fields and checked in
// the browser with the same schema the action uses. As the person's roles allow (issue 37): the
// whole form; a Writer's, which keeps the item a draft and can submit it for review; or a
// Translator's, which shows the English and takes the Punjabi, Hindi and Urdu texts only.
import { getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Fragment, useState, type ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { ContentForm } from '~/components/admin/content-form'
import { FormattedPreview } from '~/components/admin/formatted-preview'
import { ImageField } from '~/components/admin/image-field'
import { PriorityField } from '~/components/admin/priority-field'
import { PublishingField } from '~/components/admin/publishing-field'
import { RatingField } from '~/components/admin/rating-field'
import { Field, FieldError, RequiredMark } from '~/components/ui/field'
import { TextInput, controlClassName } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { FORMATTING_HINT } from '~/content/formatted-text'
import type { MediaImage } from '~/utils/media-url'
import { languageOfField, languagePanels, LanguageTabs, typedIn } from '~/components/admin/language-tabs'
import { TRANSLATED_LANGUAGE_NAMES, translationName, type TranslatedLanguage } from '~/content/translations'
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
}

type Choice = { id: number; name: string }

export function ContentTypeForm({ type, defaults, images, lastResult, formKey, choices = [], cancelTo = type.path, mode = 'full' }: Props) {
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
  const parts = (declarations: FormFieldDeclaration[], language?: TranslatedLanguage) =>
    inParts(declarations).map((part) => {
      const controls = part.fields.map((field) =>
        writer && field.kind === 'publishing' ? (
          <DraftOnly key={field.name} publishAt={defaults.publishAt ?? ''} />
        ) : (
          <FormField
            key={field.name}
            declared={field}
            fields={fields as Fields}
            current={(images[field.name] as MediaImage | null | undefined) ?? null}
            adding={adding}
            type={type}
            choices={choices}
            language={language}
          />
        ),
      )
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
        {parts(type.form)}
      </ContentForm>
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
          )}
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
        {type.translated.map((field) => (
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
  return Boolean(fields[declared.name]?.required)
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
}

function FormField({ declared, fields, current, adding, type, choices, language }: FieldProps) {
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
  if (declared.kind === 'radio') return <ChoiceButtons field={field} legend={declared.label} choices={declared.choices} />
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
      <TextInput {...getInputProps(field, { type: 'email' })} autoComplete="off" />
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

/** A few choices as buttons side by side (a payment's method), under a legend. */
function ChoiceButtons({ field, legend, choices }: { field: Fields[string]; legend: string; choices: Record<string, string> }) {
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="font-medium text-slate-900">
        {legend} {field.required ? <RequiredMark /> : null}
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
