/**
 * Seeded demo content: staff authors, forum/comment members and magazine articles.
 *
 * All people, reviewers and products named here are fictional. Health content is
 * based on mainstream public-health sources (WHO, CDC, NHS, ACOG, Planned Parenthood)
 * listed per article. The article page adds the "educational, not medical advice"
 * note itself, so it is deliberately not repeated in the HTML below.
 *
 * Content HTML uses only: h2, h3, p, ul, ol, li, strong, em, blockquote, a[href^="https://"].
 */

export type SeedVote = { by: string; vote: 'upvote' | 'downvote' };

export interface SeedComment {
  /** Display name of one of the seed members. */
  author: string;
  content: string;
  replies?: SeedComment[];
  votes?: SeedVote[];
}

export type SeedArticleCategory =
  | 'expert_qa'
  | 'product_reviews'
  | 'relationship_dynamics'
  | 'sexual_health'
  | 'techniques_pleasure';

export interface SeedSource {
  title: string;
  publisher: string;
  url: string;
}

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: SeedArticleCategory;
  /** Display name of a staff author, one of seedAuthors. */
  author: string;
  published: boolean;
  featured: boolean;
  /** ISO 8601 UTC timestamp. */
  createdAt: string;
  medicalReviewer?: { name: string; credentials: string };
  /** YYYY-MM-DD */
  lastReviewed?: string;
  sources: SeedSource[];
  /** HTML body. */
  content: string;
  comments: SeedComment[];
}

export const seedAuthors: { displayName: string; email: string; bio: string }[] = [
  {
    displayName: 'Maya Okafor',
    email: 'maya.okafor@example.com',
    bio: 'Maya is a registered nurse and sexual health educator with twelve years of experience in community sexual health clinics, where she ran testing, contraception and PrEP services. She now trains clinic staff and writes about testing, prevention and navigating health services without shame.',
  },
  {
    displayName: 'Daniel Reyes',
    email: 'daniel.reyes@example.com',
    bio: 'Daniel is a health journalist who has covered public health, HIV prevention and men\'s health for more than a decade. He is interested in the gap between what research says and what reaches people, and in making clinic visits feel less intimidating.',
  },
  {
    displayName: 'Priya Natarajan',
    email: 'priya.natarajan@example.com',
    bio: 'Priya holds a master\'s degree in public health and has worked on reproductive health programmes and health communication. At the magazine she edits our sexual health and product safety coverage and checks every claim against its source.',
  },
  {
    displayName: 'Sam Whitfield',
    email: 'sam.whitfield@example.com',
    bio: 'Sam (they/them) writes about relationships, communication and pleasure. A trained peer educator and former crisis-line volunteer, they focus on consent, disability-inclusive intimacy and the everyday conversations that make relationships work.',
  },
];

export const seedMembers: { displayName: string; email: string }[] = [
  { displayName: 'QuietHarbor', email: 'quietharbor@example.com' },
  { displayName: 'MapleAndMoss', email: 'mapleandmoss@example.com' },
  { displayName: 'NightOwlReads', email: 'nightowlreads@example.com' },
  { displayName: 'SaltAndCedar', email: 'saltandcedar@example.com' },
  { displayName: 'BlueHeron', email: 'blueheron@example.com' },
  { displayName: 'SundayPancakes', email: 'sundaypancakes@example.com' },
  { displayName: 'PaperLantern', email: 'paperlantern@example.com' },
  { displayName: 'TidalDrift', email: 'tidaldrift@example.com' },
];

