// The rest of mail in the person's language (issue 39 item 1, decisions 077 and 090), read from a
// real SMTP server for each of en, pa, hi and ur: an invitation in the language the inviter
// chose (its roles named in it, its link to that language's page, the account it makes keeping
// it); the roles-changed, account-exists, code-lock and two-factor set-up e-mails in the
// account's language; a staff reply framed in the language of the contact page the visitor wrote
// on; and "Language for e-mails" on the account page, which signing in elsewhere no longer
// changes. Subjects and words are the catalogs' (pinned here), not computed.
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { contactMessages, outbox, users } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { pathIn, type Language } from '~/i18n/languages'
import { OPERATOR } from '~/models/audit.server'
import { getOrganisation, saveSiteSettings, saveTwoFactorSettings } from '~/models/settings.server'
import { codeAt } from '~/models/two-factor.server'
import { createUser } from '~/models/user.server'
import { env } from '~/utils/env.server'
import { adminCookie, call, enrolTwoFactor, staffSession } from '../../../tests/support/admin-test-helpers'
import { useMailDelivery, type ReceivedMail } from '../../../tests/support/smtp-test-server'
import { action as acceptAction } from '../auth/accept-invitation'
import { action as accountAction, loader as accountLoader } from '../auth/account'
import { action as loginAction } from '../auth/login'
import { action as codeAction } from '../auth/login-two-factor'
import { action as registerAction } from '../auth/register'
import { action as setupAction } from '../auth/two-factor'
import { action as contactAction } from '../site/contact'
import { action as replyAction } from './contact-messages/detail'
import { action as usersAction, loader as usersLoader } from './users'

useTestDatabase()
const delivery = useMailDelivery()

let cookie = ''
beforeAll(async () => {
  await saveSiteSettings({ organisation: { ...(await getOrganisation()), name: 'Sahara Seniors Society', email: 'office@sahara.example.org', charityNumber: '123456789RR0001' } }, OPERATOR)
  cookie = await adminCookie()
})
beforeEach(async () => {
  delivery.smtp.received.length = 0
  await db().delete(outbox)
})

const LANGUAGES: Language[] = ['en', 'pa', 'hi', 'ur']
const RLM = '\u200F'
let counter = 0
const context = () => ({ cspNonce: '', clientAddress: `203.0.113.${++counter % 250}` })
const post = (url: string, fields: Record<string, string>, sessionCookie?: string) =>
  new Request(`http://localhost${url}`, { method: 'POST', headers: sessionCookie ? { Cookie: sessionCookie } : {}, body: new URLSearchParams(fields) })

async function settle(run: Promise<unknown>): Promise<any> {
  try {
    return await run
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** The e-mails delivered to this address since the test began. */
async function mailsTo(address: string, count = 1): Promise<ReceivedMail[]> {
  await delivery.deliver()
  await delivery.smtp.waitFor(count)
  return delivery.smtp.received.filter((mail) => mail.envelopeTo.includes(address))
}
async function mailTo(address: string): Promise<ReceivedMail> {
  const mails = await mailsTo(address)
  expect(mails).toHaveLength(1)
  return mails[0]
}

/** lang and dir on the <html>; an Urdu text part's Urdu lines start right to left. */
function expectDirection(mail: ReceivedMail, language: Language, name: string) {
  const folder = path.resolve('test-results', 'mail-language')
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, `${name}-${language}.html`), String(mail.html))
  const html = /<html[^>]*>/.exec(String(mail.html))![0]
  expect(html).toContain(`lang="${{ en: 'en-CA', pa: 'pa', hi: 'hi', ur: 'ur' }[language]}"`)
  expect(html).toContain(`dir="${language === 'ur' ? 'rtl' : 'ltr'}"`)
  const lines = (mail.text ?? '').split('\n').filter((line) => line.trim())
  if (language === 'ur') {
    const urdu = lines.filter((line) => /[\u0600-\u06FF]/.test(line))
    expect(urdu.length).toBeGreaterThan(1)
    expect(urdu.every((line) => line.startsWith(RLM))).toBe(true)
  } else expect(lines.some((line) => line.includes(RLM))).toBe(false)
}

const FOOTER = {
  en: 'Registered charity number 123456789RR0001',
  pa: 'ਰਜਿਸਟਰਡ ਚੈਰਿਟੀ ਨੰਬਰ 123456789RR0001',
  hi: 'पंजीकृत चैरिटी संख्या 123456789RR0001',
  ur: 'رجسٹرڈ چیریٹی نمبر 123456789RR0001',
}

