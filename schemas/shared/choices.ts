import { z } from 'zod';

/**
 * A closed set of values as a message names them: 'comment, thread, reply or review'. A message
 * built from the list its schema accepts says the same choices, in the same order, when the
 * list changes.
 */
export function choiceList(choices: readonly string[]): string {
  const last = choices.at(-1) ?? '';
  return choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${last}` : last;
}

/**
 * A closed set of values with the label each is shown with, in display order: written once, as
 * the labels, from which the set (a zod enum) and its options in that order are taken.
 */
export function labelledChoices<K extends string>(labels: Record<K, string>) {
  const schema = z.enum(Object.keys(labels) as [K, ...K[]]);
  return { schema, options: schema.options as readonly K[], labels };
}
