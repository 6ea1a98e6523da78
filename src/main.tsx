import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '@/i18n/setup';
import { COOKIE, readCookie } from '@/session/cookies';
import { connectSessionToApi } from '@/session/api-session';
import { App } from '@/app/app';
import './styles.css';

declare const __DEMO_BACKEND__: boolean;

async function boot() {
  // Compile-time constant: a build pointed at a real backend drops this branch and every mock module.
  if (__DEMO_BACKEND__) {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend();
  }
  connectSessionToApi();
  await setupI18n(readCookie(COOKIE.locale));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
