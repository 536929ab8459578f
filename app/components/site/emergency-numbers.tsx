// The emergency numbers in full (911, 9-8-8, the Family Violence Info Line, 211), as sentences:
// on the crisis help page and the quick exit page.
import { Trans } from '@lingui/react/macro'

export function EmergencyNumbers({ linkClassName: link }: { linkClassName: string }) {
  return (
    <>
      <Trans>
        In an emergency, call{' '}
        <a href="tel:911" dir="ltr" className={link}>
          911
        </a>
        .
      </Trans>{' '}
      <Trans>
        If you are thinking about suicide, call or text{' '}
        <a href="tel:988" dir="ltr" className={link}>
          9-8-8
        </a>{' '}
        at any hour.
      </Trans>{' '}
      <Trans>
        For help with family violence in Alberta, in many languages, call the Family Violence Info Line at{' '}
        <a href="tel:3101818" dir="ltr" className={link}>
          310-1818
        </a>
        , or dial{' '}
        <a href="tel:211" dir="ltr" className={link}>
          211
        </a>{' '}
        for community services near you.
      </Trans>
    </>
  )
}
