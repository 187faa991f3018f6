import { describe, expect, it } from 'vitest';
import { MODERATION_REASON_MAX, optionalReason, reasonMessages } from './moderation-reason.js';

describe("a moderator's optional reason", () => {
  it('is null when absent, null or blank, and kept trimmed otherwise', () => {
    expect(optionalReason.parse(undefined)).toBeNull();
    expect(optionalReason.parse(null)).toBeNull();
    expect(optionalReason.parse('  \n ')).toBeNull();
    expect(optionalReason.parse('  spam  ')).toBe('spam');
  });

  it('counts characters as typed (an emoji is one) and says what is wrong', () => {
    expect(optionalReason.parse('😀'.repeat(MODERATION_REASON_MAX))).toBe('😀'.repeat(MODERATION_REASON_MAX));
    expect(optionalReason.safeParse('x'.repeat(MODERATION_REASON_MAX + 1)).error?.issues[0]?.message).toBe(reasonMessages.reasonTooLong);
    expect(optionalReason.safeParse(42).error?.issues[0]?.message).toBe(reasonMessages.reasonInvalid);
    expect(reasonMessages.reasonTooLong).toBe('Reason must be 500 characters or less.');
  });
});
