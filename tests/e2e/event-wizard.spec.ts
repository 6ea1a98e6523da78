// The event editor (issue 7, spec B §3, §5) as merchant@: an offline event created through every step of the
// wizard (Next held back with messages at the fields, Back keeping what was typed, an error found only by the
// server bringing its page back), listed as a draft after a reload; then edited (renamed, a paid ticket added)
// and still so after a reload; an online event needs no venue; a start date in the past is refused at its field.
import { expect, test, type Page } from '@playwright/test';
import { fieldError, ruleMessage, text } from './form-helpers';
import { signIn } from './route-helpers';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-evw';
const en = (key: string, values: Record<string, string | number> = {}) => text('en', `events:${key}`, values);
const NEXT = text('en', 'forms:wizard.next');
const BACK = text('en', 'forms:wizard.back');

/** Leaves the field being typed in (its rules run on leaving), then presses the button. */
async function press(page: Page, name: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name, exact: true }).click();
}

/** Picks an option of the select-like widget with this id; a long list is searched first. */
async function choose(page: Page, id: string, option: RegExp, search?: string) {
  const box = page.locator(`#${id}`);
  await expect(async () => {
    const choice = page.locator(`[role="listbox"] [role="option"]`).filter({ hasText: option }).first();
    if (!(await choice.isVisible())) {
      await box.click();
      if (search) await box.fill(search);
    }
    await choice.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Picks day, month and year of the date field with this label (YYYY-MM-DD). */
async function date(page: Page, label: string, value: string) {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await group.getByRole('combobox', { name: 'Month' }).selectOption(String(month));
  await group.getByRole('combobox', { name: 'Day' }).selectOption(String(day));
}

/** The event the editor shows, as the demo backend holds it (read with the session's ticketing token). */
async function stored(page: Page): Promise<Record<string, unknown>> {
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  return page.evaluate(async (event) => {
    const token = document.cookie.match(/(?:^|; )ticketing_token=([^;]+)/)?.[1] ?? '';
    const response = await fetch(`/svc/ticketing/api/events/${event}`, {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }, id);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/event-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const heading = (page: Page, key: string) => page.getByRole('heading', { level: 2, name: en(key) });

test.describe('event wizard (merchant@)', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'merchant@demo.test'));

  test('offline event: every step, held back at errors, Back keeps input, server error brings its page back, draft after a reload; then edited', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = `Harbour Jazz Night ${Date.now() % 100000}`;
    const year = new Date().getFullYear() + 1;
    await page.goto('/manage-events/create');
    await expect(page.getByRole('heading', { level: 1, name: en('create.title') })).toBeVisible();

    // Details: Next is held back with the messages at the fields.
    await expect(heading(page, 'steps.details')).toBeVisible();
    await press(page, NEXT);
    await expect(fieldError(page, 'public_name')).toHaveText(
      ruleMessage('en', 'required', en('fields.name')),
    );
    await expect(fieldError(page, 'category_id')).toHaveText(
      ruleMessage('en', 'required', en('fields.category')),
    );
    await page.locator('#root_public_name').fill('Jazz & Blues!');
    await press(page, NEXT);
    await expect(fieldError(page, 'public_name')).toHaveText(ruleMessage('en', 'title', en('fields.name')));
    await expect(heading(page, 'steps.details')).toBeVisible();
    await page.locator('#root_public_name').fill(name);
    await choose(page, 'root_category_id', /./);
    await page.locator('#root_description_description').fill('Live jazz by the water');
    await shoot(page, 'details');
    await press(page, NEXT);

    // When and where: an offline event needs its venue; the end must come after the start.
    await expect(heading(page, 'steps.whenWhere')).toBeVisible();
    await expect(page.getByRole('radio', { name: en('signup.offline') })).toBeChecked();
    await press(page, NEXT);
    await expect(fieldError(page, 'schedule_start_date')).toHaveText(
      ruleMessage('en', 'required', en('fields.startDate')),
    );
    await expect(fieldError(page, 'venue_name')).toHaveText(ruleMessage('en', 'required', en('venue.name')));
    await date(page, en('fields.startDate'), `${year}-06-15`);
    await page.locator('#root_schedule_start_time').fill('19:00');
    await date(page, en('fields.endDate'), `${year}-06-14`);
    await page.locator('#root_schedule_end_time').fill('23:00');
    await press(page, NEXT);
    await expect(fieldError(page, 'schedule_end_date')).toBeVisible();
    await date(page, en('fields.endDate'), `${year}-06-15`);
    await page.locator('#root_venue_name').fill('Harbour Hall');
    await choose(page, 'root_venue_country_code', /Germany/, 'Germany');
    await page.locator('#root_venue_address').fill('1 Harbour Road');
    await page.locator('#root_venue_city').fill('Hamburg');
    await shoot(page, 'when-where');
    await press(page, NEXT);

    // Back keeps what was typed on the earlier pages.
    await expect(heading(page, 'steps.tickets')).toBeVisible();
    await press(page, BACK);
    await expect(page.locator('#root_venue_name')).toHaveValue('Harbour Hall');
    await press(page, BACK);
    await expect(page.locator('#root_public_name')).toHaveValue(name);
    await press(page, NEXT);
    await press(page, NEXT);

    // Tickets: one free ticket to start with; it needs a name.
    await expect(heading(page, 'steps.tickets')).toBeVisible();
    await press(page, NEXT);
    await expect(fieldError(page, 'tickets_0_name')).toHaveText(
      ruleMessage('en', 'required', en('ticket.name')),
    );
    await page.locator('#root_tickets_0_name').fill('General admission');
    await shoot(page, 'tickets');
    await press(page, NEXT);

    // Event address: a custom URL that is not 3 to 64 lowercase letters, digits and dashes is refused.
    await expect(heading(page, 'steps.review')).toBeVisible();
    await page.locator('#root_custom_url').fill('x');
    await press(page, en('create.submit'));
    await expect(fieldError(page, 'custom_url')).toBeVisible();
    await page.locator('#root_custom_url').fill('');
    await press(page, BACK);
    await press(page, BACK);
    // A start date the server refuses (today is not after today) brings the When and where page back.
    const today = new Date();
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await date(page, en('fields.startDate'), iso(today));
    await date(page, en('fields.endDate'), `${year}-06-15`);
    await press(page, NEXT);
    await press(page, NEXT);
    await expect(heading(page, 'steps.review')).toBeVisible();
    await press(page, en('create.submit'));
    // The server's refusal brings its page back by itself, with the start date saying why.
    await expect(page.getByText('The given data was invalid.')).toBeVisible();
    await expect(heading(page, 'steps.whenWhere')).toBeVisible();
    await expect(fieldError(page, 'schedule_start_date')).toHaveText('The start date must be after today.');
    await shoot(page, 'start-refused');
    await date(page, en('fields.startDate'), `${year}-06-15`);
    await press(page, NEXT);
    await press(page, NEXT);
    await press(page, en('create.submit'));
    await expect(page.getByText(en('create.done', { public_name: name }))).toBeVisible();
    // The new event opens in the editor, with its advanced settings a click away.
    await expect(page.getByRole('heading', { level: 1, name: en('edit.title') })).toBeVisible();
    await expect(page).toHaveURL(/\/manage-events\/[^/]+$/);
    const editor = page.url();
    await expect(page.getByRole('link', { name: en('edit.advanced') })).toHaveAttribute(
      'href',
      new URL(`${editor}/advanced-settings`).pathname,
    );

    // The list holds it as a draft after a reload.
    await page.goto('/manage-events');
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(text('en', 'statuses:draft'));

    // Edit: renamed, a paid ticket added (its price at least 0.01), both kept after a reload.
    await page.goto(editor);
    await expect(page.locator('#root_public_name')).toHaveValue(name);
    await page.locator('#root_public_name').fill(`${name} Live`);
    await press(page, NEXT);
    await expect(page.locator('#root_venue_name')).toHaveValue('Harbour Hall');
    await press(page, NEXT);
    await expect(page.locator('#root_tickets_0_name')).toHaveValue('General admission');
    await page.locator('#root_tickets__add').click();
    await page.locator('#root_tickets_1_name').fill('VIP');
    await page
      .getByRole('radio', { name: en('ticket.paid') })
      .nth(1)
      .check();
    await page.locator('#root_tickets_1_price').fill('0');
    await press(page, NEXT);
    await expect(fieldError(page, 'tickets_1_price')).toHaveText(
      ruleMessage('en', 'min_value', en('ticket.price'), { min: 0.01 }),
    );
    await page.locator('#root_tickets_1_price').fill('25');
    await page.locator('#root_tickets_1_quantity').fill('20');
    await shoot(page, 'edit-tickets');
    await press(page, NEXT);
    await press(page, en('edit.submit'));
    await expect(page.getByText(en('edit.done', { public_name: `${name} Live` }))).toBeVisible();
    await expect(page).toHaveURL(/\/manage-events$/);
    await page.reload();
    await page.goto(editor);
    await expect(page.locator('#root_public_name')).toHaveValue(`${name} Live`);
    await press(page, NEXT);
    await press(page, NEXT);
    await expect(page.locator('#root_tickets_1_name')).toHaveValue('VIP');
    await expect(page.locator('#root_tickets_1_price')).toHaveValue(/^25(\.00)?$/);
    await expect(page.locator('#root_tickets_1_quantity')).toHaveValue('20');
  });

  test('an online event needs no venue', async ({ page }) => {
    const name = `Remote Workshop ${Date.now() % 100000}`;
    const year = new Date().getFullYear() + 1;
    await page.goto('/manage-events/create');
    await page.locator('#root_public_name').fill(name);
    await choose(page, 'root_category_id', /./);
    // The logo: a PDF is refused before it goes up (spec B §5: JPG, JPEG or PNG); a PNG goes up at once.
    const file = page.locator('input[type=file]');
    await file.setInputFiles({
      name: 'logo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByText(text('en', 'errors:server.invalidFileType')).first()).toBeVisible();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Uploaded', { exact: false }).first()).toBeVisible();
    await press(page, NEXT);
    await page.getByRole('radio', { name: en('signup.online') }).check();
    await date(page, en('fields.startDate'), `${year}-03-10`);
    await page.locator('#root_schedule_start_time').fill('10:00');
    await date(page, en('fields.endDate'), `${year}-03-10`);
    await page.locator('#root_schedule_end_time').fill('12:00');
    await press(page, NEXT);
    await expect(heading(page, 'steps.tickets')).toBeVisible();
    await page.locator('#root_tickets_0_name').fill('Seat');
    await press(page, NEXT);
    await press(page, en('create.submit'));
    await expect(page.getByText(en('create.done', { public_name: name }))).toBeVisible();
    // Its editor opens with no venue stored, and saves again as it is.
    await expect(page.getByRole('heading', { level: 1, name: en('edit.title') })).toBeVisible();
    expect(await stored(page)).toMatchObject({
      signup_type: 'online',
      venue: null,
      logo_file_name: 'logo.png',
    });
    await press(page, NEXT);
    await expect(page.getByRole('radio', { name: en('signup.online') })).toBeChecked();
    await press(page, NEXT);
    await press(page, NEXT);
    await press(page, en('edit.submit'));
    await expect(page.getByText(en('edit.done', { public_name: name }))).toBeVisible();
    await expect(page).toHaveURL(/\/manage-events$/);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  });
});

test('in Arabic: the wizard reads right to left, its rules in Arabic', async ({ page }) => {
  const ar = (key: string) => text('ar_EG', `events:${key}`);
  await page.goto('/auth/login');
  await page.getByLabel('Language').selectOption('ar_EG');
  await page.getByRole('button', { name: /merchant@demo\.test/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/manage-events/create');
  await expect(page.getByRole('heading', { level: 1, name: ar('create.title') })).toBeVisible();
  await page.locator('#root_public_name').fill('حفلة!');
  await press(page, text('ar_EG', 'forms:wizard.next'));
  await expect(fieldError(page, 'public_name')).toHaveText(ruleMessage('ar_EG', 'title', ar('fields.name')));
  await shoot(page, 'arabic-details');
  await page.locator('#root_public_name').fill('حفلة الصيف');
  await choose(page, 'root_category_id', /./);
  await press(page, text('ar_EG', 'forms:wizard.next'));
  await expect(page.getByRole('heading', { level: 2, name: ar('steps.whenWhere') })).toBeVisible();
  await shoot(page, 'arabic-when-where');
});
