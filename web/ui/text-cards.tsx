import type { ReactNode } from 'react';
import { Card } from './card';
import type { CardVariants } from './card.css';

export type TextCard = { title: string; text: string; icon?: ReactNode };

type Props = {
  items: readonly TextCard[];
  /** The list's grid, each card's layout, and the icon's, title's and text's looks. */
  styles: { list: string; card: string; icon?: string; title: string; text: string };
} & Pick<NonNullable<CardVariants>, 'tone' | 'padding'>;

/** A list of cards that each say one thing: a title and a sentence (the home page's values, the forum's guidelines). */
export function TextCards({ items, styles, tone, padding }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title}>
          <Card className={styles.card} tone={tone} padding={padding}>
            {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
