import { describe, expect, it } from 'vitest';
import { topicLeaves } from '@/forms/options/sources/support-topics';

describe('topicLeaves', () => {
  it.each([
    { name: 'an empty tree', tree: [], leaves: [] },
    {
      name: 'a flat tree',
      tree: [
        { id: 'a', name: 'Cards' },
        { id: 'b', name: 'Fees', children: [] },
      ],
      leaves: [
        { value: 'a', label: 'Cards' },
        { value: 'b', label: 'Fees' },
      ],
    },
    {
      name: 'nested branches, labelled with their path',
      tree: [
        {
          id: 'w',
          name: 'Wallet',
          children: [
            { id: 'w1', name: 'Mass payouts' },
            { id: 'w2', name: 'Other', children: [{ id: 'w21', name: 'Refunds' }] },
          ],
        },
        { id: 'o', name: 'Other' },
      ],
      leaves: [
        { value: 'w1', label: 'Wallet › Mass payouts' },
        { value: 'w21', label: 'Wallet › Other › Refunds' },
        { value: 'o', label: 'Other' },
      ],
    },
  ])('$name', ({ tree, leaves }) => {
    expect(topicLeaves(tree)).toEqual(leaves);
  });
});
