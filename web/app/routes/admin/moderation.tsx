import * as Tabs from '@radix-ui/react-tabs';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MODERATION_ITEM_TYPES, type ModerationItemType } from '../../../../schemas/moderation/events';
import { itemTypeLabels, QUEUE_STATUSES, queueStatusLabels, type QueueItem, type QueueStatus } from '../../../../schemas/moderation/queue';
import { useModerationCall, useModerationQueue, useModerationRefresh, type QueueActionInput, type QueueActionResponse, type QueueFilters } from '../../../features/admin/api/moderation';
import { AdminPage } from '../../../features/admin/components/admin-page';
import * as list from '../../../features/admin/components/admin-list.css';
import * as styles from '../../../features/admin/components/moderation.css';
import { QueueCard, type QueueVerb } from '../../../features/admin/components/queue-card';
import { ThreadMoveMerge } from '../../../features/forum/components/thread-move-merge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { EmptyState, LoadError, LoadingState } from '../../../ui/states';
import { useToast } from '../../../ui/use-toast';
import { strip } from '../../../ui/scroll-cue.css';
import { useScrollCue } from '../../../ui/scroll-cue';

const pick = <T extends string>(options: readonly T[], raw: string | null, fallback: T): T => ((options as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback);
const SORTS = ['newest', 'most-reported'] as const;
const key = (i: { type: string; id: number }) => `${i.type}:${i.id}`;

/** /admin/moderation (issue 29): every reported post in one queue, by status, type and order; actions one by one or in bulk, with a reason for the author. */
export function AdminModerationRoute() {
  const [params, setParams] = useSearchParams();
  const filters: QueueFilters = {
    status: pick(QUEUE_STATUSES, params.get('status'), 'open'),
    type: params.get('type') ? pick<ModerationItemType>(MODERATION_ITEM_TYPES, params.get('type'), 'comment') : null,
    sort: pick(SORTS, params.get('sort'), 'newest'),
  };
  const setFilter = (name: keyof QueueFilters, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const queue = useModerationQueue(filters);
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  const counts = queue.data?.pages[0]?.counts;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const toast = useToast();
  const cue = useScrollCue<HTMLDivElement>();
  const id = useId();
  const calls = {
    keep: useModerationCall<QueueActionInput, QueueActionResponse>('/_api/admin/moderation/keep'),
    hide: useModerationCall<QueueActionInput, QueueActionResponse>('/_api/admin/moderation/hide'),
    delete: useModerationCall<QueueActionInput, QueueActionResponse>('/_api/admin/moderation/delete'),
  };
  const busy = Object.values(calls).some((c) => c.isPending);
  const refresh = useModerationRefresh();
  const act = (verb: QueueVerb, targets: QueueItem[]) =>
    calls[verb].mutate(
      { items: targets.map((i) => ({ type: i.type, id: i.id })), ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (res) => {
          toast({ title: res.message, tone: res.results.some((r) => !r.ok) ? 'error' : 'success' });
          setSelected(new Set());
          setReason('');
        },
        onError: (err) => toast({ title: err.message, tone: 'error' }),
      },
    );
  const chosen = items.filter((i) => selected.has(key(i)));
  const toggle = (i: QueueItem) => setSelected((s) => (s.has(key(i)) ? new Set([...s].filter((k) => k !== key(i))) : new Set([...s, key(i)])));

  return (
    <AdminPage
      title="Moderation"
      crumbs={[{ label: 'Moderation' }]}
      lead="Everything members reported: comments, threads, replies and reviews. Keep, hide or delete (a thread also moves or merges), with a reason the author is told."
      actions={<Link to="/admin/moderation/members">Members</Link>}
    >
      <div className={list.filters} role="group" aria-label="Filter the queue">
        <div className={list.filter}>
          <label className={list.filterLabel} htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} className={list.select} value={filters.type ?? ''} onChange={(e) => setFilter('type', e.target.value || null)}>
            <option value="">All types</option>
            {MODERATION_ITEM_TYPES.map((t) => (
              <option key={t} value={t}>{itemTypeLabels[t]}s</option>
            ))}
          </select>
        </div>
        <div className={list.filter}>
          <label className={list.filterLabel} htmlFor={`${id}-order`}>Order</label>
          <select id={`${id}-order`} className={list.select} value={filters.sort} onChange={(e) => setFilter('sort', e.target.value === 'newest' ? null : e.target.value)}>
            <option value="newest">Newest reports first</option>
            <option value="most-reported">Most reported first</option>
          </select>
        </div>
      </div>
      <Tabs.Root value={filters.status} onValueChange={(v) => setFilter('status', v === 'open' ? null : v)}>
        <Tabs.List className={`${styles.tabList} ${strip}`} aria-label="Status" ref={cue}>
          {QUEUE_STATUSES.map((s: QueueStatus) => (
            <Tabs.Trigger key={s} value={s} className={styles.tab}>
              {queueStatusLabels[s]}
              <span className={styles.tabCount}>{counts ? counts[s].toLocaleString('en-US') : '–'}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={filters.status} className={styles.panel}>
          <div className={styles.summary}>
            <div className={styles.search}>
              <Field className={styles.searchField} label="Reason for the author (optional)" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </div>
            {chosen.length ? (
              <div className={styles.actions} role="group" aria-label="Act on the selected posts">
                <span className={styles.muted}>{chosen.length} selected</span>
                <Button size="sm" tone="secondary" disabled={busy} onClick={() => act('keep', chosen)}>Keep selected</Button>
                <Button size="sm" tone="secondary" disabled={busy} onClick={() => act('hide', chosen)}>Hide selected</Button>
                <Button size="sm" tone="danger" disabled={busy} onClick={() => act('delete', chosen)}>Delete selected</Button>
              </div>
            ) : null}
          </div>
          {queue.status === 'pending' ? (
            <LoadingState label="Loading the queue">Loading…</LoadingState>
          ) : queue.status === 'error' ? (
            <LoadError message="Failed to load the moderation queue" error={queue.error} />
          ) : items.length === 0 ? (
            <EmptyState>Nothing here. Reports members send will appear under ‘Needs review’.</EmptyState>
          ) : (
            <ul className={styles.list}>
              {items.map((i) => (
                <QueueCard key={key(i)} item={i} selected={selected.has(key(i))} onSelect={() => toggle(i)} onAct={(verb) => act(verb, [i])} busy={busy}
                  threadActions={i.type === 'thread' ? <ThreadMoveMerge threadId={i.id} disabled={busy} onDone={refresh} /> : undefined} />
              ))}
            </ul>
          )}
          {queue.hasNextPage ? (
            <Button tone="secondary" disabled={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
              Load more
            </Button>
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}
