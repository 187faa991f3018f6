import { Icon, LineIcon } from '../../../ui/icons';

export function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <Icon>
      <path
        d={direction === 'up' ? 'M12 5l-7 8h4.5v6h5v-6H19z' : 'M12 19l7-8h-4.5V5h-5v6H5z'}
        fill="currentColor"
        fillOpacity="0.15"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

export function MoreIcon() {
  return (
    <Icon>
      <circle cx="5.5" cy="12" r="1.8" fill="currentColor" />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      <circle cx="18.5" cy="12" r="1.8" fill="currentColor" />
    </Icon>
  );
}

export const ReplyIcon = () => <LineIcon d="M10 7L5 12l5 5M5.5 12H14a5 5 0 0 1 5 5v1" />;
