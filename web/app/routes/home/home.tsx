import { Link } from 'react-router-dom';
import { useFeaturedArticles } from '../../../features/articles/api/get-articles';
import { FeaturedArticles } from '../../../features/articles/components/featured-articles';
import { useAuth } from '../../../features/auth/api/get-session';
import { SignupForm } from '../../../features/newsletter/components/signup-form';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageMeta } from '../../../ui/page-meta';
import { TextCards } from '../../../ui/text-cards';
import { FeaturedInterviews } from './featured-interviews';
import { HeroArt, ValueIcon, type ValueIconName } from './home-art';
import * as styles from './home.css';

const VALUES = [
  {
    icon: 'evidence',
    title: 'Evidence first',
    text: 'Health information is based on mainstream public-health sources such as the WHO, the CDC and the NHS, with a named medical reviewer and the date it was last checked.',
  },
  {
    icon: 'heart',
    title: 'Free from judgement',
    text: 'Written for adults of every gender, orientation, body and relationship style, in plain and warm language, with consent at the heart of every topic.',
  },
  {
    icon: 'community',
    title: 'A community that listens',
    text: 'Ask questions under a pseudonym, learn from people with similar experiences, and hear from experts. Moderators keep the conversation kind and accurate.',
  },
] as const satisfies readonly { icon: ValueIconName; title: string; text: string }[];

export function HomeRoute() {
  const auth = useAuth();
  const featured = useFeaturedArticles();
  return (
    <div className={styles.page}>
      <PageMeta title="Open Sex Guide: sexual health, explained with care" />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Sexual-health education for adults</p>
          <h1 id="home-title" className={styles.heroTitle}>Sexual health, explained with care.</h1>
          <p className={styles.lead}>
            Clear, evidence-based answers about bodies, pleasure, relationships and safer sex, from health educators
            and experts, plus a friendly community where no question is too awkward.
          </p>
          <div className={styles.heroActions}>
            <ButtonLink to="/articles" size="lg">Read the articles</ButtonLink>
            <ButtonLink to="/forum" size="lg" tone="secondary">Visit the forum</ButtonLink>
          </div>
        </div>
        <HeroArt />
      </section>

      <section aria-labelledby="values-title">
        <h2 id="values-title" className={styles.sectionTitle}>Why people trust Open Sex Guide</h2>
        <TextCards
          items={VALUES.map((v) => ({ ...v, icon: <ValueIcon name={v.icon} /> }))}
          styles={{ list: styles.values, card: styles.valueCard, icon: styles.valueIcon, title: styles.valueTitle, text: styles.valueText }}
          padding="lg"
        />
      </section>

      <section aria-labelledby="home-newsletter-title" className={styles.newsletter}>
        <div className={styles.newsletterText}>
          <h2 id="home-newsletter-title" className={styles.sectionTitleInline}>Stay informed, privately</h2>
          <p className={styles.valueText}>
            A short newsletter with new articles, expert interviews and the best of the forum, on the topics you pick.
          </p>
          <ul className={styles.promises}>
            <li>Nothing is sent until you confirm your address.</li>
            <li>Change your topics or unsubscribe with one click, from any email.</li>
            <li>Your address is never shared or sold.</li>
          </ul>
          <p className={styles.valueText}>
            <Link to="/newsletter/archive">Read past issues in the archive</Link>
          </p>
        </div>
        <SignupForm source="homepage" headingLevel={3} title="Sign up" lead="Choose your topics below." />
      </section>

      <FeaturedInterviews />

      <FeaturedArticles status={featured.status} articles={featured.data} />

      {auth.status === 'authenticated' ? null : (
        <Card as="section" tone="plum" padding="lg" className={styles.cta} aria-labelledby="cta-title">
          <div className={styles.ctaText}>
            <h2 id="cta-title" className={styles.ctaTitle}>Join the conversation</h2>
            <p>Create a free account to start forum threads, comment on articles and review products.</p>
          </div>
          <ButtonLink to="/register" size="lg">Sign up for free</ButtonLink>
        </Card>
      )}
    </div>
  );
}