export const seedArticles: SeedArticle[] = [
  // ---------------------------------------------------------------- sexual_health
  {
    slug: 'sti-testing-what-to-test-for-and-how-often',
    title: 'STI Testing: What to Test For and How Often',
    excerpt:
      'Many sexually transmitted infections cause no symptoms, so regular testing is the only way to know. Here is what the common tests involve, when to take them and how often to go back.',
    category: 'sexual_health',
    author: 'Maya Okafor',
    published: true,
    featured: true,
    createdAt: '2025-03-11T09:00:00Z',
    medicalReviewer: { name: 'Dr. Marcus Bell', credentials: 'MD, family physician specialising in sexual health and HIV care' },
    lastReviewed: '2026-09-15',
    sources: [
      { title: 'Sexually transmitted infections (STIs) fact sheet', publisher: 'World Health Organization', url: 'https://www.who.int/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis)' },
      { title: 'Screening Recommendations and Considerations (STI Treatment Guidelines)', publisher: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/std/treatment-guidelines/screening-recommendations.htm' },
      { title: 'Getting Tested for HIV', publisher: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/hiv/testing/index.html' },
      { title: 'Sexually transmitted infections (STIs)', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/sexually-transmitted-infections-stis/' },
      { title: 'Get Tested', publisher: 'Planned Parenthood', url: 'https://www.plannedparenthood.org/learn/stds-hiv-safer-sex/get-tested' },
    ],
    content: `<h2>Key points</h2>
<ul>
<li>Many sexually transmitted infections (STIs) cause no symptoms, so testing is the only reliable way to know your status.</li>
<li>The tests you need depend on your body, the kinds of sex you have and your partners, not on whether you think of yourself as "risky".</li>
<li>The CDC recommends that everyone aged 13 to 64 has an HIV test at least once, and more often if their chances of exposure are higher.</li>
<li>Most tests are simple: a urine sample, a swab you can often take yourself, or a blood test.</li>
<li>If you have symptoms or a known exposure, get checked promptly instead of waiting for a routine test.</li>
</ul>
<h2>Why test when you feel fine?</h2>
<p>The World Health Organization estimates that more than 1 million curable STIs are acquired every day worldwide among people aged 15 to 49. Many of them, including chlamydia and gonorrhoea, often cause no symptoms at all.</p>
<p>Left untreated, some infections can cause lasting harm. Chlamydia and gonorrhoea can lead to pelvic inflammatory disease, which can affect fertility. Syphilis can affect the brain, eyes and heart, and can be passed on during pregnancy. Finding an infection early usually means simpler treatment and less chance of passing it on.</p>
<p>Testing is routine health care, like having your blood pressure checked. When a clinician asks about your sexual history, it is to choose the right tests, not to judge you.</p>
<h2>Which tests are usually recommended?</h2>
<p>Guidelines differ between countries, so treat this list as a starting point for a conversation with your clinician. The CDC's screening recommendations include:</p>
<ul>
<li><strong>HIV:</strong> at least once for everyone aged 13 to 64, and at least once a year for people with new or multiple partners or who share injecting equipment.</li>
<li><strong>Chlamydia and gonorrhoea:</strong> every year for sexually active women and other people with a cervix under 25, and for those 25 and over with a new partner, more than one partner or a partner who has an STI.</li>
<li><strong>Gay, bisexual and other men who have sex with men:</strong> at least yearly testing for HIV, syphilis, chlamydia and gonorrhoea, and every 3 to 6 months for people with multiple partners.</li>
<li><strong>Hepatitis C:</strong> at least once for all adults aged 18 and over.</li>
<li><strong>In pregnancy:</strong> syphilis, HIV, hepatitis B and hepatitis C for everyone, plus chlamydia and gonorrhoea for those under 25 or at higher risk.</li>
</ul>
<p>Trans and non-binary people should be offered tests based on their current anatomy and the sex they have, not on a gender marker in their records. If you are not sure what to ask for, describe the kinds of sex you have and let the clinic suggest the tests.</p>
<h2>What the tests involve</h2>
<ul>
<li><strong>Urine sample:</strong> often used to test for chlamydia and gonorrhoea in people with a penis.</li>
<li><strong>Swabs:</strong> a vaginal swab, which many clinics let you take yourself in private, and throat or rectal swabs if you have oral or anal sex. Infections in the throat or rectum can be missed if only urine is tested.</li>
<li><strong>Blood test:</strong> from a finger prick or a vein, for HIV, syphilis and hepatitis B and C.</li>
<li><strong>Swab of a sore or blister:</strong> if you have symptoms such as sores, which can help diagnose herpes or syphilis.</li>
</ul>
<p>The CDC does not recommend routine herpes blood tests for people without symptoms, because the results can be hard to interpret. There is also no routine HPV test for people with a penis; people with a cervix are checked through cervical screening.</p>
<h2>Timing and window periods</h2>
<p>A window period is the time between exposure and when a test can reliably detect an infection. Testing too early can give false reassurance, so a clinic may suggest testing now and again later.</p>
<ul>
<li><strong>Chlamydia and gonorrhoea:</strong> usually reliable about two weeks after sex.</li>
<li><strong>HIV:</strong> a laboratory test for antigens and antibodies can usually detect HIV 18 to 45 days after exposure. Rapid finger-prick antibody tests can take up to 90 days.</li>
<li><strong>Syphilis:</strong> blood tests may not turn positive for several weeks, so a repeat test may be offered up to 12 weeks after exposure.</li>
</ul>
<p>If you think you were exposed to HIV in the last 72 hours, do not wait for a test. Contact a sexual health clinic or emergency department straight away and ask about post-exposure prophylaxis (PEP).</p>
<h2>How often should you test?</h2>
<p>There is no single answer for everyone, but these are sensible times to get checked:</p>
<ul>
<li>Before you stop using condoms with a new partner, ideally with both of you testing.</li>
<li>At least once a year if you have had new or multiple partners.</li>
<li>Every 3 months if you take PrEP, as part of your routine PrEP care, or if you have several partners.</li>
<li>Whenever you notice symptoms: unusual discharge, pain when you pee, sores, lumps or rashes in the genital or anal area, bleeding after sex or between periods, or pain in the pelvis or testicles.</li>
<li>When a partner tells you they have been diagnosed with an STI.</li>
</ul>
<h2>Where to get tested</h2>
<p>Options include sexual health clinics (free and confidential in many countries, including through the NHS in the UK), your GP or primary care clinician, Planned Parenthood and other community health centres, and LGBTQ+ health services. Many public services also post free home sampling kits that you return to a laboratory.</p>
<p>HIV self-tests give a result in minutes. A reactive self-test always needs a confirmatory test at a clinic, and a negative result only covers exposures from before the window period.</p>
<h2>If a result is positive</h2>
<p>A positive result is common and manageable. Chlamydia, gonorrhoea, syphilis and trichomoniasis are curable with antibiotics. HIV, herpes and hepatitis B are not curable but are very treatable. People with HIV who take treatment and keep an undetectable viral load do not pass HIV on through sex.</p>
<ol>
<li>Take the full course of treatment exactly as prescribed.</li>
<li>Avoid sex until the clinic tells you it is safe to resume.</li>
<li>Tell recent partners, or ask the clinic to notify them anonymously.</li>
<li>Go back for a retest if advised; the CDC suggests retesting about three months after treatment for chlamydia or gonorrhoea.</li>
</ol>
<p>Talk to a clinician whenever you are unsure which tests you need. It is a question they answer every day.</p>`,
    comments: [
      {
        author: 'QuietHarbor',
        content:
          'I didn\'t know urine tests can miss throat and rectal infections. I\'ve only ever done a urine sample at my GP. Going to ask for swabs next time instead of assuming I\'m covered.',
        votes: [
          { by: 'MapleAndMoss', vote: 'upvote' },
          { by: 'BlueHeron', vote: 'upvote' },
          { by: 'TidalDrift', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'SaltAndCedar',
            content:
              'Same here. When I asked at a sexual health clinic they just asked which kinds of sex I have and added the swabs, no fuss. The nurse said lots of people don\'t know to ask.',
            votes: [{ by: 'QuietHarbor', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'NightOwlReads',
        content:
          'The window period section is really useful. I tested a week after a condom broke and felt relieved, but it sounds like I should go back for another HIV test to be sure. Booking it now.',
        votes: [
          { by: 'PaperLantern', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'PaperLantern',
            content:
              'Good call. When it happened to me the clinic had me test on the day and again later on, exactly like the article says. Worth asking them about timing so you only go when the result will actually mean something.',
          },
        ],
      },
      {
        author: 'SundayPancakes',
        content:
          'Honestly the hardest part for me was walking in the first time. It was so much more ordinary than I expected. Nobody batted an eye.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'NightOwlReads', vote: 'upvote' },
          { by: 'BlueHeron', vote: 'upvote' },
          { by: 'SaltAndCedar', vote: 'upvote' },
        ],
      },
    ],
  },
  {
    slug: 'hpv-and-the-hpv-vaccine-what-adults-should-know',
    title: 'HPV and the HPV Vaccine: What Adults Should Know',
    excerpt:
      'HPV is so common that most sexually active people will have it at some point. Learn how the vaccine works, who can still benefit as an adult and why screening still matters.',
    category: 'sexual_health',
    author: 'Priya Natarajan',
    published: true,
    featured: false,
    createdAt: '2025-04-22T10:30:00Z',
    medicalReviewer: { name: 'Dr. Helen Park', credentials: 'MD, FACOG, board-certified obstetrician-gynecologist' },
    lastReviewed: '2026-08-04',
    sources: [
      { title: 'Human papillomavirus and cancer fact sheet', publisher: 'World Health Organization', url: 'https://www.who.int/news-room/fact-sheets/detail/human-papilloma-virus-and-cancer' },
      { title: 'HPV Vaccine', publisher: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/hpv/vaccines/index.html' },
      { title: 'HPV vaccine', publisher: 'NHS', url: 'https://www.nhs.uk/vaccinations/hpv-vaccine/' },
      { title: 'Cervical Cancer Screening (FAQ)', publisher: 'American College of Obstetricians and Gynecologists', url: 'https://www.acog.org/womens-health/faqs/cervical-cancer-screening' },
    ],
    content: `<h2>Key points</h2>
<ul>
<li>Human papillomavirus (HPV) is the most common sexually transmitted infection, and most infections clear on their own within two years.</li>
<li>Some types of HPV can cause cancers of the cervix, vulva, vagina, penis, anus and throat; others cause genital warts.</li>
<li>The vaccine works best before any exposure, but many adults up to 26, and some up to 45, can still benefit.</li>
<li>Vaccinated or not, people with a cervix should keep up with cervical screening.</li>
</ul>
<h2>What HPV is</h2>
<p>HPV is a group of more than 200 related viruses. About 40 of them can infect the genital area, anus, mouth and throat. They spread through skin-to-skin contact during vaginal, anal or oral sex and other intimate contact, so condoms lower the risk but do not remove it entirely.</p>
<p>HPV is extremely common. The CDC estimates that most sexually active people who are not vaccinated will get HPV at some point in their lives. Having HPV says nothing about how many partners you have had or about anyone's faithfulness, because the virus can stay silent for years.</p>
<p>For most people the immune system clears the infection without any symptoms, usually within about two years. Problems arise when a high-risk type persists for a long time.</p>
<h2>Why some types matter</h2>
<p>HPV types are often grouped as low-risk and high-risk:</p>
<ul>
<li><strong>Low-risk types</strong>, mainly types 6 and 11, cause around 90% of genital warts. Warts are not dangerous, but they can be uncomfortable or distressing and can be treated.</li>
<li><strong>High-risk types</strong>, especially types 16 and 18, can cause changes in cells that may slowly develop into cancer if a persistent infection is not found.</li>
</ul>
<p>According to the WHO, cervical cancer is the fourth most common cancer in women globally, and nearly all cases are linked to HPV. HPV is also linked to many anal cancers and a growing share of throat cancers, which affects people of every gender.</p>
<h2>How the vaccine works</h2>
<p>HPV vaccines teach the immune system to recognise specific HPV types before they can cause an infection. The vaccine used in most high-income countries protects against nine types, including those that cause most HPV-related cancers and most genital warts. It contains no live virus and cannot cause HPV infection.</p>
<p>The vaccine does not treat an existing infection. That is why programmes focus on young people before they become sexually active, usually from age 9 to 14.</p>
<h3>Is it safe?</h3>
<p>More than a decade of monitoring across many countries, involving hundreds of millions of doses, has found the HPV vaccine to be very safe. The most common side effects are a sore arm, headache or feeling briefly faint. Clinics usually ask you to sit for a few minutes afterwards for that reason.</p>
<h2>Can adults still get vaccinated?</h2>
<p>Recommendations vary by country, so check what applies where you live. In the United States, the CDC recommends:</p>
<ul>
<li>Routine vaccination at 11 or 12 years old, which can start from age 9.</li>
<li>Catch-up vaccination for everyone through age 26 who was not fully vaccinated.</li>
<li>For adults aged 27 to 45, a shared decision with a clinician. The benefit is smaller because many people in this age group have already been exposed, but some, such as people starting new relationships, may still benefit.</li>
</ul>
<p>The number of doses also varies. The WHO now says one or two doses are enough for people up to age 20, and some national programmes, including the UK's, have moved to a single dose for young people. People who start later, or who have a weakened immune system, may need more doses. In the UK, gay, bisexual and other men who have sex with men up to age 45 can get the vaccine free through sexual health clinics.</p>
<p>Pregnancy is not a time to start the vaccine, although there is no evidence it causes harm if given by accident. Talk to your clinician if you are pregnant or trying to conceive.</p>
<h2>Screening is still essential</h2>
<p>The vaccine does not cover every high-risk type, and many adults were exposed before they were vaccinated. Cervical screening finds high-risk HPV or early cell changes so they can be monitored or treated long before cancer develops.</p>
<ul>
<li>Screening intervals and starting ages differ between countries; in the US, ACOG recommends starting at 21, and the NHS in England invites people from 25.</li>
<li>Trans men and non-binary people who have a cervix need screening too. Let the clinic know if you would like adjustments, such as a smaller speculum or self-sampling where it is offered.</li>
<li>There is no routine HPV screening test for people with a penis. Some people at higher risk of anal cancer, including people living with HIV, may be offered anal screening, so ask your clinician.</li>
</ul>
<h2>When to see a professional</h2>
<p>Make an appointment if you notice:</p>
<ul>
<li>New lumps, bumps or warts in the genital or anal area.</li>
<li>Bleeding after sex, between periods or after menopause.</li>
<li>A sore in the mouth or throat, or persistent hoarseness, that does not heal within about three weeks.</li>
</ul>
<p>These symptoms usually have other, harmless causes, but they are worth checking. Ask your clinician about the vaccine and screening at your next visit; it takes a couple of minutes and can prevent a great deal of harm.</p>`,
    comments: [
      {
        author: 'MapleAndMoss',
        content:
          'I\'m 34 and assumed it was too late for me. Asked at my last appointment and we had a proper conversation about whether it made sense for me. Really glad this article explained the 27 to 45 thing.',
        votes: [
          { by: 'BlueHeron', vote: 'upvote' },
          { by: 'PaperLantern', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'BlueHeron',
            content:
              'Same age bracket and same experience. My clinician explained the benefit is smaller at our age but not zero, and left the decision with me. I appreciated not being pushed either way.',
            votes: [{ by: 'MapleAndMoss', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'TidalDrift',
        content:
          'Thank you for including trans and non-binary people in the screening section. Knowing I can ask for a smaller speculum or self-sampling makes me much more likely to book mine.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
          { by: 'MapleAndMoss', vote: 'upvote' },
        ],
      },
      {
        author: 'NightOwlReads',
        content:
          'The point about HPV not saying anything about faithfulness is so important. When I got an abnormal result years ago I spiralled thinking it meant something about my relationship. It didn\'t, and treatment was simple.',
        votes: [
          { by: 'TidalDrift', vote: 'upvote' },
          { by: 'SaltAndCedar', vote: 'upvote' },
        ],
      },
    ],
  },
  {
    slug: 'contraception-options-compared',
    title: 'Contraception Options Compared: Finding What Fits',
    excerpt:
      'From implants and IUDs to condoms and the pill, contraceptive methods differ in effectiveness, side effects and effort. This guide compares them side by side so you can choose with your clinician.',
    category: 'sexual_health',
    author: 'Maya Okafor',
    published: true,
    featured: true,
    createdAt: '2025-06-03T08:15:00Z',
    medicalReviewer: { name: 'Jordan Lee', credentials: 'DNP, WHNP-BC, women\'s health nurse practitioner' },
    lastReviewed: '2026-07-21',
    sources: [
      { title: 'Contraception', publisher: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/contraception/about/index.html' },
      { title: 'Your contraception guide', publisher: 'NHS', url: 'https://www.nhs.uk/contraception/' },
      { title: 'Birth Control', publisher: 'Planned Parenthood', url: 'https://www.plannedparenthood.org/learn/birth-control' },
      { title: 'Emergency Contraception (FAQ)', publisher: 'American College of Obstetricians and Gynecologists', url: 'https://www.acog.org/womens-health/faqs/emergency-contraception' },
      { title: 'Family planning/contraception methods fact sheet', publisher: 'World Health Organization', url: 'https://www.who.int/news-room/fact-sheets/detail/family-planning-contraception' },
    ],
    content: `<h2>Key points</h2>
<ul>
<li>Implants and intrauterine devices (IUDs) are the most effective reversible methods: fewer than 1 in 100 users become pregnant in a year.</li>
<li>Pills, patches and rings work well but depend on regular use; with typical use about 7 in 100 users become pregnant each year.</li>
<li>Only external and internal condoms also lower the risk of sexually transmitted infections (STIs).</li>
<li>Emergency contraception works best the sooner it is used, and a copper IUD is the most effective option.</li>
<li>The right method is the one that suits your body, health and life, and you can change your mind at any time.</li>
</ul>
<h2>How effectiveness is measured</h2>
<p>You will often see two numbers for a method. <strong>Perfect use</strong> describes how well it works when used exactly as directed every time. <strong>Typical use</strong> reflects real life, including missed pills or a condom put on late.</p>
<p>The figures below are typical-use estimates from the CDC: the percentage of people who become pregnant during the first year of using each method. Methods that need no daily or in-the-moment action tend to have the smallest gap between perfect and typical use.</p>
<h2>Long-acting reversible methods</h2>
<ul>
<li><strong>Implant (0.1%):</strong> a small flexible rod placed under the skin of the upper arm that releases a progestogen. It lasts at least three years. Irregular bleeding is the most common side effect.</li>
<li><strong>Hormonal IUD (0.1 to 0.4%):</strong> a small T-shaped device placed in the uterus that releases a progestogen. Depending on the type, it lasts from three to eight years and often makes periods lighter.</li>
<li><strong>Copper IUD (0.8%):</strong> hormone-free and effective for up to 10 years. Periods may become heavier or more painful, especially in the first months.</li>
</ul>
<p>All three are fitted and removed by a trained clinician, and fertility returns quickly after removal. Fitting an IUD can be painful for some people; it is reasonable to ask in advance what pain relief is available.</p>
<h2>Short-acting hormonal methods</h2>
<ul>
<li><strong>Injection (4%):</strong> given every 12 to 13 weeks. It can take up to a year for fertility to return after stopping, which matters if you plan a pregnancy soon.</li>
<li><strong>Pill (7%):</strong> combined pills contain an oestrogen and a progestogen; progestogen-only pills contain only a progestogen. Both are taken daily.</li>
<li><strong>Patch and vaginal ring (7%):</strong> release the same hormones as the combined pill but are changed weekly or monthly.</li>
</ul>
<p>Methods that contain oestrogen are not suitable for everyone. They are usually avoided in people who have migraine with aura, who smoke and are 35 or older, or who have a history of blood clots or certain heart conditions. Clinicians use published medical eligibility criteria to check this, so be open about your health history and any medicines you take.</p>
<h2>Barrier and other methods</h2>
<ul>
<li><strong>External condom (13%):</strong> worn on the penis. Widely available, no prescription needed, and protects against many STIs.</li>
<li><strong>Internal condom (21%):</strong> placed inside the vagina or anus. Made of non-latex material, which suits people with a latex allergy.</li>
<li><strong>Diaphragm or cap (17%):</strong> inserted before sex and used with spermicide.</li>
<li><strong>Fertility awareness methods (2 to 23%):</strong> tracking temperature, cervical fluid and cycle dates. Effectiveness varies widely with the method and with training and consistency.</li>
<li><strong>Withdrawal (20%):</strong> pulling out before ejaculation. Better than nothing, but one of the least reliable options.</li>
</ul>
<p>Permanent methods are also available. Vasectomy (about 0.15%) is a short procedure for people with testes; it takes a few months and a semen test before it can be relied on. Tubal sterilisation (about 0.5%) is an operation for people with ovaries. Both should be treated as irreversible.</p>
<h2>Emergency contraception</h2>
<p>If you had sex without contraception, or a condom broke or a pill was missed, emergency contraception can prevent pregnancy. It is not an abortion pill and does not affect an existing pregnancy.</p>
<ol>
<li><strong>Copper IUD:</strong> fitted within five days, it is the most effective option and then continues as ongoing contraception.</li>
<li><strong>Ulipristal acetate pill:</strong> taken within five days (120 hours).</li>
<li><strong>Levonorgestrel pill:</strong> taken within three days (72 hours); it may work less well at higher body weights, so ask a pharmacist for advice.</li>
</ol>
<p>Both pills work best the sooner they are taken. In many places they are available from pharmacies without a prescription.</p>
<h2>Questions that help you choose</h2>
<ul>
<li>How important is it to you that the method is as effective as possible?</li>
<li>Would you prefer something you can forget about, or something you control day to day?</li>
<li>Do you want to avoid hormones, or would lighter periods be a welcome bonus?</li>
<li>Are you planning a pregnancy in the next year or two?</li>
<li>Do you also need protection from STIs, for example with a new partner?</li>
</ul>
<p>Many people combine methods, such as an IUD for pregnancy prevention and condoms for STI protection. A partner can share the research, the costs and the conversations, but the decision about what goes into your own body is yours.</p>
<h2>When to see a professional</h2>
<p>Book an appointment to start or switch methods, and seek prompt care if you have severe pain in the abdomen, chest pain, sudden shortness of breath, pain or swelling in one leg, or a sudden severe headache while using hormonal contraception. Also check in if side effects bother you for more than a few months; another method may suit you better.</p>`,
    comments: [
      {
        author: 'SaltAndCedar',
        content:
          'The perfect use versus typical use explanation finally made it click for me. I was using the pill and kept missing doses on night shifts, so switching to something long-acting made a lot of sense.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
          { by: 'PaperLantern', vote: 'upvote' },
        ],
      },
      {
        author: 'BlueHeron',
        content:
          'Thank you for mentioning pain relief for IUD fitting. My first fitting was rough and nobody offered anything. For the replacement I asked beforehand and the clinic talked me through options. It was a completely different experience.',
        votes: [
          { by: 'MapleAndMoss', vote: 'upvote' },
          { by: 'TidalDrift', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'MapleAndMoss',
            content:
              'This is so good to hear. I\'ve been putting off an IUD because of stories like your first one. I\'ll ask about pain relief when I book.',
            votes: [{ by: 'BlueHeron', vote: 'upvote' }],
          },
          {
            author: 'PaperLantern',
            content:
              'Worth asking how long the appointment is too. Mine booked a longer slot so nothing felt rushed, and I could take a break if I needed one.',
          },
        ],
      },
      {
        author: 'NightOwlReads',
        content:
          'I\'m the partner without a uterus in my relationship and this helped me understand what my partner is weighing up. We split the cost of her method now and I handle buying condoms. Small things, but it feels more like a team effort.',
        votes: [
          { by: 'SaltAndCedar', vote: 'upvote' },
          { by: 'BlueHeron', vote: 'upvote' },
        ],
      },
    ],
  },
  {
    slug: 'menopause-and-sex-changes-and-what-helps',
    title: 'Menopause and Sex: What Changes and What Helps',
    excerpt:
      'Vaginal dryness, discomfort and shifts in desire are common around menopause, and very treatable. Here is what is happening in the body and which options are worth discussing with a clinician.',
    category: 'sexual_health',
    author: 'Priya Natarajan',
    published: true,
    featured: false,
    createdAt: '2025-09-18T12:00:00Z',
    medicalReviewer: { name: 'Dr. Helen Park', credentials: 'MD, FACOG, board-certified obstetrician-gynecologist' },
    lastReviewed: '2026-10-02',
    sources: [
      { title: 'Menopause', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/menopause/' },
      { title: 'Vaginal dryness', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/vaginal-dryness/' },
      { title: 'The Menopause Years (FAQ)', publisher: 'American College of Obstetricians and Gynecologists', url: 'https://www.acog.org/womens-health/faqs/the-menopause-years' },
      { title: 'Menopause fact sheet', publisher: 'World Health Organization', url: 'https://www.who.int/news-room/fact-sheets/detail/menopause' },
    ],
    content: `<h2>Key points</h2>
<ul>
<li>Menopause is confirmed when periods have stopped for 12 months; the years of change before it, called perimenopause, often start in the 40s.</li>
<li>Lower oestrogen can cause vaginal dryness, pain during sex and urinary symptoms. Unlike hot flushes, these often do not improve without treatment.</li>
<li>Lubricants, vaginal moisturisers and low-dose vaginal oestrogen help most people, and vaginal oestrogen is suitable for many who cannot take other hormone treatment.</li>
<li>You still need contraception for a while after your last period, and condoms are still the way to lower STI risk.</li>
<li>Any bleeding after menopause should be checked by a clinician.</li>
</ul>
<h2>What changes and why</h2>
<p>Menopause usually happens between 45 and 55, and the average age in the UK and US is around 51. It can happen earlier, and it can be brought on suddenly by surgery to remove the ovaries or by some cancer treatments. It affects women, trans men and non-binary people who have ovaries.</p>
<p>As oestrogen levels fall, the tissues of the vulva, vagina and urethra can become thinner, drier and less elastic. Together these changes are called genitourinary syndrome of menopause (GSM). Estimates vary, but around half of people after menopause report symptoms.</p>
<p>Other parts of menopause can affect sex too. Hot flushes, night sweats and poor sleep leave many people exhausted, and changes in mood, body image and life circumstances can all affect desire.</p>
<p>It is worth saying that some people find sex more relaxed and enjoyable after menopause, for example once pregnancy is no longer a worry. There is no "normal" to measure yourself against.</p>
<h2>Common symptoms that affect sex</h2>
<ul>
<li>Dryness, itching or burning in the vagina or vulva.</li>
<li>Pain or soreness during or after penetration.</li>
<li>Taking longer to feel aroused, or less natural lubrication when you are aroused.</li>
<li>Light bleeding or small tears after sex.</li>
<li>Needing to pee urgently or often, or repeated urinary tract infections.</li>
<li>Changes in desire, which may be linked to hormones, tiredness, stress or the relationship itself.</li>
</ul>
<h2>Practical steps you can take</h2>
<ul>
<li><strong>Use a lubricant during sex.</strong> Water-based and silicone-based lubricants are both safe with latex condoms. Avoid perfumed or "warming" products if you are sensitive.</li>
<li><strong>Use a vaginal moisturiser regularly.</strong> Unlike lubricant, a moisturiser is used every few days, not just during sex, to keep tissues hydrated.</li>
<li><strong>Allow more time.</strong> Arousal often takes longer, and more time for touch and foreplay can make penetration more comfortable, if penetration is something you both want.</li>
<li><strong>Avoid irritants.</strong> Scented soaps, bubble baths and douches can make dryness and irritation worse. Plain water is enough for the vulva.</li>
<li><strong>Consider pelvic floor physiotherapy.</strong> A specialist physiotherapist can help with pain, tension and bladder symptoms.</li>
</ul>
<h2>Medical treatments to ask about</h2>
<p>If self-care is not enough, talk to your GP, gynaecologist or a menopause clinic. Options include:</p>
<ul>
<li><strong>Low-dose vaginal oestrogen</strong> as a cream, tablet, pessary or ring. Very little is absorbed into the rest of the body, and it is considered safe for most people, including many who cannot take other forms of hormone treatment. It usually takes a few weeks to work and often needs to be continued.</li>
<li><strong>Hormone replacement therapy (HRT)</strong> taken as tablets, patches, gels or sprays. It is very effective for hot flushes and night sweats and may help sleep and mood. Benefits and risks depend on your age and health history, so it is an individual decision.</li>
<li><strong>Other vaginal treatments</strong> such as prasterone or ospemifene, available in some countries.</li>
<li><strong>Testosterone</strong>, which some specialists prescribe for low desire after menopause when HRT alone has not helped. Evidence suggests a modest benefit for some people, and it needs monitoring.</li>
</ul>
<p>If you have had breast cancer or another hormone-sensitive cancer, talk to your oncology team before using any hormone treatment, including vaginal oestrogen. Non-hormonal options are available.</p>
<h2>Contraception and STIs still matter</h2>
<p>Pregnancy is still possible during perimenopause. The NHS advises using contraception until you have had no periods for two years if you are under 50, or for one year if you are 50 or over. Most people can stop at 55.</p>
<p>STIs do not stop at any age, and diagnoses in older adults have been rising in several countries. If you are starting a new relationship, testing and condoms remain important. Thinner tissue can tear more easily, so using plenty of lubricant with condoms helps with both comfort and protection.</p>
<h2>Talking with a partner</h2>
<p>Changes in your body can change what feels good. Talking openly, at a calm moment rather than in bed, helps partners understand that discomfort is physical, not a sign of lost attraction. You might explore other kinds of intimacy for a while, and consent still means either of you can pause or stop at any point.</p>
<h2>When to see a professional</h2>
<p>Make an appointment if sex is painful, if symptoms affect your quality of life, or if you have repeated urinary infections. See a clinician promptly for any vaginal bleeding after menopause, or bleeding after sex, as these should always be checked even though the cause is usually not serious.</p>`,
    comments: [
      {
        author: 'PaperLantern',
        content:
          'Nobody told me dryness doesn\'t just go away on its own like the hot flushes did. I waited years thinking I just had to put up with it. Vaginal oestrogen has made a huge difference for me.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'BlueHeron', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'SundayPancakes',
            content:
              'Same story here. My GP said it\'s one of the most under-treated things they see. I wish it were talked about as openly as hot flushes.',
            votes: [{ by: 'PaperLantern', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'SaltAndCedar',
        content:
          'Useful reminder about contraception. I\'m 47 and had assumed irregular periods meant I didn\'t need it anymore. Booking a chat with my nurse.',
        votes: [
          { by: 'TidalDrift', vote: 'upvote' },
          { by: 'MapleAndMoss', vote: 'upvote' },
        ],
      },
      {
        author: 'QuietHarbor',
        content:
          'My partner went through surgical menopause and everything changed overnight. The line about discomfort being physical, not lost attraction, is exactly the conversation we needed to have. A pelvic floor physio helped too.',
        votes: [
          { by: 'PaperLantern', vote: 'upvote' },
          { by: 'NightOwlReads', vote: 'upvote' },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- expert_qa
  {
    slug: 'sex-therapist-answers-questions-about-low-desire',
    title: 'A Sex Therapist Answers Your Questions About Low Desire',
    excerpt:
      'Is it normal for desire to fade, and when is it worth getting help? An AASECT-certified sex therapist answers the questions readers ask us most.',
    category: 'expert_qa',
    author: 'Sam Whitfield',
    published: true,
    featured: true,
    createdAt: '2025-05-14T14:00:00Z',
    medicalReviewer: { name: 'Dr. Marcus Bell', credentials: 'MD, family physician specialising in sexual health and HIV care' },
    lastReviewed: '2026-06-30',
    sources: [
      { title: 'Loss of libido (reduced sex drive)', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/loss-of-libido/' },
      { title: 'Sexual health', publisher: 'World Health Organization', url: 'https://www.who.int/health-topics/sexual-health' },
      { title: 'Find a certified sex therapist', publisher: 'American Association of Sexuality Educators, Counselors and Therapists (AASECT)', url: 'https://www.aasect.org/' },
      { title: 'Find a therapist', publisher: 'College of Sexual and Relationship Therapists (COSRT)', url: 'https://www.cosrt.org.uk/' },
    ],
    content: `<blockquote><p><strong>Content note:</strong> this interview briefly mentions sexual trauma and abuse. If it brings up difficult feelings, you can call RAINN's National Sexual Assault Hotline on 800-656-4673 in the US, Rape Crisis on 0808 500 2222 in England and Wales, or a local support service. In an emergency, call your local emergency number.</p></blockquote>
<p>Dr. Renee Alvarez is a licensed marriage and family therapist and AASECT-certified sex therapist with 16 years of practice in Denver. She works with individuals and partners of all genders and orientations, and low desire is one of the most common reasons people come to see her. We put your questions to her.</p>
<h2>Key points</h2>
<ul>
<li>There is no "normal" amount of desire. Low desire is only a problem if it bothers you or causes distress.</li>
<li>Many people experience responsive desire, which builds once closeness or touch begins, rather than appearing out of nowhere.</li>
<li>Stress, mental health, medicines, hormones, pain and relationship strain are all common causes, and many are treatable.</li>
<li>Nobody owes anyone sex. Pressure tends to make desire lower, not higher.</li>
</ul>
<h2>What actually counts as low desire?</h2>
<p>"There isn't a number," Dr. Alvarez says. "Some people want sex several times a week, some a few times a year, and some not at all. I don't treat a number. I help when someone is distressed about their desire, or when a difference between partners is causing pain."</p>
<p>She stresses that asexuality is an orientation, not a disorder. "If you have never felt much sexual attraction and you are content with that, there is nothing to fix. Therapy is for people who want something to change."</p>
<h2>Is it normal for desire to fade in a long relationship?</h2>
<p>"Very common, and not a sign that something is broken. Early in a relationship, novelty does a lot of the work. Later, many people notice their desire becomes more <em>responsive</em>: they don't feel a spontaneous urge, but once they are relaxed, connected and being touched in ways they enjoy, interest can build."</p>
<p>Understanding this takes a lot of pressure off. "If you wait to feel spontaneous desire before you agree to any closeness, you may wait a long time. That is different from pushing yourself into sex you don't want. It means creating situations where desire has a chance to show up, and being free to stop if it doesn't."</p>
<h2>What are the most common causes?</h2>
<p>Dr. Alvarez says causes are usually a mix of body, mind and circumstances:</p>
<ul>
<li>Stress, exhaustion and caring responsibilities.</li>
<li>Depression and anxiety, and some medicines used to treat them, especially SSRI antidepressants.</li>
<li>Other medicines, including some blood pressure medicines, and for some people hormonal contraception.</li>
<li>Hormonal changes after childbirth, while breastfeeding, around menopause, or low testosterone.</li>
<li>Pain during sex, which teaches the body to avoid it.</li>
<li>Unresolved conflict, resentment or feeling unseen in a relationship.</li>
<li>Body image worries, and past sexual trauma or abuse.</li>
</ul>
<h2>When should someone see a doctor first?</h2>
<p>"If your desire has changed suddenly, if sex hurts, if you have started a new medicine, or if you feel low, tired or unwell in other ways, start with your GP or primary care clinician," she says. A medical check can look for causes such as thyroid problems, anaemia, low testosterone or medicine side effects.</p>
<p>She adds one important caution: "Please don't stop an antidepressant or any other medicine on your own. Talk to your prescriber. There are often alternatives or adjustments."</p>
<h2>What does sex therapy involve?</h2>
<p>"It's talking therapy. There is no nudity or touching in sessions, ever," Dr. Alvarez says. Sessions usually explore your history, beliefs about sex, stress and the relationship, and often include exercises to try at home.</p>
<ul>
<li><strong>Cognitive behavioural approaches</strong> work on unhelpful thoughts, such as "I'm broken".</li>
<li><strong>Mindfulness-based approaches</strong> help people notice sensations without judgement. Research on these is growing and encouraging, although many studies are small.</li>
<li><strong>Sensate focus</strong> is a structured series of touching exercises that removes the goal of sex and rebuilds comfort step by step.</li>
</ul>
<p>You can go alone or with a partner. In the US, AASECT lists certified therapists, and in the UK, COSRT and the NHS psychosexual services are good places to start.</p>
<h2>Are there medicines for low desire?</h2>
<p>"There are some, but for most people they are not the first step." In the US, two medicines are approved for distressing low desire in premenopausal women; both have modest effects and possible side effects. Some specialists prescribe testosterone for low desire after menopause, and people with low testosterone confirmed on blood tests may benefit from treatment. "Evidence is mixed, and medicines work best alongside, not instead of, the other things we have talked about."</p>
<h2>What can partners try at home?</h2>
<ol>
<li>Talk about desire outside the bedroom, at a calm time, with curiosity instead of blame.</li>
<li>Agree that affectionate touch does not have to lead to sex. This often makes touch feel safe again.</li>
<li>Notice your "accelerators" and "brakes", the things that turn interest up or down, and share them.</li>
<li>Protect time for connection when you are not exhausted.</li>
<li>Remember that consent is ongoing: either person can say no or stop at any point without being punished for it.</li>
</ol>
<p>"Pressure, guilt and keeping score are desire killers," she says. "Low desire is common, it is not a personal failing, and with the right support most people see real change."</p>`,
    comments: [
      {
        author: 'BlueHeron',
        content:
          'The responsive desire explanation genuinely changed how I see myself. I thought something was wrong with me because I never just feel like it out of nowhere. Turns out that\'s really common.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'MapleAndMoss', vote: 'upvote' },
          { by: 'NightOwlReads', vote: 'upvote' },
          { by: 'PaperLantern', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'NightOwlReads',
            content:
              'Sharing this with my partner helped us too. I stopped taking it personally when they didn\'t initiate, and they stopped feeling guilty about it.',
            votes: [{ by: 'BlueHeron', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'TidalDrift',
        content:
          'Thank you for saying clearly that asexuality isn\'t something to fix. I\'ve read a lot of articles about low libido that made me feel like a problem. This one didn\'t.',
        votes: [
          { by: 'SaltAndCedar', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
        ],
      },
      {
        author: 'MapleAndMoss',
        content:
          'My desire dropped a lot after starting an antidepressant. I almost stopped taking it without telling anyone. I spoke to my doctor instead and we adjusted things. Please talk to your prescriber, it really can be sorted out.',
        votes: [
          { by: 'BlueHeron', vote: 'upvote' },
          { by: 'TidalDrift', vote: 'upvote' },
          { by: 'QuietHarbor', vote: 'upvote' },
        ],
      },
    ],
  },
  {
    slug: 'a-gp-on-prep-and-pep',
    title: 'A GP on PrEP and PEP: HIV Prevention Questions Answered',
    excerpt:
      'PrEP and PEP are two of the most effective tools for preventing HIV, yet many people are unsure what they are or how to get them. A GP with a special interest in sexual health explains.',
    category: 'expert_qa',
    author: 'Daniel Reyes',
    published: true,
    featured: false,
    createdAt: '2025-07-09T09:30:00Z',
    medicalReviewer: { name: 'Dr. Tomas Ferreira', credentials: 'MD, MPH, infectious disease physician' },
    lastReviewed: '2026-09-02',
    sources: [
      { title: 'Pre-Exposure Prophylaxis (PrEP)', publisher: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/hiv/prevention/prep.html' },
      { title: 'Post-Exposure Prophylaxis (PEP)', publisher: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/hiv/prevention/pep.html' },
      { title: 'HIV and AIDS fact sheet', publisher: 'World Health Organization', url: 'https://www.who.int/news-room/fact-sheets/detail/hiv-aids' },
      { title: 'HIV and AIDS: Prevention', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/hiv-and-aids/prevention/' },
    ],
    content: `<blockquote><p><strong>Content note:</strong> one answer in this interview mentions sexual assault. If you need support, you can call RAINN's National Sexual Assault Hotline on 800-656-4673 in the US, Rape Crisis on 0808 500 2222 in England and Wales, or a local sexual assault service.</p></blockquote>
<p>Dr. Nadia Osei is a general practitioner with 14 years of experience and a special interest in sexual health. She runs a weekly sexual health session at a community practice in Manchester and trains other GPs in HIV prevention. We asked her the questions readers send us most often.</p>
<h2>Key points</h2>
<ul>
<li>PrEP is medicine taken by people who do not have HIV to prevent it. Taken as prescribed, it lowers the risk of getting HIV from sex by about 99%.</li>
<li>PEP is an emergency course of medicine started within 72 hours after a possible exposure, and the sooner the better.</li>
<li>Neither PrEP nor PEP protects against other STIs or pregnancy, so regular testing still matters.</li>
<li>People with HIV who take treatment and have an undetectable viral load do not pass HIV on through sex.</li>
</ul>
<h2>What is the difference between PrEP and PEP?</h2>
<p>"PrEP stands for pre-exposure prophylaxis. It's taken <em>before</em> possible exposure, on an ongoing basis," Dr. Osei explains. "PEP, post-exposure prophylaxis, is taken <em>after</em> a specific event, such as a condom breaking with a partner whose HIV status you don't know. PEP is an emergency measure. PrEP is a prevention plan."</p>
<h2>Who might consider PrEP?</h2>
<p>"Anyone who thinks they could be exposed to HIV can ask about PrEP. You don't need to justify yourself," she says. Guidelines from the CDC and the NHS highlight people who:</p>
<ul>
<li>Have a partner with HIV who does not yet have an undetectable viral load.</li>
<li>Have anal or vaginal sex without condoms with partners whose status they don't know.</li>
<li>Have had a bacterial STI in the past six months.</li>
<li>Have used PEP more than once.</li>
<li>Share needles or other injecting equipment.</li>
</ul>
<p>"PrEP is for people of every gender and sexuality. I prescribe it to gay and bisexual men, to trans women, to heterosexual women and men, and to people in relationships where one partner has HIV."</p>
<h2>What forms does PrEP come in?</h2>
<ul>
<li><strong>Daily pills</strong> containing two HIV medicines. One combination suits all types of sex; another is approved only for people who do not have receptive vaginal or front-hole sex.</li>
<li><strong>Event-based pills</strong>, sometimes called "2-1-1", taken before and after sex. WHO and UK guidelines support this for some people whose exposure is through anal sex, but it is not suitable for vaginal or front-hole sex or for people with hepatitis B.</li>
<li><strong>Long-acting injections</strong> given every two months, and a newer injection given twice a year that was approved in the US in 2025. Availability varies widely between countries.</li>
</ul>
<p>"How quickly PrEP protects you depends on the type of sex and the schedule, so follow the instructions from your clinic rather than guessing," she says.</p>
<h2>Is PrEP safe? What are the side effects?</h2>
<p>"For most people it's very well tolerated. Some get mild nausea, headaches or an upset stomach in the first few weeks, which usually settles." Daily pills can affect kidney function in a small number of people, so the clinic checks blood tests regularly.</p>
<p>PrEP care includes an HIV test before starting and regular follow-up, usually every three months for pills and every two months for the two-monthly injections. "Those visits are also your routine STI screen. Many of my patients say it's made them more on top of their sexual health than ever."</p>
<h2>How do I get PEP in an emergency?</h2>
<p>"Go as soon as you can, ideally within hours. PEP must start within 72 hours, and it works better the earlier it starts," Dr. Osei says.</p>
<ol>
<li>Contact a sexual health clinic. If it is closed, go to an emergency department or urgent care.</li>
<li>Say clearly that you need PEP after a possible HIV exposure, and explain what happened.</li>
<li>If it is prescribed, take the full 28-day course every day without missing doses.</li>
<li>Go back for follow-up HIV tests as advised, because PEP lowers the risk but cannot guarantee protection.</li>
</ol>
<p>"If you've been sexually assaulted, please seek help straight away. Services can offer PEP, emergency contraception, STI care and support, and you decide what happens next."</p>
<h2>Does PrEP replace condoms?</h2>
<p>"PrEP is highly effective against HIV on its own, but it does nothing for syphilis, gonorrhoea, chlamydia or pregnancy. Condoms still help with those. What you use is your decision, ideally made together with partners, with the facts in front of you."</p>
<p>She also mentions doxy-PEP, a single dose of an antibiotic taken within 72 hours after condomless sex. Since 2024 the CDC has recommended it for gay and bisexual men and trans women who have had a bacterial STI in the past year. "It lowers the risk of syphilis and chlamydia, but guidance differs between countries, partly because of concerns about antibiotic resistance. Ask your clinic whether it is right for you."</p>
<h2>What does "undetectable equals untransmittable" mean?</h2>
<p>"It means that a person with HIV who takes effective treatment and keeps their viral load undetectable does not pass HIV on through sex. That is backed by large studies and endorsed by the WHO and the CDC. It's one of the most important public health messages of our time, and it helps fight stigma."</p>
<h2>Any final advice?</h2>
<p>"Ask. Ask your GP, ask a sexual health clinic, ask a pharmacist where to go. PrEP and PEP are routine care, and nobody should feel embarrassed about protecting their health."</p>`,
    comments: [
      {
        author: 'SaltAndCedar',
        content:
          'I didn\'t realise PrEP was for anyone other than gay men. I\'m a straight woman and my partner is living with HIV. Reading this, I\'m going to ask about it, even though his viral load is undetectable, just to understand my options.',
        votes: [
          { by: 'NightOwlReads', vote: 'upvote' },
          { by: 'PaperLantern', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'TidalDrift',
            content:
              'Good idea to have that conversation. When my partner\'s viral load was confirmed undetectable our clinic explained U=U in detail, and it took so much fear out of our relationship.',
            votes: [{ by: 'SaltAndCedar', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'QuietHarbor',
        content:
          'The 72 hours for PEP is something everyone should know. A friend of mine waited until Monday because they thought the clinic wouldn\'t see them at the weekend. The emergency department would have.',
        votes: [
          { by: 'BlueHeron', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
          { by: 'MapleAndMoss', vote: 'upvote' },
        ],
      },
      {
        author: 'NightOwlReads',
        content:
          'Been on daily PrEP for two years. The three-monthly check-ups sounded like a hassle but they\'re quick and I actually like knowing my STI status is always up to date.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'SaltAndCedar', vote: 'upvote' },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- product_reviews
  {
    slug: 'lubricant-guide-types-and-condom-compatibility',
    title: 'Lubricant Guide: Types, Ingredients and Condom Compatibility',
    excerpt:
      'Water, silicone, oil or hybrid? We compare lubricant types, explain which ones are safe with which condoms and toys, and review four options at different price points.',
    category: 'product_reviews',
    author: 'Priya Natarajan',
    published: true,
    featured: false,
    createdAt: '2025-08-12T11:00:00Z',
    medicalReviewer: { name: 'Jordan Lee', credentials: 'DNP, WHNP-BC, women\'s health nurse practitioner' },
    lastReviewed: '2026-05-19',
    sources: [
      { title: 'Use and procurement of additional lubricants for male and female condoms: WHO/UNFPA/FHI360 advisory note', publisher: 'World Health Organization', url: 'https://www.who.int/publications/i/item/WHO-RHR-12.33' },
      { title: 'Condoms', publisher: 'NHS', url: 'https://www.nhs.uk/contraception/methods-of-contraception/condoms/' },
      { title: 'How to Use Condoms', publisher: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/condom-use/index.html' },
      { title: 'Safer Sex', publisher: 'Planned Parenthood', url: 'https://www.plannedparenthood.org/learn/stds-hiv-safer-sex/safer-sex' },
    ],
    content: `<h2>Key points</h2>
<ul>
<li>Water-based lubricants are safe with every kind of condom and every toy material.</li>
<li>Silicone-based lubricants last longer and are safe with latex condoms, but can damage some silicone toys.</li>
<li>Oil-based products, including coconut oil, body lotion and petroleum jelly, weaken latex and polyisoprene condoms and make them more likely to break.</li>
<li>Avoid lubricants containing the spermicide nonoxynol-9 and numbing ingredients.</li>
</ul>
<h2>Why lubricant is worth having</h2>
<p>Lubricant reduces friction, which can make sex more comfortable and lower the chance of small tears in delicate skin. With condoms, adding a compatible lubricant helps prevent breakage, and the WHO advises additional lubricant for anal sex, because the anus does not produce its own lubrication.</p>
<p>Needing lubricant is not a sign that anything is wrong. Natural lubrication varies with hormones, stress, medicines, breastfeeding, menopause and simply the time of day. Lots of people use it every time.</p>
<h2>The main types compared</h2>
<ul>
<li><strong>Water-based:</strong> safe with all condoms and toys, easy to wash off and unlikely to stain. It can dry out or turn sticky, but a little water or more lubricant revives it.</li>
<li><strong>Silicone-based:</strong> very slippery, long-lasting and works in water. Safe with latex condoms. Needs soap to wash off, can stain fabric and makes floors slippery. It may degrade some silicone toys, so test on a small hidden area first or use a condom on the toy.</li>
<li><strong>Oil-based:</strong> including plant oils and commercial oil lubes. Long-lasting and often liked for external massage, but it weakens latex and polyisoprene condoms. Only use it without condoms or with polyurethane or nitrile ones. Some people find oils linked to vaginal irritation.</li>
<li><strong>Hybrid:</strong> usually water-based with a little silicone, giving a creamier feel. Check the label for condom and toy compatibility.</li>
</ul>
<h2>Quick compatibility checklist</h2>
<ul>
<li><strong>Latex or polyisoprene condoms:</strong> water-based and silicone-based are fine; never oil-based.</li>
<li><strong>Polyurethane or nitrile condoms</strong>, including most internal condoms: any type of lubricant is fine.</li>
<li><strong>Silicone toys:</strong> water-based is always fine; patch-test silicone lubricant first.</li>
<li><strong>Glass, stainless steel and hard plastic toys:</strong> any lubricant is fine.</li>
</ul>
<p>The NHS also notes that some creams and pessaries used in the genital area, such as thrush treatments, can damage latex. If you are using any medicine there, ask a pharmacist whether it affects condoms.</p>
<h2>Ingredients to check</h2>
<ul>
<li><strong>Nonoxynol-9:</strong> a spermicide that can irritate the lining of the vagina and rectum. The WHO advises against using it as a lubricant, because frequent use has been linked to a higher risk of HIV.</li>
<li><strong>Numbing agents</strong> such as benzocaine or lidocaine: pain is a useful signal to slow down or stop, and masking it can lead to injury.</li>
<li><strong>Warming, tingling, flavoured or scented products:</strong> fine for some people, but common causes of irritation.</li>
<li><strong>Osmolality:</strong> very concentrated lubricants can draw water out of cells. The WHO advisory suggests an osmolality ideally below 1,200 mOsm/kg. Most of the evidence comes from laboratory studies, so its real-world importance is still debated.</li>
<li><strong>Glycerin:</strong> some people prone to thrush prefer glycerin-free products. Evidence on whether glycerin causes infections is mixed.</li>
</ul>
<h2>Our picks</h2>
<p>Our editors compared ingredient lists, texture, cleanup and packaging over several weeks. All brands below are independent and none paid for inclusion. Prices are typical ranges for a 100 ml bottle.</p>
<ul>
<li><strong>Fernleaf Aqua (water-based, glycerin-free):</strong> A thin, fragrance-free gel with a pH suited to vaginal use and a published osmolality under the WHO guide level. It needs reapplying during longer sessions. The pump bottle works well for people with limited grip. <strong>Price range:</strong> $12 to $18.</li>
<li><strong>Quillon Silk (silicone-based):</strong> Long-lasting and smooth, with a short ingredient list and no fragrance. Excellent for anal sex and in the shower. Washes off with soap and warm water. Our silicone toy showed no damage in a patch test, but check your own toy first. <strong>Price range:</strong> $16 to $24.</li>
<li><strong>Marrowby Hybrid Cream (water and silicone):</strong> Creamy, cushiony texture that testers found comfortable for people with dryness after menopause. Labelled compatible with latex condoms. The flip-top cap was harder to open with wet hands. <strong>Price range:</strong> $14 to $20.</li>
<li><strong>Oakhollow Balm (plant oil-based):</strong> Pleasant for massage and external use, and popular with people who are sensitive to water-based formulas. <strong>Not compatible with latex or polyisoprene condoms.</strong> Can stain sheets. <strong>Price range:</strong> $10 to $16.</li>
</ul>
<h2>Storage, cleanup and patch testing</h2>
<ol>
<li>Check the expiry date and discard lubricant that has changed colour, smell or texture.</li>
<li>Store bottles closed, away from heat and direct sunlight.</li>
<li>Before first use, dab a little on your inner arm and wait a day to check for a reaction.</li>
<li>Wipe up spills promptly, especially silicone lubricant on hard floors.</li>
</ol>
<h2>When to see a professional</h2>
<p>Stop using a product if it causes burning, itching or a rash. See a clinician if irritation continues after you stop, if sex is regularly painful even with lubricant, or if dryness is persistent, because it may have a treatable cause such as an infection, a skin condition or hormonal changes.</p>`,
    comments: [
      {
        author: 'SundayPancakes',
        content:
          'I had no idea thrush creams could damage latex. Wish I\'d known that a few years ago. The compatibility checklist is going on my fridge. Well, maybe inside a cupboard door.',
        votes: [
          { by: 'MapleAndMoss', vote: 'upvote' },
          { by: 'TidalDrift', vote: 'upvote' },
          { by: 'NightOwlReads', vote: 'upvote' },
        ],
      },
      {
        author: 'PaperLantern',
        content:
          'Really appreciate the note about pump bottles. I have arthritis in my hands and flip caps are a nightmare. It\'s rare to see reviews mention this.',
        votes: [
          { by: 'SundayPancakes', vote: 'upvote' },
          { by: 'QuietHarbor', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'QuietHarbor',
            content:
              'Seconding this. An occupational therapist once suggested decanting into a small pump bottle for me, which also works. Just label it clearly and keep it clean.',
            votes: [{ by: 'PaperLantern', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'BlueHeron',
        content:
          'Question for others: is coconut oil fine with the internal condoms our clinic gives out? The article says polyurethane and nitrile are okay with oil, but I wasn\'t sure which ours are.',
        votes: [{ by: 'SaltAndCedar', vote: 'upvote' }],
        replies: [
          {
            author: 'SaltAndCedar',
            content:
              'The packet should say the material. Most internal condoms I\'ve seen are nitrile, so oil should be okay, but if the packet doesn\'t say, ask the clinic or a pharmacist. Better to check than guess.',
            votes: [
              { by: 'BlueHeron', vote: 'upvote' },
              { by: 'TidalDrift', vote: 'upvote' },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'body-safe-toy-materials-and-cleaning-guide',
    title: 'Body-Safe Toy Materials and How to Clean Them',
    excerpt:
      'Silicone, glass, steel or TPE? Learn which materials can be properly cleaned, how to care for them and what to look for, with four tested picks across a range of budgets.',
    category: 'product_reviews',
    author: 'Sam Whitfield',
    published: true,
    featured: false,
    createdAt: '2025-10-07T15:45:00Z',
    medicalReviewer: { name: 'Jordan Lee', credentials: 'DNP, WHNP-BC, women\'s health nurse practitioner' },
    lastReviewed: '2026-04-28',
    sources: [
      { title: 'Are sex toys safe?', publisher: 'NHS', url: 'https://www.nhs.uk/common-health-questions/sexual-health/are-sex-toys-safe/' },
      { title: 'Sexually transmitted infections (STIs)', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/sexually-transmitted-infections-stis/' },
      { title: 'Safer Sex', publisher: 'Planned Parenthood', url: 'https://www.plannedparenthood.org/learn/stds-hiv-safer-sex/safer-sex' },
      { title: 'Phthalates Factsheet', publisher: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/biomonitoring/Phthalates_FactSheet.html' },
    ],
    content: `<h2>Key points</h2>
<ul>
<li>Non-porous materials, such as 100% silicone, borosilicate glass, stainless steel and hard ABS plastic, can be cleaned thoroughly.</li>
<li>Porous materials, such as jelly rubber, PVC and TPE, can trap bacteria even after washing; use a condom over them and keep them to one person.</li>
<li>"Body-safe" is a marketing phrase, not a regulated standard in most countries.</li>
<li>Clean toys after every use, and use a new condom when sharing a toy or moving it between the anus and the vagina or mouth.</li>
</ul>
<h2>Why the material matters</h2>
<p>In most countries, sex toys are sold as consumer products rather than medical devices, so labels are not independently checked. The NHS notes that toys can pass on STIs when shared, and sharing toys has been linked to bacterial vaginosis. Choosing a material that can be properly cleaned is one of the simplest ways to protect yourself and partners.</p>
<p>A material is <strong>porous</strong> if it has tiny pores that can hold moisture, lubricant and microbes. <strong>Non-porous</strong> materials have a sealed surface that soap and water can clean completely.</p>
<h2>Non-porous materials</h2>
<ul>
<li><strong>Silicone:</strong> soft, flexible, warms to body temperature and lasts for years. Look for "100% silicone" or "platinum-cure silicone"; "silicone blend" can mean mixed with porous materials. Some silicone lubricants can damage silicone toys, so use water-based lubricant or patch-test first.</li>
<li><strong>Borosilicate glass:</strong> smooth, rigid and compatible with every lubricant. Check regularly for chips or cracks and stop using a damaged toy.</li>
<li><strong>Stainless steel:</strong> heavy, extremely durable and easy to clean. The weight suits some people and not others.</li>
<li><strong>ABS plastic:</strong> hard, inexpensive and common in vibrators. Check for rough seams where two halves join.</li>
</ul>
<h2>Porous materials</h2>
<ul>
<li><strong>TPE and TPR:</strong> soft, stretchy and cheap. Clean them gently and expect them to wear out sooner.</li>
<li><strong>Jelly rubber and PVC:</strong> often softened with chemicals called phthalates. The evidence on harm from occasional skin contact is limited and mixed, but many people prefer to avoid them, especially for internal use.</li>
<li><strong>"Realistic skin" materials:</strong> usually porous and hard to clean thoroughly.</li>
</ul>
<p>A strong chemical smell, an oily film or a surface that stays sticky are all signs to avoid a product. Porous toys can still be used more safely with a condom over them.</p>
<h2>How to clean your toys</h2>
<ol>
<li>Read the manufacturer's instructions and check the waterproof rating. IPX7 means the toy can be submerged; IPX4 means splash-resistant only.</li>
<li>Remove batteries or make sure a rechargeable toy is switched off, and keep charging ports dry.</li>
<li>Wash with warm water and a mild, unscented soap, paying attention to ridges and seams.</li>
<li>If the maker allows it, non-motorised silicone, steel and glass toys can be boiled for a few minutes. Heat glass gradually, because sudden temperature changes can crack it.</li>
<li>Rinse well, dry completely with a clean towel or let it air-dry, then store it in a clean cloth bag, away from other toys.</li>
</ol>
<p>Clean before first use too. Harsh products such as bleach, alcohol or household cleaners can damage surfaces and irritate skin. Inspect toys regularly and replace any with cracks, tears or a surface that has become tacky.</p>
<h2>Sharing and safer use</h2>
<ul>
<li>Use a new condom each time a toy is used by a different person.</li>
<li>Change the condom, or wash the toy, before moving from anal use to vaginal or oral use, to avoid spreading bacteria.</li>
<li>Do not share toys that could draw blood.</li>
<li>For anal use, only choose toys with a flared base or a handle designed to stop them slipping in too far.</li>
</ul>
<p>As with everything else, talk with partners about toys before you use them together. Interest in one toy is not consent to another, and anyone can change their mind.</p>
<h2>Our picks</h2>
<p>Prices are typical ranges. Noise levels were measured in a quiet room at arm's length; for comparison, a quiet library is around 40 decibels. No brand paid to be included.</p>
<ul>
<li><strong>Heronwood Curve:</strong> Platinum-cure silicone vibrator, rated IPX7. About 45 decibels on its lowest setting, with a magnetic charger that is easy to attach by touch. Three large, well-spaced buttons. <strong>Price range:</strong> $60 to $90.</li>
<li><strong>Lumbra Glass Wand:</strong> Borosilicate glass, seamless and fully boilable if heated gradually. Silent, works with any lubricant, but heavier and less forgiving if dropped. <strong>Price range:</strong> $25 to $40.</li>
<li><strong>Alderfinch Palm:</strong> Compact external vibrator in silicone with an ABS core. Designed to rest in the hand without needing a strong grip, which testers with limited hand strength appreciated. Splash-resistant only. <strong>Price range:</strong> $35 to $55.</li>
<li><strong>Kettlestone Steel Plug:</strong> Medical-grade stainless steel with a wide flared base. Dishwasher-safe according to the maker, though we prefer hand washing. Small, medium and large sizes. <strong>Price range:</strong> $30 to $50.</li>
</ul>
<h2>When to see a professional</h2>
<p>See a clinician if you develop itching, burning, unusual discharge, sores or pain after using a toy. If a toy gets stuck in the rectum, go to an emergency department rather than trying to retrieve it with another object. Staff see this regularly and will treat you without judgement.</p>`,
    comments: [
      {
        author: 'TidalDrift',
        content:
          'I learned the "silicone blend" lesson the hard way: a cheap toy that went sticky after a few months. Didn\'t know it meant mixed with other stuff. Thanks for explaining it plainly.',
        votes: [
          { by: 'NightOwlReads', vote: 'upvote' },
          { by: 'BlueHeron', vote: 'upvote' },
        ],
      },
      {
        author: 'MapleAndMoss',
        content:
          'Love that you included noise levels and grip. I share a flat with thin walls and have limited wrist movement, and those two things matter more to me than anything else on the box.',
        votes: [
          { by: 'PaperLantern', vote: 'upvote' },
          { by: 'TidalDrift', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'PaperLantern',
            content:
              'Agreed. A physio once told me a small foam handle grip, the kind sold for cutlery, can help with some toys too. Worth asking an occupational therapist if you have one, they\'ve heard it all.',
            votes: [{ by: 'MapleAndMoss', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'SaltAndCedar',
        content:
          'The tip about heating glass gradually is a good one. A friend cracked one by dropping it straight into boiling water.',
        votes: [{ by: 'QuietHarbor', vote: 'upvote' }],
      },
    ],
  },
  // ---------------------------------------------------------------- relationship_dynamics
  {
    slug: 'consent-conversations-how-to-ask-and-listen',
    title: 'Consent Conversations: How to Ask, Check In and Listen',
    excerpt:
      'Consent is not a single question at the start but a conversation that continues. Practical phrases for asking, checking in, saying no and hearing no without hurt feelings.',
    category: 'relationship_dynamics',
    author: 'Sam Whitfield',
    published: true,
    featured: true,
    createdAt: '2025-02-18T10:00:00Z',
    medicalReviewer: { name: 'Dr. Elena Vasquez', credentials: 'PhD, LMFT, AASECT-certified sex therapist' },
    lastReviewed: '2026-03-10',
    sources: [
      { title: 'Sexual Consent', publisher: 'Planned Parenthood', url: 'https://www.plannedparenthood.org/learn/relationships/sexual-consent' },
      { title: 'What Consent Looks Like', publisher: 'RAINN', url: 'https://www.rainn.org/articles/what-is-consent' },
      { title: 'Violence against women fact sheet', publisher: 'World Health Organization', url: 'https://www.who.int/news-room/fact-sheets/detail/violence-against-women' },
      { title: 'Help after rape and sexual assault', publisher: 'NHS', url: 'https://www.nhs.uk/live-well/sexual-health/help-after-rape-and-sexual-assault/' },
    ],
    content: `<blockquote><p><strong>Content note:</strong> this article discusses sexual assault and coercion. If you need support, you can contact RAINN's National Sexual Assault Hotline on 800-656-4673 or at <a href="https://www.rainn.org">rainn.org</a> in the US, or Rape Crisis on 0808 500 2222 in England and Wales. Elsewhere, a local sexual health clinic can point you to support.</p></blockquote>
<h2>Key points</h2>
<ul>
<li>Consent is a freely given, ongoing agreement to a specific activity, and anyone can withdraw it at any time.</li>
<li>Asking does not ruin the mood; most people find it reassuring and respectful.</li>
<li>Someone who is asleep, unconscious or too drunk or high to understand what is happening cannot consent.</li>
<li>Silence, freezing or going along with something is not a yes.</li>
<li>Consent matters just as much in long-term relationships and marriages.</li>
</ul>
<h2>What consent means</h2>
<p>Planned Parenthood sums up consent with the acronym FRIES. Consent is:</p>
<ul>
<li><strong>Freely given:</strong> without pressure, guilt, threats or the influence of alcohol or drugs.</li>
<li><strong>Reversible:</strong> anyone can change their mind, even in the middle of something they have done before.</li>
<li><strong>Informed:</strong> based on honest information, for example about condom use or STI status.</li>
<li><strong>Enthusiastic:</strong> something a person actually wants, not something they feel they have to do.</li>
<li><strong>Specific:</strong> yes to one thing is not yes to everything else.</li>
</ul>
<h2>What consent is not</h2>
<p>Consent cannot be assumed from what someone wears, from flirting, from a previous yes, or from being in a relationship. It is not consent if someone agrees because they were worn down by repeated asking, fear what will happen if they refuse, or are under the legal age of consent. Big differences in power, such as a boss and an employee, also make free agreement much harder.</p>
<p>Sex without consent is sexual assault. That is true whoever the people involved are.</p>
<h2>Starting the conversation</h2>
<p>It is easiest to talk about what you would like before things get physical, when nobody feels rushed. It does not need to be formal. Some phrases people find helpful:</p>
<ul>
<li>"Before we get carried away, is there anything you're not into, or anything you'd love to try?"</li>
<li>"How do you usually let someone know you want to slow down?"</li>
<li>"I'd really like to kiss you. Would you like that?"</li>
<li>"Are we using condoms? I'd like to."</li>
</ul>
<p>If talking face to face feels awkward, some people start the conversation by message first and follow up in person.</p>
<h2>Checking in as you go</h2>
<p>People's feelings change, so keep checking in. Short, warm questions work well: "Does this feel good?", "Do you want to keep going?", "Slower or faster?", "Want to take a break?"</p>
<p>Pay attention to body language too. Pulling away, going quiet, tensing up or not responding are signs to pause and ask. If you are not sure, stop and check. You will never go wrong by asking.</p>
<p>Some people agree on a simple system in advance, such as "green" for keep going, "yellow" for slow down and "red" for stop. Disabled people, people who are non-speaking and anyone who finds words hard in the moment may prefer agreed hand signals, taps or other signs. What matters is that everyone understands them.</p>
<h2>Hearing no, or "not sure"</h2>
<p>A no, a maybe or a hesitation is an answer, and the kind response is to stop. It can sting, but respecting it builds trust. Try:</p>
<ul>
<li>"Thanks for telling me. Do you want to do something else, or just hang out?"</li>
<li>"No problem at all. Are you okay?"</li>
</ul>
<p>Avoid sulking, bargaining or asking again and again. Those put pressure on someone, even if that is not your intention.</p>
<h2>Saying no</h2>
<p>You never owe anyone sex or an explanation. A simple "I don't want to", "Not tonight" or "I want to stop" is enough. If someone ignores your no, the responsibility is entirely theirs.</p>
<h2>Consent in long-term relationships</h2>
<p>Being married, living together or having had sex many times does not create ongoing permission. Routines can make it easy to stop asking, so it helps to keep checking in, especially when one of you is tired, unwell, stressed or grieving. Rape within marriage is a crime in many countries, including the US and the UK.</p>
<h2>If something happened that did not feel okay</h2>
<p>If you had an experience you did not consent to, it is not your fault. You may feel confused, numb or upset, and all of those reactions are normal. Support services can help you think through your options at your own pace.</p>
<p>If it happened recently, a sexual assault service or emergency department can offer emergency contraception, PEP to prevent HIV, STI care and the option of collecting forensic evidence. You can decide later whether to report to the police. Talking to a counsellor or a trusted person can help too.</p>`,
    comments: [
      {
        author: 'NightOwlReads',
        content:
          'The traffic light system has been great for me and my partner. It felt silly for about five minutes and then it just felt safe. I find it much easier to say "yellow" than to explain myself mid-moment.',
        votes: [
          { by: 'BlueHeron', vote: 'upvote' },
          { by: 'SaltAndCedar', vote: 'upvote' },
          { by: 'TidalDrift', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'BlueHeron',
            content:
              'Same. I\'m autistic and words sometimes disappear for me when I\'m overwhelmed, so we agreed on a tap signal too. Really glad the article mentions alternatives to speaking.',
            votes: [
              { by: 'NightOwlReads', vote: 'upvote' },
              { by: 'MapleAndMoss', vote: 'upvote' },
            ],
          },
        ],
      },
      {
        author: 'SundayPancakes',
        content:
          'The "hearing no" scripts are what I needed. I used to get quiet and mopey when my partner wasn\'t in the mood and didn\'t realise that was pressure. "Thanks for telling me" is a much better response.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'PaperLantern', vote: 'upvote' },
        ],
      },
      {
        author: 'QuietHarbor',
        content:
          'Thank you for the part about long-term relationships. It took me a long time to understand that years together doesn\'t mean I stop being allowed to say no. If anyone reading needs to hear it: you\'re allowed.',
        votes: [
          { by: 'SundayPancakes', vote: 'upvote' },
          { by: 'NightOwlReads', vote: 'upvote' },
          { by: 'TidalDrift', vote: 'upvote' },
          { by: 'MapleAndMoss', vote: 'upvote' },
        ],
      },
    ],
  },
  {
    slug: 'talking-with-a-new-partner-about-sexual-health',
    title: 'Talking With a New Partner About Sexual Health',
    excerpt:
      'Testing, protection and past diagnoses can feel awkward to raise with someone new. Here is how to start the conversation, what to cover and how to respond with care.',
    category: 'relationship_dynamics',
    author: 'Maya Okafor',
    published: true,
    featured: false,
    createdAt: '2025-11-20T09:00:00Z',
    medicalReviewer: { name: 'Dr. Marcus Bell', credentials: 'MD, family physician specialising in sexual health and HIV care' },
    lastReviewed: '2026-08-18',
    sources: [
      { title: 'Herpes simplex virus fact sheet', publisher: 'World Health Organization', url: 'https://www.who.int/news-room/fact-sheets/detail/herpes-simplex-virus' },
      { title: 'Get Tested', publisher: 'Planned Parenthood', url: 'https://www.plannedparenthood.org/learn/stds-hiv-safer-sex/get-tested' },
      { title: 'Genital herpes', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/genital-herpes/' },
      { title: 'HIV and AIDS fact sheet', publisher: 'World Health Organization', url: 'https://www.who.int/news-room/fact-sheets/detail/hiv-aids' },
    ],
    content: `<h2>Key points</h2>
<ul>
<li>Talk about sexual health before sex, at a relaxed moment, not in the heat of things.</li>
<li>Share when you last tested and what for, and invite your partner to do the same.</li>
<li>Agree on protection together: condoms, dental dams, contraception and PrEP are all options.</li>
<li>STIs are common and manageable. Sharing a diagnosis calmly and factually is an act of respect.</li>
<li>Honest information is part of consent, because a yes needs to be informed.</li>
</ul>
<h2>Why it is worth the awkwardness</h2>
<p>Many STIs cause no symptoms, so plenty of people have one without knowing. Talking about testing and protection lets you both make informed choices. It also sets the tone for a relationship, however casual, where you can raise things that matter.</p>
<p>Most people are relieved when someone else brings it up first. You are giving them permission to be honest too.</p>
<h2>Choosing the moment</h2>
<p>The best time is before you are in a situation where sex might happen: over coffee, on a walk, or by message if that feels easier. Opening lines that keep it light:</p>
<ul>
<li>"Before things go further, can we talk about testing? I like to know where we both stand."</li>
<li>"I got tested last month and everything was clear. When did you last go?"</li>
<li>"What do you usually do for protection? I'd like to use condoms."</li>
</ul>
<p>Sharing your own information first makes the question feel less like an interrogation.</p>
<h2>What to cover</h2>
<ul>
<li><strong>Testing:</strong> when you each last tested, which tests were included and whether you have had new partners since.</li>
<li><strong>Diagnoses:</strong> any current STIs, or long-term ones such as herpes, HIV or hepatitis B.</li>
<li><strong>Protection:</strong> condoms for penetrative sex, dental dams or condoms for oral sex, and whether either of you takes PrEP.</li>
<li><strong>Contraception:</strong> if pregnancy is possible, what you will use and what you would do if it failed.</li>
<li><strong>Vaccinations:</strong> HPV and hepatitis B vaccines both lower risk.</li>
<li><strong>Other partners:</strong> whether either of you is seeing other people, and how you will keep each other informed.</li>
<li><strong>Boundaries:</strong> anything that is off the table, and how you will tell each other to stop or slow down.</li>
</ul>
<h2>Asking without accusing</h2>
<p>Keep the tone curious and practical. "I" statements help: "I feel more relaxed when I know we've both tested recently" lands better than "Are you clean?" Words like "clean" and "dirty" imply that people with STIs are shameful, so it is better to talk about being "tested" and "negative" or "positive".</p>
<p>If neither of you has tested recently, suggest going together or ordering home kits at the same time. Until results are back, use condoms.</p>
<h2>If you have a diagnosis to share</h2>
<p>Many people worry most about telling someone they have herpes or HIV. Some facts can help:</p>
<ul>
<li>The WHO estimates that around two-thirds of people under 50 worldwide have the virus that causes oral herpes (HSV-1), and many never know.</li>
<li>For herpes, daily antiviral medicine, avoiding sex during outbreaks and using condoms all lower the chance of passing it on.</li>
<li>For HIV, people who take treatment and keep an undetectable viral load do not pass HIV on through sex.</li>
</ul>
<p>A simple approach: "There's something I want to tell you before we have sex. I have herpes. It's well managed, and here's what I do to lower the risk. Take your time, and ask me anything."</p>
<p>Their reaction is not a judgement of your worth. If you are worried someone might react angrily or unsafely, tell them by message or in a public place, and ask your clinic for advice. Laws about disclosing HIV and some other infections vary between countries, so a clinic can also tell you what applies where you live.</p>
<h2>If a partner shares a diagnosis with you</h2>
<ol>
<li>Thank them. It took courage.</li>
<li>Ask questions from curiosity rather than fear: "How do you manage it?", "What would you like me to know?"</li>
<li>Take time to read reliable information or talk to a clinician before deciding what you want.</li>
<li>Keep what they told you private. It is their health information to share, not yours.</li>
</ol>
<h2>When to involve a professional</h2>
<p>Sexual health clinics can test you both, explain results and help you plan conversations. If you are diagnosed with an STI, many clinics can notify past partners anonymously on your behalf. Book a test whenever you have symptoms, a new partner, or a partner tells you about a diagnosis.</p>`,
    comments: [
      {
        author: 'TidalDrift',
        content:
          'I have herpes and the script in this article is almost word for word what my nurse suggested years ago. Every person I\'ve told since has responded better than I feared. It gets easier.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
          { by: 'MapleAndMoss', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'MapleAndMoss',
            content:
              'Thank you for sharing this. I was diagnosed recently and have been dreading dating again. Hearing that it went okay for you helps a lot.',
            votes: [{ by: 'TidalDrift', vote: 'upvote' }],
          },
          {
            author: 'QuietHarbor',
            content:
              'Someone told me this way once and honestly it made me trust them more, not less. Being upfront says a lot about a person.',
            votes: [
              { by: 'TidalDrift', vote: 'upvote' },
              { by: 'PaperLantern', vote: 'upvote' },
            ],
          },
        ],
      },
      {
        author: 'SaltAndCedar',
        content:
          'The point about not using "clean" really stuck with me. I said it without thinking for years. Switching to "I tested negative last month" is easy and doesn\'t make anyone feel bad.',
        votes: [
          { by: 'TidalDrift', vote: 'upvote' },
          { by: 'BlueHeron', vote: 'upvote' },
        ],
      },
      {
        author: 'PaperLantern',
        content:
          'We did the "order home kits at the same time" thing on our third date. It sounds unromantic but it was actually kind of sweet, and a good sign about how we\'d communicate.',
        votes: [
          { by: 'NightOwlReads', vote: 'upvote' },
          { by: 'SaltAndCedar', vote: 'upvote' },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- techniques_pleasure
  {
    slug: 'mindfulness-and-sensate-focus-slowing-down',
    title: 'Slowing Down: Mindfulness and Sensate Focus for Pleasure',
    excerpt:
      'Worrying about performance can crowd out pleasure. Mindfulness and sensate focus are structured, pressure-free ways to reconnect with touch, alone or with a partner.',
    category: 'techniques_pleasure',
    author: 'Sam Whitfield',
    published: true,
    featured: false,
    createdAt: '2026-01-13T10:00:00Z',
    medicalReviewer: { name: 'Dr. Elena Vasquez', credentials: 'PhD, LMFT, AASECT-certified sex therapist' },
    lastReviewed: '2026-09-24',
    sources: [
      { title: 'Loss of libido (reduced sex drive)', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/loss-of-libido/' },
      { title: 'Erectile dysfunction (impotence)', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/erection-problems-erectile-dysfunction/' },
      { title: 'Sexual health', publisher: 'World Health Organization', url: 'https://www.who.int/health-topics/sexual-health' },
      { title: 'Find a therapist', publisher: 'College of Sexual and Relationship Therapists (COSRT)', url: 'https://www.cosrt.org.uk/' },
    ],
    content: `<h2>Key points</h2>
<ul>
<li>Mindfulness during intimacy means paying attention to what you feel in the moment, without judging it.</li>
<li>Sensate focus is a step-by-step touch programme, first described by researchers Masters and Johnson, that takes the pressure to perform out of sex.</li>
<li>Both can help with anxiety, low desire and difficulties with arousal or erections, ideally alongside a medical check.</li>
<li>Anyone can pause or stop any exercise at any time. Consent stays at the centre.</li>
<li>Research on mindfulness-based approaches is encouraging, while sensate focus is widely used but has fewer high-quality trials.</li>
</ul>
<h2>Why slowing down helps</h2>
<p>When people worry about sex, their attention often drifts away from their body and into their head: "Am I taking too long?", "What do they think of me?", "Is this working?". Sex therapists call this <em>spectatoring</em>, watching and judging yourself from the outside.</p>
<p>Anxiety is a powerful brake on arousal. The more attention goes to the worry, the less is left for sensation, which can create a loop where worry makes difficulties more likely. Mindfulness and sensate focus both work by gently moving attention back to what you can actually feel.</p>
<h2>A simple mindfulness practice to start</h2>
<p>You do not need a partner, and this exercise is not sexual. It builds the skill of noticing.</p>
<ol>
<li>Sit or lie somewhere comfortable for five to ten minutes.</li>
<li>Notice your breathing without changing it.</li>
<li>Move your attention slowly through your body, from your feet to your head, noticing warmth, pressure, tingling or nothing at all.</li>
<li>When your mind wanders, which it will, notice that without criticism and bring your attention back.</li>
</ol>
<p>Practising a few times a week makes it easier to use the same skill during intimacy, whether alone or with a partner.</p>
<h2>What sensate focus is</h2>
<p>Sensate focus is a series of touching exercises done in private, usually as homework set by a sex therapist. Partners take turns touching and being touched, focusing on sensations such as temperature, pressure and texture rather than on arousal or orgasm.</p>
<p>Early on, partners agree to set aside intercourse and genital touch for a while. That agreement is the point: when nothing is expected, nobody has to perform, and curiosity can replace pressure.</p>
<h2>The stages</h2>
<p>Therapists adapt the programme to each person, but it usually moves through stages like these, often over several weeks:</p>
<ol>
<li><strong>Non-genital touch.</strong> Take turns touching each other's body, leaving out breasts, chest and genitals. The person touching focuses on what they notice in their hands; the person being touched simply notices.</li>
<li><strong>Adding guidance.</strong> The person being touched can rest a hand over their partner's to show pressure or pace they enjoy, without words if they prefer.</li>
<li><strong>Including genital touch,</strong> still without any goal of arousal or orgasm.</li>
<li><strong>Gradually reintroducing</strong> other kinds of sexual activity the partners both want, at a pace that feels comfortable.</li>
</ol>
<p>Moving back a stage is common and fine. It is not a test to pass.</p>
<h2>Practical tips</h2>
<ul>
<li>Choose a time when you are not exhausted or rushed, and somewhere warm and private.</li>
<li>Agree in advance how long a session will last; many people start with 15 to 20 minutes each.</li>
<li>How much clothing you wear is up to you, and can change from session to session.</li>
<li>Afterwards, share what you noticed, not scores: "I noticed your hands were warm" rather than "That was a seven".</li>
<li>Expect distracting thoughts. Noticing them and returning to sensation is the practice.</li>
</ul>
<h2>Adapting for different bodies</h2>
<p>Sensate focus works for people of any gender, orientation and relationship style, and for people on their own. Solo versions use the same principles with self-touch.</p>
<p>If you live with chronic pain, fatigue or a disability, adapt freely: use pillows for support, try seated positions, keep sessions shorter, or focus on areas such as hands, face and shoulders. An occupational therapist or physiotherapist can suggest positions that protect your joints or energy.</p>
<h2>Consent throughout</h2>
<p>Agree on a simple way to pause or stop before you begin, and honour it immediately. If touch brings up distressing memories or feelings, stop, take care of yourself, and consider working through the exercises with a therapist. The aim is comfort and connection, never endurance.</p>
<h2>When to see a professional</h2>
<p>See a GP or primary care clinician first if you have pain during sex, ongoing erection difficulties, or a sudden change in desire, because these can have medical causes. A sex therapist can then tailor mindfulness and sensate focus to your situation. In the UK, COSRT lists accredited therapists, and in the US, AASECT does.</p>`,
    comments: [
      {
        author: 'SaltAndCedar',
        content:
          'Our therapist set us sensate focus homework and I was sceptical. The "no goal" rule felt strange at first but honestly it was the first time in ages I wasn\'t anxious. Slow progress, but real progress.',
        votes: [
          { by: 'BlueHeron', vote: 'upvote' },
          { by: 'PaperLantern', vote: 'upvote' },
          { by: 'NightOwlReads', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'PaperLantern',
            content:
              'Same experience. We went back a stage twice and I felt like we were failing, but our therapist said that\'s completely normal. Glad the article says it too.',
            votes: [{ by: 'SaltAndCedar', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'MapleAndMoss',
        content:
          'The spectatoring idea described my head perfectly. I\'ve started doing the body scan before bed and it\'s helping with sleep as well, which I didn\'t expect.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
        ],
      },
      {
        author: 'QuietHarbor',
        content:
          'I have a chronic pain condition and most advice assumes you can lie any way for any length of time. Shorter sessions and pillows made this possible for us. Thanks for including it.',
        votes: [
          { by: 'MapleAndMoss', vote: 'upvote' },
          { by: 'TidalDrift', vote: 'upvote' },
        ],
      },
    ],
  },
  {
    slug: 'aftercare-and-check-ins-after-sex',
    title: 'Aftercare and Check-Ins: Looking After Each Other After Sex',
    excerpt:
      'What happens after sex matters too. Learn what aftercare is, how to ask for what you need, and how a simple check-in builds trust over time.',
    category: 'techniques_pleasure',
    author: 'Daniel Reyes',
    published: true,
    featured: false,
    createdAt: '2026-03-05T16:20:00Z',
    medicalReviewer: { name: 'Dr. Elena Vasquez', credentials: 'PhD, LMFT, AASECT-certified sex therapist' },
    lastReviewed: '2026-10-14',
    sources: [
      { title: 'Sexual Consent', publisher: 'Planned Parenthood', url: 'https://www.plannedparenthood.org/learn/relationships/sexual-consent' },
      { title: 'Urinary tract infections (UTIs)', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/urinary-tract-infections-utis/' },
      { title: 'Sexual health', publisher: 'World Health Organization', url: 'https://www.who.int/health-topics/sexual-health' },
      { title: 'National Sexual Assault Hotline', publisher: 'RAINN', url: 'https://www.rainn.org/' },
    ],
    content: `<blockquote><p><strong>Content note:</strong> one section of this article mentions past sexual abuse and assault. If you need support, you can contact RAINN on 800-656-4673 in the US, Rape Crisis on 0808 500 2222 in England and Wales, or a local support service. If you are in crisis, call or text 988 in the US, or call Samaritans on 116 123 in the UK.</p></blockquote>
<h2>Key points</h2>
<ul>
<li>Aftercare is the care partners give each other after sex: physical comfort, emotional reassurance and a chance to check in.</li>
<li>The idea comes from kink communities, but it is useful for everyone, including after solo sex.</li>
<li>Needs differ between people and from one day to the next, so ask rather than assume.</li>
<li>Feeling low, tearful or flat after sex happens to many people and usually passes quickly.</li>
<li>A check-in the next day helps, and lasting distress is a reason to reach out for support.</li>
</ul>
<h2>What aftercare is</h2>
<p>Sex can bring up a lot: physical effort, vulnerability, intense feelings and sometimes a sudden drop in energy afterwards. Aftercare is simply the time you spend looking after yourselves and each other once sex is over.</p>
<p>For some people that means cuddling and talking. For others it means a glass of water and some quiet space. There is no right version, only the one that works for the people involved.</p>
<h2>Physical aftercare</h2>
<ul>
<li><strong>Water and a snack,</strong> especially after a long or energetic session.</li>
<li><strong>Warmth:</strong> a blanket, clothes or a shower.</li>
<li><strong>Cleaning up:</strong> washing with plain water, and cleaning any toys according to their instructions.</li>
<li><strong>Peeing after sex:</strong> often recommended for people with a vulva to help prevent urinary tract infections. The evidence is limited, but it is low effort and does no harm.</li>
<li><strong>Checking for soreness:</strong> mild tenderness can be normal; anything painful, bleeding or unusual deserves attention.</li>
</ul>
<h2>Emotional aftercare</h2>
<p>Emotional aftercare is about feeling safe and valued. It might include holding each other, saying what you enjoyed, lying quietly together, or having some time alone and then reconnecting.</p>
<p>If one person wants closeness and the other wants space, neither is wrong. You might agree on a middle ground, such as a few minutes of cuddling before one of you goes to shower, or sitting together without talking.</p>
<h2>Talking about needs in advance</h2>
<p>It is much easier to ask for what you need before sex than in a tender moment afterwards. Try:</p>
<ul>
<li>"After sex I usually like to be held for a bit. What do you like?"</li>
<li>"Sometimes I need a few minutes alone afterwards. It's not about you, it's just how I reset."</li>
<li>"Is there anything that helps you feel good after we've been intimate?"</li>
</ul>
<h2>The check-in conversation</h2>
<p>A check-in is a short, friendly conversation about how things went. It is not a performance review. Useful questions:</p>
<ol>
<li>"What did you enjoy?"</li>
<li>"Is there anything you'd like more of, or less of, next time?"</li>
<li>"Did anything not feel right?"</li>
</ol>
<p>Listen without defending yourself. If something crossed a boundary, thank your partner for telling you, apologise sincerely and agree what you will do differently. This is how consent works in practice: an ongoing conversation, not a single yes.</p>
<h2>The next day, and "the drop"</h2>
<p>Some people feel low, irritable or tired hours or even a day after sex, particularly after intense experiences. In kink communities this is sometimes called "drop". Others feel unexpectedly sad or tearful right after sex, even when it was consensual and enjoyable; surveys suggest this is fairly common among people of all genders.</p>
<p>A quick message the next day, such as "Thinking of you, how are you feeling?", can make a big difference. Rest, food, time outdoors and reassurance usually help the feeling pass.</p>
<h2>If sex brings up difficult feelings</h2>
<p>For some people, intimacy can bring back memories of past sexual abuse or assault, sometimes without warning. If this happens, it is okay to stop, ground yourself and tell your partner what you need, even if that is just "I need a minute". What happened to you was not your fault, and support is available.</p>
<p>A therapist experienced in trauma can help you feel more in control of intimacy over time. The helplines in the note at the top of this article can also talk things through with you.</p>
<h2>Solo aftercare</h2>
<p>Aftercare is not only for partnered sex. After masturbation, some people enjoy a few minutes to rest, hydrate or notice how they feel. Treating yourself with kindness, not judgement, is part of a healthy sex life.</p>
<h2>When to see a professional</h2>
<p>See a clinician if you have pain, bleeding, burning when you pee, unusual discharge or any injury after sex. If low mood after sex lasts more than a few days, keeps happening or affects your daily life, talk to a GP or therapist.</p>`,
    comments: [
      {
        author: 'SundayPancakes',
        content:
          'I\'m someone who needs space afterwards and my partner used to take it personally. The script "it\'s not about you, it\'s how I reset" basically fixed a recurring argument for us.',
        votes: [
          { by: 'MapleAndMoss', vote: 'upvote' },
          { by: 'BlueHeron', vote: 'upvote' },
          { by: 'NightOwlReads', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'BlueHeron',
            content:
              'We ended up with the middle ground the article mentions: five minutes of cuddling, then I go shower and we meet in the kitchen for tea. Works for both of us.',
            votes: [{ by: 'SundayPancakes', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'NightOwlReads',
        content:
          'I didn\'t know that feeling weepy after good sex is something lots of other people experience too. I always thought it meant something was wrong with me or the relationship. Really reassuring to read this.',
        votes: [
          { by: 'SundayPancakes', vote: 'upvote' },
          { by: 'TidalDrift', vote: 'upvote' },
        ],
      },
      {
        author: 'PaperLantern',
        content:
          'The next-day message is such a small thing and it means so much. It\'s become a little ritual for us.',
        votes: [
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'SaltAndCedar', vote: 'upvote' },
        ],
      },
    ],
  },
  {
    slug: 'when-you-want-sex-more-or-less-than-your-partner',
    title: 'When You Want Sex More or Less Than Your Partner',
    excerpt:
      'Mismatched desire is one of the most common challenges in relationships. Here is why it happens, how to talk about it without blame and what partners can try together.',
    category: 'relationship_dynamics',
    author: 'Daniel Reyes',
    published: true,
    featured: false,
    createdAt: '2026-05-19T08:45:00Z',
    medicalReviewer: { name: 'Dr. Elena Vasquez', credentials: 'PhD, LMFT, AASECT-certified sex therapist' },
    lastReviewed: '2026-11-03',
    sources: [
      { title: 'Loss of libido (reduced sex drive)', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/loss-of-libido/' },
      { title: 'Sexual Consent', publisher: 'Planned Parenthood', url: 'https://www.plannedparenthood.org/learn/relationships/sexual-consent' },
      { title: 'Sexual health', publisher: 'World Health Organization', url: 'https://www.who.int/health-topics/sexual-health' },
      { title: 'National Domestic Violence Hotline', publisher: 'The Hotline', url: 'https://www.thehotline.org/' },
    ],
    content: `<blockquote><p><strong>Content note:</strong> this article briefly discusses sexual coercion and abuse in relationships. If you are being pressured or harmed, you can contact the National Domestic Violence Hotline on 800-799-7233 in the US, or the National Domestic Abuse Helpline on 0808 2000 247 in the UK. In an emergency, call your local emergency number.</p></blockquote>
<h2>Key points</h2>
<ul>
<li>Differences in how often partners want sex are extremely common, in relationships of every kind and at every age.</li>
<li>Neither the partner who wants more nor the partner who wants less is "the problem". The difference is something to work on together.</li>
<li>Talking outside the bedroom, with curiosity instead of blame, breaks the cycle of asking and refusing.</li>
<li>Broadening what counts as intimacy and protecting time together often helps more than focusing on frequency.</li>
<li>Sex is never owed. Pressure makes desire lower, not higher.</li>
</ul>
<h2>Why desire differs</h2>
<p>Desire is shaped by many things at once: stress, sleep, physical and mental health, medicines, hormones, caring responsibilities, body image and how connected partners feel. It is normal for it to rise and fall over a lifetime and to be out of step with a partner's.</p>
<p>People also experience desire differently. Some feel spontaneous desire, an interest in sex that seems to arrive out of nowhere. Many others, especially in long relationships, mostly feel responsive desire, which builds once they are relaxed and close. Neither is better, but partners with different styles can easily misread each other.</p>
<p>Sex researchers describe desire as having "accelerators", things that turn interest up, and "brakes", things that turn it down. A messy kitchen, an unresolved argument or worry about being overheard can press the brakes hard, even when attraction is strong.</p>
<h2>The trap many couples fall into</h2>
<p>A common pattern looks like this: one partner initiates and is turned down, feels rejected and initiates more, or with more frustration. The other partner feels pressured, starts avoiding affection in case it is read as an invitation, and feels guilty. Over time both feel lonely.</p>
<p>Keeping score, comparing yourselves with friends or statistics, and treating every cuddle as a negotiation all feed this cycle. Recognising the pattern together is often the first step out of it.</p>
<h2>How to talk about it</h2>
<ol>
<li><strong>Choose a calm moment,</strong> not straight after a rejection and not in bed.</li>
<li><strong>Start with what is good:</strong> "I love being with you, and I want us both to feel good about our sex life."</li>
<li><strong>Use "I" statements:</strong> "I feel disconnected when we go a long time without being close" rather than "You never want me".</li>
<li><strong>Get curious:</strong> "What makes it easier for you to feel in the mood? What gets in the way?"</li>
<li><strong>Reflect back</strong> what you heard before responding.</li>
<li><strong>Agree on a small experiment</strong> to try for a few weeks, then check in again.</li>
</ol>
<h2>Ideas to try together</h2>
<ul>
<li><strong>Touch without expectation.</strong> Agree that hugs, kisses and cuddles do not have to lead anywhere. Many lower-desire partners find affection easier to enjoy once the pressure is gone.</li>
<li><strong>Widen the menu.</strong> Intimacy can include massage, showering together, mutual touch, talking about fantasies or just lying close. Some couples each write "yes, no, maybe" lists and compare them.</li>
<li><strong>Protect time.</strong> Scheduling time together can sound unromantic, but it gives responsive desire room to appear and takes the guesswork out of initiating. What happens in that time is still up to both of you.</li>
<li><strong>Share the load.</strong> Exhaustion and resentment about housework or caring are strong brakes. Rebalancing everyday tasks can matter more than any bedroom technique.</li>
<li><strong>Respect solo sex.</strong> Masturbation is a normal part of many people's sex lives and is not a betrayal or a sign of failure.</li>
</ul>
<h2>Willing is not the same as pressured</h2>
<p>Some people decide to start intimacy without feeling desire yet, knowing it often builds once they begin, and they stay free to stop. That is a free choice. It is very different from going along with sex to avoid an argument, sulking or anger.</p>
<p>If a partner pressures, guilt-trips or threatens you into sex, or punishes you for saying no, that is not a desire difference. It is coercion, which can be a form of abuse, and support is available through the helplines in the note above.</p>
<h2>When to see a professional</h2>
<p>See a GP or primary care clinician if either partner's desire has changed suddenly, if sex is painful, or if low mood, a new medicine or a health condition might be involved. If conversations keep turning into arguments, a couples therapist or a sex therapist can help you both feel heard. Many people notice real improvement within a few months.</p>`,
    comments: [
      {
        author: 'MapleAndMoss',
        content:
          'The pursue and withdraw cycle is exactly us. Reading it described so neutrally, with nobody being the villain, made it possible to show my partner without it becoming another fight.',
        votes: [
          { by: 'SaltAndCedar', vote: 'upvote' },
          { by: 'QuietHarbor', vote: 'upvote' },
          { by: 'PaperLantern', vote: 'upvote' },
        ],
        replies: [
          {
            author: 'SaltAndCedar',
            content:
              'We saw a couples therapist about this same pattern. The first thing she did was basically what this article says: name the cycle as the problem, not each other. It helped a lot.',
            votes: [{ by: 'MapleAndMoss', vote: 'upvote' }],
          },
        ],
      },
      {
        author: 'TidalDrift',
        content:
          'Sharing the load is so underrated. When my partner started handling the evening routine a couple of nights a week, I had energy to actually want to be close. It wasn\'t about attraction at all.',
        votes: [
          { by: 'MapleAndMoss', vote: 'upvote' },
          { by: 'SundayPancakes', vote: 'upvote' },
          { by: 'BlueHeron', vote: 'upvote' },
        ],
      },
      {
        author: 'NightOwlReads',
        content:
          'As the higher-desire partner, the "touch without expectation" idea was hard for me at first. I was worried it meant giving up. It didn\'t. We\'re closer now than we were a year ago.',
        votes: [
          { by: 'TidalDrift', vote: 'upvote' },
          { by: 'PaperLantern', vote: 'upvote' },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- draft
  {
    slug: 'erectile-difficulties-causes-and-when-to-see-a-doctor',
    title: 'Erectile Difficulties: Causes and When to See a Doctor',
    excerpt:
      'Occasional trouble with erections is common, but frequent difficulties can be an early sign of other health conditions. Learn the common causes, treatments and when to get checked.',
    category: 'sexual_health',
    author: 'Daniel Reyes',
    published: false,
    featured: false,
    createdAt: '2026-10-28T13:00:00Z',
    medicalReviewer: { name: 'Dr. Aisha Rahman', credentials: 'MD, board-certified urologist' },
    lastReviewed: '2026-11-10',
    sources: [
      { title: 'Erectile dysfunction (impotence)', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/erection-problems-erectile-dysfunction/' },
      { title: 'Erectile Dysfunction', publisher: 'National Institute of Diabetes and Digestive and Kidney Diseases (NIH)', url: 'https://www.niddk.nih.gov/health-information/urologic-diseases/erectile-dysfunction' },
      { title: 'Tainted Sexual Enhancement Products', publisher: 'U.S. Food and Drug Administration', url: 'https://www.fda.gov/drugs/medication-health-fraud/tainted-sexual-enhancement-products' },
    ],
    content: `<h2>Key points</h2>
<ul>
<li>Occasional difficulty getting or keeping an erection is very common and usually nothing to worry about.</li>
<li>If it keeps happening over several weeks, see a GP or primary care clinician. It can be an early sign of heart disease, diabetes or high blood pressure.</li>
<li>Causes are often a mix of physical and psychological factors, and many are treatable.</li>
<li>Effective options include lifestyle changes, medicines, devices and talking therapies.</li>
<li>Only buy erection medicines from a pharmacy or prescriber, and get emergency help for an erection that lasts more than four hours.</li>
</ul>
<h2>What counts as erectile difficulties?</h2>
<p>Erectile dysfunction (ED) means regularly finding it hard to get or keep an erection firm enough for the sex you want. Almost everyone with a penis has an off day now and then, particularly when tired, stressed or after drinking. That on its own is not ED.</p>
<p>ED becomes more common with age, but it is not an inevitable part of getting older, and younger people experience it too. Trans women and non-binary people taking feminising hormones often notice changes in erections; this is an expected effect of treatment, and a gender clinic can talk through options if it matters to you.</p>
<h2>Common causes</h2>
<p>Erections depend on healthy blood vessels, nerves and hormones, as well as on how you feel. Causes include:</p>
<ul>
<li><strong>Blood vessel and heart conditions:</strong> high blood pressure, high cholesterol and cardiovascular disease.</li>
<li><strong>Diabetes,</strong> which can affect both blood vessels and nerves.</li>
<li><strong>Hormonal problems,</strong> such as low testosterone or thyroid conditions.</li>
<li><strong>Nerve damage</strong> from conditions such as multiple sclerosis, spinal cord injury or pelvic surgery, including some prostate cancer treatments.</li>
<li><strong>Medicines,</strong> including some antidepressants and blood pressure medicines.</li>
<li><strong>Smoking, heavy drinking and recreational drugs.</strong></li>
<li><strong>Stress, anxiety, depression and relationship difficulties,</strong> including worry about "performing".</li>
</ul>
<p>The NHS notes a useful clue: if you still get erections on waking or during masturbation, a psychological cause is more likely. If those have stopped too, a physical cause is more likely. Often it is a combination of both.</p>
<h2>Why it matters for heart health</h2>
<p>The blood vessels supplying the penis are small, so narrowing can show up there before it causes symptoms elsewhere. For some people, ED is one of the first signs of heart disease or diabetes. That is why it is worth getting checked rather than simply buying a treatment online.</p>
<h2>When to see a doctor</h2>
<ul>
<li>See a GP or primary care clinician if erection problems keep happening for several weeks.</li>
<li>Make an appointment sooner if you also have other symptoms, such as chest pain on exertion, extreme thirst, needing to pee often, or pain or a new bend in the penis.</li>
<li><strong>Go to an emergency department</strong> if an erection lasts more than four hours, especially if it is painful. This is called priapism and needs urgent treatment to prevent damage.</li>
</ul>
<h2>What to expect at the appointment</h2>
<p>Your clinician will ask about your symptoms, general health, medicines, alcohol and smoking, and how you are feeling emotionally. They may check your blood pressure and weight and arrange blood tests for blood sugar, cholesterol and sometimes hormone levels. It helps to bring a list of all the medicines and supplements you take.</p>
<p>These questions can feel personal, but clinicians discuss ED every week. Answering honestly helps them find the right treatment.</p>
<h2>Treatment options</h2>
<ul>
<li><strong>Lifestyle changes:</strong> regular physical activity, stopping smoking, cutting down on alcohol and managing weight can improve erections and overall health.</li>
<li><strong>Tablets</strong> such as sildenafil and tadalafil increase blood flow to the penis. They need sexual stimulation to work. They must never be taken with nitrate medicines for chest pain, or with "poppers", because the combination can cause a dangerous drop in blood pressure.</li>
<li><strong>Vacuum devices, injections and other treatments</strong> are options if tablets do not work or are not suitable.</li>
<li><strong>Testosterone treatment</strong> if blood tests confirm levels are low.</li>
<li><strong>Psychosexual or sex therapy,</strong> alone or with a partner, especially when anxiety or relationship issues play a part.</li>
</ul>
<p>Avoid buying erection medicines from unregulated websites. The FDA has repeatedly found "natural" sexual enhancement products containing hidden prescription drugs, which can interact dangerously with other medicines.</p>
<h2>Talking with a partner</h2>
<p>ED is not a sign of lost attraction, and it is not a failure. Explaining what is going on can ease pressure for both of you. Intimacy does not have to centre on erections or penetration, and many couples find that exploring other kinds of touch, with both partners' consent, reduces anxiety and helps in its own right.</p>`,
    comments: [],
  },
];
