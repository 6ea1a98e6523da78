import type { Db } from '../../store/db';
import type { TreeNode } from '../../store/types';
import { FieldErrors } from './errors';
import { isHttpUrl, type MainBody } from './shared';

/** Spec A §9, spec B §5: at most 105 characters, latin letters, spaces and hyphens. */
const DESCRIPTION = /^[A-Za-z -]{1,105}$/;

const isLeaf = (nodes: readonly TreeNode[], id: string): boolean =>
  nodes.some((node) => (node.id === id && node.children.length === 0) || isLeaf(node.children, id));

/**
 * A redirect URL as it is kept: without its query string and anchor (spec B §5).
 *
 * @example withoutQuery('https://shop.test/pingback?token=1#top'); // 'https://shop.test/pingback'
 */
export function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.search = '';
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url.replace(/[?#].*$/, '');
  }
}

/**
 * The business model's fields as stored on the onboarding record's business attributes (the same ones the
 * business details tab edits), or a 422 with every field's problem.
 */
export function businessModelInput(db: Db, body: MainBody<'updateBusinessModel'>): Record<string, string> {
  const errors = new FieldErrors();
  errors.check(
    typeof body.industry === 'string' && isLeaf(db.industries.all(), body.industry),
    'industry',
    'The selected industry is invalid.',
  );
  errors.check(
    typeof body.description === 'string' && DESCRIPTION.test(body.description),
    'description',
    'Use at most 105 latin letters, spaces and hyphens.',
  );
  errors.check(
    isHttpUrl(body.website) && body.website.length <= 255,
    'website',
    'The website must be a valid URL.',
  );
  errors.check(
    typeof body.monthly_volume === 'number' &&
      Number.isFinite(body.monthly_volume) &&
      body.monthly_volume >= 0,
    'monthly_volume',
    'Invalid volume.',
  );
  errors.check(
    isHttpUrl(body.pingback_url) && body.pingback_url.length <= 255,
    'pingback_url',
    'The pingback URL must be a valid URL.',
  );
  errors.throwIfAny();
  return {
    industry: body.industry,
    description: body.description,
    website: body.website,
    monthlySalesVolume: String(body.monthly_volume),
    pingbackUrl: withoutQuery(body.pingback_url),
  };
}
