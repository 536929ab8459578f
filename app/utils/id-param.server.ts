// An item's id from the address (/admin/testimonials/7): anything but a sane positive whole
// number is a 404, never a database error.
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new Response('Not found', { status: 404 })
  return Number(value)
}
