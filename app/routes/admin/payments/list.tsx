// The Payment page (spec 2.5): the list of the type declared in app/content-types/payment-record.tsx,
// with Add, Edit and Detail in modals the address opens (?add=1, ?edit=ID, ?detail=ID), Delete,
// its filters and Export to CSV; its toasts bottom right (spec 8 and 9).
import { listAction, listLoader } from '~/content-types/admin.server'
import { paymentRecord } from '~/content-types/payment-record'
import { paymentRecordStore } from '~/content-types/payment-record.server'
import { ListScreen, backOfficeTitle } from '~/content-types/screens'
import type { Route } from './+types/list'

export const loader = ({ request }: Route.LoaderArgs) => listLoader(paymentRecordStore, request)

export const action = ({ request, context }: Route.ActionArgs) => listAction(paymentRecordStore, request, context)

export default function List({ loaderData, actionData }: Route.ComponentProps) {
  return <ListScreen type={paymentRecord} data={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(paymentRecord.labels.list)
