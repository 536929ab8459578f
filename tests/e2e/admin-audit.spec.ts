// The Activity log as an admin uses it: a change made in the back office (a team member added,
// then hidden) is found in the log by its filters and search, with who did it and what changed;
// the screen offers nothing to change an entry. axe checks it on a desktop and on a phone. The
// entries of every kind of action, and the canaries, are in app/routes/admin/audit.test.ts.
import sharp from 'sharp'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

test('an admin makes a change and finds it in the activity log', async ({ page, axe }) => {
  const name = `Audit Trail ${Date.now()}-${process.pid}`
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4f2f7f' } }).png().toBuffer()

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/team/new')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill('audit-trail@example.org')
  await page.getByLabel('Profession', { exact: true }).fill('Peer supporter')
  await page.getByLabel('Bio', { exact: true }).fill('Runs the Sunday tea for new arrivals.')
  await page.getByLabel('Priority').fill('20')
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: picture })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/team$/)

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Activity log' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible()
  await expect(page).toHaveTitle('Activity log · Back office')
  // our entry is on the first page (other specs may be writing theirs), by the admin, from this machine
  const ours = page.getByRole('row').filter({ hasText: `Team member: ${name}` })
  await expect(ours).toHaveCount(1)
  await expect(ours).toContainText(ADMIN.email)
  await expect(ours).toContainText('Create')
  // fields by their labels on the form, and the item a link to its screen while it exists
  await expect(ours).toContainText('Profession: Peer supporter')
  await expect(ours.getByRole('link', { name: `Team member: ${name}` })).toHaveAttribute('href', /^\/admin\/team\/\d+$/)
  await expect(ours).toContainText(/127\.0\.0\.1|::1/)

  // narrowed by person, action and type, and searched by the item
  await page.getByLabel('Person', { exact: true }).selectOption({ label: ADMIN.email })
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Create' })
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Team member' })
  await page.getByLabel('Search by item or person').fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/action=create/)
  await expect(page.getByText('Showing 1 to 1 of 1, newest first')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)
  // an action that did not happen to it finds nothing
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Delete' })
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText(`Nothing matches “${name}” with these filters.`)).toBeVisible()
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Create' })
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)

  // read only: no button or link offers to change or delete an entry
  const table = page.getByRole('table')
  await expect(table.getByRole('button')).toHaveCount(0)
  await expect(table.getByRole('link', { name: /edit|delete/i })).toHaveCount(0)
  expect(await axe()).toEqual([])

  await page.setViewportSize({ width: 375, height: 800 })
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible()
  // the page itself never scrolls sideways on a phone: the table scrolls in its own box
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(await axe()).toEqual([])
})
