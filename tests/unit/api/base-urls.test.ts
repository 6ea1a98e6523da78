import { describe, expect, it } from 'vitest';
import { resolveBaseUrls } from '@/api/base-urls';

describe('resolveBaseUrls', () => {
  it('points every service at the demo backend on the page origin when no backend is configured', () => {
    expect(resolveBaseUrls({}, 'http://localhost:5173')).toEqual({
      main: 'http://localhost:5173/ajax',
      account: 'http://localhost:5173/svc/account',
      settings: 'http://localhost:5173/svc/settings',
      ticketing: 'http://localhost:5173/svc/ticketing',
      tracking: 'http://localhost:5173/svc/tracking',
    });
  });

  it('puts the main API under {host}/ajax and lets each service have its own host', () => {
    const urls = resolveBaseUrls(
      {
        VITE_API_BASE_URL: 'https://api.example.com/',
        VITE_TICKETING_API_URL: 'https://tickets.example.com',
      },
      'http://localhost:5173',
    );
    expect(urls.main).toBe('https://api.example.com/ajax');
    expect(urls.ticketing).toBe('https://tickets.example.com');
    expect(urls.account).toBe('https://api.example.com');
  });
});
