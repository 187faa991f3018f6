import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../ui/button';
import { canShareNatively, useShareActions } from '../../../ui/use-share-actions';
import { CheckIcon, LinkIcon, ShareIcon, TargetIcon } from './share-icons';
import { shareTargets } from './share-links';
import * as styles from './share-control.css';

/** Whether the browser has a share sheet never changes while the page is open. */
const noSubscription = () => () => undefined;

type ShareControlProps = {
  url: string;
  title: string;
  text?: string;
  /** compact: a Share button opening a popover; expanded: the options inline. */
  mode?: 'compact' | 'expanded';
  label?: string;
};

export function ShareOptions({ url, title, text, layout }: { url: string; title: string; text?: string | undefined; layout: 'row' | 'column' }) {
  const { copied, copy } = useShareActions(url, title, text);
  return (
    <ul className={styles.options({ layout })}>
      {shareTargets(url, title).map((t) => (
        <li key={t.id}>
          <a
            className={styles.option({ layout })}
            href={t.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share on ${t.label} (opens in a new tab)`}
            data-share={t.id}
          >
            <TargetIcon id={t.id} />
            <span>{t.label}</span>
          </a>
        </li>
      ))}
      <li>
        <button type="button" className={styles.option({ layout })} onClick={() => void copy()} data-copied={copied}>
          {copied ? <CheckIcon /> : <LinkIcon />}
          <span>{copied ? 'Copied!' : 'Copy Link'}</span>
        </button>
      </li>
    </ul>
  );
}

/**
 * SPEC 2 share control. Where the browser has a share sheet (navigator.share) a single Share
 * button replaces the list: the sheet already offers every app and Copy.
 */
export function ShareControl({ url, title, text, mode = 'expanded', label = 'Share this article' }: ShareControlProps) {
  // The server renders the links (it has no navigator); the browser switches to its share sheet after
  // hydrating (useSyncExternalStore's server snapshot), so hydration sees the server's markup.
  const native = useSyncExternalStore(noSubscription, canShareNatively, () => false);
  const { nativeShare } = useShareActions(url, title, text);
  if (native) {
    return (
      <Button tone="secondary" size="sm" onClick={() => void nativeShare()}>
        <ShareIcon /> Share
      </Button>
    );
  }
  if (mode === 'expanded') {
    return (
      <div className={styles.expanded} role="group" aria-label={label}>
        <span className={styles.label} aria-hidden="true">{label}</span>
        <ShareOptions url={url} title={title} text={text} layout="row" />
      </div>
    );
  }
  return <CompactShare url={url} title={title} text={text} label={label} />;
}

const loadPopover = () => import('./share-popover');
const SharePopover = lazy(loadPopover);

/**
 * The header's Share button. Its popover (Radix, with its positioning engine: about 20 KB
 * compressed) loads when the reader points at or focuses the button, not on every first visit;
 * a click before it has arrived opens it as soon as it has.
 */
function CompactShare({ url, title, text, label }: { url: string; title: string; text?: string | undefined; label: string }) {
  const [state, setState] = useState<'static' | 'loaded' | 'open'>('static');
  const warm = () => {
    if (state === 'static') void loadPopover().then(() => setState((s) => (s === 'static' ? 'loaded' : s)));
  };
  const button = (
    <Button tone="secondary" size="sm" aria-label={label} aria-haspopup="dialog" aria-expanded={false} onPointerEnter={warm} onFocus={warm} onClick={() => { warm(); setState('open'); }}>
      <ShareIcon /> Share
    </Button>
  );
  if (state === 'static') return button;
  return (
    <Suspense fallback={button}>
      <SharePopover url={url} title={title} text={text} label={label} defaultOpen={state === 'open'} />
    </Suspense>
  );
}
