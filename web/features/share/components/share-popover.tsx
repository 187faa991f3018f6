import * as Popover from '@radix-ui/react-popover';
import { Button } from '../../../ui/button';
import { ShareIcon } from './share-icons';
import { ShareOptions } from './share-control';
import { popover } from '../../../ui/popover.css';
import * as styles from './share-control.css';

type SharePopoverProps = { url: string; title: string; text?: string | undefined; label: string; defaultOpen: boolean };

/** The compact share control's popover (loaded on demand by share-control.tsx). */
export default function SharePopover({ url, title, text, label, defaultOpen }: SharePopoverProps) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <Button tone="secondary" size="sm" aria-label={label}>
          <ShareIcon /> Share
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={popover()} align="end" sideOffset={8} collisionPadding={16} aria-label={label}>
          <ShareOptions url={url} title={title} text={text} layout="column" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
