// Mail in the person's language (issue 39 item 1, decision 077), read from a real SMTP server:
// a donation pledged, a password asked for and an event registered for on a page in English,
// Punjabi, Hindi or Urdu bring a thank-you, a reset link and a confirmation in that language,
// subject included, with `lang` and `dir` on the HTML (Urdu right to left) and a text part that
// an e-mail program lays out right to left; a staff alert follows the language the staff member
// last signed in on. The expected words are the catalogs' (pinned here), not computed.
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { events, outbox, paymentRecords, users } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { markPaymentReceived } from '~/content-types/payment-record.server'
import { DEFAULT_ALERT_SETTINGS } from '~/content/settings'
import { pathIn, type Language } from '~/i18n/languages'
import { OPERATOR } from '~/models/audit.server'
import { prepareRegistrationMails } from '~/email/registration-mails.server'
import { cancelByToken, DEFAULT_REGISTRATION_SETTINGS, saveRegistrationSettings } from '~/models/event-registration.server'
import { getOrganisation, saveSiteSettings } from '~/models/settings.server'
import { createUser } from '~/models/user.server'
import { action as forgotAction } from '~/routes/auth/forgot-password'
import { action as loginAction } from '~/routes/auth/login'
import { action as contactAction } from '~/routes/site/contact'
import { action as donationAction } from '~/routes/site/donation'
import { action as registerAction } from '~/routes/site/event-register'
import { useMailDelivery, type ReceivedMail } from '../../../tests/support/smtp-test-server'

useTestDatabase()
const delivery = useMailDelivery()

beforeAll(async () => {
  await saveSiteSettings({ organisation: { ...(await getOrganisation()), name: 'Sahara Seniors Society', email: 'office@sahara.example.org', charityNumber: '123456789RR0001' } }, OPERATOR)
})
beforeEach(async () => {
  delivery.smtp.received.length = 0
  await db().delete(outbox)
})

let counter = 0
const context = () => ({ cspNonce: '', clientAddress: `198.51.100.${++counter}` })
const post = (path: string, fields: Record<string, string>) => new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) })

async function settle(run: Promise<unknown>) {
  try {
    return await run
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** The one e-mail delivered to this address since the test began. */
async function mailTo(address: string): Promise<ReceivedMail> {
  await delivery.deliver()
  const mails = (await delivery.smtp.waitFor(1)).filter((mail) => mail.envelopeTo.includes(address))
  expect(mails).toHaveLength(1)
  return mails[0]
}

const RLM = '\u200F'

/** lang and dir on the <html>, and the text part's lines marked right to left where the language is. */
function expectDirection(mail: ReceivedMail, language: Language) {
  // kept with the test results, for a person to open in a browser
  const folder = path.resolve('test-results', 'mail-language')
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, `${String(mail.envelopeTo[0]).split('@')[0]}.html`), String(mail.html))
  const html = /<html[^>]*>/.exec(String(mail.html))![0]
  const lang = { en: 'en-CA', pa: 'pa', hi: 'hi', ur: 'ur' }[language]
  expect(html).toContain(`lang="${lang}"`)
  expect(html).toContain(`dir="${language === 'ur' ? 'rtl' : 'ltr'}"`)
  const lines = (mail.text ?? '').split('\n').filter((line) => line.trim())
  if (language === 'ur') {
    // a line in Urdu starts right to left; the charity's English address keeps its order
    const urdu = lines.filter((line) => /[\u0600-\u06FF]/.test(line))
    expect(urdu.length).toBeGreaterThan(2)
    expect(urdu.every((line) => line.startsWith(RLM))).toBe(true)
    expect(lines.filter((line) => !/[\u0600-\u06FF]/.test(line)).some((line) => line.includes(RLM))).toBe(false)
  } else expect(lines.some((line) => line.includes(RLM))).toBe(false)
}

const LANGUAGES: Language[] = ['en', 'pa', 'hi', 'ur']

