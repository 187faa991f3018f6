/**
 * Seeded community forum: the four categories of SPEC section 3 and their threads with replies.
 *
 * All members are the pseudonymous seed people of ./articles.ts (`seedMembers`, plus a few posts by
 * the magazine's staff `seedAuthors`); 'admin' is the demo admin account. Nobody posts identifying
 * details. Replies share experience and point to clinicians for anything about a person's own
 * health; health statements follow the sources of the linked articles (WHO, CDC, NHS, ACOG).
 *
 * Text is plain (no markup): paragraphs are separated by a blank line, list items start with "- ",
 * and links to the magazine are site paths (/articles/<slug>) of published seed articles.
 * Threads are listed oldest first, so seeding them in order appends a chronological log.
 * Checked by ./forum.test.ts.
 */
import type { SeedForumCategory, SeedForumThread } from './forum-types.js';

/** Joins paragraphs with a blank line. */
const text = (...paragraphs: string[]): string => paragraphs.join('\n\n');

export const seedForumCategories: SeedForumCategory[] = [
  {
    key: 'introductions',
    name: 'Introductions',
    description:
      'New here? Say hello and share as much or as little as you like about what brought you. Please use your pseudonym and keep names, places and other identifying details out of your posts.',
    categoryType: 'introductions',
  },
  {
    key: 'general',
    name: 'General Discussion',
    description:
      'Questions and conversations about sexual health, contraception, testing, relationships, communication and pleasure. Share what has helped you; members are peers, not clinicians.',
    categoryType: 'general_discussion',
  },
  {
    key: 'reviews',
    name: 'User Reviews',
    description:
      'Honest, first-hand reviews of toys, lubricants, books and other products: materials, cleaning, noise, accessibility and price range. No affiliate links, discount codes or brand promotion.',
    categoryType: 'user_reviews',
  },
  {
    key: 'support',
    name: 'Support Community',
    description:
      'A gentler space for when things are hard: pain, a new diagnosis, body changes or strain in a relationship. Peer support alongside professional care, never instead of it.',
    categoryType: 'support_community',
  },
];

