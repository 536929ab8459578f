// The Payment page's list as a CSV file (GET /admin/payments/export.csv?...): the same search and
// filters as the screen, every page of it, for the charity's books and receipts.
import { exportLoader } from '~/content-types/admin.server'
import { paymentRecordStore } from '~/content-types/payment-record.server'
import type { Route } from './+types/export'

export const loader = ({ request, context }: Route.LoaderArgs) => exportLoader(paymentRecordStore, request, context)
