import { Brand } from '../brand';
import { PageOutlet } from './page-outlet';
import { SiteFooter } from '../footer/site-footer';

/** Auth-style frame: logo, the page, and a footer with the locale switcher and copyright (spec A §2). */
export function MinimalLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-6 py-5">
        <Brand />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <PageOutlet />
      </main>
      <SiteFooter />
    </div>
  );
}