const INVITATION = {
  en: { subject: 'You are invited to help run the website', roles: 'as Editor, Messages.', line: 'Blog posts: add, edit, schedule, publish, preview, restore earlier versions of and delete blog posts.', button: 'Accept the invitation' },
  pa: { subject: 'ਤੁਹਾਨੂੰ ਵੈੱਬਸਾਈਟ ਚਲਾਉਣ ਵਿੱਚ ਮਦਦ ਲਈ ਸੱਦਾ ਦਿੱਤਾ ਗਿਆ ਹੈ', roles: 'ਸੰਪਾਦਕ, ਸੁਨੇਹੇ ਵਜੋਂ', line: 'ਬਲੌਗ ਪੋਸਟਾਂ: ਬਲੌਗ ਪੋਸਟਾਂ ਜੋੜਨਾ, ਸੋਧਣਾ', button: 'ਸੱਦਾ ਸਵੀਕਾਰ ਕਰੋ' },
  hi: { subject: 'आपको वेबसाइट चलाने में मदद के लिए आमंत्रित किया गया है', roles: 'संपादक, संदेश के रूप में', line: 'ब्लॉग पोस्ट: ब्लॉग पोस्ट जोड़ना, संपादित करना', button: 'निमंत्रण स्वीकार करें' },
  ur: { subject: 'آپ کو ویب سائٹ چلانے میں مدد کی دعوت دی گئی ہے', roles: 'مدیر، پیغامات کے طور پر', line: 'بلاگ پوسٹس: بلاگ پوسٹس شامل کرنا، ترمیم کرنا', button: 'دعوت قبول کریں' },
}

describe('an invitation', () => {
  it.each(LANGUAGES)('is written in the language the inviter chose, and the account it makes keeps it (%s)', async (language) => {
    const email = `invited-${language}@example.org`
    const sent = await call(usersAction, '/admin/users', {
      cookie,
      body: new URLSearchParams([['intent', 'invite'], ['email', email], ['roles', 'editor'], ['roles', 'messages'], ['language', language]]),
    })
    expect(sent.status).toBe(302)
    const mail = await mailTo(email)
    expect(mail.subject).toBe(INVITATION[language].subject)
    const said = (mail.text ?? '').replace(/\s+/g, ' ')
    expect(said).toContain(INVITATION[language].roles)
    expect(said).toContain(INVITATION[language].line)
    expect(said).toContain(INVITATION[language].button)
    expect(said).toContain(FOOTER[language])
    // nothing of the English left in another language's invitation
    if (language !== 'en') expect(said).not.toMatch(/invited you|Blog posts|Editor|Accept the invitation/)
    expectDirection(mail, language, 'invitation')
    // the link opens the accept page in that language
    const token = new RegExp(`${pathIn(language, '/accept-invitation').replace(/\//g, '\\/')}\\?token=([\\w-]+)`).exec(mail.text ?? '')![1]
    const accepted = await call(acceptAction, pathIn(language, '/accept-invitation'), { cookie: '', body: new URLSearchParams({ token, password: 'a steady hand at the helm', confirmPassword: 'a steady hand at the helm' }) })
    expect(accepted.status).toBe(302)
    const [account] = await db().select({ language: users.language, roles: users.roles }).from(users).where(eq(users.email, email))
    expect(account).toEqual({ language, roles: ['editor', 'messages'] })
  })

  it('offers the inviter’s own language first, shows each waiting invitation’s, and refuses one it does not know beside the field', async () => {
    const punjabi = await staffSession(['administrator'], 'punjabi-admin')
    await db().update(users).set({ language: 'pa' }).where(eq(users.id, punjabi.id))
    expect((await call(usersLoader, '/admin/users', { cookie: punjabi.cookie })).data.myLanguage).toBe('pa')
    // a form without the choice (a page from before it) writes in the inviter's language
    await call(usersAction, '/admin/users', { cookie: punjabi.cookie, body: new URLSearchParams([['intent', 'invite'], ['email', 'default-language@example.org'], ['roles', 'writer']]) })
    expect((await mailTo('default-language@example.org')).subject).toBe(INVITATION.pa.subject)
    const listed = (await call(usersLoader, '/admin/users', { cookie: punjabi.cookie })).data.invitations
    expect(listed.find((i: any) => i.email === 'default-language@example.org').language).toBe('Punjabi (ਪੰਜਾਬੀ)')

    const refused = await call(usersAction, '/admin/users', {
      cookie: punjabi.cookie,
      body: new URLSearchParams([['intent', 'invite'], ['email', 'klingon@example.org'], ['roles', 'writer'], ['language', 'tlh']]),
    })
    expect(refused.status).toBe(400)
    expect(refused.data.invite).toMatchObject({ email: 'klingon@example.org', roles: ['writer'], errors: { email: null, roles: null, language: 'Choose the language of the invitation.' } })
    await delivery.deliver()
    expect(delivery.smtp.received.filter((mail) => mail.envelopeTo.includes('klingon@example.org'))).toEqual([])
  })
})

