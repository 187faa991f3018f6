import { Link } from 'react-router-dom';
import { tagPath } from '../../../../schemas/articles/tags';
import { chip } from '../../../ui/chips.css';
import * as styles from './article-tags.css';

/** An article's tags, each a link to its tag page; nothing when it has none. */
export function ArticleTags({ tags }: { tags: readonly string[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((t) => (
        <li key={t}>
          <Link to={tagPath(t)} className={chip}>
            #{t}
          </Link>
        </li>
      ))}
    </ul>
  );
}
