import { timeZoneOptions } from '@/i18n/time-zones';
import type { OptionSource } from '../option-source';

/** Every IANA zone the browser knows, west to east, labelled with today's offset as the account menu shows it. */
export const source: OptionSource = {
  inputs: () => [],
  load: () =>
    Promise.resolve(
      timeZoneOptions().map(({ zone, offset }) => ({
        value: zone,
        label: `(${offset}) ${zone.replace(/_/g, ' ')}`,
      })),
    ),
};
