import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchFrameCatalogues, setupI18n, startLanguage } from '@/i18n/setup';
import { loadIntlData } from '@/i18n/intl-cache';
import { toBcp47 } from '@/i18n/languages';
import { COOKIE, readCookie } from '@/session/cookies';
import { connectSessionToApi } from '@/session/api-session';
import { App, startAppRouter } from '@/app/app';
import { preloadPage } from '@/app/router';
import { startDemoBackendInBackground } from './mocks/start-in-background';
import { warmClassMerge } from '@/lib/cn';
import './styles.css';

declare const __DEMO_BACKEND__: boolean;

async function boot() {
  const savedLanguage = readCookie(COOKIE.locale);
  const language = startLanguage(savedLanguage);
  // The first request the app makes: the sign-in page's text waits for it, not for the router.
  prefetchFrameCatalogues(language);
  // Off the main thread, while the page's files download.
  loadIntlData(toBcp47(language));
  // Compile-time constant: a build pointed at a real backend drops this branch and every mock module.
  if (__DEMO_BACKEND__) {
    startDemoBackendInBackground().catch((error: unknown) =>
      console.error('The demo backend did not start', error),
    );
  }
  connectSessionToApi();
  // The page's files start now. The router, which loads them with the access check, is built and started in a
  // task of its own (120 routes ranked, the first match, the check's first call), not in the startup chunk's.
  preloadPage(window.location.pathname);
  setTimeout(() => {
    startAppRouter();
    // While the page's chunks and checks are on their way: not in the first render's task.
    setTimeout(warmClassMerge, 0);
  }, 0);
  await setupI18n(savedLanguage);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A transition: React renders the first frame in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void boot();
