import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header';
import { isPastTheEnd, Pager, PastTheEnd, useTopOfNewPage } from './pager';
import { pagedTitle } from './pager-model';

type Props = Omit<PageHeaderProps, 'documentTitle' | 'path'> & {
  /** What the list is ('The Magazine', 'Lubricants reviews'): the document title, numbered past page 1. */
  name: string;
  page: number;
  /** The address of a page of this same list (its filters kept): the canonical path and the pager's links. */
  href: (page: number) => string;
  /** The loaded page's place in the list; no pager until it has loaded. */
  pagination: { page: number; totalPages: number } | null | undefined;
  /** The list and its controls, between the heading and the pager; a page past the end shows the way back instead of its list. */
  children: ReactNode;
};

/** A public list paged by address (the magazine, the product reviews): heading, list, pager; a new page starts at the top. */
export function PagedListPage({ name, page, href, pagination, children, ...header }: Props) {
  useTopOfNewPage(page);
  return (
    <div>
      <PageHeader {...header} documentTitle={pagedTitle(name, page)} path={href(page)} />
      {pagination && isPastTheEnd(pagination) ? (
        <PastTheEnd page={pagination.page} totalPages={pagination.totalPages} href={href} />
      ) : (
        <>
          {children}
          {pagination ? <Pager page={pagination.page} totalPages={pagination.totalPages} href={href} /> : null}
        </>
      )}
    </div>
  );
}
