import { describe, expect, it } from 'vitest';
import { pickerView, trailTo, type TopicNode } from '@/screens/support/topic-tree';

const TREE: TopicNode[] = [
  {
    id: 'processing',
    name: 'Processing',
    children: [
      {
        id: 'payments',
        name: 'Payments and refunds',
        children: [{ id: 'refund', name: 'Refund a payment' }],
      },
      { id: 'settlements', name: 'Settlements', children: [] },
    ],
  },
  { id: 'events', name: 'Events and ticketing' },
];

const names = (nodes: readonly TopicNode[]) => nodes.map((node) => node.name);

describe('trailTo', () => {
  it.each([
    ['refund', ['Processing', 'Payments and refunds', 'Refund a payment']],
    ['events', ['Events and ticketing']],
    ['settlements', ['Processing', 'Settlements']],
    ['nope', []],
    [null, []],
  ])('%s → %j', (id, expected) => {
    expect(names(trailTo(TREE, id))).toEqual(expected);
  });
});

describe('pickerView', () => {
  it('starts at the roots with nothing chosen', () => {
    const view = pickerView(TREE, [], null);
    expect(names(view.choices)).toEqual(['Processing', 'Events and ticketing']);
    expect(view.trail).toEqual([]);
    expect(view.chosen).toEqual([]);
  });

  it('drills down the opened branches', () => {
    const view = pickerView(TREE, ['processing', 'payments'], null);
    expect(names(view.trail)).toEqual(['Processing', 'Payments and refunds']);
    expect(names(view.choices)).toEqual(['Refund a payment']);
  });

  it('stops at a branch the tree does not have, or at a leaf', () => {
    expect(names(pickerView(TREE, ['processing', 'gone', 'x'], null).trail)).toEqual(['Processing']);
    expect(names(pickerView(TREE, ['events'], null).trail)).toEqual([]);
  });

  it('takes a leaf as the chosen topic (an empty branch is a leaf too)', () => {
    expect(names(pickerView(TREE, [], 'refund').chosen)).toEqual([
      'Processing',
      'Payments and refunds',
      'Refund a payment',
    ]);
    expect(names(pickerView(TREE, [], 'settlements').chosen)).toEqual(['Processing', 'Settlements']);
  });

  it('ignores a chosen branch or an id of another tree', () => {
    expect(pickerView(TREE, [], 'payments').chosen).toEqual([]);
    expect(pickerView(TREE, [], 'pst_cards').chosen).toEqual([]);
  });
});
