import { fullDateTime, relativeTime } from '../../../lib/relative-time';
import { shortDate } from '../lib/forum-format';
import { useHydrated } from '../lib/use-hydrated';

/**
 * '3 days ago' with the exact time as its tooltip. The server and the hydrating render write the short
 * date ('Nov 3, 2025'): a cached page must not say 'just now' an hour later, and hydration must meet
 * the server's text. Place it last on its line, where the swap moves nothing after it.
 */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={value} className={className} title={hydrated ? fullDateTime(value) : undefined}>
      {hydrated ? relativeTime(value, Date.now()) : shortDate(value)}
    </time>
  );
}
