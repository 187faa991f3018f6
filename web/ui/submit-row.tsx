import type { ReactNode } from 'react';
import { Button } from './button';

type Props = {
  /** The row's layout (the form's own). */
  className: string;
  pending: boolean;
  /** 'Send message', and what it says while the server answers: 'Sending…'. */
  label: string;
  pendingLabel: string;
  /** Beside the button: a line of fine print. */
  children?: ReactNode;
};

/** A form's last row: its submit button, disabled and saying so while the form is sent. */
export function SubmitRow({ className, pending, label, pendingLabel, children }: Props) {
  return (
    <div className={className}>
      <Button type="submit" disabled={pending}>{pending ? pendingLabel : label}</Button>
      {children}
    </div>
  );
}
