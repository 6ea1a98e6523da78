import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '@/tables/table-view';
import { Input } from '@/ui/input';

/** Search debounce (spec A §9: 200 ms). */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The list's search box: what is typed is kept as typed, and the list asks again 200 ms after the last key
 * (spec A §9), at most 191 characters (spec A §5).
 */
export function SearchBox({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder?: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation(['lists']);
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The address changed by other means (back button, a cleared filter): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {t('lists:search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t(placeholder ?? 'lists:search.placeholder')}
        onChange={(event) => setText(event.target.value)}
        className="ps-9"
      />
    </div>
  );
}
