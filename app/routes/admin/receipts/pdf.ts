// A receipt's PDF (GET /admin/receipts/:id/pdf): the bytes as issued, or, for a cancelled
// receipt, those bytes marked CANCELLED. Personal data: never kept by a browser or a proxy.
import { requireAccess } from '~/auth/guards.server'
import { getReceipt, receiptFile, receiptFileName } from '~/content-types/donation-receipt.server'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/pdf'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, 'receipts')
  const receipt = await getReceipt(idParam(params.id))
  if (!receipt) throw new Response('Not found', { status: 404 })
  return new Response(Buffer.from(await receiptFile(receipt, 'original')), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${receiptFileName(receipt)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
