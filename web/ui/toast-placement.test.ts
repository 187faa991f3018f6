import { describe, expect, it } from 'vitest';
import { TOAST_BAND_PX, toastSide } from './toast-placement';

const desktop = { height: 800, phone: false, headerBottom: 110 };
const phone = { height: 812, phone: true, headerBottom: 56 };

describe('toastSide', () => {
  it('defaults to the bottom on wide screens and to the top (below the header) on phones', () => {
    expect(toastSide(null, desktop)).toBe('bottom');
    expect(toastSide(null, phone)).toBe('top');
  });

  it('moves away from the block being worked on', () => {
    const nearBottom = { top: 700, bottom: 790 };
    const nearTop = { top: 60, bottom: 200 };
    expect(toastSide(nearBottom, desktop)).toBe('top');
    expect(toastSide(nearTop, desktop)).toBe('bottom');
    expect(toastSide(nearTop, phone)).toBe('bottom');
    expect(toastSide(nearBottom, phone)).toBe('top');
  });

  it('keeps the default edge when the block is clear of it, or when both edges are covered as much', () => {
    expect(toastSide({ top: 300, bottom: 400 }, desktop)).toBe('bottom');
    expect(toastSide({ top: 0, bottom: 800 }, desktop)).toBe('bottom');
    expect(toastSide({ top: 300, bottom: 800 - TOAST_BAND_PX }, desktop)).toBe('bottom');
  });
});
