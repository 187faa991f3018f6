import { bodyId, foldedText, streamRevision } from './inputs.js';

/*
 * What the studio's short staff lists (issue 27: forum categories, newsletter topics, search
 * synonym groups) say and take alike: an item named by id in a body, edited at the revision its
 * editor loaded, a name and a description typed on one line. Each list gives its own nouns.
 */

/** An item's id, revision, stale edit and absence, in the list's words ('synonym group', 'Group'). */
export const staffItemMessages = (noun: string, idLabel = capitalised(noun)) => ({
  idInvalid: `${idLabel} ID must be a positive integer.`,
  revisionInvalid: 'expectedRevision must be a whole number from 0.',
  stale: `This ${noun} was changed by someone else since you opened it.`,
  notFound: `${capitalised(noun)} not found`,
});

/** A name and a description, each required and at most so many characters. */
export const namedItemMessages = (max: { name: number; description: number }) => ({
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be ${max.name} characters or less.`,
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description must be ${max.description} characters or less.`,
});

/** The fields that name an item to change: `expectedRevision` is the `revision` the editor loaded. */
export const staffItemRef = (m: { idInvalid: string; revisionInvalid: string }) => ({ id: bodyId(m.idInvalid), expectedRevision: streamRevision(m.revisionInvalid) });

/** A name and a description as staff type them (trimmed, white space folded). */
export const namedItemFields = (m: ReturnType<typeof namedItemMessages>, max: { name: number; description: number }) => ({
  name: foldedText(m.nameRequired, m.nameTooLong, max.name),
  description: foldedText(m.descriptionRequired, m.descriptionTooLong, max.description),
});

/**
 * A named item of a short list whole (forum categories, newsletter topics): its texts and the fields
 * its commands take, in the list's noun and limits. The list adds texts of its own to `messages`.
 */
export function namedStaffItem(noun: string, max: { name: number; description: number }) {
  const messages = { ...namedItemMessages(max), ...staffItemMessages(noun) };
  return { messages, ...namedItemFields(messages, max), ...staffItemRef(messages) };
}

/** A named item as the studio lists it: `revision` is what an edit sends back as `expectedRevision`. */
export interface NamedStaffItemRow {
  id: number;
  name: string;
  description: string;
  revision: number;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
