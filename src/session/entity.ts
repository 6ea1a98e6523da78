/**
 * Legal entity names as the session shows them (spec A §1): entity_id 1 is the ltd entity, 2 the inc entity,
 * anything else (3, unknown, missing) falls back to the ltd entity name. The names are deployment settings, so
 * they come from the environment with the demo entities' names as defaults.
 */
export const ENTITY_NAMES = {
  ltd: (import.meta.env.VITE_ENTITY_LTD_NAME as string | undefined) || 'FPLTD',
  inc: (import.meta.env.VITE_ENTITY_INC_NAME as string | undefined) || 'FPINC',
} as const;

export type EntityNames = { ltd: string; inc: string };

/**
 * The entity name for a user's entity_id.
 * @example entityName(2) // 'FPINC'
 * @example entityName(3) // 'FPLTD' (spec A §1: anything else maps to the ltd name)
 */
export function entityName(entityId: number | null | undefined, names: EntityNames = ENTITY_NAMES): string {
  return entityId === 2 ? names.inc : names.ltd;
}
