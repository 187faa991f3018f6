import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from './use-toast';

const COPIED_MS = 2000;

/** Copy Link (with a 2 s 'Copied!' state) and the native share sheet, each reporting through toasts. */
export function useShareActions(url: string, title: string, text?: string) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: 'Link copied to clipboard!', tone: 'success' });
    } catch {
      toast({ title: 'Failed to copy link.', tone: 'error' });
    }
  }, [toast, url]);

  const nativeShare = useCallback(async () => {
    try {
      await navigator.share({ url, title, ...(text ? { text } : {}) });
    } catch (err) {
      // Closing the share sheet is a choice, not a failure.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      toast({ title: 'Could not open share dialog.', tone: 'error' });
    }
  }, [toast, url, title, text]);

  return { copied, copy, nativeShare };
}

export const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
