import { Icon, LineIcon } from '../../../ui/icons';
import type { ShareTarget } from './share-links';

/* Simple glyphs (not the brands' artwork): decorative, coloured by currentColor. */

export function ShareIcon() {
  return (
    <Icon>
      <circle cx="18" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="18" cy="19" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" stroke="currentColor" strokeWidth="2" />
    </Icon>
  );
}

export function LinkIcon() {
  return (
    <Icon>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}

export const CheckIcon = () => <LineIcon d="M5 12.5l4.5 4.5L19 7.5" width="2.2" />;

const PATHS: Record<ShareTarget['id'], string> = {
  x: 'M5 4.5l14 15M19 4.5l-14 15',
  linkedin: 'M7 10v8M7 6.5v.01M11 18v-8M11 13.5a3 3 0 0 1 6 0V18',
  facebook: 'M14.5 20v-7.5h2.5l.4-3h-2.9V8c0-.9.3-1.5 1.5-1.5h1.5V4a19 19 0 0 0-2.2-.1c-2.2 0-3.8 1.3-3.8 3.8v1.9H9v3h2.5V20',
  reddit: 'M12 9c4.4 0 8 2.2 8 5s-3.6 5-8 5-8-2.2-8-5 3.6-5 8-5zM12 9l1.2-5 3.3.8M9 13.5v.01M15 13.5v.01M9.5 16.2c1.5.9 3.5.9 5 0',
};

export const TargetIcon = ({ id }: { id: ShareTarget['id'] }) => <LineIcon d={PATHS[id]} />;
