import { setDiscreet, useDiscreet } from './discreet-mode';

/** The footer's switch for discreet mode (neutral tab title and icon, this browser only). */
export function DiscreetToggle({ className }: { className?: string }) {
  const on = useDiscreet();
  return (
    <button type="button" className={className} aria-pressed={on} onClick={() => setDiscreet(!on)} title="Shows 'Notes' and a plain icon in the browser tab. Saved in this browser only.">
      {on ? 'Discreet mode: on' : 'Discreet mode: off'}
    </button>
  );
}
