import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createNewsletterTopicInput, TOPIC_DESCRIPTION_MAX, TOPIC_NAME_MAX, type AdminNewsletterTopic } from '../../../../schemas/newsletter/admin';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Checkbox, Field } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import { useToast } from '../../../ui/use-toast';
import { useNewsletterTopics, useStructureCommand } from '../api/structure';
import { TextAreaField } from './form-fields';
import { StructureForm } from './structure-form';
import { StructureHistory } from './structure-history';
import { useStructureSave } from './use-structure-save';
import * as styles from './structure.css';

type FormProps = { topic: AdminNewsletterTopic | null; onDone: (message: string) => void; onCancel: () => void; onReload: () => void };

function TopicForm({ topic, onDone, onCancel, onReload }: FormProps) {
  const [name, setName] = useState(topic?.name ?? '');
  const [description, setDescription] = useState(topic?.description ?? '');
  const [isDefault, setDefault] = useState(topic?.isDefault ?? false);
  const { errors, submit, pending, error, stale } = useStructureSave<'name' | 'description' | 'isDefault'>('newsletter-topics', createNewsletterTopicInput, topic, onDone);
  return (
    <StructureForm
      title={topic ? `Edit "${topic.name}"` : 'New newsletter topic'}
      submitLabel={topic ? 'Save Changes' : 'Create Topic'}
      pending={pending}
      error={error}
      stale={stale}
      onReload={onReload}
      onCancel={onCancel}
      onSubmit={() => submit({ name, description, isDefault })}
    >
      <Field label="Name" error={errors.name} value={name} onChange={(e) => setName(e.target.value)} maxLength={TOPIC_NAME_MAX} required autoFocus />
      <TextAreaField
        label="Description" error={errors.description} value={description} onChange={(e) => setDescription(e.target.value)} rows={3} maxLength={TOPIC_DESCRIPTION_MAX} required
        hint={`Shown beside the checkbox on the signup form. ${description.trim().length}/${TOPIC_DESCRIPTION_MAX} characters.`}
      />
      <Checkbox label="Preselected on the signup form" checked={isDefault} onChange={(e) => setDefault(e.target.checked)} />
    </StructureForm>
  );
}

/**
 * The newsletter's topics (SPEC's newsletter categories), in the order the signup form lists them:
 * create, edit, retire (no longer offered; its subscribers keep it) or offer again, and history.
 */
export function NewsletterTopicManager() {
  const list = useNewsletterTopics();
  const qc = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<null | 'new' | AdminNewsletterTopic>(null);
  const [open, setOpen] = useState<number | null>(null);
  const done = (message: string) => toast({ tone: 'success', title: message });
  const retire = useStructureCommand<{ message: string }>('newsletter-topics', 'retire', { onSuccess: (r) => done(r.message), onError: (err) => toast({ tone: 'error', title: err.message }) });
  const reload = () => { setEditing(null); void qc.invalidateQueries({ queryKey: ['admin', 'structure', 'newsletter-topics'] }); };

  if (list.isPending) return <Skeleton shape="block" />;
  if (list.isError) return <Alert tone="error" title="Could not load the newsletter topics:">{list.error.message}</Alert>;
  const topics = list.data.topics;
  return (
    <div className={styles.page}>
      {editing ? (
        <TopicForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.revision}`}
          topic={editing === 'new' ? null : editing}
          onDone={(message) => { setEditing(null); done(message); }}
          onCancel={() => setEditing(null)}
          onReload={reload}
        />
      ) : null}
      <div className={styles.toolbar}>
        <p className={styles.count}>{topics.filter((t) => !t.retired).length} offered, {topics.filter((t) => t.retired).length} retired</p>
        {editing ? null : <Button tone="primary" onClick={() => setEditing('new')}>New Topic</Button>}
      </div>
      {topics.length === 0 ? <EmptyState tone="dashed" spacious>No newsletter topics yet.</EmptyState> : (
        <ul className={styles.rows}>
          {topics.map((t) => (
            <li key={t.id} className={[styles.row, t.retired ? styles.rowMuted : ''].join(' ')}>
              <div className={styles.main}>
                <div className={styles.nameLine}>
                  <h3 className={styles.name}>{t.name}</h3>
                  {t.isDefault ? <Badge tone="teal">Preselected</Badge> : null}
                  {t.retired ? <Badge tone="plum">Retired</Badge> : null}
                </div>
                <p className={styles.description}>{t.description}</p>
                <p className={styles.meta}>{t.subscribers} confirmed {t.subscribers === 1 ? 'subscriber' : 'subscribers'}{t.retired ? ' · no longer offered; subscribers keep it' : ''}</p>
              </div>
              <div className={styles.rowActions}>
                <Button size="sm" tone="secondary" onClick={() => setEditing(t)}>Edit<span className={visuallyHidden}> {t.name}</span></Button>
                <Button size="sm" tone="secondary" disabled={retire.isPending} onClick={() => retire.mutate({ id: t.id, retired: !t.retired })}>
                  {t.retired ? 'Offer Again' : 'Retire'}<span className={visuallyHidden}> {t.name}</span>
                </Button>
                <Button size="sm" tone="ghost" aria-expanded={open === t.id} onClick={() => setOpen(open === t.id ? null : t.id)}>History<span className={visuallyHidden}> of {t.name}</span></Button>
              </div>
              {open === t.id ? <div className={styles.historyBox}><StructureHistory kind="newsletter-topics" id={t.id} /></div> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
