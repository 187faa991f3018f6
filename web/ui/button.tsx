import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { button, type ButtonVariants } from './button.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants & { ref?: Ref<HTMLButtonElement> };

export function Button({ tone, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const cls = [button({ tone, size, block }), className].filter(Boolean).join(' ');
  return <button type={type} className={cls} {...rest} />;
}

type ButtonLinkProps = LinkProps & ButtonVariants;

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ tone, size, block, className, ...rest }: ButtonLinkProps) {
  const cls = [button({ tone, size, block }), className].filter(Boolean).join(' ');
  return <Link className={cls} {...rest} />;
}

type FormToggleProps = { open: boolean; onToggle: () => void; onWarm: () => void; formId: string; label: string };

/**
 * Opens and closes a form written below it ('New Thread', 'Write a Review'; 'Cancel' while open).
 * Pointing at it or focusing it warms the form's code (`onWarm`), so the click rarely waits for it.
 */
export function FormToggle({ open, onToggle, onWarm, formId, label }: FormToggleProps) {
  return (
    <Button tone={open ? 'secondary' : 'primary'} aria-expanded={open} aria-controls={open ? formId : undefined} onPointerEnter={onWarm} onFocus={onWarm} onClick={onToggle}>
      {open ? 'Cancel' : label}
    </Button>
  );
}
