// The contact page as a visitor meets it: the organisation's details, the spec's messages
// beside each field (checked by the server; with JavaScript a message goes as its field changes), what was
// typed kept, a message sent exactly once, and the thank-you page with Done.
// The row stored, the rate limit (6th message in an hour) and the server's refusals of bad
// posts are checked against the action in app/routes/site/contact.test.ts: this server is
// shared with other specs and every post here comes from one address, so only 2 messages are
// sent here (the limit is 5 an hour).
import type { Page } from '@playwright/test'
import { ADMIN } from './accounts'
import { expect, test } from './fixtures'
import { mailsTo, waitForMail } from './mailbox'

const VALID = {
  name: 'Simran Gill',
  email: 'simran@example.org',
  subject: 'Bereavement group',
  message: 'I lost my husband in the spring. Is there a group I could join on weekday mornings?',
}

const REQUIRED = {
  name: 'name is a required field',
  email: 'email is a required field',
  subject: 'subject is a required field',
  message: 'message is a required field',
}

function fields(page: Page) {
  return {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    subject: page.getByLabel('Subject', { exact: true }),
    message: page.getByLabel('Message', { exact: true }),
    send: page.getByRole('button', { name: 'Send message' }),
  }
}

async function fillAll(page: Page, values: Partial<typeof VALID>) {
  const f = fields(page)
  for (const [name, value] of Object.entries(values)) await f[name as keyof typeof VALID].fill(value)
}

/** Every field shows its message as its accessible description, right under the control. */
async function expectFieldError(page: Page, name: keyof typeof VALID, message: string) {
  const control = fields(page)[name]
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  await expect(control).toHaveAccessibleDescription(new RegExp(message))
  const error = page.locator(`#contact-${name}-error`)
  await expect(error).toHaveText(message)
  const controlBox = (await control.boundingBox())!
  const errorBox = (await error.boundingBox())!
  expect(errorBox.y).toBeGreaterThanOrEqual(controlBox.y + controlBox.height - 1)
  expect(errorBox.y - (controlBox.y + controlBox.height)).toBeLessThan(24)
  expect(Math.abs(errorBox.x - controlBox.x)).toBeLessThan(4)
}

async function expectNoFieldError(page: Page, name: keyof typeof VALID) {
  await expect(fields(page)[name]).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(`#contact-${name}-error`)).toHaveCount(0)
}

