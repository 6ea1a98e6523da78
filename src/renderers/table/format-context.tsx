import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toBcp47 } from '@/i18n/languages';
import { useSessionValues } from '@/forms/session-values';
import type { FormatContext } from '@/tables/cell-format';

/** The language, time zone (the person's setting) and texts a table formats its values with. */
export function useFormatContext(): FormatContext {
  const { t, i18n } = useTranslation(['lists']);
  const session = useSessionValues();
  const timeZone = typeof session.timezone === 'string' && session.timezone ? session.timezone : undefined;
  const locale = toBcp47(i18n.language);
  return useMemo(() => ({ locale, ...(timeZone && { timeZone }), t }), [locale, timeZone, t]);
}

interface CellFormat {
  format: FormatContext;
  /** The default namespace's texts: column labels and tag names. */
  t: TFunction;
}

const CellFormatContext = createContext<CellFormat | null>(null);

/**
 * What every value of a table, its phone cards or a detail formats with, worked out once for all of them: a
 * cell asking for the session and two translators itself cost a phone a third of the rows' render.
 */
export function CellFormatProvider({ children }: { children: ReactNode }) {
  const format = useFormatContext();
  const { t } = useTranslation();
  const value = useMemo(() => ({ format, t }), [format, t]);
  return <CellFormatContext.Provider value={value}>{children}</CellFormatContext.Provider>;
}

/** The format of the table or detail around a value (`CellFormatProvider`). */
export function useCellFormat(): CellFormat {
  const value = useContext(CellFormatContext);
  if (!value)
    throw new Error('A table value is drawn outside a CellFormatProvider (table-block, detail-body).');
  return value;
}
