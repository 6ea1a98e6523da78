import { ApiError } from '@/api/errors';

/**
 * What a public page shows when its record did not load: `not-found` (404: an unknown slug, a private profile),
 * `sign-in` (401: the page needs a signed-in visitor), or `failed` (anything else, with a retry).
 */
export type PublicPageFailure = 'not-found' | 'sign-in' | 'failed';

export function publicPageFailure(error: unknown): PublicPageFailure {
  if (error instanceof ApiError && error.statusCode === 404) return 'not-found';
  if (error instanceof ApiError && error.statusCode === 401) return 'sign-in';
  return 'failed';
}

/** The name a profile page leads with: the chosen display name, else the owner's name, else @username. */
export function displayName(profile: {
  username: string;
  name?: string | null;
  business_name?: string | null;
}): string {
  return profile.business_name?.trim() || profile.name?.trim() || `@${profile.username}`;
}

/** Up to two initials for a picture-less avatar ("Sofia Marquez" → "SM"). */
export function initials(name: string): string {
  const words = name.replace(/^@/, '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

/** "San Francisco, United States" in the visitor's language; empty parts are left out. */
export function placeText(
  city: string | null | undefined,
  country: string | null | undefined,
  locale: string,
) {
  let countryName = country ?? '';
  if (country) {
    try {
      countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
    } catch {
      countryName = country;
    }
  }
  return [city?.trim(), countryName].filter(Boolean).join(', ');
}

/**
 * The server's website as a link target, only when it is an http(s) address: a `javascript:` or `data:` URL
 * from a profile must not become a link (docs/security.md). Undefined shows no website at all.
 * @example websiteHref(' https://shop.test ') // 'https://shop.test'
 * @example websiteHref('javascript:alert(1)') // undefined
 */
export function websiteHref(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** A website as people read it: without the scheme and a trailing slash. */
export const websiteLabel = (url: string): string => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
