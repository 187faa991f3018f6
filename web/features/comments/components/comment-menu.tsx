import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef } from 'react';
import { MoreIcon } from './comment-icons';
import * as styles from './comment-menu.css';

type CommentMenuProps = { onEdit: () => void; onDelete: () => void };

/**
 * The author's Edit / Delete menu. Non-modal, like the profile menu: Radix's modal mode locks
 * scrolling by injecting a <style> element, which the CSP (style-src 'self') refuses.
 */
export const CommentMenu = forwardRef<HTMLButtonElement, CommentMenuProps>(function CommentMenu({ onEdit, onDelete }, ref) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={ref} className={styles.trigger} aria-label="Comment actions">
        <MoreIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4} collisionPadding={16}>
          <DropdownMenu.Item className={styles.item} onSelect={onEdit}>Edit</DropdownMenu.Item>
          <DropdownMenu.Item className={`${styles.item} ${styles.danger}`} onSelect={onDelete}>Delete</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
