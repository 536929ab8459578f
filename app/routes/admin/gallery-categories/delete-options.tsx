// What the Confirm Delete dialog of a gallery category adds when the album still holds
// pictures: how many, and the second confirmation that deletes them with it. Without the tick
// the server keeps the album (and says so).
export function pictureCount(n: number) {
  return n === 1 ? '1 picture' : `${n} pictures`
}

export function CategoryDeleteWarning({ imageCount }: { imageCount: number }) {
  if (imageCount === 0) return null
  return (
    <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
      This album holds {pictureCount(imageCount)}. It can only be deleted together with them.
    </p>
  )
}

export function CategoryDeleteChoice({ id, imageCount }: { id: number; imageCount: number }) {
  if (imageCount === 0) return null
  return (
    <label htmlFor={`with-images-${id}`} className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
      <input id={`with-images-${id}`} type="checkbox" name="withImages" value={imageCount} className="size-5 accent-red-700" />
      Delete the album and its {pictureCount(imageCount)}
    </label>
  )
}
