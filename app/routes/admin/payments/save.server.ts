// What Add and Edit Payment do with a posted form: checked with the form's schema (the same one
// the modal used), then written in one statement (content-form.server.ts; an add form's
// one-time key keeps a double post from adding the record twice).
import { paymentRecordSchema, PAYMENT_FORM_MESSAGES, type PaymentRecordInput } from '~/content/payment-record-form'
import { createPaymentRecord, updatePaymentRecord, type PaymentRecordFields } from '~/models/payment-record.server'
import { FormRefusal, submitContentForm } from '~/content-types/content-form.server'
import { edmontonDayStart, todayInEdmonton } from '~/utils/edmonton-day'

/** The record being edited was deleted meanwhile (by another admin, or in another tab). */
export class PaymentRecordGone extends Error {
  constructor() {
    super('The payment record was deleted')
  }
}

/** The row to write; the date received is kept only for a received payment (start of that Edmonton day). */
function fieldsOf(value: PaymentRecordInput): PaymentRecordFields {
  const received = value.status === 'received' && value.receivedOn ? value.receivedOn : null
  // a day after today is a slip of the keyboard (2062 for 2026), not a payment received
  if (received && received > todayInEdmonton()) throw new FormRefusal({ receivedOn: [PAYMENT_FORM_MESSAGES.receivedOnFuture] })
  return {
    name: value.name,
    email: value.email,
    address: value.address,
    paymentMethod: value.paymentMethod,
    amountCents: value.amount,
    status: value.status,
    receivedAt: received ? edmontonDayStart(received) : null,
  }
}

// no picture on this form: nothing needs a description
const noPicture = () => ''

export function addPaymentRecord(request: Request) {
  return submitContentForm({
    request,
    schema: paymentRecordSchema,
    alt: noPicture,
    save: async (value) => {
      await createPaymentRecord(fieldsOf(value))
    },
  })
}

export function editPaymentRecord(request: Request, id: number) {
  return submitContentForm({
    request,
    schema: paymentRecordSchema,
    alt: noPicture,
    save: async (value) => {
      if (!(await updatePaymentRecord(id, fieldsOf(value)))) throw new PaymentRecordGone()
    },
  })
}
