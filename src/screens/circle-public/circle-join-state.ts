/**
 * What the public circle page offers under the circle (spec B §2 /circle/{slug}): a visitor signs in first
 * (back here through `continue`), a member opens their circle, anyone else joins with the invitation code.
 */
export type JoinState =
  { kind: 'loading' } | { kind: 'sign-in' } | { kind: 'member'; circleId: string } | { kind: 'join' };

/**
 * @example joinState({ signedIn: false, sessionPending: false, slug: 'club' }); // { kind: 'sign-in' }
 * @example joinState({ signedIn: true, sessionPending: false, slug: 'club', mine: [{ id: 'cir_001', slug: 'club' }] });
 * // { kind: 'member', circleId: 'cir_001' }
 */
export function joinState(input: {
  signedIn: boolean;
  sessionPending: boolean;
  slug: string;
  /** The circles of the signed-in user (GET /api/v2/circles); undefined while they load or when they failed. */
  mine?: readonly { id: string; slug: string }[];
}): JoinState {
  if (input.sessionPending) return { kind: 'loading' };
  if (!input.signedIn) return { kind: 'sign-in' };
  // A page opened by id (cir_001) counts too: the demo's public address accepts both.
  const circle = input.mine?.find((row) => row.slug === input.slug || row.id === input.slug);
  if (circle) return { kind: 'member', circleId: circle.id };
  // While the user's circles load (or if they fail), joining is still possible: the server answers a member.
  return { kind: 'join' };
}

/** The sign-in address that comes back to this page, invitation code included. */
export function signInHref(loginPath: string, pathname: string, search: string): string {
  return `${loginPath}?${new URLSearchParams({ continue: `${pathname}${search}` }).toString()}`;
}
