/** A node of a support topic tree (GET /api/v2/hierarchies/{level}/tree). */
export interface TopicNode {
  id: string;
  name: string;
  children?: TopicNode[];
}

/** The nodes from a root down to the node with `id`, or [] when the tree has none. */
export function trailTo(nodes: readonly TopicNode[] | undefined, id: string | null | undefined): TopicNode[] {
  if (!nodes || !id) return [];
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = trailTo(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

export const isLeaf = (node: TopicNode): boolean => !node.children?.length;

/**
 * Where the picker stands: the branches opened (`open`, a path of branch ids from the root) and the topic
 * chosen. A chosen topic that is not a leaf of this tree (another tree's, or a stale address) counts as none.
 */
export function pickerView(
  roots: readonly TopicNode[],
  open: readonly string[],
  chosen: string | null,
): { trail: TopicNode[]; choices: readonly TopicNode[]; chosen: TopicNode[] } {
  const picked = trailTo(roots, chosen);
  const leaf = picked.at(-1);
  const chosenTrail = leaf && isLeaf(leaf) ? picked : [];
  const trail: TopicNode[] = [];
  let choices: readonly TopicNode[] = roots;
  for (const id of open) {
    const branch = choices.find((node) => node.id === id && !isLeaf(node));
    if (!branch) break;
    trail.push(branch);
    choices = branch.children ?? [];
  }
  return { trail, choices, chosen: chosenTrail };
}
