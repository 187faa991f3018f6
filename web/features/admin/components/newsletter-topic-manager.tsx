import { useState } from 'react';
import { createNewsletterTopicInput, TOPIC_MAX, type AdminNewsletterTopic } from '../../../../schemas/newsletter/admin';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Checkbox, Field } from '../../../ui/field';
import { useNewsletterTopics, useStructureCommand } from '../api/structure';
import { TextAreaField } from './form-fields';
import { StructureForm } from './structure-form';
import { StructureManager, type StructureFormProps } from './structure-manager';
import { useStructureSave, useStructureToasts } from './use-structure-save';
import * as styles from './structure.css';

function TopicForm({ item: topic, onDone, onCancel, onReload }: StructureFormProps<AdminNewsletterTopic>) {
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
      <Field label="Name" error={errors.name} value={name} onChange={(e) => setName(e.target.value)} maxLength={TOPIC_MAX.name} required autoFocus />
      <TextAreaField
        label="Description" error={errors.description} value={description} onChange={(e) => setDescription(e.target.value)} rows={3} maxLength={TOPIC_MAX.description} required
        hint={`Shown beside the checkbox on the signup form. ${description.trim().length}/${TOPIC_MAX.description} characters.`}
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
  const { handlers } = useStructureToasts();
  const retire = useStructureCommand<{ message: string }>('newsletter-topics', 'retire', handlers);
  return (
    <StructureManager
      kind="newsletter-topics"
      list={list}
      items={(d) => d.topics}
      what="the newsletter topics"
      newLabel="New Topic"
      form={TopicForm}
      toolbar={(d) => <p className={styles.count}>{d.topics.filter((t) => !t.retired).length} offered, {d.topics.filter((t) => t.retired).length} retired</p>}
      empty="No newsletter topics yet."
      label={(t) => t.name}
      muted={(t) => t.retired}
      main={(t) => (
        <>
          <div className={styles.nameLine}>
            <h3 className={styles.name}>{t.name}</h3>
            {t.isDefault ? <Badge tone="teal">Preselected</Badge> : null}
            {t.retired ? <Badge tone="plum">Retired</Badge> : null}
          </div>
          <p className={styles.description}>{t.description}</p>
          <p className={styles.meta}>{t.subscribers} confirmed {t.subscribers === 1 ? 'subscriber' : 'subscribers'}{t.retired ? ' · no longer offered; subscribers keep it' : ''}</p>
        </>
      )}
      after={(t) => (
        <Button size="sm" tone="secondary" disabled={retire.isPending} onClick={() => retire.mutate({ id: t.id, retired: !t.retired })}>
          {t.retired ? 'Offer Again' : 'Retire'}<span className={visuallyHidden}> {t.name}</span>
        </Button>
      )}
    />
  );
}