const THANKS = {
  en: { subject: 'Thank you for your donation', words: 'Your gift helps us support people in our community when they need it most.', footer: 'Registered charity number 123456789RR0001' },
  pa: { subject: 'ਤੁਹਾਡੇ ਦਾਨ ਲਈ ਧੰਨਵਾਦ', words: 'ਤੁਹਾਡਾ ਦਾਨ ਸਾਡੇ ਭਾਈਚਾਰੇ ਦੇ ਲੋਕਾਂ ਦਾ ਸਾਥ ਦੇਣ ਵਿੱਚ ਸਾਡੀ ਮਦਦ ਕਰਦਾ ਹੈ', footer: 'ਰਜਿਸਟਰਡ ਚੈਰਿਟੀ ਨੰਬਰ 123456789RR0001' },
  hi: { subject: 'आपके दान के लिए धन्यवाद', words: 'आपका दान हमें अपने समुदाय के लोगों का साथ देने में मदद करता है', footer: 'पंजीकृत चैरिटी संख्या 123456789RR0001' },
  ur: { subject: 'آپ کے عطیے کا شکریہ', words: 'آپ کا عطیہ ہمیں اپنی برادری کے لوگوں کا ساتھ دینے میں مدد دیتا ہے', footer: 'رجسٹرڈ چیریٹی نمبر 123456789RR0001' },
}

const RESET = {
  en: { subject: 'Choose a new password', words: 'To choose a new password, use this link within one hour. It works once.' },
  pa: { subject: 'ਨਵਾਂ ਪਾਸਵਰਡ ਚੁਣੋ', words: 'ਨਵਾਂ ਪਾਸਵਰਡ ਚੁਣਨ ਲਈ, ਇੱਕ ਘੰਟੇ ਦੇ ਅੰਦਰ ਇਹ ਲਿੰਕ ਵਰਤੋ।' },
  hi: { subject: 'नया पासवर्ड चुनें', words: 'नया पासवर्ड चुनने के लिए, एक घंटे के अंदर यह लिंक इस्तेमाल करें।' },
  ur: { subject: 'نیا پاس ورڈ منتخب کریں', words: 'نیا پاس ورڈ چننے کے لیے ایک گھنٹے کے اندر یہ لنک استعمال کریں۔' },
}

const PLACE = {
  en: { subject: 'Your place at Grief support circle', words: 'See or cancel my registration' },
  pa: { subject: 'Grief support circle ਵਿੱਚ ਤੁਹਾਡੀ ਥਾਂ' },
  hi: { subject: 'Grief support circle में आपकी जगह' },
  ur: { subject: 'Grief support circle میں آپ کی جگہ' },
}

describe('a donor’s thank-you', () => {
  it.each(LANGUAGES)('is in the language of the donation page the pledge was made on (%s)', async (language) => {
    const email = `donor-${language}@example.org`
    const pledged = await donationAction({
      request: post(pathIn(language, '/donation'), { name: 'Harjit Sandhu', email, address: '123 Jasper Ave NW\nEdmonton AB T5J 1N1', paymentMethod: 'qr', amount: '50' }),
      params: {},
      context: context(),
    } as never)
    expect((pledged as { init?: { status?: number } }).init?.status ?? 200).toBe(200)
    const [payment] = await db().select().from(paymentRecords).where(eq(paymentRecords.email, email))
    expect(payment.language).toBe(language)

    const marked = await markPaymentReceived(payment.id, { receivedOn: '2026-03-02', paymentMethod: 'qr', amountCents: 5000, sendThanks: true }, OPERATOR)
    expect(marked).toMatchObject({ outcome: 'done', thanked: true })
    const mail = await mailTo(email)
    expect(mail.subject).toBe(THANKS[language].subject)
    expect(mail.text).toContain(THANKS[language].words)
    expect(mail.text).toContain(THANKS[language].footer)
    expect(mail.text).toContain('$50.00')
    expect(mail.html).toContain(THANKS[language].words)
    expectDirection(mail, language)
  })
})

describe('a password reset', () => {
  it.each(LANGUAGES)('is in the language of the page it was asked on, which the account keeps (%s)', async (language) => {
    const email = `member-${language}@example.org`
    await createUser({ email, password: 'a long member password', roles: [] })
    await settle(forgotAction({ request: post(pathIn(language, '/forgot-password'), { email }), context: context() } as never))
    const mail = await mailTo(email)
    expect(mail.subject).toBe(RESET[language].subject)
    expect(mail.text).toContain(RESET[language].words)
    expect(mail.text).toContain(`${pathIn(language, '/reset-password')}?token=`)
    expectDirection(mail, language)
    const [account] = await db().select({ language: users.language }).from(users).where(eq(users.email, email))
    expect(account.language).toBe(language)
  })
})