export const seedForumThreads: SeedForumThread[] = [
  // ------------------------------------------------------------------ pinned welcome
  {
    category: 'introductions',
    by: 'admin',
    title: 'Welcome to the community forum: start here',
    daysAgo: 545,
    pinned: true,
    views: 1890,
    content: text(
      'Hello and welcome! This forum is a place for adults to talk openly and kindly about sexual health, relationships and pleasure, and to learn from each other\'s experience.',
      'A few things to know before you dive in:\n- Say hello here in Introductions if you like. Share as much or as little as you want, and use your pseudonym rather than your real name.\n- General Discussion is for questions and conversations of every kind. User Reviews is for honest write-ups of products and books. Support Community is a gentler space for when something is hard.\n- Please read the community guidelines (pinned in General Discussion) before you post.\n- Members here are peers, not clinicians. For anything about your own body or health, a doctor, nurse or sexual-health clinic is the right place, and our magazine articles list the sources they are based on.',
      'Everyone is welcome: every gender, orientation, body, age, ability and relationship style. We\'re glad you found us.',
    ),
    replies: [
      {
        by: 'QuietHarbor',
        daysAfter: 0.4,
        content:
          'Thank you for making this. I\'ve read the magazine for a while and it\'s a relief to find somewhere that feels calm rather than like a comment section. Hi everyone.',
      },
      { by: 'SaltAndCedar', daysAfter: 1, content: 'Hello! Glad the guidelines are up front. Looking forward to some good conversations.' },
      {
        by: 'BlueHeron',
        daysAfter: 2,
        content: 'Hi all. Quick question for the admins: is it fine to post in more than one category if a topic overlaps, or should we pick one?',
      },
      {
        by: 'admin',
        daysAfter: 2.2,
        content:
          'Good question, BlueHeron. Please pick the category that fits best and post once. If it ends up in the wrong place we\'ll move it, no problem. Duplicates just split the replies.',
      },
      {
        by: 'TidalDrift',
        daysAfter: 9,
        content: 'Late to the party, but hello. Nice to see disability mentioned in the welcome post; it often isn\'t.',
      },
      {
        by: 'SundayPancakes',
        daysAfter: 30,
        content:
          'Hi from a newer member. It took me a few weeks of lurking to say hello, so if you\'re reading this and feeling nervous: it\'s a friendly place.',
      },
    ],
  },
  // ------------------------------------------------------------------ pinned guidelines
  {
    category: 'general',
    by: 'admin',
    title: 'Community guidelines: please read before posting',
    daysAgo: 544,
    pinned: true,
    views: 1520,
    content: text(
      'These guidelines keep the forum safe, kind and useful. Moderators apply them, and by posting you agree to them.',
      '1. Be kind and non-judgmental. People arrive here with questions they may never have said out loud. No shaming, mocking or moralising about anyone\'s body, identity, orientation, relationship style or choices.',
      '2. Consent is the frame for everything we discuss: asked, freely given, ongoing and revocable. We don\'t share or celebrate anything that involves pressure or someone who hasn\'t agreed.',
      '3. Protect privacy, yours and other people\'s. Use a pseudonym. Don\'t post names, photos, workplaces, locations or anything else that could identify you, a partner or anyone else.',
      '4. Keep it educational, not explicit. Frank questions are welcome; erotic writing and sexual images are not.',
      '5. Share experience, not diagnoses. Nobody here can examine you. If you describe symptoms, expect replies to suggest a clinician or a sexual-health clinic, and please do the same for others. Don\'t recommend doses, or places to buy prescription medicines.',
      '6. No selling or promotion: no affiliate links, discount codes or posts on behalf of a brand. Honest reviews are very welcome in User Reviews.',
      '7. Don\'t pile on. If a post breaks these rules, tell the moderators through the Contact page and let us handle it.',
      'If you are in immediate danger or worried about your safety, call your local emergency number. The pinned thread in Support Community explains how to find care.',
      'Thank you for helping make this a good place to be.',
    ),
    replies: [
      {
        by: 'NightOwlReads',
        daysAfter: 1,
        content: 'Thanks, this is clear. One question: are kink or non-monogamy OK to discuss, as long as it\'s educational and not explicit?',
      },
      {
        by: 'admin',
        daysAfter: 1.3,
        content:
          'Yes, absolutely. Kink, BDSM, non-monogamy and every relationship style are welcome topics, within the same rules: consent at the centre, nothing explicit, nobody identifiable. The magazine\'s article on consent conversations is a good shared starting point: /articles/consent-conversations-how-to-ask-and-listen',
      },
      {
        by: 'PaperLantern',
        daysAfter: 5,
        content:
          'I really appreciate rule 5. Other forums I\'ve used turn into people guessing at each other\'s symptoms, which never helped me.',
      },
      {
        by: 'SaltAndCedar',
        daysAfter: 12,
        content: 'Rule 3 is a good reminder. I nearly mentioned my home town in a post before I read this.',
      },
    ],
  },
  // ------------------------------------------------------------------ pinned care and urgent help
  {
    category: 'support',
    by: 'admin',
    title: 'Before you post: finding care, and what to do if you need help now',
    daysAgo: 543,
    pinned: true,
    views: 1130,
    content: text(
      'This category is for peer support when things feel hard: pain, health worries, a new diagnosis, body changes or strain in a relationship. Members will listen and share what helped them, but nobody here can examine you or give you a diagnosis, so please keep a professional in the loop too.',
      'Where to find care:\n- A sexual-health clinic (also called a GUM or STI clinic) offers testing, treatment, contraception and PrEP, often free and confidential. Many take walk-ins or offer home testing kits.\n- Your GP, family doctor or primary care clinician can help with pain, changes in desire, erections, menopause and medicines, and can refer you on.\n- For ongoing problems: a gynaecologist, urologist, pelvic health physiotherapist, or a sex therapist with recognised credentials (for example AASECT certification or a licence as a therapist).\n- A pharmacist can advise on emergency contraception and many everyday questions.',
      'Call your local emergency number or go to an emergency department if you have severe pain, heavy bleeding, a high fever, an erection lasting more than four hours, or if you feel unsafe or at risk of harming yourself. If you think you were exposed to HIV in the last 72 hours, ask a sexual-health clinic or emergency department about PEP straight away; it works best the sooner it is started.',
      'You don\'t need a reason that feels "serious enough" to ask for help. Being worried is reason enough.',
    ),
    replies: [
      {
        by: 'SaltAndCedar',
        daysAfter: 3,
        content:
          'Worth adding: a lot of clinics let you book online and choose how you get your results, for example by text message. Knowing that made it much easier for me the first time.',
      },
      {
        by: 'Maya Okafor',
        daysAfter: 4,
        content:
          'Maya here from the magazine team; I worked in sexual-health clinics for years. One tip: when you call or book, it\'s fine to say just "I\'d like a check-up" or "I have a question about pain during sex". Staff hear everything, and you won\'t be asked to explain more than you\'re comfortable with at the front desk.',
      },
      { by: 'admin', daysAfter: 4.5, content: 'Thank you both, these are really useful additions.' },
      {
        by: 'QuietHarbor',
        daysAfter: 40,
        content: 'Just want to say this thread is what finally got me to book my first STI check-up. It was nowhere near as awkward as I\'d imagined. Thank you.',
      },
    ],
  },
  // ------------------------------------------------------------------ testing frequency
  {
    category: 'general',
    by: 'SaltAndCedar',
    title: 'How often do you actually get tested?',
    daysAgo: 520,
    views: 960,
    content: text(
      'Genuine question, not trying to start a debate. I\'m a guy in my thirties who dates men, usually one partner at a time but not always long-term. I get a full screen about once a year, but a friend says he goes every three months and now I\'m wondering whether I\'m behind.',
      'What\'s your routine, and how did you decide on it? Did a clinic give you a recommendation?',
    ),
    replies: [
      {
        by: 'NightOwlReads',
        daysAfter: 0.3,
        content:
          'There\'s no single right answer; it depends on the kinds of sex you have and how many partners. The magazine\'s testing article lays out the CDC\'s suggestions by situation: /articles/sti-testing-what-to-test-for-and-how-often. As I remember it, for men who have sex with men it\'s at least once a year, and every 3 to 6 months with new or multiple partners.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 1,
        content:
          'I go whenever I have a new partner and otherwise once a year. My clinic also said to come in any time I have symptoms, rather than waiting for my usual check.',
      },
      {
        by: 'SundayPancakes',
        daysAfter: 1.5,
        content:
          'Different situation: my partner and I are long-term and monogamous and we both tested at the start. Our clinic said to come back if anything changes, which is worth asking about if that applies to you.',
      },
      {
        by: 'SaltAndCedar',
        daysAfter: 2,
        content:
          'This is helpful, thank you. If I\'m honest, my "one at a time" adds up to several partners a year, so I\'ll ask the clinic what they\'d suggest for me.',
      },
      {
        by: 'BlueHeron',
        daysAfter: 4,
        content:
          'Also worth asking which tests you\'re actually getting. I assumed "full screen" meant everything, but throat and rectal swabs are only taken if you mention the kinds of sex you have. A urine test alone can miss infections in those places.',
      },
      {
        by: 'SaltAndCedar',
        daysAfter: 20,
        content:
          'Update: went, had the conversation, and they recommended every three months for now, with swabs from all the sites that apply. The nurse was completely matter-of-fact about it. Glad I asked.',
      },
    ],
  },
  // ------------------------------------------------------------------ intro: ace
  {
    category: 'introductions',
    by: 'PaperLantern',
    title: 'Long-time reader, first post (and yes, I\'m ace)',
    daysAgo: 505,
    views: 410,
    content: text(
      'Hi everyone. I\'ve been reading the magazine for about a year and finally made an account. I\'m thirty and somewhere on the asexual spectrum, probably demisexual, which I only found the word for a couple of years ago. It explained a lot.',
      'I\'m here partly to learn and partly to understand the people in my life better. I hope it\'s OK to be on a sexual-health forum when sex isn\'t a big part of your life. Nice to meet you all.',
    ),
    replies: [
      { by: 'QuietHarbor', daysAfter: 0.2, content: 'Very much OK! Sexual health is about everyone. Welcome.' },
      {
        by: 'Sam Whitfield',
        daysAfter: 0.5,
        content:
          'Welcome, PaperLantern. Sam here; I write for the magazine. Ace and demi readers absolutely belong here. Conversations about consent, communication and what intimacy means to you are as much sexual health as anything else.',
      },
      { by: 'SundayPancakes', daysAfter: 1, content: 'Hello! Finding the right word for yourself is such a good feeling. Glad you\'re here.' },
      { by: 'BlueHeron', daysAfter: 3, content: 'Welcome. Looking forward to your posts.' },
      { by: 'PaperLantern', daysAfter: 3.5, content: 'Thank you all, that\'s a warmer welcome than I expected.' },
    ],
  },
  // ------------------------------------------------------------------ intro: wheelchair user
  {
    category: 'introductions',
    by: 'TidalDrift',
    title: 'Hello from a wheelchair user who wants practical conversations',
    daysAgo: 480,
    views: 350,
    content: text(
      'Hi all. I\'m a wheelchair user in my forties (spinal cord injury, many years ago now) and a gay man. Most sex and relationships content I\'ve read assumes every body works the same way, so I was pleased to see this site mention disability in the welcome post.',
      'I\'m happy to share what I\'ve learned about positioning, fatigue and talking to partners, and to learn from other disabled and chronically ill members. Also just here to chat about the ordinary stuff like everyone else.',
    ),
    replies: [
      {
        by: 'BlueHeron',
        daysAfter: 0.5,
        content: 'Welcome! That\'s exactly the kind of experience that\'s missing from most places. Looking forward to it.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 1,
        content:
          'Hi TidalDrift. I have a chronic illness with a lot of fatigue, so I\'d love to hear how others plan around energy. Glad you\'re here.',
      },
      {
        by: 'TidalDrift',
        daysAfter: 1.2,
        content:
          'Thanks both. PaperLantern, the short version: plan for the time of day when you have the most energy, and drop the idea that it has to be long or follow a script. Happy to say more in a thread sometime.',
      },
      { by: 'SaltAndCedar', daysAfter: 2, content: 'Welcome aboard.' },
    ],
  },
  // ------------------------------------------------------------------ locked announcement
  {
    category: 'general',
    by: 'admin',
    title: 'Scheduled maintenance: forum read-only on Sunday morning',
    daysAgo: 475,
    locked: true,
    views: 240,
    content:
      'Heads up: we\'re upgrading the forum\'s servers this Sunday from 07:00 to 09:00 UTC. During that window you\'ll be able to read threads but not post or reply, so if you\'re drafting something, please save it somewhere else until we\'re back. Thanks for your patience!',
    replies: [
      { by: 'NightOwlReads', daysAfter: 0.5, content: 'Thanks for the heads up.' },
      { by: 'SundayPancakes', daysAfter: 2, content: 'Good to know, I\'ll hold my reply until it\'s done.' },
      {
        by: 'admin',
        daysAfter: 3,
        content:
          'Maintenance finished on time and everything is back to normal. We\'re locking this thread because the announcement is no longer current. If you notice anything odd, please start a new thread in General Discussion or use the Contact page. Thanks, everyone!',
      },
    ],
  },
  // ------------------------------------------------------------------ PrEP
  {
    category: 'general',
    by: 'TidalDrift',
    title: 'Starting PrEP: what was your first appointment like?',
    daysAgo: 455,
    views: 710,
    content: text(
      'I\'ve finally booked an appointment to talk about starting PrEP. I\'ve read the article here (/articles/a-gp-on-prep-and-pep), so I understand roughly how it works, but I\'m nervous about the appointment itself.',
      'What did they ask you? Were there tests? And did anyone have side effects in the first few weeks?',
    ),
    replies: [
      {
        by: 'SaltAndCedar',
        daysAfter: 0.5,
        content:
          'Mine was a relaxed conversation about my sex life and whether PrEP made sense for me, then tests: HIV, other STIs, and a blood test for kidney function. They only started the prescription once the HIV test came back negative. After that it was a check-up every three months with another HIV test each time.',
      },
      {
        by: 'Maya Okafor',
        daysAfter: 1,
        content:
          'That matches what most clinics do. The questions can feel personal, but they\'re about choosing the right tests and the right way of taking PrEP for you, not about judging you. It\'s also a good moment to ask about hepatitis B and any vaccines you\'re due. Side effects are worth discussing with the prescriber, who can tell you what\'s common and what should prompt a call.',
      },
      {
        by: 'BlueHeron',
        daysAfter: 2,
        content:
          'I had a slightly upset stomach for the first couple of weeks, then it settled. My clinic said that\'s common early on and to get in touch if it didn\'t settle.',
      },
      {
        by: 'TidalDrift',
        daysAfter: 3,
        content:
          'Thank you, this helps a lot. One practical thing for other wheelchair users: I called ahead, the clinic has step-free access, and they offered me a longer appointment slot.',
      },
      {
        by: 'TidalDrift',
        daysAfter: 25,
        content:
          'Update for anyone finding this later: it all went smoothly. The tests were quick, the nurse was lovely, and I\'ve had no problems so far. I still use condoms too, since PrEP doesn\'t protect against other STIs.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 26,
        content: 'Really glad it went well, and thanks for coming back to update. That\'s so useful for people reading later.',
      },
    ],
  },
  // ------------------------------------------------------------------ contraception
  {
    category: 'general',
    by: 'NightOwlReads',
    title: 'Moving off the pill after ten years: how did you choose?',
    daysAgo: 430,
    views: 820,
    content: text(
      'I\'ve been on the combined pill since my early twenties and I\'d like something I don\'t have to remember every day. I\'m looking at an IUD (hormonal or copper) or the implant. I know my clinician is the one to decide this with, and I have an appointment next month, but I\'d love to hear what it was actually like for people.',
      'What made you choose what you chose? And what do you wish you\'d asked at the appointment?',
    ),
    replies: [
      {
        by: 'QuietHarbor',
        daysAfter: 0.5,
        content:
          'I chose the copper IUD because I wanted something without hormones. My periods got heavier and crampier for the first few months, which my nurse had warned me about, then settled somewhat. Worth asking about if your periods are already heavy.',
      },
      {
        by: 'SundayPancakes',
        daysAfter: 1,
        content:
          'Hormonal IUD here. Insertion was uncomfortable for a few minutes. Ask ahead what pain relief they offer; mine suggested taking a painkiller beforehand and I was glad I\'d asked. My periods are much lighter now.',
      },
      {
        by: 'Priya Natarajan',
        daysAfter: 2,
        content:
          'Priya from the magazine here. The comparison article puts effectiveness and practicalities side by side, which can help you prepare questions: /articles/contraception-options-compared. One question people often forget: what happens if you want to stop or switch? For IUDs and the implant, fertility usually returns soon after removal.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 3,
        content: 'A reminder I once needed: none of these protect against STIs, so condoms still have a place with new partners.',
      },
      {
        by: 'NightOwlReads',
        daysAfter: 4,
        content:
          'Thank you all. I have a list of questions now: bleeding changes, pain relief for insertion, and how switching works. Feeling much less anxious about it.',
      },
    ],
  },
  // ------------------------------------------------------------------ intro: dating again
  {
    category: 'introductions',
    by: 'MapleAndMoss',
    title: 'Dating again at 52 and feeling like a beginner',
    daysAgo: 420,
    views: 530,
    content: text(
      'Hello all. A long marriage ended a couple of years ago and I\'ve recently started dating again. I feel as if the world moved on while I wasn\'t looking: apps, conversations about testing, what people expect. My grown-up children would be mortified to see me here, which is why I\'m glad of the pseudonyms!',
      'I\'m here to learn, and to not feel like the only person over fifty asking these questions.',
    ),
    replies: [
      { by: 'SundayPancakes', daysAfter: 0.3, content: 'You\'re definitely not the only one! Welcome.' },
      {
        by: 'NightOwlReads',
        daysAfter: 1,
        content:
          'Welcome! Honestly, plenty of people in their twenties feel just as lost about the testing conversation. The STI testing article was a good starting point for me: /articles/sti-testing-what-to-test-for-and-how-often',
      },
      { by: 'TidalDrift', daysAfter: 1.5, content: 'Hello, and welcome to the over-forties corner. Take it at your own pace.' },
      { by: 'MapleAndMoss', daysAfter: 2, content: 'Thank you, this is reassuring. Off to read that article.' },
      { by: 'QuietHarbor', daysAfter: 6, content: 'Late welcome! I think it\'s great that you\'re doing this.' },
    ],
  },
  // ------------------------------------------------------------------ perimenopause
  {
    category: 'support',
    by: 'MapleAndMoss',
    title: 'Perimenopause and dryness: what actually helped?',
    daysAgo: 380,
    views: 1330,
    content: text(
      'I\'m in my early fifties and in perimenopause (very irregular periods for the past year), and sex has become uncomfortable because of dryness. I\'m seeing someone lovely and I don\'t want to keep avoiding intimacy or just putting up with discomfort.',
      'I\'ve read the menopause article (/articles/menopause-and-sex-changes-and-what-helps) and booked an appointment with my GP. While I wait, I\'d like to hear what worked for others, and what I should ask at the appointment.',
    ),
    replies: [
      {
        by: 'SundayPancakes',
        daysAfter: 0.5,
        content:
          'Not menopause for me, but I had a long stretch of dryness while breastfeeding. A good water-based lube made a big difference, as did slowing everything down. Telling my partner what was going on helped more than anything.',
      },
      {
        by: 'Maya Okafor',
        daysAfter: 1,
        content:
          'Good that you\'ve booked the GP. Things worth asking about: vaginal moisturisers (used regularly, not just before sex), lubricants for sex itself, and low-dose vaginal oestrogen, which suits many people, including some who can\'t take other hormone treatment. Mention any urinary symptoms too, as they often go together. And if you have any bleeding once your periods have stopped for a year, get it checked promptly.',
      },
      {
        by: 'QuietHarbor',
        daysAfter: 2,
        content:
          'Sending support. Sex doesn\'t have to include penetration while you sort this out. Taking it off the table for a while took a lot of pressure off for me and my partner.',
      },
      { by: 'MapleAndMoss', daysAfter: 3, content: 'Thank you all. Maya, I\'ve written those down for the appointment.' },
      {
        by: 'MapleAndMoss',
        daysAfter: 40,
        content:
          'Update: my GP prescribed a low-dose vaginal oestrogen and suggested a moisturiser as well. It\'s been about five weeks and things are much more comfortable. She said it can take a few weeks to work fully, so if you\'re just starting, don\'t give up after a few days.',
      },
      { by: 'TidalDrift', daysAfter: 41, content: 'Really glad to hear it. Thanks for coming back to share.' },
    ],
  },
  // ------------------------------------------------------------------ review: wand
  {
    category: 'reviews',
    by: 'BlueHeron',
    title: 'Review: Fernlight Arc rechargeable wand, six months in',
    daysAgo: 370,
    views: 1240,
    content: text(
      'I\'ve used the Fernlight Arc for about six months, so here\'s an honest write-up. I bought it myself and have no connection to the brand.',
      'Material: the head and handle are platinum-cure silicone over a hard plastic core. It\'s non-porous, so it can be cleaned properly, but as a motorised toy it can\'t be boiled.',
      'Cleaning: warm water and mild unscented soap after each use, then air-dry. The charger attaches magnetically, so there\'s no open socket to trap water. The brand says it\'s splash-proof, not submersible, and I treat it that way.',
      'Noise: quieter than I expected on the lower settings. The highest setting can be heard in the next room with the door closed.',
      'Battery: about 90 minutes per charge for me; a full charge takes around two hours.',
      'Accessibility: it\'s fairly heavy and the long handle helps with reach, but people with limited grip strength might find it tiring to hold. The buttons are raised and easy to find without looking.',
      'Price: mid-range.',
      'Overall: well made and easy to keep clean. The weight is the main downside.',
    ),
    replies: [
      {
        by: 'QuietHarbor',
        daysAfter: 0.5,
        content: 'Thanks for this. Which lubricant do you use with it? I\'ve read that silicone lube and silicone toys don\'t always mix.',
      },
      {
        by: 'BlueHeron',
        daysAfter: 0.7,
        content:
          'Water-based. The lube guide here says silicone-based lubricants can damage some silicone toys, so I\'ve stuck with water-based to be safe: /articles/lubricant-guide-types-and-condom-compatibility',
      },
      {
        by: 'TidalDrift',
        daysAfter: 1,
        content: 'Useful note on the weight. Do you know whether the handle is wide enough to fit a grip aid or strap around it?',
      },
      {
        by: 'BlueHeron',
        daysAfter: 1.5,
        content: 'It\'s a smooth, round handle about as wide as a hairbrush, so a soft strap should fit. I haven\'t tried one myself, though.',
      },
      {
        by: 'SaltAndCedar',
        daysAfter: 3,
        content:
          'Good review. For anyone new reading this, the materials article explains why "platinum-cure silicone" and "non-porous" are worth looking for, and how to clean each type: /articles/body-safe-toy-materials-and-cleaning-guide',
      },
      {
        by: 'Priya Natarajan',
        daysAfter: 5,
        content:
          'Priya from the product safety desk: thank you for noting splash-proof versus submersible. For anything with a battery, following the manufacturer\'s cleaning instructions matters most.',
      },
    ],
  },
  // ------------------------------------------------------------------ pain during sex
  {
    category: 'support',
    by: 'QuietHarbor',
    title: 'Pain during sex that isn\'t going away',
    daysAgo: 345,
    views: 980,
    content: text(
      'I\'m 28, and for the past few months penetration has been painful: a sharp feeling at the entrance that sometimes lingers afterwards. It didn\'t used to happen. My partner is understanding and we stop whenever it hurts, but I\'m starting to dread intimacy and I feel like something is wrong with me.',
      'Has anyone been through something like this? Who did you see, and what was the process like? I\'m embarrassed to bring it up with a doctor.',
    ),
    replies: [
      {
        by: 'MapleAndMoss',
        daysAfter: 0.4,
        content:
          'There is nothing wrong with you as a person. Pain is a signal worth listening to, and stopping when it hurts is exactly right. Please do bring it up with a doctor or a sexual-health clinic: they hear about this all the time, and many of the possible causes are treatable.',
      },
      {
        by: 'Maya Okafor',
        daysAfter: 1,
        content:
          'Pain during sex is common, and it\'s a health issue, not a personal failing. A GP, gynaecologist or sexual-health clinic can check for things like infections, skin conditions, dryness and muscle tension, and can refer you to a pelvic health physiotherapist if that would help. Before the appointment it can help to note when the pain happens, where, and what makes it better or worse. You can ask for a clinician of a particular gender, bring someone with you, and say stop at any point during an examination.',
      },
      {
        by: 'NightOwlReads',
        daysAfter: 2,
        content:
          'I went through something similar a few years ago. It took a couple of appointments to get to the bottom of it, and a pelvic health physio was part of the answer for me. Everyone\'s cause is different, so I won\'t guess at yours, but I promise the embarrassment fades the moment you say it out loud in that room.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 2.5,
        content:
          'Sending you a lot of kindness. The dread you describe makes complete sense, and it\'s fine to take penetration off the table entirely while you find out what\'s going on.',
      },
      {
        by: 'QuietHarbor',
        daysAfter: 4,
        content: 'Thank you. I\'ve booked with the sexual-health clinic because they had an appointment sooner, and I\'ve written down what Maya suggested.',
      },
      {
        by: 'QuietHarbor',
        daysAfter: 35,
        content:
          'Small update: the clinic referred me to a pelvic health physio, and the first session was gentle and explained a lot. Early days, but I feel much less alone with it. Thank you all.',
      },
    ],
  },
  // ------------------------------------------------------------------ review: lubricants
  {
    category: 'reviews',
    by: 'SaltAndCedar',
    title: 'Three water-based lubricants compared: Meadowglide, Still Water and Harbour Silk',
    daysAgo: 330,
    views: 1050,
    content: text(
      'I\'ve been trying a few water-based lubes over the last few months, so here\'s a comparison. I bought all three myself. Being water-based, all of them are safe with latex condoms and with silicone toys.',
      'Meadowglide Everyday: thin and light, dries fairly quickly so you need to reapply. Glycerin-free and unscented. Pump bottle, easy to use with one hand. Budget price.',
      'Still Water Gel: a thicker gel that stays put, which I liked. Contains glycerin. The flip-top cap is a bit stiff. Mid-range price.',
      'Harbour Silk: silky and the longest-lasting of the three, the closest to a silicone feel while still being water-based. Unscented and glycerin-free, and the brand lists its osmolality on the label, which I appreciated. Pricier.',
      'All three rinse off easily with water. None contain warming, cooling or numbing ingredients, which I avoid.',
      'My pick: Harbour Silk when I want it to last, Meadowglide for everyday.',
    ),
    replies: [
      {
        by: 'Priya Natarajan',
        daysAfter: 0.5,
        content:
          'Thanks for such a careful write-up. A note for readers: if you\'re prone to irritation, it\'s worth patch-testing anything new. Some people prefer glycerin-free products, though the evidence linking glycerin to infections is mixed. The lube guide covers ingredients worth avoiding, such as the spermicide nonoxynol-9: /articles/lubricant-guide-types-and-condom-compatibility',
      },
      {
        by: 'BlueHeron',
        daysAfter: 1,
        content: 'Agree on Harbour Silk. I hadn\'t noticed the osmolality on the label before; good to know some brands publish it.',
      },
      {
        by: 'NightOwlReads',
        daysAfter: 1.5,
        content: 'Thank you! Did any of them get sticky as they dried? That\'s my main complaint with the one I have.',
      },
      {
        by: 'SaltAndCedar',
        daysAfter: 2,
        content: 'Still Water got a little tacky as it dried. A few drops of water brought it back. The other two didn\'t.',
      },
      {
        by: 'MapleAndMoss',
        daysAfter: 6,
        content:
          'This was handy, as I\'ve been trying lubes since my perimenopause thread. Meadowglide was too thin for me, but everyone is different.',
      },
    ],
  },
  // ------------------------------------------------------------------ talking about testing
  {
    category: 'general',
    by: 'NightOwlReads',
    title: 'How did you bring up STI testing with someone new?',
    daysAgo: 300,
    views: 890,
    content: text(
      'I\'ve been seeing someone for a few weeks and we\'re getting closer. I\'d like us both to test before we stop using condoms, and I want to tell them when I last tested too. I know it\'s a normal thing to ask, but I keep imagining it coming across as an accusation.',
      'How did you bring it up? Any phrasing that worked?',
    ),
    replies: [
      {
        by: 'SaltAndCedar',
        daysAfter: 0.2,
        content:
          'I lead with my own results, so it\'s about sharing rather than asking them to prove anything. Something like: "Before things go further I like to swap test results. I was last tested in March and everything was clear. When did you last go?"',
      },
      {
        by: 'MapleAndMoss',
        daysAfter: 0.5,
        content:
          'As the newly-dating-again person here, I was terrified of this too. I brought it up on a walk, not in the moment. He said it was a relief, because he\'d been wondering how to raise it himself.',
      },
      {
        by: 'Sam Whitfield',
        daysAfter: 1,
        content:
          'Love these. I\'d add: frame it as something you decide together and ask for their ideas too, since condoms, testing and contraception are shared decisions. The article on this has a few example openers: /articles/talking-with-a-new-partner-about-sexual-health',
      },
      {
        by: 'PaperLantern',
        daysAfter: 1.5,
        content:
          'And if the reaction is bad, that\'s useful information about how they\'d treat your health. Most people react much better than we fear.',
      },
      {
        by: 'NightOwlReads',
        daysAfter: 3,
        content: 'Did it last night, using SaltAndCedar\'s approach. It was fine! We\'re both going to the clinic next week. Thank you.',
      },
    ],
  },
  // ------------------------------------------------------------------ consent check-ins
  {
    category: 'general',
    by: 'BlueHeron',
    title: 'Checking in during sex without it feeling like a form',
    daysAgo: 280,
    views: 640,
    content: text(
      'My partner and I have been together a year. I want to get better at checking in, especially when we try something new, but asking "is this OK?" every few minutes starts to feel clinical. My partner once joked that it felt like a questionnaire.',
      'How do you check in in a way that feels natural, while still making sure there\'s a real yes?',
    ),
    replies: [
      {
        by: 'Sam Whitfield',
        daysAfter: 0.5,
        content:
          'Great thing to be thinking about. A few ideas that tend to feel more natural: talk about what you\'d both like to try before you start, outside the bedroom; use open questions like "how does this feel?" or "more or less?" rather than yes-or-no ones; and agree on an easy word or signal for pause or stop. Keep watching for non-verbal cues too: if your partner goes quiet or still, pause and ask. The consent article goes into this: /articles/consent-conversations-how-to-ask-and-listen',
      },
      {
        by: 'SundayPancakes',
        daysAfter: 1,
        content:
          'We have a quick chat beforehand about what we\'re each in the mood for. Then the check-ins during are lighter, because the big questions are already answered.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 1.5,
        content:
          'Maybe ask your partner what kind of check-in they like? Some people like words, some like a squeeze of the hand. Asking about the asking is still consent.',
      },
      {
        by: 'TidalDrift',
        daysAfter: 2,
        content: 'We use a traffic-light system: green is keep going, amber is slow down, red is stop. Quick, clear and a bit fun.',
      },
      {
        by: 'BlueHeron',
        daysAfter: 3,
        content:
          'These are great, thank you. We talked it over at dinner and agreed on a mix: a chat before, open questions during, and a pause word. It felt good to plan it together.',
      },
    ],
  },
  // ------------------------------------------------------------------ review: porous toy
  {
    category: 'reviews',
    by: 'QuietHarbor',
    title: 'Cheap toy with a strong chemical smell: keep it or bin it?',
    daysAgo: 250,
    views: 760,
    content:
      'I bought an inexpensive toy online before I knew anything about materials. It\'s soft and squishy, the listing just says "medical-grade jelly", and it has a strong chemical smell that hasn\'t faded after washing. It also feels slightly oily. Is this a problem, or am I overthinking it?',
    replies: [
      {
        by: 'BlueHeron',
        daysAfter: 0.3,
        content:
          'Not overthinking. Soft "jelly" materials are usually porous (often PVC or TPE), so they can hold on to bacteria even after washing, and a strong smell or oily surface can be a sign of softening chemicals at the surface. Unfortunately "medical-grade" isn\'t a regulated term for toys.',
      },
      {
        by: 'SaltAndCedar',
        daysAfter: 0.6,
        content:
          'If you do keep using it, put a condom over it every time and keep it for yourself only. Personally I\'d replace it with something non-porous like 100% silicone, glass or stainless steel. The materials guide explains the differences: /articles/body-safe-toy-materials-and-cleaning-guide',
      },
      {
        by: 'Priya Natarajan',
        daysAfter: 1,
        content:
          'Good advice above. To be clear about the evidence: research on health effects from chemicals in sex toys is limited, so nobody can say how much risk there is. But porous materials can\'t be fully cleaned, and "body-safe" isn\'t a regulated standard in most places, so choosing a material you can clean thoroughly is the cautious choice. If you notice irritation, itching or unusual discharge after using any toy, stop using it and see a clinician or sexual-health clinic.',
      },
      {
        by: 'QuietHarbor',
        daysAfter: 2,
        content: 'Thanks, that settles it. It\'s going in the bin and I\'ll save up for a silicone one.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 3,
        content: 'Don\'t feel bad about it. So many people\'s first purchase was like this; the materials side just isn\'t common knowledge.',
      },
    ],
  },
  // ------------------------------------------------------------------ review: limited grip
  {
    category: 'reviews',
    by: 'TidalDrift',
    title: 'Toys and aids that work with limited grip: what has worked for you?',
    daysAgo: 230,
    views: 690,
    content: text(
      'Partly a review, partly a question. My hand function is limited, so holding anything for long is tiring and small buttons are hard. Two things that have worked for me:',
      'Orbit Loop, a ring-shaped silicone vibrator: you slip your fingers through it instead of gripping, and it has one large button. Quiet, rechargeable, and easy to clean with warm water and mild soap. Mid-range price.',
      'Cresthill positioning wedge: a firm foam wedge with a washable cover. Not a toy, but it has made a big difference to comfort and cuts the effort of holding a position. Pricey, but mine has lasted years.',
      'What else has worked for people with limited grip, tremor, pain or fatigue? Brand names are welcome as long as it\'s honest experience, per the guidelines.',
    ),
    replies: [
      {
        by: 'PaperLantern',
        daysAfter: 0.5,
        content: 'For fatigue, a good pillow setup has helped me most, along with planning for mornings when I have more energy. Nothing fancy.',
      },
      {
        by: 'BlueHeron',
        daysAfter: 1,
        content:
          'My partner has arthritis in her hands and swears by toys with a remote control, so she doesn\'t have to hold anything near the buttons. Check the remote has big buttons, though; some are tiny.',
      },
      {
        by: 'Sam Whitfield',
        daysAfter: 1.5,
        content:
          'Thank you for this thread. An occupational therapist can be a great ally here too. Many are comfortable talking about intimacy and aids, and if yours isn\'t, it\'s fine to ask to be referred to someone who is.',
      },
      {
        by: 'MapleAndMoss',
        daysAfter: 3,
        content:
          'My mum has a tremor and finds foam handle grips helpful for everyday things. I wonder whether the same idea could work on some toys. Only if they can be cleaned, of course.',
      },
      {
        by: 'TidalDrift',
        daysAfter: 4,
        content: 'Good ideas, thanks. I like the foam grip idea; I\'d cover it with something washable or use it only on the part that doesn\'t need cleaning.',
      },
    ],
  },
  // ------------------------------------------------------------------ herpes diagnosis
  {
    category: 'support',
    by: 'NightOwlReads',
    title: 'Just diagnosed with genital herpes and spiralling',
    daysAgo: 210,
    views: 1420,
    content: text(
      'I had my first outbreak a couple of weeks ago and the clinic confirmed it\'s herpes (HSV-2). They were kind, gave me antiviral treatment, and the sores have healed, but my head hasn\'t caught up. I feel ashamed, and I\'m terrified of telling a partner, including the person I\'m seeing now.',
      'I know it\'s common. I just need to hear from people who have been through it.',
    ),
    replies: [
      {
        by: 'SaltAndCedar',
        daysAfter: 0.3,
        content:
          'First: there\'s nothing shameful here. You have a common skin infection. The WHO estimates that around one in eight people aged 15 to 49 worldwide has HSV-2, and most of them don\'t know it. The first weeks after a diagnosis are the hardest, and it does get much easier.',
      },
      {
        by: 'Maya Okafor',
        daysAfter: 0.6,
        content:
          'Sending support. A few things worth raising at your follow-up with the clinic: a first outbreak is often the worst, and later ones tend to be milder and less frequent. If outbreaks are frequent, or you\'d like to lower the chance of passing it on, ask whether daily suppressive treatment suits you. Condoms, and avoiding sex during an outbreak or when you feel the early warning signs, lower the risk further. The clinic can also point you to counselling if the emotional side stays heavy.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 1,
        content: 'I\'m so sorry you\'re going through this. Be gentle with yourself; feeling shaken is completely normal.',
      },
      {
        by: 'SundayPancakes',
        daysAfter: 1.5,
        content:
          'My partner told me about their herpes on our third date. I remember being grateful they trusted me with it, and how calmly they explained it made it a non-issue. That was seven years ago.',
      },
      {
        by: 'Sam Whitfield',
        daysAfter: 2,
        content:
          'When you\'re ready to talk to your partner, the section on sharing a diagnosis in this article might help: /articles/talking-with-a-new-partner-about-sexual-health. A calm, factual conversation at a relaxed moment, with time for them to ask questions, usually goes better than people fear.',
      },
      {
        by: 'admin',
        daysAfter: 2.2,
        content:
          'Moderator note: thank you all for such kind and accurate replies. A gentle reminder for everyone reading that treatment choices are for each person and their clinician, so please keep sharing experience rather than naming specific medicines or doses. NightOwlReads, we\'re glad you posted.',
      },
      {
        by: 'NightOwlReads',
        daysAfter: 9,
        content:
          'I told him last night. I explained the facts, said I\'d understand whatever he decided, and he asked a few questions and then hugged me. We\'re going to ask the clinic together about ways to lower the risk. I can\'t believe how much lighter I feel. Thank you all.',
      },
    ],
  },
  // ------------------------------------------------------------------ antidepressants and erections
  {
    category: 'support',
    by: 'BlueHeron',
    title: 'Erections less reliable since starting an antidepressant',
    daysAgo: 190,
    views: 870,
    content: text(
      'I started an antidepressant four months ago and it has helped my mood enormously. Since then, though, I often lose my erection partway through, and orgasm takes much longer. My partner is patient, but I\'m getting anxious about it, which I\'m sure makes it worse.',
      'I really don\'t want to stop the medication. Has anyone dealt with this? Is it worth raising with my doctor, or will they just say it\'s the price of feeling better?',
    ),
    replies: [
      {
        by: 'TidalDrift',
        daysAfter: 0.4,
        content:
          'Definitely raise it. Sexual side effects are a known effect of many antidepressants, and doctors are used to discussing them. There may be options, such as adjusting the dose or trying a different medicine, but that\'s a conversation with your prescriber. Please don\'t stop or change it on your own; stopping suddenly can cause problems of its own.',
      },
      {
        by: 'SaltAndCedar',
        daysAfter: 1,
        content:
          'I went through this a few years ago. What helped while I sorted it out with my doctor was taking erections out of the picture for a while and focusing on everything else. Less pressure made a real difference.',
      },
      {
        by: 'MapleAndMoss',
        daysAfter: 1.5,
        content:
          'The slowing-down article here might help with the anxiety loop you describe: /articles/mindfulness-and-sensate-focus-slowing-down. It\'s about taking the pressure to perform out of intimacy.',
      },
      {
        by: 'QuietHarbor',
        daysAfter: 2,
        content: 'You\'re not alone, and looking after your mental health comes first. It\'s good that you want to sort out both.',
      },
      {
        by: 'BlueHeron',
        daysAfter: 3,
        content: 'Thanks, all. I\'ve booked a review with my doctor and I\'ll be honest about it. Reading this made me feel much less awkward about bringing it up.',
      },
      {
        by: 'BlueHeron',
        daysAfter: 50,
        content:
          'Update: my doctor and I adjusted the dose a little, and things are noticeably better while my mood has stayed good. She said to come back if anything changes. Very glad I asked.',
      },
    ],
  },
  // ------------------------------------------------------------------ desire mismatch
  {
    category: 'general',
    by: 'SundayPancakes',
    title: 'Desire mismatch: we keep having the same argument',
    daysAgo: 150,
    views: 1180,
    content: text(
      'My partner and I have been together seven years. I want sex more often than they do, and it has become a loop: I ask, they feel pressured, I feel rejected, and we both go quiet for a few days. Neither of us is the bad guy and we love each other; we just can\'t talk about it without it turning into the same argument.',
      'I read /articles/when-you-want-sex-more-or-less-than-your-partner and recognised us in almost every paragraph. Has anyone broken this cycle? What actually helped?',
    ),
    replies: [
      {
        by: 'MapleAndMoss',
        daysAfter: 0.5,
        content:
          'I recognise this loop from my marriage, and I wish we\'d dealt with it earlier. What would have helped us: talking at a neutral time, not straight after a no, and each saying what sex means to us. For me it was feeling close; for him it was feeling wanted. The same need in different words.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 1,
        content:
          'From the lower-desire side: pressure itself can push desire even lower, even when nobody means to pressure. What helped me in a past relationship was knowing that affection didn\'t always have to lead anywhere.',
      },
      {
        by: 'Sam Whitfield',
        daysAfter: 1.3,
        content:
          'This is so common, and it\'s great that you\'re both treating it as a shared problem. Many people experience responsive desire, where wanting builds once closeness starts rather than arriving out of the blue; the low desire Q&A explains it well: /articles/sex-therapist-answers-questions-about-low-desire. If the lower desire is a recent change, a check-up is worthwhile too, since medicines, hormones and stress all play a part. And if you keep getting stuck, a sex therapist or couples therapist helps with exactly this.',
      },
      {
        by: 'BlueHeron',
        daysAfter: 2,
        content:
          'We started scheduling time together. Not sex, just time. It sounds unsexy, but it broke the asking-and-refusing pattern and things happened more naturally.',
      },
      {
        by: 'SundayPancakes',
        daysAfter: 3,
        content:
          'Thank you all. We sat down on Sunday and each talked about what sex means to us, like MapleAndMoss suggested. It was the first conversation about it that didn\'t end in silence. We\'re also looking for a sex therapist.',
      },
      {
        by: 'SundayPancakes',
        daysAfter: 60,
        content:
          'Three sessions with a sex therapist in. Still a work in progress, but we can laugh about it now instead of avoiding it. I\'d recommend not waiting as long as we did.',
      },
    ],
  },
  // ------------------------------------------------------------------ low mood after sex
  {
    category: 'support',
    by: 'TidalDrift',
    title: 'Feeling low and teary after sex. Is that a thing?',
    daysAgo: 120,
    views: 560,
    content: text(
      'This has happened a handful of times now: everything is good, consensual and enjoyable, and then afterwards a wave of sadness hits and sometimes I tear up for no reason I can name. It passes within an hour or so.',
      'My partner worries he did something wrong, and he didn\'t. Is this normal? Should I be worried?',
    ),
    replies: [
      {
        by: 'PaperLantern',
        daysAfter: 0.3,
        content:
          'It\'s a thing! It\'s sometimes called post-coital dysphoria, and it seems to be more common than people think, across genders. The aftercare article talks about it: /articles/aftercare-and-check-ins-after-sex',
      },
      {
        by: 'Sam Whitfield',
        daysAfter: 0.8,
        content:
          'Thanks for sharing this; it sounds like you and your partner are handling it with care. Some people find it helps to plan a few minutes of closeness afterwards, or to tell their partner what they\'d like in that moment: being held, some space, a glass of water. If the low mood lingers, gets stronger, or shows up outside sex too, it\'s worth talking to a GP or a therapist.',
      },
      {
        by: 'MapleAndMoss',
        daysAfter: 1.5,
        content: 'I used to get this when I was very stressed. Telling my partner "it\'s not you, it\'s just a wave" helped us both relax about it.',
      },
      {
        by: 'TidalDrift',
        daysAfter: 2,
        content:
          'Such a relief to read this. I showed my partner the article, and we agreed he\'ll just hold me and not ask questions unless I want to talk.',
      },
      { by: 'QuietHarbor', daysAfter: 4, content: 'Adding to the chorus: you\'re not alone. I\'m glad you asked.' },
    ],
  },
  // ------------------------------------------------------------------ first-time nerves
  {
    category: 'support',
    by: 'PaperLantern',
    title: 'Thirty-one, demisexual and nervous about a first time',
    daysAgo: 80,
    views: 720,
    content: text(
      'I\'ve been with my partner for eight months, and for the first time in my life I feel like I\'d actually like to have sex with someone. We\'ve talked about it, and they\'re patient and kind. But I\'m 31 and have never had sex, and I\'m nervous about everything: not knowing what I\'m doing, it being awkward, it hurting, changing my mind halfway.',
      'Did anyone else have a first time later in life? How did you handle the nerves?',
    ),
    replies: [
      {
        by: 'QuietHarbor',
        daysAfter: 0.4,
        content:
          'There\'s no timeline, and 31 isn\'t late; it\'s just yours. Changing your mind halfway is completely allowed, at any point. If your partner is patient now, they\'ll understand that too.',
      },
      {
        by: 'SaltAndCedar',
        daysAfter: 1,
        content:
          'My first time was at 29. What helped: agreeing beforehand that either of us could stop at any point and that stopping wasn\'t a failure, talking during, and keeping a sense of humour. Awkward moments happened, and in hindsight they were some of the nicest parts.',
      },
      {
        by: 'Sam Whitfield',
        daysAfter: 1.3,
        content:
          'It\'s lovely that you\'ve already talked. A few things that often help: go slowly and think of sex as a wide menu rather than one specific act; agree how either of you can pause or stop; have lube and condoms to hand; and check in with each other afterwards. Sex shouldn\'t be painful. If it is, stop, and if it keeps happening, a clinician can help. The slowing-down article has some gentle exercises you could try together first: /articles/mindfulness-and-sensate-focus-slowing-down',
      },
      {
        by: 'TidalDrift',
        daysAfter: 2,
        content: 'Plenty of people find a first time is more about closeness than anything else. Lower the stakes: there will be a second time and a tenth.',
      },
      {
        by: 'PaperLantern',
        daysAfter: 3,
        content: 'Thank you. I\'m feeling more excited than scared now. We\'re going to take it slowly, like you all said.',
      },
    ],
  },
  // ------------------------------------------------------------------ review: workbook
  {
    category: 'reviews',
    by: 'SundayPancakes',
    title: 'Book review: "Say It Out Loud", a workbook for talking about sex',
    daysAgo: 45,
    views: 310,
    content: text(
      'Our sex therapist suggested "Say It Out Loud: A Workbook for Couples Talking About Sex" by Ines Calloway, LMFT. We\'ve worked through most of it over two months, so here\'s a review.',
      'What it is: a paperback workbook with twelve short chapters, each with a short reading and exercises you do separately and then compare. Topics include what sex means to each of you, differences in desire, saying no kindly, and talking about health and testing.',
      'What we liked: the exercises are concrete and low-pressure, it\'s inclusive (the examples include partners of different genders and a few non-monogamous relationships), and it never treats the partner who wants less sex as the problem.',
      'What we didn\'t: a couple of chapters feel repetitive, and the print is small, so it isn\'t the most accessible format. I couldn\'t find an audio or large-print edition.',
      'Price: budget, about the cost of a standard paperback.',
      'It\'s no substitute for therapy, but as homework between sessions it has really helped us.',
    ),
    replies: [
      {
        by: 'MapleAndMoss',
        daysAfter: 0.5,
        content:
          'Thank you for this, and I\'m so glad the therapy is helping. Would it work for someone single? I\'d like to get better at these conversations before my next relationship.',
      },
      {
        by: 'SundayPancakes',
        daysAfter: 1,
        content: 'About half of it would. The chapters on what you want and how to say no kindly work solo; the rest are partner exercises.',
      },
      {
        by: 'TidalDrift',
        daysAfter: 1.5,
        content: 'Thanks for flagging the small print. It would be great if more books like this came in accessible formats.',
      },
      {
        by: 'BlueHeron',
        daysAfter: 3,
        content: 'Adding this to my list. My partner and I got a lot out of the check-in thread here, and something more structured feels like a good next step.',
      },
    ],
  },
  // ------------------------------------------------------------------ sex education
  {
    category: 'general',
    by: 'SaltAndCedar',
    title: 'What\'s one thing you wish you\'d learned in sex ed?',
    daysAgo: 12,
    views: 140,
    content: text(
      'A lighter thread for a Friday. Mine: that you can just walk into a sexual-health clinic and ask questions, and nobody there will judge you. I spent most of my twenties too embarrassed to go.',
      'What\'s yours?',
    ),
    replies: [
      { by: 'PaperLantern', daysAfter: 0.2, content: 'That asexuality exists, and that not wanting sex doesn\'t mean something is broken.' },
      {
        by: 'NightOwlReads',
        daysAfter: 0.5,
        content:
          'That herpes and HPV are incredibly common, and that some adults can still get the HPV vaccine. I only learned that here: /articles/hpv-and-the-hpv-vaccine-what-adults-should-know',
      },
      { by: 'MapleAndMoss', daysAfter: 1, content: 'That menopause exists and can affect your sex life. Nobody ever mentioned it.' },
      { by: 'TidalDrift', daysAfter: 1.2, content: 'That disabled people have sex lives. It would have saved teenage me a lot of worry.' },
      { by: 'QuietHarbor', daysAfter: 1.5, content: 'That sex shouldn\'t hurt, and that if it does, it\'s worth seeing someone about it.' },
      {
        by: 'Sam Whitfield',
        daysAfter: 2,
        content: 'That consent is about listening, not just getting a yes, and that anyone can change their mind at any time. Loving this thread.',
      },
      { by: 'BlueHeron', daysAfter: 2.5, content: 'That using lube doesn\'t mean something is wrong. It\'s just useful.' },
    ],
  },
];