const ROLES_CHANGED = {
  en: { subject: 'Your roles on the website have changed', words: 'You are now Treasurer, and from your next page you can:', line: 'Donations: see and record donations' },
  pa: { subject: 'ਵੈੱਬਸਾਈਟ ਉੱਤੇ ਤੁਹਾਡੀਆਂ ਭੂਮਿਕਾਵਾਂ ਬਦਲ ਗਈਆਂ ਹਨ', words: 'ਹੁਣ ਤੁਸੀਂ ਖ਼ਜ਼ਾਨਚੀ ਹੋ', line: 'ਦਾਨ: ਦਾਨੀਆਂ ਦੇ ਨਾਵਾਂ' },
  hi: { subject: 'वेबसाइट पर आपकी भूमिकाएँ बदल गई हैं', words: 'अब आप कोषाध्यक्ष हैं', line: 'दान: दानदाताओं के नाम' },
  ur: { subject: 'ویب سائٹ پر آپ کے کردار تبدیل ہو گئے ہیں', words: 'اب آپ خزانچی ہیں', line: 'عطیات: عطیہ دہندگان کے ناموں' },
}

describe('the roles-changed e-mail', () => {
  it.each(LANGUAGES)('is in the language of the account whose roles changed (%s)', async (language) => {
    const person = await createUser({ email: `roles-${language}@example.org`, password: 'a long member password', roles: [], language })
    const changed = await call(usersAction, '/admin/users', { cookie, body: new URLSearchParams({ intent: 'roles', id: String(person.id), roles: 'treasurer', confirmed: 'yes' }) })
    expect(changed.status).toBe(302)
    const mail = await mailTo(person.email)
    expect(mail.subject).toBe(ROLES_CHANGED[language].subject)
    const said = (mail.text ?? '').replace(/\s+/g, ' ')
    expect(said).toContain(ROLES_CHANGED[language].words)
    expect(said).toContain(ROLES_CHANGED[language].line)
    expect(said).toContain(FOOTER[language])
    expectDirection(mail, language, 'roles-changed')
  })
})

const ACCOUNT_EXISTS = {
  en: { subject: 'About your account on the website', words: 'You already have an account, so nothing was changed.' },
  pa: { subject: 'ਵੈੱਬਸਾਈਟ ਉੱਤੇ ਤੁਹਾਡੇ ਖਾਤੇ ਬਾਰੇ', words: 'ਤੁਹਾਡਾ ਖਾਤਾ ਪਹਿਲਾਂ ਹੀ ਹੈ, ਇਸ ਲਈ ਕੁਝ ਨਹੀਂ ਬਦਲਿਆ ਗਿਆ।' },
  hi: { subject: 'वेबसाइट पर आपके खाते के बारे में', words: 'आपका खाता पहले से है, इसलिए कुछ नहीं बदला गया।' },
  ur: { subject: 'ویب سائٹ پر آپ کے اکاؤنٹ کے بارے میں', words: 'آپ کا اکاؤنٹ پہلے سے موجود ہے، اس لیے کچھ تبدیل نہیں کیا گیا۔' },
}

describe('the account-exists e-mail', () => {
  it.each(LANGUAGES)('is in the language of the account, whatever page the second registration came from (%s)', async (language) => {
    const email = `exists-${language}@example.org`
    await createUser({ email, password: 'a long member password', roles: [], language })
    // someone registers the address again on the English page
    const answer = await settle(
      registerAction({ request: post('/register', { email, password: 'another long password here', confirmPassword: 'another long password here' }), context: context() } as never),
    )
    expect(answer.status).toBe(302)
    const mail = await mailTo(email)
    expect(mail.subject).toBe(ACCOUNT_EXISTS[language].subject)
    expect(mail.text).toContain(ACCOUNT_EXISTS[language].words)
    // its links lead to the sign-in and new-password pages in that language
    expect(mail.text).toContain(`${env().SITE_URL}${pathIn(language, '/login')}`)
    expect(mail.text).toContain(`${env().SITE_URL}${pathIn(language, '/forgot-password')}`)
    expectDirection(mail, language, 'account-exists')
  })
})

