/**
 * A closed set of values as a message names them: 'comment, thread, reply or review'. A message
 * built from the list its schema accepts says the same choices, in the same order, when the
 * list changes.
 */
export function choiceList(choices: readonly string[]): string {
  const last = choices.at(-1) ?? '';
  return choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${last}` : last;
}
