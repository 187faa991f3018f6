/**
 * A restore that goes through its item's own edit (articles and interviews, whose edits claim and
 * release slugs; other staff items restore through stream-versions.ts): the version at `revision`
 * becomes an edit carrying that version's fields (`fields` picks those the edit takes), made at
 * the editor's `expectedRevision` (409 when someone changed the item since) and recorded with
 * `restoredFrom`, so the history and the audit trail call it a restore.
 */
export async function restoredEdit<D, V, F extends object>(
  deps: D,
  cmd: { id: number; revision: number; expectedRevision?: number | undefined },
  versionAt: (deps: D, id: number, revision: number) => Promise<V>,
  fields: (version: V) => F,
): Promise<{ id: number; expectedRevision: number | undefined; restoredFrom: number } & F> {
  const version = await versionAt(deps, cmd.id, cmd.revision);
  return { id: cmd.id, expectedRevision: cmd.expectedRevision, restoredFrom: cmd.revision, ...fields(version) };
}
