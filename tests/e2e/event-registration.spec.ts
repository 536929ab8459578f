// Registering for an event, end to end (issue 38): staff turn registration on with one place and
// a private online link; a visitor registers and a second one joins the waiting list; the first
// reads the confirmation e-mail (its .ics, the online link, the personal link) from the mail
// server, cancels through the link, and the waiting person gets the place and an e-mail. Then
// check-in at the door on a 375 px phone. The server-level checks are in
// app/models/event-registration.server.test.ts and app/routes/site/event-register.test.ts.
import sharp from 'sharp'
import { ADMIN, logIn, uniqueEmail } from './accounts'
import { expect, test } from './fixtures'
import { mailCount, waitForMail } from './mailbox'

test('register, read the e-mail, cancel by its link; the first waiting person gets the place; check-in on a phone', async ({ page, browser, axe }) => {
  const title = `Family Wellness Evening ${Date.now()}-${process.pid}`
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7f62' } }).png().toBuffer()
  const first = { name: 'Harjit Kaur', email: uniqueEmail('first') }
  const second = { name: 'Imran Qureshi', email: uniqueEmail('second') }

  // staff: an event, then registration on with one place and a private link
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/events/new')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description', { exact: true }).fill('An evening for families to talk about wellbeing, with tea.')
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: picture })
  await page.getByLabel('Event date and time').fill('2031-09-10T18:00')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/events$/)
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'Attendees' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Registration: ${title}` })).toBeVisible()
  await page.getByLabel('Take registrations for this event').check()
  await page.getByLabel('Places (people)').fill('1')
  await page.getByLabel('Online link (private, optional)').fill('https://meet.example.org/family-evening-secret')
  await page.getByRole('button', { name: 'Save registration settings' }).click()
  await expect(page.getByText('Registration settings saved.')).toBeVisible()
  const eventId = /\/admin\/events\/(\d+)\/attendees/.exec(page.url())![1]

  // a visitor without an account
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/events/${eventId}`)
  await expect(visitor.getByTestId('registration-state')).toHaveText('1 place left')
  await expect(visitor.locator('body')).not.toContainText('family-evening-secret')
  await visitor.getByRole('link', { name: 'Register' }).click()
  // bad input first: messages beside the fields, nothing lost
  await visitor.getByLabel('Your name').fill(first.name)
  await visitor.getByRole('button', { name: 'Register' }).click()
  await expect(visitor.getByText('Enter your e-mail address')).toBeVisible()
  await expect(visitor.getByLabel('Your name')).toHaveValue(first.name)
  expect(await axe(visitor)).toEqual([])
  const before = await mailCount()
  await visitor.getByLabel('E-mail').fill(first.email)
  await visitor.getByLabel(/You may contact me about this event only/).check()
  await visitor.getByRole('button', { name: 'Register' }).click()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('You have a place')

  // the public page says Full within seconds (the page cache renders it again)
  await expect
    .poll(async () => {
      await visitor.goto(`/events/${eventId}`)
      return visitor.getByTestId('registration-state').textContent()
    })
    .toBe('Full: join the waiting list')

  // a second visitor joins the waiting list
  const other = await (await browser.newContext()).newPage()
  await other.goto(`/events/${eventId}/register`)
  await other.getByLabel('Your name').fill(second.name)
  await other.getByLabel('E-mail').fill(second.email)
  await other.getByLabel(/You may contact me about this event only/).check()
  await other.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('You are on the waiting list: number 1')

  // the first person's e-mail: what, when, the online link, the .ics and the personal link
  const mail = await waitForMail(first.email, (m) => m.subject === `Your place at ${title}`, before)
  expect(mail.text).toContain('https://meet.example.org/family-evening-secret')
  expect(mail.text).toContain('10 September 2031, 6:00 p.m.')
  expect(mail.attachments.map((file) => file.filename)).toEqual([`event-${eventId}.ics`])
  expect(Buffer.from(mail.attachments[0].base64, 'base64').toString()).toContain(`SUMMARY:${title}`)
  const link = /http:\/\/\S+\/registration\?token=[\w-]+/.exec(mail.text)![0]

  // cancel through the link
  await visitor.goto(link)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('You have a place')
  await visitor.getByRole('button', { name: 'Cancel my registration' }).click()
  await expect(visitor.getByText('Done: your registration is cancelled.')).toBeVisible()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Your registration is cancelled')
  // the link used again: still says so, nothing to cancel
  await visitor.goto(link)
  await expect(visitor.getByRole('button', { name: 'Cancel my registration' })).toHaveCount(0)

  // the waiting person has the place, and an e-mail with the online link
  const promoted = await waitForMail(second.email, (m) => m.subject === `A place is free for you: ${title}`, before)
  expect(promoted.text).toContain('https://meet.example.org/family-evening-secret')

  // check-in on a phone
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(`/admin/events/${eventId}/check-in`)
  await expect(page.getByTestId('check-in-count')).toHaveText('0 of 1 people here')
  await page.getByLabel('Search by name').fill('imran')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('button', { name: new RegExp(second.name) }).click()
  await expect(page.getByTestId('check-in-count')).toHaveText('1 of 1 people here')
  await page.reload()
  await expect(page.getByRole('button', { name: new RegExp(second.name) })).toHaveAttribute('aria-pressed', 'true')
  const box = await page.getByRole('button', { name: new RegExp(second.name) }).boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(56)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(await axe()).toEqual([])
  await page.screenshot({ path: test.info().outputPath('check-in-375.png'), fullPage: true })

  // the event goes (its registrations with it), so that the demo's events page is as other specs expect
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/admin/events?q=${encodeURIComponent(title)}`)
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Item Deleted Successfully!' })).toBeVisible()
})
