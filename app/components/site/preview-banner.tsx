// The band above a staff preview: whether visitors can see this page, and the way back to editing.
import { Link } from 'react-router'

const linkClass = 'font-semibold text-amber-950 underline underline-offset-4 hover:text-black'

type Props = {
  /** True when visitors can see the item (then the banner links its public page). */
  visible: boolean
  publicPath: string
  editPath: string
}

export function PreviewBanner({ visible, publicPath, editPath }: Props) {
  return (
    <div role="note" aria-label="Preview" className="border-b-2 border-amber-500 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        {visible ? (
          <p>
            <strong>Preview: visible to visitors.</strong> They see it at{' '}
            <Link to={publicPath} className={linkClass}>
              its page on the website
            </Link>
            .
          </p>
        ) : (
          <p>
            <strong>Preview: not visible to visitors</strong>
          </p>
        )}
        <Link to={editPath} className={`${linkClass} inline-flex min-h-11 items-center`}>
          Back to editing
        </Link>
      </div>
    </div>
  )
}
