// The donation page as a visitor meets it: reached from the navbar's Donate, the spec's
// 'This field is required!' beside each required field (in the browser, and from the server with
// JavaScript off), card offered only once staff have set a card page (here it is not: the
// back-office specs, which set it, run after this one), and a QR donation that shows the code at
// 300 by 300 with its text and how to finish - in a dialog, or on the page without JavaScript.
// The card redirect and the records staff see are in admin-payments.spec.ts; the server's own
// checks (rate limit, spam trap, refusals) in app/routes/site/donation.test.ts. Every post here
// comes from one address and the limit is 5 donations an hour, so only 2 donations are made here
// (and 2 in admin-payments.spec.ts).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const REQUIRED = 'This field is required!'

function form(page: Page) {
  return {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    address: page.getByLabel('Address (optional)'),
    card: page.getByRole('radio', { name: 'Credit or debit card' }),
    qr: page.getByRole('radio', { name: 'QR code' }),
    donate: page.getByRole('button', { name: 'Donate' }),
  }
}

async function expectRequiredMessages(page: Page) {
  const f = form(page)
  await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(3)
  for (const control of [f.name, f.email]) {
    await expect(control).toHaveAttribute('aria-invalid', 'true')
    // the message first, then the name's hint (as it should appear on the receipt)
    await expect(control).toHaveAccessibleDescription(new RegExp(`^${REQUIRED}`))
  }
  await expect(page.getByRole('group', { name: 'How would you like to pay?' })).toHaveAccessibleDescription(REQUIRED)
  await expect(f.address).not.toHaveAttribute('aria-invalid', 'true')
}

function unique(label: string) {
  return `${label} ${Date.now()}-${process.pid}`
}

test.describe('donation page', () => {
  test('the navbar leads to it; empty fields say what is needed; card says it is not available yet', async ({ page, axe }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate' }).click()
    await expect(page).toHaveURL(/\/donation$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Make a donation' })).toBeVisible()
    await expect(page).toHaveTitle(/^Make a donation · /)
    // reassurance for the visitor: what happens with the details, receipts, privacy
    await expect(page.getByRole('heading', { name: 'What happens with your details' })).toBeVisible()
    await expect(page.getByText(/registered Canadian charity/)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute('href', '/privacypolicy')

    const f = form(page)
    // no card page set yet: the choice is there, disabled, and says why
    await expect(f.card).toBeDisabled()
    await expect(f.card).toHaveAccessibleDescription(/Not available at the moment/)
    await expect(f.qr).toBeEnabled()
    expect(await axe()).toEqual([])

    await f.donate.click()
    await expectRequiredMessages(page)
    // focus goes to the first field to fix
    await expect(f.name).toBeFocused()
    // the messages follow what is typed
    await f.name.fill('Asha')
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(2)
    await f.qr.check()
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(1)
    await f.email.fill('asha at home')
    await f.donate.click()
    await expect(page.getByText('Please enter your e-mail address as name@example.com, so that your receipt reaches you.')).toBeVisible()
    expect(await axe()).toEqual([])
  })

  test('a QR donation shows the code at 300 by 300, its text and how to pay, in an accessible dialog; the form is reset', async ({ page, axe }) => {
    const name = unique('Harjit QR')
    await page.goto('/donation')
    const f = form(page)
    await f.name.fill(name)
    await f.email.fill('harjit@example.org')
    await f.address.fill('10 Jasper Ave NW\nEdmonton AB')
    await f.qr.check()
    await page.getByRole('radio', { name: '$50' }).check()
    await f.donate.click()

    const dialog = page.getByRole('dialog', { name: 'Pay by QR code' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`Thank you, ${name}.`)
    const code = dialog.getByRole('img', { name: /QR code for your donation/ })
    await expect(code).toBeVisible()
    expect(await code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const box = (await code.boundingBox())!
    expect(Math.round(box.width)).toBe(300)
    expect(Math.round(box.height)).toBe(300)
    // the same details as text, for a phone that cannot scan its own screen
    await expect(dialog.getByText('donate@example.org', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'How to finish your donation' })).toBeVisible()
    await expect(dialog).toContainText('Interac e-Transfer')
    await expect(dialog.getByRole('button', { name: 'Copy the payment details' })).toBeVisible()
    // the pledge's reference, to put in the transfer's message, with the amount chosen (issue 36, item 4)
    await expect(dialog.getByRole('heading', { name: 'Your reference' })).toBeVisible()
    await expect(dialog.getByText(/^SMHS-[2-9A-HJKMNP-Z]{6}$/)).toBeVisible()
    await expect(dialog).toContainText('Put this in the message of your e-Transfer or payment, so that we can match your gift to you.')
    await expect(dialog).toContainText('The amount you chose: $50.00.')
    await expect(dialog.getByRole('button', { name: 'Copy the reference' })).toBeVisible()
    expect(await axe()).toEqual([])

    // Esc closes it, like every dialog
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(f.name).toHaveValue('')
    await expect(f.email).toHaveValue('')
    await expect(f.qr).not.toBeChecked()
  })
})

test.describe('donation page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server gives the same messages, keeps what was typed, and shows the QR details on the page', async ({ page }) => {
    const name = unique('Noscript QR')
    await page.goto('/donation')
    const f = form(page)
    await expect(f.card).toBeDisabled()
    await f.donate.click()
    await expect(page).toHaveURL(/\/donation$/)
    await expectRequiredMessages(page)

    await f.name.fill(name)
    await f.address.fill('55 Whyte Ave')
    await f.qr.check()
    await f.donate.click()
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(1)
    await expect(f.email).toHaveAccessibleDescription(REQUIRED)
    await expect(f.name).toHaveValue(name)
    await expect(f.address).toHaveValue('55 Whyte Ave')
    await expect(f.qr).toBeChecked()
    await expect(f.email).toBeFocused()

    await f.email.fill('noscript@example.org')
    await f.donate.click()
    // QR needs an amount: asked beside it, what was typed kept
    await expect(page.getByText('Please choose an amount, or type your own under Other amount.')).toBeVisible()
    await expect(f.email).toHaveValue('noscript@example.org')
    await page.getByRole('radio', { name: 'Other amount' }).check()
    await page.getByRole('textbox', { name: 'Other amount' }).fill('35')
    await f.donate.click()
    const details = page.getByRole('region', { name: 'Pay by QR code' })
    await expect(details).toContainText('The amount you chose: $35.00.')
    await expect(details.getByText(/^SMHS-[2-9A-HJKMNP-Z]{6}$/)).toBeVisible()
    await expect(details).toContainText(`Thank you, ${name}.`)
    const code = details.getByRole('img', { name: /QR code for your donation/ })
    const box = (await code.boundingBox())!
    expect(Math.round(box.width)).toBe(300)
    expect(Math.round(box.height)).toBe(300)
    await expect(details.getByText('donate@example.org', { exact: true })).toBeVisible()
    await expect(details.getByRole('heading', { name: 'How to finish your donation' })).toBeVisible()
    // the form is empty again
    await expect(f.name).toHaveValue('')
    await expect(f.email).toHaveValue('')
  })
})