const CODE_LOCK = {
  en: { subject: 'Wrong sign-in codes on your account', words: 'Someone entered 10 wrong two-factor codes' },
  pa: { subject: 'ਤੁਹਾਡੇ ਖਾਤੇ ਉੱਤੇ ਗਲਤ ਸਾਈਨ-ਇਨ ਕੋਡ', words: '10 ਗਲਤ ਦੋ-ਪੜਾਵੀ ਕੋਡ ਦਰਜ ਕੀਤੇ' },
  hi: { subject: 'आपके खाते पर गलत साइन-इन कोड', words: '10 गलत दो-चरणीय कोड दर्ज किए' },
  ur: { subject: 'آپ کے اکاؤنٹ پر غلط سائن اِن کوڈ', words: '10 غلط دو مرحلہ کوڈ درج کیے' },
}

describe('the code-lock e-mail', () => {
  it.each(LANGUAGES)('is in the language of the account’s last sign-in page (%s)', async (language) => {
    const password = 'a calm river at dawn'
    const user = await createUser({ email: `locked-${language}@example.org`, password, roles: ['administrator'] })
    const { secret } = await enrolTwoFactor(user.id)
    const right = new Set([-30_000, 0, 30_000].map((ms) => codeAt(secret, new Date(Date.now() + ms))))
    // someone with the password, from three addresses (five tries each), on that language's pages
    for (let address = 0; address < 3; address++) {
      const ctx = context()
      const signIn = await settle(loginAction({ request: post(pathIn(language, '/login'), { email: user.email, password, redirectTo: '' }), context: ctx } as never))
      expect(signIn.status).toBe(302)
      const pending = signIn.headers.getSetCookie().find((line: string) => line.startsWith('sign-in='))!.split(';')[0]
      for (let i = 0; i < 5; i++) {
        let code = String(100000 + (address * 5 + i) * 7919)
        while (right.has(code)) code = String(Number(code) + 1)
        await settle(codeAction({ request: post(pathIn(language, '/login/two-factor'), { method: 'app', code }, pending), context: ctx } as never))
      }
    }
    const mail = await mailTo(user.email)
    expect(mail.subject).toBe(CODE_LOCK[language].subject)
    expect(mail.text).toContain(CODE_LOCK[language].words)
    expect(mail.text).toContain(`${env().SITE_URL}${pathIn(language, '/forgot-password')}`)
    expectDirection(mail, language, 'code-lock')
  })
})

