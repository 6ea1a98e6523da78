import { useEffect, useRef } from 'react';
import type { FieldOptions } from './field-option';
import { withoutStale } from './stale-choices';
import { useLatest } from '@/lib/use-latest';

/**
 * Clears a chosen value the list no longer offers once the list has reloaded because a field it depends on
 * changed (send money: the receiving methods of another currency), so the form never sends a stale id. Only
 * after the new list has loaded: while it loads, or when it failed, the value stays. The list for the fields
 * as they were when the form opened is not a reload: a default or a saved value is left alone. A multi-select
 * loses only the missing items.
 *
 * @example
 * const list = useFieldOptions(props);
 * useClearStaleChoice(list, props.value, props.onChange);
 */
export function useClearStaleChoice(
  { options, inputsKey, loadedFor }: Pick<FieldOptions, 'options' | 'inputsKey' | 'loadedFor'>,
  value: unknown,
  onChange: (value: unknown) => void,
): void {
  // The inputs of the list the value was last checked against: at first those the form opened with.
  const checkedFor = useRef(inputsKey);
  const latest = useLatest({ value, onChange });
  useEffect(() => {
    if (loadedFor === undefined || loadedFor === checkedFor.current) return;
    checkedFor.current = loadedFor;
    const { value: current, onChange: change } = latest.current;
    const kept = withoutStale(current, options);
    if (kept !== current) change(kept);
  }, [latest, loadedFor, options]);
}
