import { describe, expect, it } from 'vitest';
import { restoredEdit } from './restored-edit.js';

describe('a restore through the item’s own edit', () => {
  it("carries the version's picked fields, the editor's revision and where it came from", async () => {
    const versionAt = async (deps: { name: string }, id: number, revision: number) => ({ title: `${deps.name} ${id}@${revision}`, other: 'not edited' });
    const change = await restoredEdit({ name: 'v' }, { id: 7, revision: 2, expectedRevision: 4 }, versionAt, (v) => ({ title: v.title }));
    expect(change).toEqual({ id: 7, expectedRevision: 4, restoredFrom: 2, title: 'v 7@2' });
  });
});
