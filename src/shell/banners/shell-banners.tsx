import { Suspense } from 'react';
import { KybBanner } from './kyb-banner';
import { TestModeBanner } from './test-mode-banner';

/** Banners above every default-layout page: Test mode (sandbox on) and the KYB notice (spec A §2, §4). */
export function ShellBanners() {
  return (
    // The banners' texts load with their own namespace; the page does not wait for them.
    <Suspense fallback={null}>
      <TestModeBanner />
      <KybBanner />
    </Suspense>
  );
}
