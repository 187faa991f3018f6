import { createHmac } from 'node:crypto';
import pino, { type Logger } from 'pino';

/** JSON logs with UTC timestamps; secrets are redacted wherever they appear (SECURITY 2-G). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { pid: process.pid },
      redact: {
        paths: [
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.confirmPassword',
          '*.currentPassword',
          '*.newPassword',
          '*.confirmNewPassword',
          '*.passwordHash',
          '*.token',
          'headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? standardOutput(),
  );
}

/**
 * Standard output as pino writes it by default (sonic-boom, asynchronous), except that a failed
 * write does not end the process: pino stops logging on EPIPE and re-emits any other error with
 * no listener, so one log line that met an I/O error (EIO, EFAULT under T35's random EIO) took
 * the API down. sonic-boom writes the failed chunk again with the next line.
 */
export function standardOutput(fd: number = process.stdout.fd || 1) {
  const out = pino.destination({ dest: fd, sync: false });
  out.on('error', () => undefined);
  return out;
}

/**
 * Emails in security logs are pseudonymised with a keyed hash (HMAC-SHA256 under the server's
 * system key, subject 0 in keys.db, with its own label), so the same address always maps to the
 * same tag on this installation, but nobody holding only the logs can confirm a guessed address
 * by hashing it. The label keeps the tag distinct from the email reservation stream's name.
 */
export const maskEmail = (keys: { keyFor(subject: number): Buffer }, email: string | undefined | null) =>
  email
    ? `email:${createHmac('sha256', keys.keyFor(0)).update('log-email-tag\0').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`
    : undefined;

/** OWASP logging vocabulary (Application Logging Vocabulary cheat sheet). */
export type SecurityEvent =
  | 'authn_login_success'
  | 'authn_login_fail'
  | 'authn_login_fail_max'
  | 'authn_login_lock'
  | 'authn_password_change'
  | 'authn_password_change_fail'
  | 'authn_password_reset_request'
  | 'authn_password_reset'
  | 'authz_fail'
  | 'session_created'
  | 'session_expired'
  | 'session_logout'
  | 'input_validation_fail'
  | 'excess_rate_limit_exceeded'
  | 'malicious_csrf'
  | 'sensitive_update'
  | 'user_created';

/** A warning logged at most once per interval: a dependency that is down fails on every retry. */
export function throttledWarn(log: Logger, message: string, intervalMs = 30_000) {
  let last = 0;
  return (err: unknown) => {
    if (Date.now() - last < intervalMs) return;
    last = Date.now();
    log.warn({ err: err instanceof Error ? err.message : String(err) }, message);
  };
}
