#!/usr/bin/env node
// `node scripts/screenshots.mjs [path…]`: PNGs of pages at desktop and phone width, in English and Arabic,
// signed in as a demo persona, into screenshots/ (git-ignored). Needs `npm run preview` (or PREVIEW_URL).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const base = process.env.PREVIEW_URL ?? 'http://localhost:4173';
const persona = process.env.PERSONA ?? 'personal@demo.test';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/auth/login', '/'];
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
});
for (const locale of ['en', 'ar_EG']) {
  for (const [device, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport });
    // Startup dialogs (a promotion on sign-in) would cover the page; the demo build skips them with this key.
    await context.addInitScript(() => localStorage.setItem('demo:startup-dialogs', 'off'));
    await context.addCookies([{ name: 'locale', value: locale, url: base }]);
    const page = await context.newPage();
    for (const path of paths) {
      if (path !== '/auth/login' && !(await context.cookies()).some((c) => c.name === 'id_token')) {
        await page.goto(`${base}/auth/login`);
        await page.getByRole('button', { name: new RegExp(persona.replace('.', '\\.')) }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      }
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      const file = `screenshots/${path.replace(/\W+/g, '_') || 'root'}-${device}-${locale}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
