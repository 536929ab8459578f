// The Member List in the back office, as an admin uses it: every message of the form first,
// then a valid save with a picture, the list, the public Team page, an edit that hides the
// member (gone from the public page), the detail screen, and delete with No and then Yes. axe
// checks the list, the form with its errors and the detail screen. The server's own checks are
// in app/routes/admin/team/team.test.ts.
import sharp from 'sharp'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

test('an admin adds, finds, edits, hides, reads and deletes a team member', async ({ page, axe }) => {
  const name = `Navjot Test ${Date.now()}-${process.pid}`
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f5f7f' } }).png().toBuffer()

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Member List' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Member List' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Profession' })).toBeVisible()
  expect(await axe()).toEqual([])

  // every message first
  await page.getByRole('link', { name: 'Add Team Member' }).click()
  await expect(page).toHaveURL(/\/admin\/team\/new$/)
  await page.getByLabel('Priority').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  for (const message of [
    'name is a required field',
    'email is a required field',
    'profession is a required field',
    'bio is a required field',
    'Set Priority from 1 to 20',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('name is a required field')
  await page.getByLabel('Priority').fill('25')
  await expect(page.getByText('Set Priority from 1 to 20')).toBeVisible()
  expect(await axe()).toEqual([])

  // a valid save
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill('navjot@example.org')
  await page.getByLabel('Profession', { exact: true }).fill('Outreach worker')
  await page.getByLabel('Bio', { exact: true }).fill('Navjot visits seniors at home and runs the Thursday walking group.')
  await page.getByLabel('Priority').fill('20')
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: picture })
  await expect(page.getByRole('img', { name: 'The new picture, not saved yet' })).toBeVisible()
  await expect(page.getByLabel('What the picture shows', { exact: true })).toHaveAccessibleDescription(/say in a few words what it shows/)
  await page.getByLabel('What the picture shows', { exact: true }).fill('Navjot in a blue turban, smiling')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/admin\/team$/)
  await expect(page.getByRole('alert').filter({ hasText: `${name} added to the team.` })).toBeVisible()
  await page.getByLabel('Search by name, e-mail or profession').fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Outreach worker')
  await expect(row).toContainText('navjot@example.org')
  const thumbnail = row.locator('img[src^="/media/"]')
  await expect(thumbnail).toBeVisible()
  expect((await thumbnail.boundingBox())?.width).toBe(80)

  // visible: on the public Team page, the picture read out as described
  await page.goto('/team')
  await expect(page.getByRole('main')).toContainText(name)
  await expect(page.getByRole('main').getByRole('img', { name: 'Navjot in a blue turban, smiling' })).toBeVisible()

  // edit: hide it
  await page.goto(`/admin/team?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(page.getByLabel('Name')).toHaveValue(name)
  await expect(page.getByRole('img', { name: 'The current picture' })).toBeVisible()
  await expect(page.getByLabel('What the picture shows', { exact: true })).toHaveValue('Navjot in a blue turban, smiling')
  await page.getByLabel('Profession', { exact: true }).fill('Outreach worker and driver')
  await page.getByLabel('Visibility').selectOption({ label: 'Not Visible' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/team$/)
  await expect(page.getByRole('alert').filter({ hasText: `${name} saved.` })).toBeVisible()

  await page.goto('/team')
  await expect(page.getByRole('main')).not.toContainText(name)

  // detail, from the list, and the old address leads to it
  await page.goto(`/admin/team?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name: `Detail of ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const id = /\/admin\/team\/(\d+)$/.exec(page.url())![1]
  const details = page.getByRole('definition')
  await expect(details.filter({ hasText: 'Outreach worker and driver' })).toHaveCount(1)
  await expect(details.filter({ hasText: 'Not Visible' })).toHaveCount(1)
  await expect(page.getByRole('img', { name: `Portrait of ${name}` })).toBeVisible()
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]\.m\.$/)).toHaveCount(2)
  expect(await axe()).toEqual([])
  await page.goto(`/teamdetail/${id}`)
  await expect(page).toHaveURL(new RegExp(`/admin/team/${id}$`))
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/admin\/team$/)

  // delete: No keeps it, Yes deletes it
  await page.goto(`/admin/team?q=${encodeURIComponent(name)}`)
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(dialog).toContainText('Are you sure you want to delete?')
  await dialog.getByRole('button', { name: 'No' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)

  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Item Deleted Successfully!' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
  await expect(page.getByText(`Nothing matches “${name}”.`)).toBeVisible()
})
