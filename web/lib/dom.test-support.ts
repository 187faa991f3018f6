import { act } from 'react';
import { expect } from 'vitest';

/** Types into a controlled input or text box as a person does: React only sees a value set through the prototype's setter. */
export async function typeInto(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A table of a one-argument function's answers: each [input, expected] row is its own assertion. */
export function expectEach<I, O>(fn: (input: I) => O, rows: ReadonlyArray<readonly [I, O]>) {
  for (const [input, expected] of rows) expect(fn(input), `${fn.name}(${JSON.stringify(input)})`).toEqual(expected);
}
