// How a donation can be paid, from the payment settings staff keep (app/content/settings.ts):
// by card when a card page's address is set, by QR when there is a code to show (drawn from
// the QR text, or the picture staff uploaded). Nothing here reads the visitor's session.
import type { QrPayment } from '~/components/site/qr-details'
import type { PaymentSettings } from '~/content/settings'
import { localize, type TranslatedLanguage } from '~/content/translations'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import { getMediaById } from '~/models/media.server'
import { mediaSrc, mediaSrcSet } from '~/utils/media-url'
import { qrCodeDataUrl } from '~/utils/qr-code.server'

export type DonationOptions = { card: boolean; qr: boolean }

/** Which payment choices work right now (the page disables the others, saying why). */
export function donationOptions(settings: PaymentSettings): DonationOptions {
  const uploaded = settings.qrMode === 'image' && settings.qrImageId !== null
  return { card: settings.cardPaymentUrl !== '', qr: uploaded || settings.qrText !== '' }
}

/** The QR details to show (the pledge's reference and amount are added once it is stored), or null when there is no code (no picture and no text). */
export async function qrPayment(settings: PaymentSettings, language: Language = DEFAULT_LANGUAGE): Promise<Omit<QrPayment, 'reference' | 'amount'> | null> {
  const { qrText: text } = settings
  // the instructions in the page's language where staff wrote them, in English (marked) otherwise
  const { qrInstructions: instructions, inEnglish } = localize({ qrInstructions: settings.qrInstructions, translations: settings.translations }, language, ['qrInstructions'])
  const shown = { text, instructions, ...(inEnglish ? { inEnglish: ['instructions'] } : {}) }
  if (settings.qrMode === 'image' && settings.qrImageId !== null) {
    const media = await getMediaById(settings.qrImageId)
    // what staff say the picture shows, in the page's language when they wrote it in it (decision 091);
    // else the page's own words for a QR code
    const described = (language === DEFAULT_LANGUAGE ? media?.alt : media?.altTranslations?.[language as TranslatedLanguage])?.trim()
    if (media) return { image: { src: mediaSrc(media, 300), srcSet: mediaSrcSet(media), ...(described ? { alt: described } : {}) }, ...shown }
  }
  // an uploaded picture that has gone falls back to the code drawn from the text
  if (text === '') return null
  return { image: { src: await qrCodeDataUrl(text) }, ...shown }
}
