import { Link } from 'react-router-dom';
import { TitledPage } from '../../../ui/titled-page';
import * as styles from './site.css';

export function AboutRoute() {
  return (
    <TitledPage as="article" className={styles.prose} title="About Open Sex Guide"
      lead="Frank, accurate and kind information about sex and sexual health, for adults."
    >
      <p>
        Open Sex Guide is an educational website for adults. We publish articles, interviews with experts and
        product reviews, and we host a forum where people can ask questions and share experiences without judgement.
        You can search all of it from any page, and get a short <Link to="/newsletter">newsletter</Link> on the
        topics you choose.
      </p>
      <h2>What we believe</h2>
      <ul>
        <li>Good information makes sex safer and more enjoyable, and makes it easier to ask for help.</li>
        <li>Everyone deserves respect: people of every gender, orientation, body, age and relationship style.</li>
        <li>Consent is the frame of everything we write: asked, freely given, ongoing and revocable.</li>
      </ul>
      <h2>How we write</h2>
      <p>
        Health articles draw on mainstream public-health sources such as the World Health Organization, the CDC and
        the NHS, and list those sources. Each health article names a medical reviewer and the date it was last
        reviewed. Where the evidence is mixed, we say so.
      </p>
      <h2>What we are not</h2>
      <p>
        We are not a clinic and cannot diagnose or treat anyone. If you are worried about a symptom, a possible
        infection, pregnancy or your safety, please contact a doctor, a sexual-health service or, in an emergency,
        your local emergency number.
      </p>
      <h2>Money</h2>
      <p>
        Some product pages contain affiliate links: if you buy through them we may earn a commission. It never
        changes what our reviews say. We do not show advertising and we do not sell personal data.
      </p>
      <p>
        Questions or corrections? <Link to="/contact">Write to us</Link> through the contact form.
      </p>
    </TitledPage>
  );
}
