// The site's details on the Site settings screen: organisation, social links, donations (the
// card page and the QR code), quick exit and privacy, saved together with "Save settings".
// Checked in the browser with the schema the action uses; a multipart post, so that a QR
// picture travels with the fields, and it works without JavaScript. Leaving with changes not
// saved asks first (unsaved-changes.tsx).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { FormEvent, ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import type { z } from 'zod'
import { ImageField } from '~/components/admin/image-field'
import { languagePanels, LanguageTabs, typedIn } from '~/components/admin/language-tabs'
import { TRANSLATED_LANGUAGE_NAMES, translationName, type TranslatedLanguage } from '~/content/translations'
import { RadioChoiceField } from '~/components/admin/radio-choice-field'
import { TextField } from '~/components/admin/text-field'
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FormError } from '~/components/ui/form-error'
import { controlClassName, TextInput } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { ALERT_ADDRESSES_MAX, SOCIAL_NETWORKS } from '~/content/settings'
import {
  ADMIN_TWO_FACTOR_WORDS,
  ALERT_CONTENT_WORDS,
  labelInLanguage,
  PROVINCES,
  QR_MODE_WORDS,
  SETTINGS_LIMITS,
  SITE_SETTINGS_LABELS,
  SOCIAL_NETWORK_LABELS,
  siteSettingsFormSchema,
} from '~/content/settings-form'
import { PICTURE_DESCRIPTION } from '~/content/fields'
import type { MediaImage } from '~/utils/media-url'
import { SaveBar } from '~/components/admin/content-form'
import { TranslationReview } from '~/components/admin/translation-review'
import { reviewRowHref, settingsSubject, type ShownReviews } from '~/content/translation-review'

export type SiteFormDefaults = {
  name: string
  charityNumber: string
  addressLine1: string
  addressLine2: string
  city: string
  province: string
  postalCode: string
  email: string
  phone: string
  officeHours: string
  officeHours__pa: string
  officeHours__hi: string
  officeHours__ur: string
  social: Record<(typeof SOCIAL_NETWORKS)[number], string>
  cardPaymentUrl: string
  qrMode: 'text' | 'image'
  qrText: string
  qrInstructions: string
  qrInstructions__pa: string
  qrInstructions__hi: string
  qrInstructions__ur: string
  /** What the share picture and the QR picture show, in each language (decision 091). */
  shareImageAlt: string
  shareImageAlt__pa: string
  shareImageAlt__hi: string
  shareImageAlt__ur: string
  qrImageAlt: string
  qrImageAlt__pa: string
  qrImageAlt__hi: string
  qrImageAlt__ur: string
  quickExitUrl: string
  contactRetentionMonths: string
  auditRetentionMonths: string
  registrationRetentionDays: string
  trashRetentionDays: string
  alertAddresses: string
  alertContents: 'notice' | 'full'
  adminTwoFactor: 'required' | 'optional'
}

type Props = {
  defaults: SiteFormDefaults
  /** Fingerprints of the fields as shown, so that only what is changed here is saved. */
  baseline: string
  qrImage: MediaImage | null
  /** The picture link previews show for pages without their own, if staff chose one. */
  shareImage: MediaImage | null
  lastResult: SubmissionResult<string[]> | undefined
  /** The translated texts' reviews ('officeHours__ur'), shown beside each (decision 095). */
  reviews?: ShownReviews
  /** This person marks translations reviewed: a link to the text's row on the Translations screen beside each Draft. */
  mayReview?: boolean
}

const options = (choices: Record<string, string>) => Object.entries(choices).map(([value, label]) => ({ value, label }))
const ALERT_CONTENT_OPTIONS = options(ALERT_CONTENT_WORDS)
const ADMIN_TWO_FACTOR_OPTIONS = options(ADMIN_TWO_FACTOR_WORDS)
const QR_MODE_OPTIONS = options(QR_MODE_WORDS)

