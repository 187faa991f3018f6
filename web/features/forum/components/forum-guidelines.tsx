import { TextCards } from '../../../ui/text-cards';
import * as styles from './forum-guidelines.css';

const GUIDELINES = [
  {
    title: 'Be kind and respectful',
    text: 'Everyone here is learning. Reply to the question asked, without judgement about bodies, identities, orientations or relationship styles.',
  },
  {
    title: 'Protect your privacy',
    text: 'Use a pseudonym if you like, and leave out names, photos and details that could identify you or anyone else.',
  },
  {
    title: 'Share experience, not diagnoses',
    text: 'Members can say what helped them, but nobody here can examine you. For symptoms, pain or a possible infection, see a clinician or a sexual-health clinic.',
  },
  {
    title: 'Keep it consensual and legal',
    text: 'Everything discussed involves adults who agree. Content that sexualises minors, shares others without consent or pressures anyone is removed.',
  },
] as const;

/** SPEC 2: the forum's guideline cards. */
export function ForumGuidelines() {
  return (
    <section className={styles.section} aria-labelledby="forum-guidelines-title">
      <h2 id="forum-guidelines-title" className={styles.heading}>Community guidelines</h2>
      <TextCards items={GUIDELINES} styles={{ list: styles.grid, card: styles.card, title: styles.title, text: styles.text }} tone="muted" />
    </section>
  );
}
