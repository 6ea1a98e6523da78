import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/session/use-sign-out';
import { DESKTOP_MIN_WIDTH } from '@/config/limits';
import { useMinWidth } from '@/lib/use-min-width';
import { AccountMenu } from '../account-menu/account-menu';
import { Brand } from '../brand';
import { PageOutlet } from './page-outlet';
import { MobileMenuButton, MobileSidebar } from '../sidebar/mobile-sidebar';
import { Sidebar } from '../sidebar/sidebar';
import { VerificationModalProvider } from '../verification-modal';
import { ShellBanners } from '../banners/shell-banners';
import { HelpPanel } from '../help/help-panel';
import { HelpToggle } from '../help/help-toggle';
import { SandboxSwitch } from '../sandbox/sandbox-switch';
import { StartupDialogs } from '../startup/startup-dialogs';
import { ViewAs } from '../view-as';

declare const __DEMO_BACKEND__: boolean;

/**
 * Header (menu button on phones, brand, account menu), the sidebar drawn from menu.config.ts (a drawer below
 * 900 px) and the page.
 */
export function DefaultLayout() {
  const { t: tm } = useTranslation('menu');
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const signOut = useSignOut();
  // Below 900 px the sidebar lives in the drawer only: drawing it hidden cost a phone ~50 ms per page load.
  const desktop = useMinWidth(DESKTOP_MIN_WIDTH);

  return (
    <VerificationModalProvider onCloseAll={closeDrawer}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:absolute focus:start-2 focus:top-2"
        >
          {tm('sidebar.skip')}
        </a>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-card px-3 sm:px-4">
          <MobileMenuButton open={drawerOpen} drawerId={drawerId} onOpen={() => setDrawerOpen(true)} />
          <Brand compact />
          <div className="ms-auto flex items-center gap-3">
            <HelpToggle />
            <SandboxSwitch />
            {__DEMO_BACKEND__ ? (
              <div className="hidden md:block">
                <ViewAs />
              </div>
            ) : null}
            <AccountMenu onSignOut={() => void signOut()} />
          </div>
        </header>
        <div className="flex flex-1">
          {desktop && (
            <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto border-e border-border bg-card min-[900px]:block">
              <Sidebar />
            </aside>
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <ShellBanners />
            <div className="flex min-w-0 flex-1">
              <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6">
                <div className="mx-auto w-full max-w-6xl">
                  <PageOutlet />
                </div>
              </main>
              <HelpPanel />
            </div>
          </div>
        </div>
      </div>
      <MobileSidebar id={drawerId} open={drawerOpen} onClose={closeDrawer} />
      <StartupDialogs />
    </VerificationModalProvider>
  );
}
