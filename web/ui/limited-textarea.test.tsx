// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '../lib/dom.test-support';
import { LimitedTextarea, tooLong } from './limited-textarea';

// Styles are built by Vite's vanilla-extract plugin, which unit tests do not run: plain class names stand in.
vi.mock('./limited-textarea.css', () => ({ count: 'count', error: 'error' }));
vi.mock('./textarea.css', () => ({ textarea: 'textarea' }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;

function Box() {
  const [value, setValue] = useState('');
  return <LimitedTextarea id="reason" value={value} onChange={setValue} max={5} tooLongMessage="At most 5 characters." />;
}

beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Box />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const area = () => host.querySelector<HTMLTextAreaElement>('#reason')!;
const below = () => host.querySelector<HTMLElement>('#reason-limit')!;

describe('LimitedTextarea', () => {
  it('counts characters as the server does: an emoji is one', () => {
    expect(tooLong('12345', 5)).toBe(false);
    expect(tooLong('123456', 5)).toBe(true);
    expect(tooLong('😀😀😀😀😀', 5)).toBe(false);
  });

  it('shows the count under the box, and past the limit the message in its place, announced and marking the box invalid', async () => {
    expect(below().textContent).toBe('0 / 5');
    expect(area().getAttribute('aria-describedby')).toBe('reason-limit');
    await typeInto(area(), 'abcde');
    expect(below().textContent).toBe('5 / 5');
    expect(area().getAttribute('aria-invalid')).toBeNull();
    await typeInto(area(), 'abcdef');
    expect(below().textContent).toBe('At most 5 characters.');
    expect(below().getAttribute('role')).toBe('alert');
    expect(area().getAttribute('aria-invalid')).toBe('true');
  });
});
