// The owner's dated announcements (issues 19, 34) on the home page, in the order modal and on the
// ordering pages, from the suites' data (tests/site/suite-content.ts): one running on the suite's
// day, one still to come, written in German only. The prerendered pages show the first and keep
// the second hidden; in the browser, days later, each page shows each announcement on its days only, in
// the page's language or marked as German, however old the build is. Which days an announcement covers is
// unit-tested in src/features/announcements/.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { caseFor, languageCases } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'
import { suiteAnnouncements } from '../site/suite-content.ts'
import { suiteDate } from '../site/suite-site.ts'

const { runningNow, comingLater } = suiteAnnouncements

/**
 * Opens `path` at noon in Berlin on `isoDate` (an hour either way of the offset is that day), and
 * resolves once the page has shown and hidden its announcements for that day: the prerendered page shows
 * the build day's, so an announcement that must stay visible would pass before the correction hid it.
 */
async function openOn(page: Page, path: string, isoDate: string) {
  await page.clock.setFixedTime(new Date(`${isoDate}T12:00:00+01:00`))
  const correction = page.waitForResponse((response) =>
    /\/show-current-announcements-[\w-]+\.js$/.test(new URL(response.url()).pathname),
  )
  await page.goto(path)
  await waitForIslandsArmed(page)
  const script = (await correction).url()
  // The page imported the script first: the callback that shows and hides the announcements has run
  // when this import of the same module resolves.
  await page.evaluate(async (url) => {
    await import(url)
  }, script)
}

const announcementsOf = (page: Page, language: 'de' | 'en') =>
  page.getByRole('complementary', {
    name: caseFor(language).text.islandText.announcements.label,
  })

/** The nearest element with a lang attribute, the element's own included. */
const langOf = (page: Page, text: string) =>
  page.getByText(text).locator('xpath=ancestor-or-self::*[@lang][1]')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the home and ordering pages show the announcement running at build time only, in their language', async ({
    page,
  }) => {
    for (const { language, home, orderPage } of languageCases) {
      for (const path of [home, orderPage]) {
        await page.goto(path)
        await expect(
          announcementsOf(page, language).getByText(runningNow.text[language]),
        ).toBeVisible()
        await expect(page.getByText(comingLater.text.de)).toBeHidden()
      }
    }
  })
})

test('days after the build, the home page and its order modal show each announcement on its days only', async ({
  page,
}) => {
  const { home, text } = caseFor('de')
  const announcements = announcementsOf(page, 'de')
  // The running announcement's last day: still there.
  await openOn(page, home, runningNow.to)
  await expect(announcements.getByText(runningNow.text.de)).toBeVisible()

  // The running announcement has ended (on the Friday), the other has not begun (the Tuesday after):
  // nothing to announce.
  await openOn(page, home, suiteDate(3))
  await expect(page.getByText(runningNow.text.de)).toBeHidden()
  await expect(page.getByText(comingLater.text.de)).toBeHidden()
  await expect(announcements).toBeHidden()

  // Its first day: the second announcement shows on the home page and in the order modal.
  await openOn(page, home, comingLater.from)
  await expect(announcements.getByText(comingLater.text.de)).toBeVisible()
  await expect(page.getByText(runningNow.text.de)).toBeHidden()
  await page.getByRole('link', { name: text.heroText.orderButton }).click()
  const modal = page.getByRole('dialog', { name: text.islandText.order.modalTitle })
  await expect(modal.getByText(comingLater.text.de)).toBeVisible()
  await expect(modal.getByText(runningNow.text.de)).toBeHidden()

  // The day after its last day: gone again.
  await openOn(page, home, suiteDate(7))
  await expect(page.getByText(comingLater.text.de)).toBeHidden()
})

test('on /en/ an announcement shows in English, and one written in German only in German, marked lang="de"', async ({
  page,
}) => {
  const { home, text } = caseFor('en')
  const announcements = announcementsOf(page, 'en')
  await openOn(page, home, runningNow.from)
  await expect(announcements.getByText(runningNow.text.en)).toBeVisible()
  await expect(langOf(page, runningNow.text.en)).toHaveAttribute('lang', 'en')

  await openOn(page, home, comingLater.from)
  await expect(announcements.getByText(comingLater.text.de)).toBeVisible()
  await expect(langOf(page, comingLater.text.de)).toHaveAttribute('lang', 'de')
  await expect(page.getByText(runningNow.text.en)).toBeHidden()
  await page.getByRole('link', { name: text.heroText.orderButton }).click()
  const modal = page.getByRole('dialog', { name: text.islandText.order.modalTitle })
  await expect(modal.getByText(comingLater.text.de)).toBeVisible()
  await expect(
    modal.getByText(comingLater.text.de).locator('xpath=ancestor-or-self::*[@lang][1]'),
  ).toHaveAttribute('lang', 'de')
})

test('the ordering pages show each announcement on its days, in German where the owner wrote no English', async ({
  page,
}) => {
  const german = caseFor('de')
  await openOn(page, german.orderPage, comingLater.from)
  await expect(announcementsOf(page, 'de').getByText(comingLater.text.de)).toBeVisible()
  await expect(page.getByText(runningNow.text.de)).toBeHidden()
  await openOn(page, german.orderPage, suiteDate(7))
  await expect(page.getByText(comingLater.text.de)).toBeHidden()

  const english = caseFor('en')
  await openOn(page, english.orderPage, comingLater.from)
  const announcement = announcementsOf(page, 'en').getByText(comingLater.text.de)
  await expect(announcement).toBeVisible()
  await expect(announcement.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute(
    'lang',
    'de',
  )
  await expect(page.getByText(runningNow.text.en)).toBeHidden()
})
