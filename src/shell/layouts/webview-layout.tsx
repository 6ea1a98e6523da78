import { PageOutlet } from './page-outlet';

/**
 * Frame of the mobile-webview pages (spec A §2) inside the native app: no header or sidebar, the page full-bleed,
 * padded clear of notches and home indicators. The insets are physical, so both sides take the larger one and
 * the frame stays symmetric in either direction.
 */
export function WebviewLayout() {
  return (
    <div
      data-layout="webview"
      className="min-h-dvh bg-background px-[max(env(safe-area-inset-left),env(safe-area-inset-right))] pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]"
    >
      <main id="main" className="min-h-dvh">
        <PageOutlet />
      </main>
    </div>
  );
}
