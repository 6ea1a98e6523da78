import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  displayName,
  initials,
  placeText,
  publicPageFailure,
  websiteHref,
  websiteLabel,
} from '@/screens/public-profile-view/public-page-state';

describe('publicPageFailure', () => {
  it.each([
    [new ApiError({ message: 'This page could not be found', statusCode: 404 }), 'not-found'],
    [new ApiError({ message: 'Your session has expired.', statusCode: 401 }), 'sign-in'],
    [new ApiError({ message: 'Something went wrong', statusCode: 500 }), 'failed'],
    [new ApiError({ message: 'Forbidden', statusCode: 403 }), 'failed'],
    [new TypeError('Failed to fetch'), 'failed'],
  ])('%s → %s', (error, expected) => {
    expect(publicPageFailure(error)).toBe(expected);
  });
});

describe('displayName', () => {
  it.each([
    [{ username: 'sofia', name: 'Sofia Marquez', business_name: 'Marquez Coffee' }, 'Marquez Coffee'],
    [{ username: 'sofia', name: 'Sofia Marquez', business_name: '  ' }, 'Sofia Marquez'],
    [{ username: 'sofia', name: null, business_name: null }, '@sofia'],
    [{ username: 'sofia' }, '@sofia'],
  ])('%o → %s', (profile, expected) => {
    expect(displayName(profile)).toBe(expected);
  });
});

describe('initials', () => {
  it.each([
    ['Sofia Marquez', 'SM'],
    ['marquez coffee roasters', 'MC'],
    ['@sofia', 'S'],
    ['أحمد علي', 'أع'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('placeText', () => {
  it.each([
    ['San Francisco', 'US', 'en', 'San Francisco, United States'],
    [null, 'DE', 'de', 'Deutschland'],
    ['Dublin', null, 'en', 'Dublin'],
    [null, null, 'en', ''],
    ['  ', 'XX', 'en', 'XX'],
  ])('%s, %s in %s → %s', (city, country, locale, expected) => {
    expect(placeText(city, country, locale)).toBe(expected);
  });
});

describe('websiteLabel', () => {
  it.each([
    ['https://marquez-coffee.test/', 'marquez-coffee.test'],
    ['http://shop.test/about', 'shop.test/about'],
    ['HTTPS://A.TEST', 'A.TEST'],
  ])('%s → %s', (url, expected) => {
    expect(websiteLabel(url)).toBe(expected);
  });
});

describe('websiteHref', () => {
  it.each([
    ['https://marquez-coffee.test', 'https://marquez-coffee.test'],
    [' http://shop.test/about ', 'http://shop.test/about'],
    ['HTTPS://A.TEST', 'HTTPS://A.TEST'],
  ])('links %j', (url, expected) => {
    expect(websiteHref(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'marquez-coffee.test',
    '//evil.example',
    '',
    null,
    undefined,
  ])('shows no link for %j', (url) => {
    expect(websiteHref(url)).toBeUndefined();
  });
});