describe('an event registration’s confirmation', () => {
  it.each(LANGUAGES)('is in the language the person registered in (%s)', async (language) => {
    const [event] = await db()
      .insert(events)
      .values({ title: 'Grief support circle', description: 'Together', eventDate: new Date(Date.now() + 10 * 86_400_000), location: 'Mill Woods Seniors Centre' })
      .returning()
    await saveRegistrationSettings(event.id, { ...DEFAULT_REGISTRATION_SETTINGS, enabled: true, capacity: 10 }, OPERATOR)
    const id = String(event.id)
    const email = `guest-${language}@example.org`
    await settle(
      registerAction({
        request: post(pathIn(language, `/events/${id}/register`), { name: 'Gurpreet Singh', email, partySize: '1', language, consent: 'on' }),
        params: { id },
        context: context(),
      } as never),
    )
    const mail = await mailTo(email)
    expect(mail.subject).toBe(PLACE[language].subject)
    expect(mail.text).toContain('Mill Woods Seniors Centre')
    if (language === 'en') expect(mail.text).toContain(PLACE.en.words)
    expectDirection(mail, language)
  })
})

describe('the waiting list’s e-mails', () => {
  it('tell an Urdu registrant they wait, then that a place is theirs, in Urdu and right to left', async () => {
    const [event] = await db()
      .insert(events)
      .values({ title: 'Seniors tea', description: 'Together', eventDate: new Date(Date.now() + 10 * 86_400_000), location: 'Mill Woods Seniors Centre' })
      .returning()
    await saveRegistrationSettings(event.id, { ...DEFAULT_REGISTRATION_SETTINGS, enabled: true, capacity: 1, waitingList: true }, OPERATOR)
    const id = String(event.id)
    const register = (language: Language, email: string) =>
      settle(
        registerAction({
          request: post(pathIn(language, `/events/${id}/register`), { name: 'Imran Khan', email, partySize: '1', language, consent: 'on' }),
          params: { id },
          context: context(),
        } as never),
      )
    const first = (await register('en', 'first@example.org')) as Response
    const token = new URL(first.headers.get('Location')!, 'http://localhost').searchParams.get('token')!
    await register('ur', 'waiting@example.org')
    const waiting = await mailTo('waiting@example.org')
    expect(waiting.subject).toBe('آپ انتظار کی فہرست میں ہیں: Seniors tea')
    expectDirection(waiting, 'ur')

    delivery.smtp.received.length = 0
    expect(await cancelByToken(token, { mail: await prepareRegistrationMails() })).toMatchObject({ outcome: 'cancelled' })
    const promoted = await mailTo('waiting@example.org')
    expect(promoted.subject).toBe('آپ کے لیے ایک جگہ خالی ہے: Seniors tea')
    expectDirection(promoted, 'ur')
  })
})

describe('a staff alert', () => {
  it('follows the language each staff member last signed in on', async () => {
    await saveSiteSettings({ alerts: DEFAULT_ALERT_SETTINGS }, OPERATOR)
    await createUser({ email: 'director@example.org', password: 'a long admin password', roles: ['administrator'] })
    await createUser({ email: 'counsellor@example.org', password: 'a long admin password', roles: ['messages'] })
    // the counsellor signs in on the Urdu sign-in page; the director on the English one
    for (const [path, email] of [
      ['/ur/login', 'counsellor@example.org'],
      ['/login', 'director@example.org'],
    ]) {
      const answer = await settle(loginAction({ request: post(path, { email, password: 'a long admin password' }), context: context() } as never))
      expect((answer as Response).status).toBe(302)
    }
    const sent = await settle(
      contactAction({
        request: post('/contact', { name: 'Harpreet Kaur', email: 'harpreet@example.org', subject: 'Support for my father', message: 'Could someone call him?' }),
        params: {},
        context: context(),
      } as never),
    )
    expect((sent as Response).status).toBe(302)
    await delivery.deliver()
    await delivery.smtp.waitFor(2)
    const urdu = delivery.smtp.received.find((mail) => mail.envelopeTo.includes('counsellor@example.org'))!
    expect(urdu.subject).toBe('ویب سائٹ پر نیا پیغام')
    expect(urdu.text).toContain('اسے بیک آفس میں پڑھیں:')
    expectDirection(urdu, 'ur')
    const english = delivery.smtp.received.find((mail) => mail.envelopeTo.includes('director@example.org'))!
    expect(english.subject).toBe('New message on the website')
    expect(english.text).toContain('Read it in the back office:')
    expectDirection(english, 'en')
  })
})
