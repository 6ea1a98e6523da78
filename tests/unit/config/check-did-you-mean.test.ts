import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, suggestion } from '@/config/did-you-mean';

describe('didYouMean', () => {
  it.each<[string, readonly string[], string | undefined]>([
    ['send-mony', ['send-money', 'convert-money'], 'send-money'],
    ['sned-money', ['send-money', 'convert-money'], 'send-money'],
    ['add-money', ['add_money', 'add-money-x'], 'add_money'],
    ['Business', ['personal', 'business'], 'business'],
    ['ticketing', ['ticketing_enabled', 'invoicing_enabled'], 'ticketing_enabled'],
    ['wallet', ['send-money', 'convert-money'], undefined],
    ['ab', ['ac'], undefined],
    ['enabled', ['ticketing_enabled', 'invoicing_enabled'], undefined],
  ])('%s among %j → %s', (word, known, expected) => expect(didYouMean(word, known)).toBe(expected));
});

describe('suggestion', () => {
  it('asks "did you mean", lists a short list, or says nothing', () => {
    expect(suggestion('personel', ['personal', 'business'])).toBe(' Did you mean "personal"?');
    expect(suggestion('owner', ['personal', 'business'])).toBe(' Use one of: personal, business.');
    expect(suggestion('owner', ['personal', 'business'], { list: false })).toBe('');
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('sned', 'send')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
