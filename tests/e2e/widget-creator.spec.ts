// The payment widget creator (/processing/widget-creator/:id?, spec B §2, §4, §8, §9) as merchant@ uses it: the
// versions list, the editor with its live preview (computed styles and the screenshot's pixels match the chosen
// colours), undo, a failed and a good save, rename and tags, the 10-version limit and an unknown id.
// Demo versions (src/mocks/store/seed/widgets-and-qr.ts): wv_001 'Checkout v5 - holiday' draft … wv_005 rejected.
import { copyFileSync, mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';
import { planFaults } from './demo-faults';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-widget';
const LIST = '/processing/widget-creator';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const pay = (page: Page) => page.getByTestId('widget-pay');
const panel = (page: Page) => page.getByTestId('widget-panel');
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** A screenshot of the preview frame (into the test's output and the shots folder) and its pay button's colour. */
async function payPixel(page: Page, info: TestInfo, name: string): Promise<number[]> {
  const frame = page.getByTestId('widget-frame');
  const path = info.outputPath(`${name}.png`);
  const png = await frame.screenshot({ path });
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, `${SHOTS}/${name}.png`);
  const outer = (await frame.boundingBox())!;
  const button = (await pay(page).boundingBox())!;
  // Inside the button, past its rounded start and before its centred label.
  const x = Math.round(button.x - outer.x + button.height * 0.8);
  const y = Math.round(button.y - outer.y + button.height / 2);
  // No PNG package: the browser decodes the screenshot and reads the pixel.
  return page.evaluate(
    async ({ data, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
    },
    { data: png.toString('base64'), x, y },
  );
}

const near = (actual: number[], expected: number[]) =>
  expect(
    actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= 3),
    `${actual} ≈ ${expected}`,
  ).toBe(true);

/** A version created behind the page's back, as another tab would (the list on screen does not know it). */
async function createElsewhere(page: Page, names: string[]) {
  await page.evaluate(async (list) => {
    const token = decodeURIComponent(/(?:^|; )id_token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    for (const name of list) {
      const answer = await fetch('/ajax/api/v2/processing/widget-versions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name,
          settings: {
            shape: 'sharp',
            brand_color: '#000000',
            secondary_color: '#FFFFFF',
            background: 'website',
            background_image: null,
            payment_methods: [],
          },
        }),
      });
      if (!answer.ok) throw new Error(`create ${name}: ${answer.status}`);
    }
  }, names);
}

