import { useCallback, useEffect, useRef, useState } from 'react';
import type { RJSFValidationError } from '@rjsf/utils';
import { VALIDATION_DEBOUNCE_MS } from '@/config/limits';
import { afterPointerRelease, trackPointerPresses } from './after-pointer-release';
import { relatedProperties } from './error-messages';
import { useLatest } from '@/lib/use-latest';

/** RJSF's field id of an error's property: `.address.city` → `root_address_city`. */
export const fieldIdOf = (property = ''): string =>
  ['root', ...property.split(/[.[\]'"]+/).filter(Boolean)].join('_');

/** The top-level field an error belongs to: `.schedule.start_date` → `schedule`. */
export const topFieldOf = (property = ''): string => property.split(/[.[\]'"]+/).find(Boolean) ?? '';

/**
 * When the form shows which errors: a field's errors appear 600 ms after the person stops typing in it (spec
 * A §9) or when they leave it (after the press that left it, see after-pointer-release), never for a field they have not touched yet; a submit shows them all.
 */
export function useDebouncedValidation(validate: () => RJSFValidationError[]) {
  const touched = useRef(new Set<string>());
  const showAll = useRef(false);
  const [visible, setVisible] = useState<RJSFValidationError[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const validateRef = useLatest(validate);
  useEffect(() => {
    trackPointerPresses();
    return () => clearTimeout(timer.current);
  }, []);

  const run = useCallback(() => {
    const errors = validateRef.current();
    setVisible(showAll.current ? errors : errors.filter((error) => isTouched(touched.current, error)));
  }, [validateRef]);
  const onFieldChange = useCallback(
    (id: string | undefined) => {
      if (id) touched.current.add(id);
      clearTimeout(timer.current);
      timer.current = setTimeout(run, VALIDATION_DEBOUNCE_MS);
    },
    [run],
  );
  const onFieldBlur = useCallback(
    (id: string) => {
      touched.current.add(id);
      clearTimeout(timer.current);
      // A press elsewhere blurred the field: show its errors once the press is over, so the line they add or
      // remove does not move the press's target away from under the pointer.
      afterPointerRelease(run);
    },
    [run],
  );
  /** Validates everything now and shows every error; true when there are none. */
  const validateAll = useCallback(() => {
    clearTimeout(timer.current);
    showAll.current = true;
    const errors = validateRef.current();
    setVisible(errors);
    return errors.length === 0;
  }, [validateRef]);
  /**
   * Validates now and shows the errors `shows` picks (the fields of one page of a paged form), leaving the
   * others for later; true when it picks none.
   */
  const validateSome = useCallback(
    (shows: (error: RJSFValidationError) => boolean) => {
      clearTimeout(timer.current);
      const errors = validateRef.current().filter(shows);
      for (const error of errors) touched.current.add(fieldIdOf(error.property));
      setVisible(errors);
      return errors.length === 0;
    },
    [validateRef],
  );
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    touched.current.clear();
    showAll.current = false;
    setVisible([]);
  }, []);
  return { visible, onFieldChange, onFieldBlur, validateAll, validateSome, reset };
}

/** An error shows once the person touched its field, or the other field a comparing rule names (from ≠ to). */
function isTouched(touched: Set<string>, error: RJSFValidationError): boolean {
  return relatedProperties(error)
    .map(fieldIdOf)
    .some((id) => [...touched].some((touchedId) => touchedId === id || touchedId.startsWith(`${id}_`)));
}
