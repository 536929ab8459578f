// A visitor's message reaches the Contact List: marked New with the count in the side menu,
// read once opened, answered from its detail screen (the reply arrives by e-mail with the message
// quoted, and the list says Answered), marked unread again, then deleted. axe checks the list
// and detail.
// Paging, search and the read state's rules are in
// app/routes/admin/contact-messages/contact-messages.test.ts.
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'

test('a message sent through /contact is read and deleted in the back office', async ({ page, browser, axe }) => {
  const sender = `Baljit Sender ${Date.now()}-${process.pid}`
  const subject = `Weekday support group ${Date.now()}`

  // a visitor, in a browser of their own
  const visitor = await browser.newPage()
  await visitor.goto('/contact')
  await visitor.getByLabel('Name', { exact: true }).fill(sender)
  await visitor.getByLabel('Email', { exact: true }).fill('baljit@example.org')
  await visitor.getByLabel('Subject', { exact: true }).fill(subject)
  await visitor.getByLabel('Message', { exact: true }).fill('Is there a group for carers that meets on weekday mornings?')
  await visitor.getByRole('button', { name: 'Send message' }).click()
  await expect(visitor).toHaveURL(/\/contactconfirmation$/)
  await visitor.close()

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  const menuLink = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: /^Contact List/ })
  await expect(menuLink).toHaveAccessibleName(/^Contact List \d+ unread$/)
  await menuLink.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact List' })).toBeVisible()
  await page.getByLabel('Search by name, e-mail or subject').fill(sender)
  await page.keyboard.press('Enter')
  const row = page.getByRole('row').filter({ hasText: sender })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('New')
  await expect(row).toContainText('baljit@example.org')
  expect(await axe()).toEqual([])

  const unreadBefore = Number(/(\d+) unread/.exec((await menuLink.textContent()) ?? '')?.[1])
  await row.getByRole('link', { name: `Detail of message from ${sender}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Is there a group for carers that meets on weekday mornings?')
  // opened: one fewer unread in the menu (other tests may add messages meanwhile, never remove them)
  const unreadAfter = Number(/(\d+) unread/.exec((await menuLink.textContent()) ?? '')?.[1] ?? 0)
  expect(unreadAfter).toBeLessThanOrEqual(unreadBefore)
  expect(await axe()).toEqual([])
  const id = /\/admin\/contact-messages\/(\d+)$/.exec(page.url())![1]

  // before sending, the screen names the one recipient and where an answer goes
  const goesTo = page.getByLabel('Who the reply goes to')
  await expect(goesTo.getByRole('term')).toHaveText(['To', 'From', 'Answers go to'])
  await expect(goesTo.getByRole('definition').first()).toHaveText('baljit@example.org (this address only)')

  // an empty reply is refused beside the box; a written one goes by e-mail
  const replyBox = page.getByLabel('Your reply')
  await replyBox.fill('   ')
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByText('Write your reply before sending it.')).toBeVisible()
  await replyBox.fill('Dear Baljit,\nYes: the carers group meets on Tuesday mornings at 10.')
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Reply sent.' })).toBeVisible()
  const replies = page.getByRole('region', { name: 'Replies' })
  await expect(replies).toContainText('the carers group meets on Tuesday mornings at 10.')
  await expect(replies).toContainText(`by ${ADMIN.email}, to baljit@example.org`)
  await expect(replyBox).toHaveValue('')
  const mail = await waitForMail('baljit@example.org', (m) => m.subject === `Re: ${subject}`)
  expect(mail.text).toContain('Yes: the carers group meets on Tuesday mornings at 10.')
  expect(mail.text).toContain('> Is there a group for carers that meets on weekday mornings?')
  // the visitor's answer comes back to the organisation's e-mail from the settings
  expect(mail.replyTo).toBe(await goesTo.getByRole('definition').last().locator('span').textContent())
  expect(mail.replyTo).toMatch(/^[^\s,]+@[^\s,]+$/)
  await page.reload()
  await expect(replies).toContainText('E-mail sent')
  expect(await axe()).toEqual([])

  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/admin\/contact-messages$/)
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(sender)}`)
  const answered = page.getByRole('row').filter({ hasText: sender })
  await expect(answered).not.toContainText('New')
  await expect(answered).toContainText('Answered')
  await page.getByLabel('Show').selectOption('unanswered')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('row').filter({ hasText: sender })).toHaveCount(0)

  // marked unread again: New on the list
  await page.goto(`/admin/contact-messages/${id}`)
  await page.getByRole('button', { name: 'Mark as unread' }).click()
  await expect(page).toHaveURL(/\/admin\/contact-messages$/)
  await expect(page.getByRole('alert').filter({ hasText: 'Marked as unread.' })).toBeVisible()
  await page.goto(`/admin/contact-messages?show=unread&q=${encodeURIComponent(sender)}`)
  await expect(page.getByRole('row').filter({ hasText: sender })).toContainText('New')

  // the old address leads to the same message
  await page.goto(`/contactdetail/${id}`)
  await expect(page).toHaveURL(new RegExp(`/admin/contact-messages/${id}$`))

  await page.getByRole('button', { name: `Delete message from ${sender}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await dialog.getByRole('button', { name: 'No' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await page.getByRole('button', { name: `Delete message from ${sender}` }).click()
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/\/admin\/contact-messages$/)
  await expect(page.getByRole('alert').filter({ hasText: 'Item Deleted Successfully!' })).toBeVisible()
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(sender)}`)
  await expect(page.getByText(`Nothing matches “${sender}”.`)).toBeVisible()
})
