import type { Mail } from '../shared/mailer.js';

/**
 * The two mails a sign-up can cause. Their subjects name no personal detail (issue 13: a
 * notification preview on a shared screen shows only the subject), and neither names the person.
 */
export function confirmSignUpMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Finish creating your account',
    text: [
      'Someone (hopefully you) asked to create an Open Sex Guide account with this address.',
      '',
      'Open this link within 48 hours and press the button on the page to activate the account:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: no account is created unless the link is followed.',
      '',
    ].join('\n'),
  };
}

export function existingAccountMail(to: string, origin: string): Mail {
  return {
    to,
    subject: 'A sign-up attempt with your address',
    text: [
      'Someone just tried to create an Open Sex Guide account with this address, which already has an account.',
      'No new account was created, and nothing about your account has changed.',
      '',
      `If it was you, log in here: ${origin}/login`,
      `Forgot your password? Choose a new one here: ${origin}/forgot-password`,
      '',
      'If it was not you, you can ignore this email.',
      '',
    ].join('\n'),
  };
}
