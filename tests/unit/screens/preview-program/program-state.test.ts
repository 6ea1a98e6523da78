import { describe, expect, it } from 'vitest';
import { programState } from '@/screens/preview-program/program-state';

describe('programState', () => {
  it.each([
    [{ enrolled: true, available: true }, 'enrolled'],
    [{ enrolled: true, available: false }, 'enrolled'],
    [{ enrolled: false, available: true }, 'open'],
    [{ enrolled: false, available: false }, 'verify'],
  ])('%o → %s', (program, expected) => {
    expect(programState(program)).toBe(expected);
  });
});