test('edit a version: shape and colours in the live preview, undo, a failed save keeps the edits, reload keeps the save', async ({
  page,
}, info) => {
  await signIn(page, 'merchant@demo.test', LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Widget creator' })).toBeVisible();
  const rows = page.locator('[data-version]');
  await expect(rows).toHaveCount(5);
  await expect(page.getByText('5 of 10 versions used')).toBeVisible();
  // Statuses in the spec's words (under_review is 'Pending review'), the active flag on the live one.
  await expect(rows.filter({ hasText: 'Checkout v4' }).locator('[data-status]')).toHaveText('Pending review');
  await expect(rows.filter({ hasText: 'Checkout v2' })).toContainText('In use at checkout');
  await expect(rows.filter({ hasText: 'Checkout v2' }).getByRole('button', { name: /^Delete/ })).toHaveCount(
    0,
  );
  await page.screenshot({ path: `${SHOTS}/list-1280.png` });

  await page.getByRole('link', { name: 'Open Checkout v5 - holiday' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout v5 - holiday' })).toBeVisible();
  const brand = page.getByLabel('Brand colour', { exact: true });
  await expect(brand).toHaveValue('#B45309');
  await expect.poll(() => style(pay(page), 'border-radius')).toBe('8px'); // seeded rounded
  // Seeded amber: dark by luminance, so white text.
  await expect.poll(() => style(pay(page), 'color')).toBe('rgb(255, 255, 255)');

  // The seeded holiday image is behind the widget.
  await expect
    .poll(() => style(page.getByTestId('widget-backdrop'), 'background-image'))
    .toContain('data:image/svg+xml');
  await page.locator('label', { hasText: /^Sharp$/ }).click();
  await expect.poll(() => style(pay(page), 'border-radius')).toBe('0px');
  await expect.poll(() => style(panel(page), 'border-radius')).toBe('0px');
  await brand.fill('#FFD700');
  await expect.poll(() => style(pay(page), 'background-color')).toBe('rgb(255, 215, 0)');
  await expect.poll(() => style(pay(page), 'color')).toBe('rgb(0, 0, 0)'); // gold is light: black text
  await expect(brand).toHaveAccessibleDescription('Text on this colour is black');

  // Not a colour: refused at the field, the preview keeps the last good one.
  await brand.fill('#12');
  await brand.blur();
  await expect(page.getByText('Enter a colour as # and six hex digits, like #1E40AF.')).toBeVisible();
  await expect(brand).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => style(pay(page), 'background-color')).toBe('rgb(255, 215, 0)');
  await brand.fill('#FFD700');
  await page.locator('label', { hasText: /^Rounded$/ }).click();
  await expect.poll(() => style(pay(page), 'border-radius')).toBe('8px');

  // Undo (button) takes back the shape; Ctrl+Z outside a text field takes back the colour.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => style(pay(page), 'border-radius')).toBe('0px');
  await expect(brand).toHaveValue('#FFD700');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+z');
  await expect(brand).toHaveValue('#B45309');
  await expect.poll(() => style(pay(page), 'background-color')).toBe('rgb(180, 83, 9)');

  // The final look: pill, gold on a dark panel, website background.
  await page.locator('label', { hasText: /^Pill$/ }).click();
  await brand.fill('#FFD700');
  await page.getByLabel('Secondary colour', { exact: true }).fill('#111827');
  await page.getByLabel('Website background').check();
  await expect.poll(() => style(panel(page), 'background-color')).toBe('rgb(17, 24, 39)');
  await expect.poll(() => style(panel(page), 'color')).toBe('rgb(255, 255, 255)');
  await expect.poll(() => style(pay(page), 'border-radius')).toBe('9999px');

  await page.screenshot({ path: `${SHOTS}/editor-1280.png` });
  // The screenshots show the chosen colour on the pay button, desktop and phone frames.
  near(await payPixel(page, info, 'preview-desktop-1280'), [255, 215, 0]);
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByTestId('widget-frame')).toHaveAttribute('data-frame', 'phone');
  near(await payPixel(page, info, 'preview-phone-1280'), [255, 215, 0]);

  // Methods by amount: a 6000 USD sample drops Apple Pay, which this version caps at 5000.
  const methods = page.getByTestId('widget-methods');
  await expect(methods).toContainText('Apple Pay');
  await page.getByLabel('Sample amount').fill('6000');
  await expect(methods).not.toContainText('Apple Pay');
  await page.getByLabel('Sample amount').fill('25');

  // A failed save says so and keeps every edit.
  await planFaults(page, [{ method: 'PUT', path: '/widget-versions/wv_001', fault: '500' }]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Something went wrong')).toBeVisible();
  await expect(brand).toHaveValue('#FFD700');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'The version is saved.')).toBeVisible();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);

  await page.reload();
  await expect(brand).toHaveValue('#FFD700');
  await expect(page.getByLabel('Secondary colour', { exact: true })).toHaveValue('#111827');
  await expect(page.getByRole('radio', { name: 'Pill' })).toBeChecked();
  await expect.poll(() => style(pay(page), 'background-color')).toBe('rgb(255, 215, 0)');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('rename and tags are kept after a reload; submit for review; a bad name is refused at the field; a background image upload', async ({
  page,
}) => {
  await signIn(page, 'merchant@demo.test', LIST);
  await page.getByRole('button', { name: 'Rename Checkout v3 - rounded and edit its tags' }).click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByLabel('Name');
  await name.fill('Spring sale!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use only letters, numbers, dashes and spaces.')).toBeVisible();
  await expect(name).toHaveValue('Spring sale!');
  await name.fill('Checkout v3 - spring');
  await dialog.getByPlaceholder('Add a tag').fill('spring');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByPlaceholder('Add a tag').fill('spring');
  await dialog.getByPlaceholder('Add a tag').press('Enter');
  await expect(dialog.getByText('This tag is already there.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Name and tags saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Checkout v5 - holiday for review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click();
  await expect(toast(page, 'Submitted for review.')).toBeVisible();

  await page.reload();
  const spring = page.locator('[data-version="wv_003"]');
  await expect(spring.getByRole('link', { name: 'Checkout v3 - spring', exact: true })).toBeVisible();
  await expect(spring.getByRole('list', { name: 'Tags' })).toHaveText('spring');
  await expect(page.locator('[data-version="wv_001"] [data-status]')).toHaveText('Pending review');

  // A version under review opens read-only: the save is off, the preview still works.
  await openInApp(page, `${LIST}/wv_001`);
  await expect(page.getByRole('note')).toContainText('pending review');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await openInApp(page, LIST);
  await expect(page.locator('[data-version="wv_001"]').getByRole('button', { name: /^Rename/ })).toHaveCount(
    0,
  );

  // A background image uploaded through the attachment endpoint is behind the preview and kept after a reload.
  await openInApp(page, `${LIST}/wv_003`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout v3 - spring' })).toBeVisible();
  const shot = await page.getByTestId('widget-pay').screenshot();
  await page.getByLabel('Background image').check();
  await page
    .getByLabel('Upload an image')
    .setInputFiles({ name: 'beach.pdf', mimeType: 'application/pdf', buffer: shot });
  await expect(page.getByText('Choose a JPG or PNG image.')).toBeVisible();
  await page
    .getByLabel('Upload an image')
    .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: shot });
  await expect(page.getByRole('img', { name: 'Current background image' })).toBeVisible();
  const backdrop = page.getByTestId('widget-backdrop');
  await expect.poll(() => style(backdrop, 'background-image')).toContain('data:image/png');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'The version is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Background image')).toBeChecked();
  await expect.poll(() => style(backdrop, 'background-image')).toContain('data:image/png');
  // A changed approved version goes back to draft (it needs a new review).
  await expect(page.locator('[data-status]').first()).toHaveText('Draft');
});

