import { useTranslation } from 'react-i18next';
import { toBcp47 } from '@/i18n/languages';
import { useSessionValues } from '@/forms/session-values';
import type { FormatContext } from '@/tables/cell-format';

/** The language, time zone (the person's setting) and texts a table formats its values with. */
export function useFormatContext(): FormatContext {
  const { t, i18n } = useTranslation(['lists']);
  const session = useSessionValues();
  const timeZone = typeof session.timezone === 'string' && session.timezone ? session.timezone : undefined;
  return { locale: toBcp47(i18n.language), ...(timeZone && { timeZone }), t };
}
