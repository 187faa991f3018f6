import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CommandContext } from './command.js';
import { deleteOneOrMany } from './delete-items.js';
import { notFound } from './errors.js';

const ctx = (): CommandContext => ({ actorId: 5, actorRole: 'admin', correlationId: randomUUID(), causationId: null, now: new Date() });

describe('a delete of one item or several', () => {
  const head = async () => 'head';
  const deleteOne = async (_c: CommandContext, id: number) => {
    if (id === 3) throw notFound('gone');
    return { position: `at-${id}` };
  };

  it('one: the command answers, and its refusal is the request’s error', async () => {
    expect(await deleteOneOrMany(head, ctx(), { id: 1 }, deleteOne)).toEqual({ results: [{ id: 1, ok: true }], position: 'at-1', single: true });
    await expect(deleteOneOrMany(head, ctx(), { id: 3 }, deleteOne)).rejects.toThrow('gone');
  });

  it('several: a result per item, at the log’s head', async () => {
    expect(await deleteOneOrMany(head, ctx(), { ids: [1, 3] }, deleteOne)).toEqual({
      results: [{ id: 1, ok: true }, { id: 3, ok: false, error: 'gone' }],
      position: 'head',
      single: false,
    });
  });
});
