// The band above a staff preview: whether visitors can see this page, and the way back to editing.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useLocalPath } from '~/i18n/i18n'

const linkClass = 'font-semibold text-amber-950 underline underline-offset-4 hover:text-black'

type Props = {
  /** True when visitors can see the item (then the banner links its public page). */
  visible: boolean
  /** The item's public page in English ('/BlogDetail/3'); the link is in the page's language. */
  publicPath: string
  editPath: string
}

export function PreviewBanner({ visible, publicPath, editPath }: Props) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <div role="note" aria-label={t`Preview`} className="border-b-2 border-amber-500 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        {visible ? (
          <p>
            <strong>
              <Trans>Preview: visible to visitors.</Trans>
            </strong>{' '}
            <Trans>
              They see it at{' '}
              <Link to={localPath(publicPath)} className={linkClass}>
                its page on the website
              </Link>
              .
            </Trans>
          </p>
        ) : (
          <p>
            <strong>
              <Trans>Preview: not visible to visitors</Trans>
            </strong>
          </p>
        )}
        <Link to={editPath} className={`${linkClass} inline-flex min-h-11 items-center`}>
          <Trans>Back to editing</Trans>
        </Link>
      </div>
    </div>
  )
}
