import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, displayNames, loadIntlData, numberFormat } from '@/i18n/intl-cache';

describe('shared Intl formatters', () => {
  it('hands out one formatter per locale and options', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(
      numberFormat('en-US', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('en-US', { maximumFractionDigits: 0 }),
    );
    expect(dateTimeFormat('de', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('fr', { dateStyle: 'medium' }),
    );
    expect(displayNames(['ar', 'en'], { type: 'currency' })).toBe(
      displayNames(['ar', 'en'], { type: 'currency' }),
    );
  });

  it('formats as a formatter built on the spot would', () => {
    const day = new Date('2026-03-14T00:00:00Z');
    const options: Intl.DateTimeFormatOptions = {
      dateStyle: 'medium',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    };
    expect(dateTimeFormat('ar-EG', options).format(day)).toBe(
      new Intl.DateTimeFormat('ar-EG', options).format(day),
    );
    expect(numberFormat('en-US', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1,234.50');
    expect(displayNames(['de', 'en'], { type: 'currency' }).of('USD')).toBe('US-Dollar');
  });
});

describe('loading the Intl data ahead of the first page', () => {
  class FakeWorker {
    static made: FakeWorker[] = [];
    onmessage: (() => void) | null = null;
    onerror: (() => void) | null = null;
    sent: unknown[] = [];
    terminated = false;
    constructor(readonly url: URL) {
      FakeWorker.made.push(this);
    }
    postMessage(message: unknown) {
      this.sent.push(message);
    }
    terminate() {
      this.terminated = true;
    }
  }

  beforeEach(() => {
    FakeWorker.made = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('hands the language to a worker, which is ended once it says the data is loaded', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    loadIntlData('ar-EG');
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/intl-warmup\.worker\.ts$/);
    expect(worker?.sent).toEqual(['ar-EG']);
    worker?.onmessage?.();
    expect(worker?.terminated).toBe(true);
    vi.runAllTimers();
    expect(built).not.toHaveBeenCalled();
  });

  it('loads it on the main thread, in a task of its own, when the worker fails', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    loadIntlData('de-DE');
    FakeWorker.made[0]?.onerror?.();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    expect(built).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(built).toHaveBeenCalledWith('de-DE', expect.objectContaining({ timeZone: 'UTC' }));
  });

  it('loads it on the main thread where no worker can start', () => {
    vi.stubGlobal('Worker', undefined);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    loadIntlData('fr-FR');
    expect(built).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(built).toHaveBeenCalledWith('fr-FR', expect.objectContaining({ dateStyle: 'medium' }));
  });
});
