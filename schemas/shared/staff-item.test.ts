import { describe, expect, it } from 'vitest';
import { namedItemFields, namedItemMessages, namedStaffItem, staffItemMessages, staffItemRef } from './staff-item.js';

describe('staff item words and fields', () => {
  it("says each list's nouns, with its own id label where it has one", () => {
    expect(staffItemMessages('synonym group', 'Group')).toEqual({
      idInvalid: 'Group ID must be a positive integer.',
      revisionInvalid: 'expectedRevision must be a whole number from 0.',
      stale: 'This synonym group was changed by someone else since you opened it.',
      notFound: 'Synonym group not found',
    });
    expect(staffItemMessages('topic').idInvalid).toBe('Topic ID must be a positive integer.');
    expect(namedItemMessages({ name: 60, description: 300 })).toEqual({
      nameRequired: 'Name is required.',
      nameTooLong: 'Name must be 60 characters or less.',
      descriptionRequired: 'Description is required.',
      descriptionTooLong: 'Description must be 300 characters or less.',
    });
  });

  it('takes an id and a revision, a name and a description, each wrong value with its words', () => {
    const m = { ...staffItemMessages('topic'), ...namedItemMessages({ name: 5, description: 10 }) };
    const { id, expectedRevision } = staffItemRef(m);
    expect(id.safeParse(0).error?.issues[0]?.message).toBe(m.idInvalid);
    expect(expectedRevision.safeParse(-1).error?.issues[0]?.message).toBe(m.revisionInvalid);
    const { name, description } = namedItemFields(m, { name: 5, description: 10 });
    expect(name.parse('  a   b ')).toBe('a b');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe(m.nameRequired);
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe(m.nameTooLong);
    expect(description.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(m.descriptionTooLong);
  });

  it("a named item whole: the list's texts, and fields that answer with them", () => {
    const item = namedStaffItem('topic', { name: 5, description: 10 });
    expect(item.messages).toEqual({ ...namedItemMessages({ name: 5, description: 10 }), ...staffItemMessages('topic') });
    expect(item.id.safeParse(0).error?.issues[0]?.message).toBe('Topic ID must be a positive integer.');
    expect(item.expectedRevision.safeParse(-1).error?.issues[0]?.message).toBe(item.messages.revisionInvalid);
    expect(item.name.safeParse('abcdef').error?.issues[0]?.message).toBe('Name must be 5 characters or less.');
    expect(item.description.safeParse(' ').error?.issues[0]?.message).toBe('Description is required.');
  });
});
