import { Brand } from '../brand';
import { PageOutlet } from './page-outlet';
import { WidgetAccount } from '../widget/widget-account';

/**
 * Frame of the public pages (pay an invoice, payer QR, transfer links, public profiles; spec A §2, spec B §2):
 * a header with the logo and the profile menu or a Login link, then the page.
 */
export function WidgetLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-card px-4 sm:px-6">
        <Brand compact />
        <div className="ms-auto flex items-center gap-3">
          <WidgetAccount />
        </div>
      </header>
      <main id="main" className="flex-1 px-4 py-6 sm:px-6">
        <div className="mx-auto w-full max-w-4xl">
          <PageOutlet />
        </div>
      </main>
    </div>
  );
}
