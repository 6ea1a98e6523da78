import { describe, expect, it } from 'vitest';
import { ticketCodeOf } from '@/screens/scan-qr/ticket-code';

describe('ticketCodeOf: the ticket code in a scanned QR text', () => {
  it.each([
    ['the code itself', 'atd_0002', 'atd_0002'],
    ['spaces and a line break around it', '  atd_0002\n', 'atd_0002'],
    ['a link to the attendee', 'https://pay.example/attendee/atd_0002', 'atd_0002'],
    ['a link with a trailing slash', 'https://pay.example/attendee/atd_0002/', 'atd_0002'],
    ['a link with ?code=', 'https://pay.example/check-in?code=atd_0003', 'atd_0003'],
    ['a link with ?ticket=', 'http://pay.example/t?ticket=%20atd_0004', 'atd_0004'],
    ['an encoded path part', 'https://pay.example/attendee/atd%5F0005', 'atd_0005'],
    ['nothing', '   ', undefined],
    ['a bare origin', 'https://pay.example/', undefined],
  ])('%s', (_name, text, expected) => {
    expect(ticketCodeOf(text)).toBe(expected);
  });
});
