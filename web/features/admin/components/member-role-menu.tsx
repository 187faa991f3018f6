import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ROLES, type Role } from '../../../../schemas/shared/roles';
import { menuItem, popover } from '../../../ui/popover.css';
import { roleLabel } from './member-roles';
import * as styles from './member-table.css';

type MemberRoleMenuProps = { name: string; role: Role; disabled?: boolean; onChange: (role: Role) => void };

/**
 * A member's role, as a menu of the four roles with the current one checked. Non-modal, like the
 * site's other menus: Radix's modal mode locks scrolling by injecting a <style> element, which the
 * CSP (style-src 'self') refuses.
 */
export function MemberRoleMenu({ name, role, disabled = false, onChange }: MemberRoleMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.roleTrigger} disabled={disabled} aria-label={`Change the role of ${name} (now ${roleLabel[role]})`}>
        Change role <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={popover({ size: 'compact' })} align="end" sideOffset={4} collisionPadding={16}>
          <DropdownMenu.Label className={styles.menuLabel}>Role</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={role} onValueChange={(next) => next !== role && onChange(next as Role)}>
            {ROLES.map((r) => (
              <DropdownMenu.RadioItem key={r} value={r} className={menuItem()}>
                <span className={styles.check} aria-hidden="true">{r === role ? '✓' : ''}</span>
                {roleLabel[r]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
