import { describe, expect, it } from 'vitest';
import rjsfFields from '@rjsf/core/lib/components/fields/index.js';
import fields from '@/forms/core-fields';

describe("the build's RJSF core fields", () => {
  it("are RJSF's own, each the same component, less the layout-grid fields", () => {
    const own = rjsfFields() as Record<string, unknown>;
    const kept = fields() as Record<string, unknown>;
    const layout = ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'];
    expect(Object.keys(kept).sort()).toEqual(
      Object.keys(own)
        .filter((name) => !layout.includes(name))
        .sort(),
    );
    for (const [name, component] of Object.entries(kept)) expect(component, name).toBe(own[name]);
  });
});
