import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_MS } from '@/config/limits';
import { isRtl } from '@/i18n/languages';
import { loadSonner, noticesHost } from '@/ui/notices';

type Sonner = Awaited<ReturnType<typeof loadSonner>>;

/**
 * Draws sonner's Toaster once the first notice is asked for (src/ui/notices.ts), then hands it the notices that
 * waited. Notices last 5 s (spec A §9; error notices set their own 15 s) and follow the language's direction.
 */
export function NoticesHost() {
  const wanted = useSyncExternalStore(noticesHost.subscribe, noticesHost.wanted);
  const [sonner, setSonner] = useState<Sonner>();
  // Outside the app's Suspense boundary: never suspend here while a new language loads.
  const { t, i18n } = useTranslation(undefined, { useSuspense: false });

  useEffect(() => {
    // A chunk that fails to load (offline) is tried again with the next notice.
    if (wanted && !sonner) loadSonner().then(setSonner, () => undefined);
  }, [wanted, sonner]);
  // Effects run children first: the Toaster is listening by the time the waiting notices go out.
  useEffect(() => {
    if (sonner) noticesHost.ready(sonner);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="top-center"
      duration={NOTICE_MS}
      richColors
      closeButton
      dir={isRtl(i18n.language) ? 'rtl' : 'ltr'}
      containerAriaLabel={t('notices.label')}
      toastOptions={{ closeButtonAriaLabel: t('notices.close') }}
    />
  );
}
