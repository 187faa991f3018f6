import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import type { NewsletterIssuePreview as IssuePreview } from '../../../../schemas/newsletter/issues';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as dialog from '../../../ui/dialog.css';
import { Skeleton } from '../../../ui/skeleton';
import { useInertPage } from '../../../ui/use-inert-page';
import * as tabs from './content-editor.css';
import { EmailFrame } from './newsletter-email-frame';
import * as styles from './newsletter.css';

type Width = 'desktop' | 'phone';

type EmailPreviewProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preview: IssuePreview | undefined;
  error: Error | null;
};

/**
 * The email as a mail client gets it: the HTML part in a sandboxed frame (no scripts run in it), as
 * wide as a desktop client's reading pane or a phone, and the plain-text part as sent. No Radix
 * Overlay: it injects a <style> the CSP refuses.
 */
export function EmailPreviewDialog({ open, onOpenChange, preview, error }: EmailPreviewProps) {
  useInertPage(open);
  const [width, setWidth] = useState<Width>('desktop');
  const [part, setPart] = useState<'html' | 'text'>('html');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className={dialog.backdrop} aria-hidden="true" />
        <Dialog.Content className={dialog.dialog({ size: 'wide', scroll: true })}>
          <Dialog.Title className={dialog.title}>Email preview</Dialog.Title>
          <Dialog.Description className={dialog.description}>What subscribers receive. Their own manage and unsubscribe links replace the sample ones.</Dialog.Description>
          {error ? <Alert tone="error" title="Could not build the preview">{error.message}</Alert> : !preview ? <Skeleton shape="block" /> : (
            <>
              <p className={styles.subjectLine}><strong>Subject:</strong> {preview.subject}</p>
              <Tabs.Root value={part} onValueChange={(v) => setPart(v === 'text' ? 'text' : 'html')}>
                <div className={styles.previewBar}>
                  <Tabs.List className={tabs.tabList} aria-label="Part of the email">
                    <Tabs.Trigger className={tabs.tab} value="html">HTML</Tabs.Trigger>
                    <Tabs.Trigger className={tabs.tab} value="text">Plain text</Tabs.Trigger>
                  </Tabs.List>
                  {part === 'html' ? (
                    <div className={styles.toolbar} role="group" aria-label="Preview width">
                      <Button size="sm" tone={width === 'desktop' ? 'primary' : 'secondary'} aria-pressed={width === 'desktop'} onClick={() => setWidth('desktop')}>Desktop</Button>
                      <Button size="sm" tone={width === 'phone' ? 'primary' : 'secondary'} aria-pressed={width === 'phone'} onClick={() => setWidth('phone')}>Phone</Button>
                    </div>
                  ) : null}
                </div>
                <Tabs.Content value="html" className={styles.frameBox}>
                  <EmailFrame html={preview.html} width={width} />
                </Tabs.Content>
                <Tabs.Content value="text">
                  <pre className={styles.plain} aria-label="Plain-text part of the email">{preview.text}</pre>
                </Tabs.Content>
              </Tabs.Root>
            </>
          )}
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <Button tone="secondary" size="sm">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
