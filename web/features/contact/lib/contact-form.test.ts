import { describe, expect, it } from 'vitest';
import { CONTACT_TOPICS, contactCommand, contactMessages as m } from '../../../../schemas/contact/commands';
import { contactBody, firstContactError, validateContact, type ContactValues } from './contact-form';

const good: ContactValues = { name: '', email: 'reader@example.org', topic: CONTACT_TOPICS[0], message: 'A question about an article.' };

describe('the contact form checks', () => {
  it('passes what the server schema accepts and sends no empty name', () => {
    expect(validateContact(good)).toEqual({});
    const body = contactBody({ ...good, email: ' reader@example.org ', message: '  A question about an article.  ' });
    expect(body).toEqual({ email: 'reader@example.org', topic: CONTACT_TOPICS[0], message: 'A question about an article.' });
    expect(contactCommand.safeParse(body).success).toBe(true);
    expect(contactBody({ ...good, name: ' Sam ' }).name).toBe('Sam');
  });

  it('gives the schema messages, first field first', () => {
    const errors = validateContact({ name: 'x'.repeat(101), email: 'nope', topic: 'Other', message: 'short' });
    expect(errors).toEqual({ name: m.name, email: m.email, topic: m.topic, message: m.messageTooShort });
    expect(firstContactError(errors)).toBe('name');
    expect(validateContact({ ...good, message: 'x'.repeat(5001) }).message).toBe(m.messageTooLong);
    expect(validateContact({ ...good, message: ` ${'x'.repeat(9)} ` }).message).toBe(m.messageTooShort);
    expect(validateContact({ ...good, message: 'x'.repeat(5000) })).toEqual({});
  });

  it('agrees with the server schema on the bounds', () => {
    const cases: ContactValues[] = [
      good,
      { ...good, name: 'x'.repeat(100) },
      { ...good, name: 'x'.repeat(101) },
      { ...good, message: 'x'.repeat(10) },
      { ...good, message: 'x'.repeat(9) },
      { ...good, message: 'x'.repeat(5001) },
      { ...good, topic: '' },
      { ...good, email: 'reader@example' },
    ];
    for (const c of cases) {
      const client = Object.keys(validateContact(c)).length === 0;
      expect(client, JSON.stringify({ ...c, message: c.message.length })).toBe(contactCommand.safeParse(contactBody(c)).success);
    }
  });
});
