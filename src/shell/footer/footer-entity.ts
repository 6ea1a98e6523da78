import type { LegalEntity, UserType } from '@/api/queries/entities';
import { ENTITY_NAMES, entityName, type EntityNames } from '@/session/entity';

/**
 * Whose entity the auth-style footer names (spec A §2, §3 Entity): a signed-in user's own (by the session's
 * entity_id, spec A §1), or for a visitor the entity serving their user type in their country.
 */
export type FooterEntitySource = { kind: 'user'; name: string } | { kind: 'visitor'; userType: UserType };

/**
 * The source for a session user, or a visitor. A visitor has no type yet; the footer asks for the personal
 * entity (docs/assumptions.md).
 *
 * @example
 * footerEntitySource({ entity_id: 2 }); // { kind: 'user', name: 'FPINC' }
 * footerEntitySource(null); // { kind: 'visitor', userType: 'personal' }
 */
export function footerEntitySource(
  user: { entity_id?: number | null } | null | undefined,
  names: EntityNames = ENTITY_NAMES,
): FooterEntitySource {
  if (user) return { kind: 'user', name: entityName(user.entity_id, names) };
  return { kind: 'visitor', userType: 'personal' };
}

export interface FooterEntityInputs {
  source: FooterEntitySource;
  /** The visitor's entity by type and country; null or undefined when that read failed or did not run. */
  byCountry?: LegalEntity | null;
  /** Every entity (entities?all=1); empty when the read failed. */
  all: readonly LegalEntity[];
}

/**
 * The entity whose name and regulation text the footer shows: the user's, or the visitor's by country, else
 * the ltd entity (every read fails silently to it). Null only when nothing could be read at all.
 */
export function chooseFooterEntity(
  { source, byCountry, all }: FooterEntityInputs,
  names: EntityNames = ENTITY_NAMES,
): LegalEntity | null {
  const byName = (name: string) => all.find((entity) => entity.name === name);
  if (source.kind === 'visitor' && byCountry) return byCountry;
  const wanted = source.kind === 'user' ? byName(source.name) : undefined;
  return wanted ?? byName(names.ltd) ?? null;
}

/**
 * True when the footer needs the full entity list: always for a signed-in user (the session carries only the
 * id), and for a visitor once the country route has failed.
 */
export function needsEntityList(
  source: FooterEntitySource,
  country: { done: boolean; value: string | null | undefined },
  byCountry: { done: boolean; value: LegalEntity | null | undefined },
): boolean {
  if (source.kind === 'user') return true;
  if (!country.done) return false;
  if (!country.value) return true;
  return byCountry.done && !byCountry.value;
}
