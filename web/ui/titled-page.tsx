import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header';

type Props = PageHeaderProps & {
  /** 'article' for a page of text (About, Privacy), a plain block otherwise. */
  as?: 'div' | 'article';
  className: string;
  children: ReactNode;
};

/** A page that is its heading and what follows (the site's text pages, an emailed link's page). */
export function TitledPage({ as: Tag = 'div', className, children, ...header }: Props) {
  return (
    <Tag className={className}>
      <PageHeader {...header} />
      {children}
    </Tag>
  );
}