test('at most 10 versions: the server’s limit message, the button explains it; delete frees a place; an unknown id', async ({
  page,
}) => {
  await signIn(page, 'merchant@demo.test', LIST);
  await page.getByRole('button', { name: 'New version' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Checkout v6');
  await page.getByRole('dialog').getByRole('button', { name: 'New version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout v6' })).toBeVisible();
  await expect(toast(page, 'The version is created.')).toBeVisible();

  await createElsewhere(page, ['Checkout v7', 'Checkout v8', 'Checkout v9']);
  await openInApp(page, LIST);
  await page.reload();
  await expect(page.getByText('9 of 10 versions used')).toBeVisible();
  // Another tab takes the tenth place; this page still shows 9 and lets the person try.
  await createElsewhere(page, ['Checkout v10']);
  await page.getByRole('button', { name: 'New version' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Checkout v11');
  await dialog.getByRole('button', { name: 'New version' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Customization limit reached');
  await expect(dialog.getByLabel('Name')).toHaveValue('Checkout v11');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-version]')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'New version' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New version' })).toHaveAccessibleDescription(
    'You have 10 versions, the most allowed. Delete one to create another.',
  );

  await page.getByRole('button', { name: 'Delete Checkout v1 - first try' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'The version is deleted.')).toBeVisible();
  await expect(page.getByText('9 of 10 versions used')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New version' })).toBeEnabled();

  await openInApp(page, `${LIST}/wv_404`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The widget version is not found' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the versions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Widget creator' })).toBeVisible();
});

test('phone width and Arabic: the list and the editor', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login');
  await page.getByLabel('Language').selectOption('ar_EG');
  await page.getByRole('button', { name: /merchant@demo\.test/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Signed in and home: opened earlier, the list would be replaced by the sign-in's own move home.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openInApp(page, LIST);
  await expect(page.locator('[data-version]')).toHaveCount(5);
  await page.screenshot({ path: `${SHOTS}/list-390-ar.png` });
  await page.locator('[data-version="wv_003"] button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rename-390-ar.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openInApp(page, `${LIST}/wv_002`);
  await expect(page.getByTestId('widget-pay')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editor-390-ar.png` });
  await page.getByRole('heading', { name: 'معاينة مباشرة' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor-390-ar-preview.png` });
  // Nothing sticks out sideways at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/editor-1280-ar.png` });
});

test('a personal account has no widget creator: the address sends it home', async ({ page }) => {
  await signIn(page, 'personal@demo.test');
  await openInApp(page, `${LIST}/wv_001`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Widget creator' })).toHaveCount(0);
});
