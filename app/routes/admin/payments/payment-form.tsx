// The Add and Edit Payment form (spec 2.5, 5), shown in the Payment page's modal: name, email,
// address and payment method (required), the amount in dollars, the status and the date
// received. Checked in the browser with the schema the action uses.
import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { ContentForm } from '~/components/admin/content-form'
import { Field, FieldError } from '~/components/ui/field'
import { controlClassName, TextInput } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_RECORD_LIMITS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '~/content/payment-record'
import { paymentRecordSchema } from '~/content/payment-record-form'

export type PaymentFormDefaults = {
  name: string
  email: string
  address: string
  paymentMethod: string
  amount: string
  status: string
  receivedOn: string
}

type Props = {
  defaults: PaymentFormDefaults
  lastResult: SubmissionResult<string[]> | undefined
  /** The list's address: Cancel leads there. */
  cancelTo: string
  /** An add form's one-time key. */
  formKey?: string
}

export function PaymentForm({ defaults, lastResult, cancelTo, formKey }: Props) {
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<typeof paymentRecordSchema>, z.output<typeof paymentRecordSchema>>({
    id: 'payment-record',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paymentRecordSchema }),
    // as the other back-office forms: checked on Save, then as staff type
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const method = fields.paymentMethod
  const methodInvalid = Boolean(method.errors?.length)
  return (
    <ContentForm form={form} cancelTo={cancelTo} formKey={formKey}>
      <Field id={fields.name.id} label="Name" errors={fields.name.errors} errorId={fields.name.errorId}>
        <TextInput {...getInputProps(fields.name, { type: 'text' })} maxLength={PAYMENT_RECORD_LIMITS.name} autoComplete="off" />
      </Field>
      <Field id={fields.email.id} label="Email" errors={fields.email.errors} errorId={fields.email.errorId}>
        <TextInput {...getInputProps(fields.email, { type: 'email' })} autoComplete="off" />
      </Field>
      <Field id={fields.address.id} label="Address" errors={fields.address.errors} errorId={fields.address.errorId}>
        <Textarea {...getTextareaProps(fields.address)} rows={3} maxLength={PAYMENT_RECORD_LIMITS.address} />
      </Field>
      <fieldset aria-describedby={methodInvalid ? method.errorId : undefined}>
        <legend className="font-medium text-slate-900">Payment method</legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {PAYMENT_METHODS.map((value) => (
            <label
              key={`${method.key ?? ''}-${value}`}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700"
            >
              <input
                type="radio"
                name={method.name}
                value={value}
                defaultChecked={method.initialValue === value}
                aria-invalid={methodInvalid || undefined}
                className="size-5 accent-brand-700"
              />
              {PAYMENT_METHOD_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError id={method.errorId} errors={method.errors} />
      </fieldset>
      <Field
        id={fields.amount.id}
        label="Amount (CAD)"
        description="In Canadian dollars, such as 25.00. Leave it empty while the amount is not known."
        descriptionId={`${fields.amount.id}-hint`}
        errors={fields.amount.errors}
        errorId={fields.amount.errorId}
      >
        <TextInput
          {...getInputProps(fields.amount, { type: 'text', ariaDescribedBy: `${fields.amount.id}-hint` })}
          inputMode="decimal"
          autoComplete="off"
          className="sm:max-w-xs"
        />
      </Field>
      <Field id={fields.status.id} label="Status" errors={fields.status.errors} errorId={fields.status.errorId}>
        <select {...getSelectProps(fields.status)} className={`${controlClassName} sm:max-w-xs`}>
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={fields.receivedOn.id}
        label="Date received"
        description="Needed when the status is Received; kept only then."
        descriptionId={`${fields.receivedOn.id}-hint`}
        errors={fields.receivedOn.errors}
        errorId={fields.receivedOn.errorId}
      >
        <TextInput
          {...getInputProps(fields.receivedOn, { type: 'date', ariaDescribedBy: `${fields.receivedOn.id}-hint` })}
          className="sm:max-w-xs"
        />
      </Field>
    </ContentForm>
  )
}
