import { MODERATION_REASON_MAX } from '../../../../schemas/admin/comments';
import { charLength } from '../lib/text';
import * as editorStyles from './article-editor.css';
import { TextAreaField } from './form-fields';

/** The optional reason sent with the next moderation (one comment or the selection), kept in the audit trail. */
export function ReasonField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error: string | undefined }) {
  const n = charLength(value);
  return (
    <TextAreaField
      label="Reason (optional)"
      rows={2}
      value={value}
      placeholder="Why? Saved with the next action in the audit trail."
      onChange={(e) => onChange(e.target.value)}
      error={error}
      after={<span className={n > MODERATION_REASON_MAX ? editorStyles.countOver : editorStyles.count}>{n} / {MODERATION_REASON_MAX}</span>}
    />
  );
}
