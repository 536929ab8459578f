// Receipt settings (issue 15, items 6 and 8): the place of issue, the person authorised to sign
// receipts (name, title, a picture of their signature) and whether receipts go out per gift or
// once a year. The signature is kept in the settings, never among the public pictures. The
// charity's name, address and registration number come from Site settings. Leaving with
// changes not saved asks first (unsaved-changes.tsx).
import { Form, Link, data, useNavigation } from 'react-router'
import { requireAccess } from '~/auth/guards.server'
import { actorOf } from '~/auth/actor.server'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { PlainField } from '~/components/admin/plain-field'
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { fieldErrors, receiptSettingsFormSchema } from '~/content-types/donation-receipt'
import { backOfficeTitle } from '~/content-types/screens'
import { RECEIPT_MESSAGES, RECEIPT_MODE_LABELS, RECEIPT_MODES, RECEIPT_SETTINGS_LABELS } from '~/content/receipts'
import { getOrganisation, getReceiptSettings, saveReceiptSettings } from '~/models/settings.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { ImageRejectedError, signatureToPng } from '~/utils/image-processing.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/settings'
import { SaveBar } from '~/components/admin/content-form'

const FIELDS = ['placeOfIssue', 'signatoryName', 'signatoryTitle', 'mode'] as const
type Fields = Record<(typeof FIELDS)[number], string>

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'receipts')
  const [settings, organisation] = await Promise.all([getReceiptSettings(), getOrganisation()])
  const { signaturePng, ...fields } = settings
  return {
    defaults: fields as Fields,
    // shown to the admin only: a data: URL, so the signature is never a public file
    signature: signaturePng ? `data:image/png;base64,${signaturePng}` : null,
    charity: { name: organisation.name, number: organisation.charityNumber },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'receipts')
  const form = await readFormData(request, 11 * 1024 * 1024)
  if (!form.ok) {
    if (form.status === 413) return data({ typed: null, errors: { signature: 'This picture is larger than 10 MB. Please choose a smaller file.' } as Record<string, string> }, { status: 413 })
    throw new Response('This form could not be read.', { status: form.status })
  }
  const typed = Object.fromEntries(FIELDS.map((name) => [name, String(form.formData.get(name) ?? '').slice(0, 2000)])) as Fields
  const parsed = receiptSettingsFormSchema.safeParse(typed)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  const current = await getReceiptSettings()
  const file = form.formData.get('signature')
  let signaturePng = current.signaturePng
  if (file instanceof File && file.size > 0) {
    try {
      signaturePng = (await signatureToPng(new Uint8Array(await file.arrayBuffer()))).toString('base64')
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error
      errors.signature = error.message
    }
  } else if (!signaturePng) errors.signature = RECEIPT_MESSAGES.signatureRequired
  if (!parsed.success || Object.keys(errors).length > 0) return data({ typed, errors }, { status: 400 })
  await saveReceiptSettings({ ...parsed.data, signaturePng }, actorOf(user, context))
  return redirectWithFlash('/admin/receipts', { type: 'success', message: 'Receipt settings saved.' })
}

export default function ReceiptSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const values = actionData?.typed ?? loaderData.defaults
  const errors: Record<string, string> = actionData?.errors ?? {}
  return (
    <>
      <ScreenHeader title="Receipt settings" intro="What every official donation receipt carries besides the charity's details." action={<GoBackLink to="/admin/receipts" />} />
      <Form id="receipt-settings" method="post" encType="multipart/form-data" noValidate className="mt-6 max-w-2xl space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-700">
          Receipts show the charity as {loaderData.charity.name}, registration number {loaderData.charity.number || '(none given)'}, with the address in{' '}
          <Link to="/admin/settings" className="font-semibold text-brand-700 underline">
            Site settings
          </Link>
          . Changing anything here changes only receipts issued afterwards.
        </p>
        <PlainField name="placeOfIssue" label={RECEIPT_SETTINGS_LABELS.placeOfIssue} hint="The city where receipts are issued, such as Edmonton, Alberta." value={values.placeOfIssue} error={errors.placeOfIssue} maxLength={100} />
        <PlainField name="signatoryName" label={RECEIPT_SETTINGS_LABELS.signatoryName} hint="Someone the charity's board has authorised to sign them." value={values.signatoryName} error={errors.signatoryName} maxLength={120} autoComplete="off" />
        <PlainField name="signatoryTitle" label={RECEIPT_SETTINGS_LABELS.signatoryTitle} value={values.signatoryTitle} error={errors.signatoryTitle} maxLength={120} autoComplete="off" />
        <Field
          id="signature"
          label={RECEIPT_SETTINGS_LABELS.signaturePng}
          description="A photo or scan of the signature on white paper (PNG or JPEG). It is printed on receipts only and never shown on the website."
          descriptionId="signature-hint"
          errors={errors.signature ? [errors.signature] : undefined}
          errorId="signature-error"
        >
          {loaderData.signature ? <img src={loaderData.signature} alt="The signature receipts carry now" className="mb-3 max-h-20 rounded bg-white ring-1 ring-slate-200" /> : null}
          <input
            id="signature"
            name="signature"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-invalid={errors.signature ? true : undefined}
            aria-describedby={errors.signature ? 'signature-error signature-hint' : 'signature-hint'}
            className="block w-full text-slate-800 file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
        </Field>
        <fieldset>
          <legend className="font-medium text-slate-900">{RECEIPT_SETTINGS_LABELS.mode}</legend>
          <div className="mt-2 grid gap-2">
            {RECEIPT_MODES.map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-3 rounded-lg px-2 ring-1 ring-slate-200 has-[:checked]:ring-brand-700">
                <input type="radio" name="mode" value={mode} defaultChecked={values.mode === mode} className="size-5 accent-brand-700" />
                {RECEIPT_MODE_LABELS[mode]}
              </label>
            ))}
          </div>
        </fieldset>
        <SaveBar>
          <Button type="submit" busy={navigation.state !== 'idle'} busyLabel="Saving…">
            Save receipt settings
          </Button>
        </SaveBar>
        {/* the dialog is drawn over the page, outside the form */}
        <UnsavedChangesGuard formId="receipt-settings" />
      </Form>
    </>
  )
}

export const meta = () => backOfficeTitle('Receipt settings')
