// Where an item stands (decision 032): Draft, Scheduled, Visible or Not Visible (the seed's
// words for published and hidden), and the date and time it appears, in Edmonton time. One
// control everywhere an item can be shown to visitors; both fields post as text.
import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '~/components/ui/field'
import { TextInput, controlClassName } from '~/components/ui/text-input'
import { STATUS_LABELS } from '~/content/publishing'

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>

/** `dated`: the date is shown to visitors (a post's publication date), so the form says what it does even when not scheduling. */
export function PublishingField({ status, publishAt, dated = false }: { status: AnyField; publishAt: AnyField; dated?: boolean }) {
  const statusHint = `${status.id}-hint`
  const dateHint = `${publishAt.id}-hint`
  return (
    <>
      <Field
        id={status.id}
        label="Visibility"
        description="Visible: on the website now. Scheduled: it appears by itself at the time below. Draft: not ready yet. Not Visible: taken down."
        descriptionId={statusHint}
        errors={status.errors}
        errorId={status.errorId}
      >
        <select {...getSelectProps(status, { ariaDescribedBy: statusHint })} defaultValue={String(status.initialValue ?? 'published')} className={`${controlClassName} sm:max-w-xs`}>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={publishAt.id}
        label={dated ? 'Publication date and time' : 'Appears on'}
        description={
          dated
            ? 'Edmonton time. Shown on the post. For Scheduled, the time it appears; for Visible, left empty, the moment you save.'
            : 'Edmonton time. Needed for Scheduled only: the time it appears on the website.'
        }
        descriptionId={dateHint}
        errors={publishAt.errors}
        errorId={publishAt.errorId}
      >
        <TextInput {...getInputProps(publishAt, { type: 'datetime-local', ariaDescribedBy: dateHint })} className="sm:max-w-xs" />
      </Field>
    </>
  )
}
