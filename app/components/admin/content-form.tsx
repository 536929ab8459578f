// The frame of every back-office add/edit form: a multipart POST (pictures travel with the
// fields), the form-wide error area, the fields, and Save / Cancel. While a save is under way
// - and until the next page has loaded - Save says 'Saving...' and a second press or Enter is
// ignored, so a double click cannot add the item twice; with JavaScript off, an add form's
// one-time key does the same on the server. Leaving with changes not saved asks first
// (unsaved-changes.tsx).
import { getFormProps, type FormMetadata } from '@conform-to/react'
import type { FormEvent, ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button, buttonClassName } from '~/components/ui/button'
import { FormError } from '~/components/ui/form-error'
import { FORM_KEY_FIELD } from '~/content/form-key'
import { UnsavedChangesGuard } from './unsaved-changes'

type Props<Schema extends Record<string, unknown>> = {
  form: FormMetadata<Schema, string[]>
  /** Where Cancel leads (the list). */
  cancelTo: string
  saveLabel?: string
  /** What Save says while busy, and whether the page is busy with more than a post (uploads under way). */
  busyLabel?: string
  busy?: boolean
  /** An add form's one-time key, posted back so that a second post adds nothing (form-key.server.ts). */
  formKey?: string
  /** Say above the fields that those marked Required must be filled in. */
  requiredNote?: boolean
  /** Changed when what the form holds was saved without the page drawing it again (UnsavedChangesGuard). */
  savedKey?: unknown
  /** A second way to save, beside Save: its button posts `name=value` with the form (a Writer's "Save and submit for review"). */
  alsoSubmit?: { name: string; value: string; label: string }
  children: ReactNode
}

export function ContentForm<Schema extends Record<string, unknown>>({
  form,
  cancelTo,
  saveLabel = 'Save',
  busyLabel = 'Saving...',
  busy: busyElsewhere = false,
  formKey,
  requiredNote = false,
  savedKey,
  alsoSubmit,
  children,
}: Props<Schema>) {
  const navigation = useNavigation()
  const busy = busyElsewhere || (navigation.state !== 'idle' && navigation.formMethod !== undefined)
  const formProps = getFormProps(form)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault()
      return
    }
    formProps.onSubmit(event)
  }
  return (
    <Form method="post" encType="multipart/form-data" {...formProps} onSubmit={onSubmit} className="mt-6 max-w-2xl space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      {formKey ? <input type="hidden" name={FORM_KEY_FIELD} value={formKey} /> : null}
      <FormError id={form.errorId} errors={form.errors} />
      {requiredNote ? <p className="text-sm text-slate-700">Fields marked Required must be filled in; the others may stay empty.</p> : null}
      {children}
      <SaveBar className="-mx-4 -mb-4 rounded-b-xl px-4 sm:-mx-6 sm:-mb-6 sm:px-6">
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {saveLabel}
        </Button>
        {alsoSubmit ? (
          <Button type="submit" variant="secondary" name={alsoSubmit.name} value={alsoSubmit.value} busy={busy}>
            {alsoSubmit.label}
          </Button>
        ) : null}
        <Link to={cancelTo} className={buttonClassName('secondary')}>
          Cancel
        </Link>
      </SaveBar>
      {/* the dialog is drawn over the page, outside the form */}
      <UnsavedChangesGuard formId={form.id} savedKey={savedKey} />
    </Form>
  )
}

/**
 * A form's buttons, kept at the bottom of the screen while the form is on it (issue 41 item 1):
 * on a phone, Save of a long form is never thousands of pixels down the page.
 */
export function SaveBar({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white py-3 ${className}`}>{children}</div>
}