test.describe('contact page', () => {
  test('shows the organisation\'s address, e-mail and phone, and where to turn in a crisis', async ({ page }) => {
    await page.goto('/contact')
    await expect(page).toHaveTitle(/^Contact us · /)
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    const details = page.getByRole('region', { name: 'Other ways to reach us' })
    // the defaults of the settings (app/content/settings.ts) on a new site
    await expect(details).toContainText('10010 106 Street NW, Suite 204')
    await expect(details).toContainText('Edmonton, AB T5J 3L8')
    await expect(details.getByRole('link', { name: 'info@example.org' })).toHaveAttribute('href', 'mailto:info@example.org')
    await expect(details.getByRole('link', { name: '780-555-0142' })).toHaveAttribute('href', 'tel:+17805550142')

    const crisis = page.getByRole('complementary', { name: 'Need help right now?' })
    await expect(crisis).toContainText('please do not use this form in a crisis')
    await expect(crisis.getByRole('link', { name: 'call 9-8-8' })).toHaveAttribute('href', 'tel:988')
    await expect(crisis.getByRole('link', { name: 'text 9-8-8' })).toHaveAttribute('href', 'sms:988')
    await expect(crisis.getByRole('link', { name: 'call 911' })).toHaveAttribute('href', 'tel:911')
  })

  test('every message of the spec, in the browser, then a message sent once and the thank-you page', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.goto('/contact')
    const f = fields(page)

    // empty: the four required messages from the server, focus on the first field to fix
    await f.send.click()
    for (const name of ['name', 'email', 'subject', 'message'] as const) await expectFieldError(page, name, REQUIRED[name])
    await expect(f.name).toBeFocused()

    // spaces alone are still empty
    await fillAll(page, { name: '   ' })
    await f.send.click()
    await expectFieldError(page, 'name', REQUIRED.name)

    // each message clears as its field is put right
    await fillAll(page, { name: VALID.name, email: VALID.email, subject: VALID.subject })
    await expectNoFieldError(page, 'name')
    await expectNoFieldError(page, 'email')
    await expectNoFieldError(page, 'subject')

    await f.message.fill('Help')
    await f.send.click()
    await expectFieldError(page, 'message', 'message must be at least 5 characters')
    await expect(f.message).toBeFocused()

    // a reply goes to the address given: several addresses are refused beside the field (issue 36 item 6.3)
    await f.email.fill('simran@example.org, someone@example.net')
    await f.message.fill(VALID.message)
    await f.send.click()
    await expectFieldError(page, 'email', 'email must be one e-mail address, such as name@example.com')
    await expect(f.email).toBeFocused()
    await expect(f.email).toHaveValue('simran@example.org, someone@example.net')
    await f.email.fill(VALID.email)
    await f.message.fill('Help')

    await f.message.fill('a'.repeat(5001))
    await f.send.click()
    await expectFieldError(page, 'message', 'message must be at most 5000 characters')

    // what was typed is all still there
    await expect(f.name).toHaveValue(VALID.name)
    await expect(f.email).toHaveValue(VALID.email)
    await expect(f.subject).toHaveValue(VALID.subject)

    // a double click sends one message, even two clicks in one go, before the next page can load
    await f.message.fill(VALID.message)
    posts.length = 0
    await f.send.evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
    })
    await expect(page).toHaveURL(/\/contactconfirmation$/)
    expect(posts).toHaveLength(1)

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your message' })).toBeVisible()
    await expect(page.getByText('will read it and get back to you soon')).toBeVisible()
    await expect(page.getByText('We do not send an automatic confirmation')).toBeVisible()
    await expect(page).toHaveTitle(/^Thank you for your message · /)

    // staff are told, without the message: the alert says only that one arrived, and where
    const alert = await waitForMail(ADMIN.email, (mail) => mail.subject === 'New message on the website')
    expect(alert.text).toMatch(/\/admin\/contact-messages\/\d+/)
    for (const secret of [VALID.name, VALID.subject, VALID.message]) expect(alert.text).not.toContain(secret)
    // and nothing goes to the person who wrote (someone else may read their inbox)
    expect(await mailsTo(VALID.email)).toEqual([])
    await page.getByRole('link', { name: 'Done' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the button says it is sending, and cannot be pressed again meanwhile', async ({ page }) => {
    await page.goto('/contact')
    // hold the post so that the sending state can be seen
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/contact$/, async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    // invalid on the server only (the honeypot), so nothing is stored by this test
    await fillAll(page, VALID)
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'robot'))
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    // pressed and read from inside the page (Playwright's own locators wait for the held page to
    // load): after the first press it says it is sending; the second press posts nothing more
    const afterFirstPress = await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('#contact button[type="submit"]')!
      button.click()
      const state = { label: button.textContent, ariaDisabled: button.getAttribute('aria-disabled'), focused: document.activeElement === button }
      button.click()
      return state
    })
    expect(afterFirstPress).toEqual({ label: 'Sending…', ariaDisabled: 'true', focused: true })
    release()
    await expect(fields(page).send).not.toHaveAttribute('aria-disabled')
    expect(posts).toHaveLength(1)
  })

  test('a filled honeypot is refused: a way to write instead is shown and nothing is lost', async ({ page }) => {
    await page.goto('/contact')
    await fillAll(page, VALID)
    // a robot fills every input; people never see this one
    const honeypot = page.locator('input[name="website"]')
    await expect(honeypot).toBeHidden()
    await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
    const response = page.waitForResponse((r) => r.request().method() === 'POST')
    await fields(page).send.click()
    expect((await response).status()).toBe(400)
    await expect(page.locator('form#contact').getByRole('alert')).toHaveText(
      'Sorry, we could not send your message. Please try again, or write to us at the e-mail address on this page.',
    )
    await expect(page).toHaveURL(/\/contact$/)
    await expect(fields(page).message).toHaveValue(VALID.message)
  })

  test('the server refuses what the browser would have stopped, with status 400', async ({ request, baseURL }) => {
    // as a browser's post would say (the server refuses posts from other sites)
    const headers = { Origin: baseURL! }
    const empty = await request.post('/contact', { headers, form: { name: '', email: '', subject: '', message: '' }, maxRedirects: 0 })
    expect(empty.status()).toBe(400)
    const html = await empty.text()
    for (const message of Object.values(REQUIRED)) expect(html).toContain(message)

    const json = await request.post('/contact', { headers, data: VALID, maxRedirects: 0 })
    expect(json.status()).toBe(400)
    expect(await json.text()).toContain('we could not read what was sent')

    const huge = await request.post('/contact', { headers, form: { ...VALID, name: 'x'.repeat(1024 * 1024) }, maxRedirects: 0 })
    expect(huge.status()).toBe(400)
    expect(await huge.text()).toContain('name must be at most 200 characters')
  })

  test('keyboard alone: the fields in order, the hidden trap never reached, Enter sends', async ({ page }) => {
    await page.goto('/contact')
    const f = fields(page)
    await f.name.focus()
    for (const next of [f.email, f.subject, f.message, f.send]) {
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await expectFieldError(page, 'name', REQUIRED.name)
    await expect(f.name).toBeFocused()
  })

  for (const width of [1280, 375]) {
    test(`axe finds nothing at ${width} px, with the errors showing`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/contact')
      expect(await axe()).toEqual([])
      await fields(page).message.fill('Hi')
      await fields(page).send.click()
      await expectFieldError(page, 'message', 'message must be at least 5 characters')
      await expectFieldError(page, 'name', REQUIRED.name)
      expect(await axe()).toEqual([])
      // nothing runs off the side of a small phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }

  test('axe finds nothing on the thank-you page', async ({ page, axe }) => {
    await page.goto('/contactconfirmation')
    await expect(page.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/')
    expect(await axe()).toEqual([])
  })
})

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server gives the same messages, keeps what was typed, and sends', async ({ page }) => {
    await page.goto('/contact')
    const f = fields(page)

    await f.send.click()
    await expect(page).toHaveURL(/\/contact$/)
    for (const name of ['name', 'email', 'subject', 'message'] as const) await expectFieldError(page, name, REQUIRED[name])
    // the first field to fix has focus, as it has with JavaScript
    await expect(f.name).toBeFocused()

    await fillAll(page, { name: VALID.name, email: VALID.email, subject: '  ', message: 'Help' })
    await f.send.click()
    await expectFieldError(page, 'subject', REQUIRED.subject)
    await expectFieldError(page, 'message', 'message must be at least 5 characters')
    await expectNoFieldError(page, 'name')
    await expect(f.name).toHaveValue(VALID.name)
    await expect(f.email).toHaveValue(VALID.email)
    await expect(f.message).toHaveValue('Help')
    await expect(f.subject).toBeFocused()

    await fillAll(page, { subject: VALID.subject, message: 'a'.repeat(5001) })
    await f.send.click()
    await expectFieldError(page, 'message', 'message must be at most 5000 characters')
    await expect(f.subject).toHaveValue(VALID.subject)
    await expect(f.message).toHaveValue('a'.repeat(5001))

    await f.message.fill(VALID.message)
    await f.send.click()
    await expect(page).toHaveURL(/\/contactconfirmation$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your message' })).toBeVisible()
    await page.getByRole('link', { name: 'Done' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
