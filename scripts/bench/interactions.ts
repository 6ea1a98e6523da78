// Timings inside the page, from the browser's own clock (performance.now), so the test driver's latency is not
// counted: the 10,000-row transactions table (first rows, rows in the DOM, a sort) and typing in the largest form.
import type { Browser, Page } from '@playwright/test';

/**
 * tsx compiles this file keeping function names with a `__name` helper, which the page does not have: the
 * functions handed to page.evaluate would throw. The page gets a do-nothing one.
 */
const KEEP_NAMES = { content: 'globalThis.__name = (fn) => fn;' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export interface TableTimings {
  /** ms from the navigation's start to the first row drawn. */
  firstRows: number;
  /** Rows in the DOM once drawn (virtualized: a screenful, not 10,000). */
  rowsInDom: number;
  /** Rows the list holds. */
  total: string;
  /** Median ms from a click on a column header to the re-sorted first row drawn. */
  sort: number;
}

async function signIn(page: Page, base: string, email: string, to: string) {
  await page.goto(`${base}/auth/login?continue=${encodeURIComponent(to)}`);
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await page.waitForURL((url) => url.pathname === to);
}

/** merchant@'s USD account: 10,000 transactions read at once, sorted in the browser. */
export async function measureTable(browser: Browser, base: string): Promise<TableTimings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(KEEP_NAMES);
  await context.addInitScript(() => {
    localStorage.setItem('demo:startup-dialogs', 'off');
    new MutationObserver((_, observer) => {
      if (location.pathname === '/accounts/USD' && document.querySelector('[data-table] [data-row-key]')) {
        (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();
  await signIn(page, base, 'merchant@demo.test', '/');
  await page.goto(`${base}/accounts/USD`);
  const total = page.getByText(/^Total: \d+$/);
  await total.waitFor({ timeout: 60_000 });
  const firstRows = await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);
  // A long list draws its first rows while its virtualizer's chunk loads, then only a screenful.
  await page.waitForLoadState('networkidle');
  const rowsInDom = await page.locator('[data-table] [data-row-key]').count();
  const sorts: number[] = [];
  for (let i = 0; i < 5; i++) {
    sorts.push(
      await page.evaluate(async () => {
        const firstKey = () =>
          document.querySelector('[data-table] [data-row-key]')?.getAttribute('data-row-key');
        const before = firstKey();
        const button =
          document.querySelector<HTMLButtonElement>('button[aria-label="Sort by Amount"]') ??
          [...document.querySelectorAll<HTMLButtonElement>('th button')].find((b) =>
            /Amount/.test(b.textContent ?? ''),
          );
        if (!button) throw new Error('no Amount column header');
        const start = performance.now();
        button.click();
        await new Promise<void>((resolve) => {
          const check = () => (firstKey() !== before ? resolve() : requestAnimationFrame(check));
          requestAnimationFrame(check);
        });
        // The frame that shows it.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        return performance.now() - start;
      }),
    );
  }
  const result = {
    firstRows,
    rowsInDom,
    total: (await total.innerText()).replace(/\D/g, ''),
    sort: median(sorts),
  };
  await context.close();
  return result;
}

export interface TypingTimings {
  form: string;
  fields: number;
  /** Median ms from a key press to the typed character drawn in the field. */
  keyToPaint: number;
  /** Median ms from the key press to the field's message drawn (spec A §9 waits 600 ms for typing to pause). */
  keyToMessage: number;
  /** Median ms from leaving the field (Tab) to its message drawn. */
  leaveToMessage: number;
}

/** The event form (the largest form file) on /manage-events/create, its name field's rules. */
export async function measureTyping(
  browser: Browser,
  base: string,
): Promise<Omit<TypingTimings, 'form' | 'fields'>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(KEEP_NAMES);
  await context.addInitScript(() => localStorage.setItem('demo:startup-dialogs', 'off'));
  const page = await context.newPage();
  await signIn(page, base, 'merchant@demo.test', '/manage-events/create');
  const input = page.locator('#root_public_name');
  await input.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { keyAt: number; paintAt: number; messageAt: number };
    document.addEventListener('keydown', (event) => (w.keyAt = event.timeStamp), true);
    document.addEventListener(
      'input',
      () => requestAnimationFrame(() => setTimeout(() => (w.paintAt = performance.now()))),
      true,
    );
    new MutationObserver(() => {
      if (document.querySelector('#root_public_name__error')?.textContent) w.messageAt ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const read = () =>
    page.evaluate(() => {
      const w = window as unknown as { keyAt: number; paintAt: number; messageAt: number };
      return { key: w.keyAt, paint: w.paintAt, message: w.messageAt };
    });
  const reset = async () => {
    await input.fill('Summer fest');
    await page
      .locator('#root_public_name__error')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.evaluate(() => ((window as unknown as { messageAt?: number }).messageAt = undefined));
  };
  const toPaint: number[] = [];
  const toMessage: number[] = [];
  const toLeave: number[] = [];
  for (let i = 0; i < 5; i++) {
    await reset();
    await input.focus();
    await input.press('End');
    await input.press('@');
    await page.locator('#root_public_name__error').waitFor();
    const typed = await read();
    toPaint.push(typed.paint - typed.key);
    toMessage.push(typed.message - typed.key);

    await reset();
    await input.focus();
    await input.press('End');
    await input.press('@');
    await input.press('Tab');
    await page.locator('#root_public_name__error').waitFor();
    const left = await read();
    toLeave.push(left.message - left.key);
  }
  await context.close();
  return {
    keyToPaint: median(toPaint),
    keyToMessage: median(toMessage),
    leaveToMessage: median(toLeave),
  };
}
