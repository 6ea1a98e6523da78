// Redirect URLs lose their query string and anchor (spec A §5, spec B §5).
import { describe, expect, it } from 'vitest';
import { cleanRedirectUrl } from '@/forms/rules/redirect-url';

describe('cleanRedirectUrl', () => {
  it.each([
    ['https://shop.example/thanks?order=42', 'https://shop.example/thanks'],
    ['https://shop.example/thanks#top', 'https://shop.example/thanks'],
    ['https://shop.example/thanks?order=42#top', 'https://shop.example/thanks'],
    ['https://shop.example#top?x=1', 'https://shop.example'],
    ['  https://shop.example/a/b  ', 'https://shop.example/a/b'],
    ['http://localhost:5173/done?', 'http://localhost:5173/done'],
    ['https://shop.example/thanks', 'https://shop.example/thanks'],
  ])('%s → %s', (url, clean) => {
    expect(cleanRedirectUrl(url)).toBe(clean);
  });
  it.each([['shop.example/thanks?x=1'], ['not a url #1'], [''], ['  ?a=1']])(
    'leaves %j untouched',
    (text) => {
      expect(cleanRedirectUrl(text)).toBe(text);
    },
  );
});
