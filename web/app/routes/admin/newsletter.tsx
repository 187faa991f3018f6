import { AdminPage } from '../../../features/admin/components/admin-page';
import { NewsletterTopicManager } from '../../../features/admin/components/newsletter-topic-manager';

/** /admin/newsletter: the newsletter's topics (issue 27; SPEC's newsletter categories). */
export function AdminNewsletterRoute() {
  return (
    <AdminPage
      title="Newsletter Topics"
      crumbs={[{ label: 'Newsletter' }]}
      lead="The topics readers choose on the signup form and in their preferences. A retired topic is no longer offered; its subscribers keep it."
    >
      <NewsletterTopicManager />
    </AdminPage>
  );
}