export function SiteSettingsForm({ defaults, baseline, qrImage, shareImage, lastResult, reviews = {}, mayReview = false }: Props) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction === '/admin/settings'
  const [form, fields] = useForm<z.input<typeof siteSettingsFormSchema>, z.output<typeof siteSettingsFormSchema>>({
    id: 'site-settings',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: siteSettingsFormSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const social = fields.social.getFieldset()
  // a translated setting's field in a language ('officeHours__ur'), the English one without
  type Translated = 'officeHours' | 'qrInstructions' | 'shareImageAlt' | 'qrImageAlt'
  const inLanguage = (name: Translated, language?: TranslatedLanguage) => fields[language ? (translationName(name, language) as `${typeof name}__ur`) : name]
  const errorsIn = (name: Translated) => (language?: TranslatedLanguage) => inLanguage(name, language).errors?.length ?? 0
  const now = (name: Translated, language?: TranslatedLanguage) => {
    const value = inLanguage(name, language).value
    return typeof value === 'string' ? value : ''
  }
  // a translation's state under its box; marked reviewed on the Translations screen, where it stands beside its English as saved
  const reviewOf = (name: Translated, language: TranslatedLanguage) => (
    <TranslationReview
      name={translationName(name, language)}
      english={now(name)}
      text={now(name, language)}
      review={reviews[translationName(name, language)]}
      language={TRANSLATED_LANGUAGE_NAMES[language]}
      mark={
        mayReview ? (
          <a href={reviewRowHref(settingsSubject(name), language)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Mark reviewed on the Translations screen
          </a>
        ) : null
      }
    />
  )
  // "What the picture shows" of a settings picture, in each language's tab (decision 091)
  const describing = (name: 'shareImageAlt' | 'qrImageAlt', id: string, label: string, emptyHint: string) => (
    <LanguageTabs
      id={id}
      label={`${label}: languages`}
      panels={languagePanels(
        (language) => (
          <>
            <TextField
              field={inLanguage(name, language)}
              label={language ? `${PICTURE_DESCRIPTION.label}: ${label} (${TRANSLATED_LANGUAGE_NAMES[language]})` : `${PICTURE_DESCRIPTION.label}: ${label}`}
              hint={language ? 'Leave empty to read out the English description.' : `Read out to visitors who cannot see the picture, and shown when it cannot load. ${emptyHint}`}
              max={PICTURE_DESCRIPTION.max}
              {...typedIn(language)}
            />
            {language ? reviewOf(name, language) : null}
          </>
        ),
        errorsIn(name),
      )}
    />
  )
  const formProps = getFormProps(form)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault()
      return
    }
    formProps.onSubmit(event)
  }

  return (
    <Form
      method="post"
      action="/admin/settings"
      encType="multipart/form-data"
      {...formProps}
      onSubmit={onSubmit}
      aria-labelledby="site-settings-title"
      className="mt-6 max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="site-settings-title" className="sr-only">
        The site&rsquo;s details
      </h2>
      <input type="hidden" name="baseline" value={baseline} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="space-y-10">
        <Section title="Organisation" intro="Shown in the footer of every page, on the contact page and in the privacy policy.">
          <TextField field={fields.name} label={SITE_SETTINGS_LABELS.name} max={SETTINGS_LIMITS.name} autoComplete="organization" />
          <TextField field={fields.charityNumber} label={SITE_SETTINGS_LABELS.charityNumber} hint="As registered with the Canada Revenue Agency. Optional." max={SETTINGS_LIMITS.charityNumber} />
          <TextField field={fields.addressLine1} label={SITE_SETTINGS_LABELS.addressLine1} max={SETTINGS_LIMITS.addressLine} autoComplete="address-line1" />
          <TextField field={fields.addressLine2} label={SITE_SETTINGS_LABELS.addressLine2} hint="Optional." max={SETTINGS_LIMITS.addressLine} autoComplete="address-line2" />
          <div className="grid gap-6 sm:grid-cols-3">
            <TextField field={fields.city} label={SITE_SETTINGS_LABELS.city} max={SETTINGS_LIMITS.city} autoComplete="address-level2" />
            <Field id={fields.province.id} label={SITE_SETTINGS_LABELS.province} errors={fields.province.errors} errorId={fields.province.errorId}>
              <select {...getSelectProps(fields.province)} defaultValue={defaults.province} autoComplete="address-level1" className={controlClassName}>
                {PROVINCES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </Field>
            <TextField field={fields.postalCode} label={SITE_SETTINGS_LABELS.postalCode} max={10} autoComplete="postal-code" />
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField field={fields.email} label={SITE_SETTINGS_LABELS.email} type="email" autoComplete="email" />
            <TextField field={fields.phone} label={SITE_SETTINGS_LABELS.phone} type="tel" max={SETTINGS_LIMITS.phone} autoComplete="tel" />
          </div>
          <LanguageTabs
            id="office-hours-languages"
            label="Office hours: languages"
            panels={languagePanels(
              (language) =>
                language ? (
                  <>
                    <TextField
                      field={inLanguage('officeHours', language)}
                      label={labelInLanguage(SITE_SETTINGS_LABELS.officeHours, language)}
                      hint="Leave empty to show the English hours."
                      max={SETTINGS_LIMITS.officeHours}
                      {...typedIn(language)}
                    />
                    {reviewOf('officeHours', language)}
                  </>
                ) : (
                  <TextField field={fields.officeHours} label={SITE_SETTINGS_LABELS.officeHours} hint="For example: Monday to Friday, 9 a.m. to 5 p.m. Optional." max={SETTINGS_LIMITS.officeHours} />
                ),
              errorsIn('officeHours'),
            )}
          />
          <ImageField
            field={fields.shareImage}
            label={SITE_SETTINGS_LABELS.shareImage}
            hint="Shown when someone shares a page of the site on WhatsApp, Facebook or by e-mail, unless the page has a picture of its own. Without one, the logo is shown. It is cropped to a wide rectangle (1200 by 630 pixels), so keep what matters in the middle."
            current={shareImage}
            removeField={fields.removeShareImage}
            removeLabel="Remove this picture (the logo is shown instead)"
          />
          {describing('shareImageAlt', 'share-picture-languages', 'picture for shared links', 'Left empty, it is the organisation’s name.')}
        </Section>

        <Section title={SITE_SETTINGS_LABELS.social} intro="The full address of each page, starting with https://. Leave a network empty to show no link for it.">
          <div className="grid gap-6 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField key={network} field={social[network]} label={SOCIAL_NETWORK_LABELS[network]} type="url" placeholder="https://" />
            ))}
          </div>
        </Section>

        <Section title="Donations" intro="Where a card donation is sent, and the QR code the donation page shows for other payments.">
          <TextField
            field={fields.cardPaymentUrl}
            label={SITE_SETTINGS_LABELS.cardPaymentUrl}
            hint="The card payment provider's page for your charity, starting with https://. Leave empty if you take no card payments online."
            type="url"
          />
          <RadioChoiceField
            field={fields.qrMode}
            defaultValue={defaults.qrMode}
            legend={SITE_SETTINGS_LABELS.qrMode}
            hint="Drawing the code from text removes an uploaded picture."
            options={QR_MODE_OPTIONS}
          />
          <Field
            id={fields.qrText.id}
            label={SITE_SETTINGS_LABELS.qrText}
            description="What the code holds when it is drawn from text: an e-Transfer e-mail address or a payment link."
            descriptionId={fields.qrText.descriptionId}
            errors={fields.qrText.errors}
            errorId={fields.qrText.errorId}
          >
            <TextInput {...getInputProps(fields.qrText, { type: 'text', ariaDescribedBy: fields.qrText.descriptionId })} maxLength={SETTINGS_LIMITS.qrText} autoComplete="off" />
          </Field>
          <ImageField field={fields.qrImage} label={SITE_SETTINGS_LABELS.qrImage} current={qrImage} />
          {describing('qrImageAlt', 'qr-picture-languages', 'QR code picture', 'Left empty, the donation page says it is a QR code to scan with a banking app.')}
          <LanguageTabs
            id="payment-instructions-languages"
            label="Payment instructions: languages"
            panels={languagePanels(
              (language) => {
                const field = inLanguage('qrInstructions', language)
                return (
                  <>
                    <Field
                      id={field.id}
                      label={language ? labelInLanguage(SITE_SETTINGS_LABELS.qrInstructions, language) : SITE_SETTINGS_LABELS.qrInstructions}
                      description={language ? 'Leave empty to show the English instructions.' : 'Shown beside the QR code: how to finish paying once it is scanned.'}
                      descriptionId={field.descriptionId}
                      errors={field.errors}
                      errorId={field.errorId}
                    >
                      <Textarea {...getTextareaProps(field, { ariaDescribedBy: field.descriptionId })} rows={4} maxLength={SETTINGS_LIMITS.qrInstructions} {...typedIn(language)} />
                    </Field>
                    {language ? reviewOf('qrInstructions', language) : null}
                  </>
                )
              },
              errorsIn('qrInstructions'),
            )}
          />
        </Section>

        <Section title="Quick exit" intro="The “Leave this site” button replaces the page with this one. Choose an everyday site that gives nothing away.">
          <TextField field={fields.quickExitUrl} label={SITE_SETTINGS_LABELS.quickExitUrl} hint="Starting with https://." type="url" />
        </Section>

        <Section title="Privacy" intro="Contact messages, activity log entries and event registrations older than these are deleted automatically, every day.">
          <TextField
            field={fields.contactRetentionMonths}
            label={SITE_SETTINGS_LABELS.contactRetentionMonths}
            hint={`From ${SETTINGS_LIMITS.retentionMin} to ${SETTINGS_LIMITS.retentionMax}.`}
            type="number"
            className="sm:max-w-40"
            inputMode="numeric"
            min={SETTINGS_LIMITS.retentionMin}
            max={SETTINGS_LIMITS.retentionMax}
          />
          <TextField
            field={fields.auditRetentionMonths}
            label={SITE_SETTINGS_LABELS.auditRetentionMonths}
            hint={`From ${SETTINGS_LIMITS.auditRetentionMin} to ${SETTINGS_LIMITS.auditRetentionMax}. The activity log records what staff do in the back office.`}
            type="number"
            className="sm:max-w-40"
            inputMode="numeric"
            min={SETTINGS_LIMITS.auditRetentionMin}
            max={SETTINGS_LIMITS.auditRetentionMax}
          />
          <TextField
            field={fields.registrationRetentionDays}
            label={SITE_SETTINGS_LABELS.registrationRetentionDays}
            hint={`From ${SETTINGS_LIMITS.registrationRetentionMin} to ${SETTINGS_LIMITS.registrationRetentionMax}. Who registered for an event, and who came, is deleted this many days after it.`}
            type="number"
            className="sm:max-w-40"
            inputMode="numeric"
            min={SETTINGS_LIMITS.registrationRetentionMin}
            max={SETTINGS_LIMITS.registrationRetentionMax}
          />
          <TextField
            field={fields.trashRetentionDays}
            label={SITE_SETTINGS_LABELS.trashRetentionDays}
            hint={`From ${SETTINGS_LIMITS.trashRetentionMin} to ${SETTINGS_LIMITS.trashRetentionMax}. Deleted posts, events, team members, testimonials, albums and pictures can be restored from the Trash until then, and are deleted for ever afterwards.`}
            type="number"
            className="sm:max-w-40"
            inputMode="numeric"
            min={SETTINGS_LIMITS.trashRetentionMin}
            max={SETTINGS_LIMITS.trashRetentionMax}
          />
        </Section>

        <Section
          title="Alerts about new messages"
          intro="When someone writes through the contact form, an e-mail tells these people so that nobody has to keep checking the back office."
        >
          <Field
            id={fields.alertAddresses.id}
            label={SITE_SETTINGS_LABELS.alertAddresses}
            description={`One address per line, at most ${ALERT_ADDRESSES_MAX}. Leave it empty to notify everyone whose role lets them read the messages (Administrators and Messages).`}
            descriptionId={fields.alertAddresses.descriptionId}
            errors={fields.alertAddresses.errors}
            errorId={fields.alertAddresses.errorId}
          >
            <Textarea {...getTextareaProps(fields.alertAddresses, { ariaDescribedBy: fields.alertAddresses.descriptionId })} rows={3} />
          </Field>
          <RadioChoiceField field={fields.alertContents} defaultValue={defaults.alertContents} legend={SITE_SETTINGS_LABELS.alertContents} options={ALERT_CONTENT_OPTIONS} />
        </Section>

        <Section
          title="Signing in to the back office"
          intro="Two-factor sign-in asks staff (every role: Administrator, Editor, Writer, Messages, Treasurer, Translator) for a code from an app on their phone after their password, so that a stolen password is not enough. Members who only have an account are never asked."
        >
          <RadioChoiceField
            field={fields.adminTwoFactor}
            defaultValue={defaults.adminTwoFactor}
            legend={SITE_SETTINGS_LABELS.adminTwoFactor}
            hint="When it is required, staff who have not set it up are asked to do so before using the back office again (you too, if you have not)."
            options={ADMIN_TWO_FACTOR_OPTIONS}
          />
        </Section>

        <SaveBar>
          <Button type="submit" busy={busy} busyLabel="Saving...">
            Save settings
          </Button>
        </SaveBar>
      </div>
      {/* the dialog is drawn over the page, outside the form */}
      <UnsavedChangesGuard formId={form.id} />
    </Form>
  )
}

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="space-y-6">
      <div>
        <h3 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h3>
        <p className="mt-1 text-slate-700">{intro}</p>
      </div>
      {children}
    </section>
  )
}
