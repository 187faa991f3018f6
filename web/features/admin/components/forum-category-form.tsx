import { useState } from 'react';
import { CATEGORY_MAX, createForumCategoryInput, type AdminForumCategory } from '../../../../schemas/forum/admin';
import { forumCategoryTypeLabels, forumCategoryTypes, type ForumCategoryType } from '../../../../schemas/forum/events';
import { Field } from '../../../ui/field';
import { SelectField, TextAreaField } from './form-fields';
import { StructureForm } from './structure-form';
import type { StructureFormProps } from './structure-manager';
import { useStructureSave } from './use-structure-save';
import * as styles from './structure.css';

/** Create (`category` null) or edit a forum category; an edit sends the revision it was opened at. */
export function ForumCategoryForm({ item: category, onDone, onCancel, onReload }: StructureFormProps<AdminForumCategory>) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [categoryType, setType] = useState<ForumCategoryType>(category?.categoryType ?? 'general_discussion');
  const { errors, submit, pending, error, stale } = useStructureSave<'name' | 'description' | 'categoryType'>('forum-categories', createForumCategoryInput, category, onDone);
  return (
    <StructureForm
      title={category ? `Edit "${category.name}"` : 'New forum category'}
      submitLabel={category ? 'Save Changes' : 'Create Category'}
      pending={pending}
      error={error}
      stale={stale}
      onReload={onReload}
      onCancel={onCancel}
      onSubmit={() => submit({ name, description, categoryType })}
    >
      <div className={styles.twoUp}>
        <Field label="Name" error={errors.name} value={name} onChange={(e) => setName(e.target.value)} maxLength={CATEGORY_MAX.name} required autoFocus />
        <SelectField label="Type" error={errors.categoryType} value={categoryType} onChange={(e) => setType(e.target.value as ForumCategoryType)}>
          {forumCategoryTypes.map((t) => <option key={t} value={t}>{forumCategoryTypeLabels[t]}</option>)}
        </SelectField>
      </div>
      <TextAreaField
        label="Description" error={errors.description} value={description} onChange={(e) => setDescription(e.target.value)} rows={3} maxLength={CATEGORY_MAX.description} required
        hint={`Shown under the category's name on /forum. ${description.trim().length}/${CATEGORY_MAX.description} characters.`}
      />
    </StructureForm>
  );
}
