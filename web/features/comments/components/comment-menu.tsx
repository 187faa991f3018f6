import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef } from 'react';
import { MoreIcon } from './comment-icons';
import { menuItem, popover } from '../../../ui/popover.css';
import * as styles from './comment-menu.css';

type CommentMenuProps = {
  /** The author's own actions. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Another member's comment: flag it for the moderators, once. */
  onReport?: (() => void) | undefined;
  reported?: boolean | undefined;
};

/**
 * The comment's actions: Edit / Delete for its author, Report for other signed-in members
 * ('Reported', disabled, once done). Non-modal, like the profile menu: Radix's modal mode locks
 * scrolling by injecting a <style> element, which the CSP (style-src 'self') refuses.
 */
export const CommentMenu = forwardRef<HTMLButtonElement, CommentMenuProps>(function CommentMenu({ onEdit, onDelete, onReport, reported }, ref) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={ref} className={styles.trigger} aria-label="Comment actions">
        <MoreIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={popover({ size: 'compact' })} align="end" sideOffset={4} collisionPadding={16}>
          {onEdit ? <DropdownMenu.Item className={menuItem()} onSelect={onEdit}>Edit</DropdownMenu.Item> : null}
          {onDelete ? <DropdownMenu.Item className={menuItem({ tone: 'danger' })} onSelect={onDelete}>Delete</DropdownMenu.Item> : null}
          {onReport ? (
            <DropdownMenu.Item className={menuItem({ tone: 'danger' })} onSelect={onReport} disabled={reported}>
              {reported ? 'Reported' : 'Report'}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