const SETUP = {
  en: { subject: 'Confirm setting up two-factor sign-in', button: 'Continue setting up' },
  pa: { subject: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ-ਇਨ ਸੈੱਟ ਕਰਨ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ', button: 'ਸੈੱਟ ਕਰਨਾ ਜਾਰੀ ਰੱਖੋ' },
  hi: { subject: 'दो-चरणीय साइन-इन सेट करने की पुष्टि करें', button: 'सेट करना जारी रखें' },
  ur: { subject: 'دو مرحلہ سائن اِن ترتیب دینے کی تصدیق کریں', button: 'سیٹ اپ جاری رکھیں' },
}

describe('the two-factor set-up e-mail', () => {
  it.each(LANGUAGES)('is in the account’s language (%s)', async (language) => {
    await saveTwoFactorSettings({ requiredForAdmins: true })
    const password = 'a kettle on the stove'
    const user = await createUser({ email: `setup-${language}@example.org`, password, roles: ['administrator'] })
    const signIn = await settle(loginAction({ request: post(pathIn(language, '/login'), { email: user.email, password, redirectTo: '' }), context: context() } as never))
    const sid = signIn.headers.getSetCookie().find((line: string) => line.startsWith('sid='))!.split(';')[0]
    const started = await settle(setupAction({ request: post(pathIn(language, '/account/two-factor'), { intent: 'start' }, sid), context: context() } as never))
    expect(started.status).toBe(302)
    const mail = await mailTo(user.email)
    expect(mail.subject).toBe(SETUP[language].subject)
    expect(mail.text).toContain(SETUP[language].button)
    expect(mail.text).toContain(`${env().SITE_URL}${pathIn(language, '/account/two-factor')}?link=`)
    expect(mail.text).toContain(`${env().SITE_URL}${pathIn(language, '/forgot-password')}`)
    expect(mail.text).toContain(FOOTER[language])
    expectDirection(mail, language, 'two-factor-setup')
  })
})

const REPLY = {
  en: { subject: 'Re: Support for my father', wrote: 'Harpreet Kaur wrote:' },
  pa: { subject: 'ਜਵਾਬ: Support for my father', wrote: 'Harpreet Kaur ਨੇ ਲਿਖਿਆ:' },
  hi: { subject: 'उत्तर: Support for my father', wrote: 'Harpreet Kaur ने लिखा:' },
  ur: { subject: 'جواب: Support for my father', wrote: 'Harpreet Kaur نے لکھا:' },
}

describe('a staff reply to a visitor’s message', () => {
  it.each(LANGUAGES)('is framed in the language of the contact page the visitor wrote on (%s)', async (language) => {
    const email = `visitor-${language}@example.org`
    const sent = await settle(
      contactAction({
        request: post(pathIn(language, '/contact'), { name: 'Harpreet Kaur', email, subject: 'Support for my father', message: 'Could someone call him this week, please?' }),
        params: {},
        context: context(),
      } as never),
    )
    expect(sent.status).toBe(302)
    const [message] = await db().select().from(contactMessages).where(eq(contactMessages.email, email))
    expect(message.language).toBe(language)
    delivery.smtp.received.length = 0
    await db().delete(outbox)

    const id = String(message.id)
    const page = await call(replyAction, `/admin/contact-messages/${id}`, { cookie, params: { id }, body: new URLSearchParams({ intent: 'reply', body: 'Dear Harpreet, we will call him on Tuesday.' }) })
    expect(page.status).toBe(302)
    const mail = await mailTo(email)
    expect(mail.subject).toBe(REPLY[language].subject)
    // staff's own words as they wrote them; the frame in the visitor's language
    expect(mail.text).toContain('Dear Harpreet, we will call him on Tuesday.')
    expect(mail.text).toContain(REPLY[language].wrote)
    expect(mail.text).toContain('> Could someone call him this week, please?')
    expect(mail.text).toContain(FOOTER[language])
    const html = /<html[^>]*>/.exec(String(mail.html))![0]
    expect(html).toContain(`dir="${language === 'ur' ? 'rtl' : 'ltr'}"`)
    if (language === 'ur') expect((mail.text ?? '').split('\n').find((line) => line.includes('نے لکھا'))!.startsWith(RLM)).toBe(true)
  })
})

describe('Language for e-mails on the account page', () => {
  it('is the person’s own choice: their e-mails follow it, and signing in on another language’s page keeps it', async () => {
    const member = await staffSession(['editor'], 'chooser')
    const page = await settle(accountLoader({ request: new Request('http://localhost/account', { headers: { Cookie: member.cookie } }) } as never))
    expect(page.data.mailLanguage).toBe('en')

    const chosen = await call(accountAction, '/account', { cookie: member.cookie, body: new URLSearchParams({ intent: 'mail-language', mailLanguage: 'ur' }) })
    expect(chosen.status).toBe(302)
    expect(chosen.flash).toEqual({ type: 'success', message: 'Saved: our e-mails to you will be in اردو.' })
    // signing in on the Punjabi page no longer changes it
    const signIn = await settle(loginAction({ request: post('/pa/login', { email: member.email, password: 'staff test password', redirectTo: '' }), context: context() } as never))
    expect(signIn.status).toBe(302)
    const [account] = await db().select({ language: users.language, chosen: users.languageChosen }).from(users).where(eq(users.id, member.id))
    expect(account).toEqual({ language: 'ur', chosen: true })
    // and a staff e-mail to them is in Urdu
    await call(usersAction, '/admin/users', { cookie, body: new URLSearchParams({ intent: 'roles', id: String(member.id), roles: 'writer', confirmed: 'yes' }) })
    expect((await mailTo(member.email)).subject).toBe(ROLES_CHANGED.ur.subject)

    // a language not in the list: said beside the field, nothing changed
    const refused = await call(accountAction, '/pa/account', { cookie: member.cookie, body: new URLSearchParams({ intent: 'mail-language', mailLanguage: 'fr' }) })
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({ mailLanguage: { error: 'ਸੂਚੀ ਵਿੱਚੋਂ ਕੋਈ ਇੱਕ ਭਾਸ਼ਾ ਚੁਣੋ।' } })
    const [after] = await db().select({ language: users.language }).from(users).where(eq(users.id, member.id))
    expect(after.language).toBe('ur')
  })
})
