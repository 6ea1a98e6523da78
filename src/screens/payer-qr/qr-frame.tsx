import type { ReactNode } from 'react';

/** The narrow column every payer QR page sits in (a phone held up to a code). */
export function QrFrame({ routeName, children }: { routeName: string; children: ReactNode }) {
  return (
    <div
      className="mx-auto w-full max-w-md space-y-4 px-4 py-6 sm:py-10"
      data-route-name={routeName}
      data-page-kind="screen"
    >
      {children}
    </div>
  );
}
