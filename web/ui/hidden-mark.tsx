import { Alert } from './alert';

/**
 * Issue 29: what a moderator hid, as the only people still shown it (its author and staff) see it,
 * with the moderator's reason when one was given. Readers are never sent a hidden post at all.
 */
export function HiddenMark({ reason, className }: { reason?: string | undefined; className?: string }) {
  return (
    <div className={className} data-hidden-mark="">
      <Alert tone="warning" title="Hidden by a moderator.">
        Readers no longer see it.
        {reason ? ` Reason: ${reason}` : null}
      </Alert>
    </div>
  );
}
