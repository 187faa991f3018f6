/**
 * Seeded experts and interviews (Expert Q&A), seeded by ops/seed/experts.ts through the experts' commands.
 *
 * Every person here is fictional; websites and profile links use example.com / example.org only.
 * Health statements follow mainstream public-health sources (CDC, WHO, NHS, ACOG, AASECT), named in the
 * answers where a number is given. Answers are small HTML fragments (p, ul, li, strong, em) written on one
 * line each, because the interview page turns line breaks into <br>. Like articles, the page adds the
 * "educational, not medical advice" note itself, so it is not repeated in the answers.
 */
import type { SeedExpert, SeedInterview } from './experts-types.js';

/** A paragraph. */
const p = (text: string): string => `<p>${text}</p>`;
/** A bulleted list. */
const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
/** An answer made of paragraphs and lists, kept on one line. */
const answer = (...parts: string[]): string => parts.join('');

export const seedExperts: SeedExpert[] = [
  {
    key: 'amara-nwosu',
    name: 'Dr. Amara Nwosu',
    title: 'Obstetrician-Gynecologist and Sexual Health Physician',
    credentials: 'MD, MPH, FACOG',
    bio: 'Dr. Amara Nwosu is a board-certified obstetrician-gynecologist who has spent most of her career in public sexual health clinics. After medical school she completed a master of public health focused on sexually transmitted infection prevention, and she now leads the contraception and STI service at a community health center. Her clinical work covers testing, contraception counselling, menopause care and the conditions people often feel too embarrassed to mention, such as recurring infections or pain. She also teaches residents how to take a sexual history that is respectful of every gender, orientation and relationship style. Amara believes that good sexual health care starts with clear information and a clinician who does not judge, and she writes for patients in plain language about what tests and treatments actually involve. Outside the clinic she volunteers with a school program that teaches young people where to find confidential care.',
    yearsExperience: 16,
    location: 'Atlanta, Georgia',
    specializations: ['Sexual Health'],
    websiteUrl: 'https://nwosu-health.example.com',
    linkedinUrl: 'https://linkedin.example.com/in/amara-nwosu-md',
  },
  {
    key: 'lena-marquez',
    name: 'Dr. Lena Marquez',
    title: 'Couples Therapist and Relationship Researcher',
    credentials: 'PhD, LMFT',
    bio: 'Dr. Lena Marquez is a licensed marriage and family therapist with a doctorate in couple and family therapy. Her research looked at how partners repair after arguments, and her private practice now focuses on couples and polyamorous families who feel stuck in the same conflicts. She works with people of all genders and orientations, in relationships that are brand new and ones that have lasted forty years. Lena is known for practical tools: short check-in conversations, ways to name a need without blaming, and plans for the moments when a discussion starts to overheat. She supervises newly qualified therapists, runs workshops on communication for community groups, and is bilingual in English and Spanish. Her view is that most couples do not need to stop disagreeing; they need to feel safe enough to disagree well.',
    yearsExperience: 14,
    location: 'Portland, Oregon',
    specializations: ['Relationship Dynamics', 'Communication', 'Intimacy Skills'],
    websiteUrl: 'https://marquez-couples.example.org',
    linkedinUrl: 'https://linkedin.example.com/in/lena-marquez-lmft',
  },
  {
    key: 'jordan-ellis-park',
    name: 'Jordan Ellis-Park',
    title: 'AASECT-Certified Sex Therapist',
    credentials: 'LCSW, AASECT-certified sex therapist',
    bio: 'Jordan Ellis-Park is a licensed clinical social worker and AASECT-certified sex therapist who uses they/them pronouns. Jordan has worked in an LGBTQ+ community health center and now runs a small group practice offering sex therapy in person and by video. Their clients include people living with low desire, erectile or arousal difficulties, pain, anxiety about sex, and the changes that come with illness, disability, transition or ageing. Jordan also supports people who come out later in life and the partners and families adjusting alongside them. Their approach combines talk therapy, education and gentle at-home exercises, and they work closely with physicians and pelvic-floor physiotherapists when there is a physical side to a problem. Jordan teaches a continuing-education course for counsellors on making therapy rooms welcoming for queer and trans clients.',
    yearsExperience: 11,
    location: 'Chicago, Illinois',
    specializations: ['Sex Therapy', 'LGBTQ+ Topics', 'Intimacy Skills'],
    websiteUrl: 'https://ellispark-therapy.example.com',
    linkedinUrl: 'https://linkedin.example.com/in/jordan-ellis-park',
  },
  {
    key: 'priya-raman',
    name: 'Priya Raman',
    title: 'Pelvic-Floor Physiotherapist',
    credentials: 'MScPT, registered physiotherapist (pelvic health)',
    bio: 'Priya Raman is a registered physiotherapist with a master\'s degree in physical therapy who has specialized in pelvic health for more than a decade. She treats people of all genders for pain during sex, bladder and bowel leaking, pelvic pain after surgery or childbirth, and the pelvic-floor changes that can come with menopause, prostate treatment or long-term conditions. Before moving into pelvic health she worked in sports rehabilitation, and she still thinks of the pelvic floor as a group of muscles that can be too weak, too tense or simply poorly coordinated, each needing a different plan. Priya works alongside gynecologists, urologists and sex therapists, and she is careful to explain every step of an assessment so patients stay in control of what happens. She gives talks at community centers about pelvic health myths and how to find a qualified physiotherapist.',
    yearsExperience: 12,
    location: 'Toronto, Ontario',
    specializations: ['Sexual Health', 'Intimacy Skills'],
    websiteUrl: 'https://pelvic-physio.example.org',
  },
  {
    key: 'samuel-adeyemi',
    name: 'Samuel Adeyemi',
    title: 'Family Nurse Practitioner, HIV Prevention',
    credentials: 'MSN, FNP-BC, AAHIVS',
    bio: 'Samuel Adeyemi is a board-certified family nurse practitioner and HIV specialist who runs a walk-in sexual health clinic. He started his career as a registered nurse on an infectious-disease ward, and he now prescribes PrEP and PEP, treats sexually transmitted infections and provides primary care for people living with HIV. Much of his work is with gay, bisexual and trans patients, and with people who have avoided health care because they expected to be judged. Samuel trains pharmacists and community outreach workers on HIV prevention and speaks regularly about making testing routine rather than frightening. He is interested in how clinics can reduce stigma through small practical changes, such as asking for pronouns, offering self-collected swabs and explaining results clearly. He believes everyone deserves prevention options that fit their life.',
    yearsExperience: 13,
    location: 'Minneapolis, Minnesota',
    specializations: ['Sexual Health', 'LGBTQ+ Topics'],
    websiteUrl: 'https://adeyemi-clinic.example.com',
    linkedinUrl: 'https://linkedin.example.com/in/samuel-adeyemi-fnp',
  },
  {
    key: 'rowan-hale',
    name: 'Dr. Rowan Hale',
    title: 'Clinical Psychologist and Kink-Aware Therapist',
    credentials: 'PhD, licensed psychologist, AASECT-certified sex therapist',
    bio: 'Dr. Rowan Hale is a licensed clinical psychologist and AASECT-certified sex therapist whose practice focuses on consensual non-monogamy, kink and the communication skills that keep both safe and satisfying. Rowan completed a doctorate on how people negotiate boundaries in close relationships and has since trained therapists to work with kink-involved clients without bias. In the therapy room Rowan helps people with shame about their interests, partners whose desires differ, and couples who want to talk about limits, check-ins and care afterwards. Rowan is careful to separate what research shows from what is still unknown, and often reminds clients that consent, not any particular activity, is what makes intimacy healthy. Rowan has written guides on negotiation for community organizations and leads workshops on giving and receiving feedback between partners.',
    yearsExperience: 9,
    location: 'Seattle, Washington',
    specializations: ['Kink & BDSM', 'Communication', 'Sex Therapy'],
    websiteUrl: 'https://rowanhale.example.org',
  },
];

export const seedInterviews: SeedInterview[] = [
  {
    slug: 'sti-testing-what-to-ask-for',
    expert: 'amara-nwosu',
    title: 'STI Testing: What to Ask For and How Often',
    description: 'A sexual health physician explains which STI tests exist, how often to get them and what happens at a visit.',
    interviewType: 'Q&A',
    durationMinutes: 4,
    featured: true,
    views: 8214,
    daysAgo: 312,
    questions: [
      {
        question: 'Many people assume they would notice if they had an STI. Is that true?',
        answer: answer(
          p('Often it is not. Chlamydia, gonorrhea, HPV, herpes and early HIV can cause no symptoms at all for months or years, which is why the CDC and the NHS both recommend testing based on your situation rather than waiting for signs. A clear test is the only way to know.'),
          p('When symptoms do appear, they can include unusual discharge, burning when you pee, sores, lumps or rashes in the genital or anal area, or pain in the lower abdomen. If you notice any of these, book a test even if you were tested recently.'),
        ),
      },
      {
        question: 'How often should someone get tested?',
        answer: answer(
          p('It depends on age, anatomy, partners and the kinds of sex you have. The CDC recommendations are a good starting point:'),
          ul(
            'Everyone aged 13 to 64 should have an HIV test at least once, and adults should be tested for hepatitis C at least once.',
            'Sexually active women and other people with a cervix under 25 should have a chlamydia and gonorrhea test every year, and older people with new or several partners too.',
            'Gay, bisexual and other men who have sex with men should test at least once a year for HIV, syphilis, chlamydia and gonorrhea, and every 3 to 6 months with several or anonymous partners.',
            'Anyone who is pregnant should be tested for syphilis, HIV and hepatitis B and C early in pregnancy.',
          ),
          p('A new partner, a condom that broke or a partner who tells you they have an infection are all good reasons to test between routine checks.'),
        ),
      },
      {
        question: 'What actually happens at a testing appointment?',
        answer: answer(
          p('Usually it is quicker and less awkward than people expect. A nurse or doctor asks a few questions about your recent partners and the kinds of sex you have had, so they can choose the right tests. Nobody is judging your answers; they are deciding whether to swab your throat or rectum as well as taking a urine or genital sample.'),
          p('Most tests are a urine sample, a swab you can often take yourself in private, and a blood sample for HIV and syphilis. You can ask for an examination if you have symptoms, and you can always bring someone with you or ask for a clinician of a particular gender.'),
        ),
      },
      {
        question: 'If a test is negative the day after sex, am I in the clear?',
        answer: answer(
          p('Not necessarily. Every test has a <strong>window period</strong>, the time between an exposure and when the test can reliably detect an infection. For chlamydia and gonorrhea it is about two weeks; for HIV and syphilis it can be several weeks to three months depending on the test.'),
          p('If you are worried about a specific exposure, tell the clinic when it happened. They may test you now and again later. And if the exposure was a possible HIV risk in the last 72 hours, ask straight away about PEP, an emergency medicine that lowers the chance of infection.'),
        ),
      },
      {
        question: 'What if a result comes back positive?',
        answer: answer(
          p('Take a breath: the most common bacterial STIs, chlamydia, gonorrhea and syphilis, are cured with antibiotics, and viral infections such as herpes and HIV are very manageable with treatment. A positive result is a health finding, not a verdict on you.'),
          p('Your clinic will explain the treatment, when to avoid sex while it works, and whether to retest. They can also help you tell recent partners, including anonymous notification services in many areas, so those partners can get tested and treated too.'),
        ),
      },
      {
        question: 'Where can people get tested if they do not want to see their regular doctor?',
        answer: answer(
          p('Public sexual health clinics, community health centers, student health services and many pharmacies offer confidential testing, often free or low cost. Some areas also offer home kits that you post back to a lab.'),
          p('If you use a home kit, choose one from a public health service or an accredited lab, and make sure you know how you will get results and treatment. If anything about your health feels urgent, see a clinician in person.'),
        ),
      },
    ],
  },
  {
    slug: 'contraception-myths-checked',
    expert: 'amara-nwosu',
    title: 'Contraception Myths, Checked Against the Evidence',
    description: 'IUDs, the pill, emergency contraception and fertility: a gynecologist sorts common beliefs from the evidence.',
    interviewType: 'Myth Busting',
    durationMinutes: 3,
    featured: false,
    views: 3920,
    daysAgo: 188,
    questions: [
      {
        question: 'Is it true that IUDs are only for people who have already given birth?',
        answer: answer(
          p('No. This is one of the most persistent myths I hear. ACOG and the WHO both say that IUDs are safe and suitable for most people with a uterus, including teenagers and people who have never been pregnant.'),
          p('Insertion can be uncomfortable, and it is fair to ask your clinician what pain relief they offer. But an IUD is among the most effective methods there is, with fewer than 1 in 100 users becoming pregnant in a year, and it can be removed whenever you choose.'),
        ),
      },
      {
        question: 'Does taking the pill for years make it harder to get pregnant later?',
        answer: answer(
          p('The evidence says no. Fertility returns quickly after stopping the pill, the patch, the ring, the implant or an IUD, usually within a cycle or two. Age and individual health have far more effect on fertility than past contraception.'),
          p('The contraceptive injection is the exception worth knowing about: the NHS notes that it can take up to a year for periods and fertility to return after the last injection. That is a delay, not lasting harm, but it matters if you plan a pregnancy soon.'),
        ),
      },
      {
        question: 'Is emergency contraception the same as an abortion pill?',
        answer: answer(
          p('No. Emergency contraceptive pills work mainly by delaying ovulation, so they prevent a pregnancy from starting; they do not end an existing pregnancy. A copper IUD fitted within five days of unprotected sex is the most effective form of emergency contraception.'),
          p('The sooner emergency pills are taken, the better they work. Depending on where you live they are available from pharmacies, clinics and doctors, often without a prescription. Some pills may work less well at higher body weights, so ask a pharmacist which option suits you.'),
        ),
      },
      {
        question: 'How reliable are condoms and withdrawal in real life?',
        answer: answer(
          p('It helps to compare typical use, meaning how methods work for real people, rather than perfect use. CDC figures for typical use in the first year:'),
          ul(
            '<strong>Implant and IUDs:</strong> fewer than 1 in 100 become pregnant.',
            '<strong>Pill, patch and ring:</strong> about 7 in 100.',
            '<strong>External (male) condoms:</strong> about 13 in 100.',
            '<strong>Withdrawal:</strong> about 20 in 100.',
          ),
          p('Condoms are still the only method that also lowers the risk of most STIs, so many people use them alongside another method.'),
        ),
      },
      {
        question: 'What should someone bring to a contraception appointment?',
        answer: answer(
          p('A rough idea of what matters most to you: avoiding daily pills, keeping regular periods, avoiding hormones, privacy, or the option to stop at any time. There is no single best method, only the one that fits your health and your life.'),
          p('Mention any migraines with aura, blood clots, high blood pressure, smoking and the medicines you take, because these change which methods are safe. And it is always fine to switch methods if the first one does not suit you.'),
        ),
      },
    ],
  },
  {
    slug: 'why-couples-argue-about-the-same-things',
    expert: 'lena-marquez',
    title: 'Why Couples Keep Having the Same Argument',
    description: 'A couples therapist on why recurring conflicts rarely mean a relationship is failing, and how to talk them through.',
    interviewType: 'Deep Dive',
    durationMinutes: 3,
    featured: false,
    views: 5630,
    daysAgo: 401,
    questions: [
      {
        question: 'Why do so many couples keep coming back to the same argument?',
        answer: answer(
          p('Because many conflicts are not problems to be solved; they come from lasting differences in personality, needs or values. One person likes plans and the other likes spontaneity; one recharges alone and the other through company. Long-term studies of couples suggest that a large share of recurring disagreements are of this kind.'),
          p('That is actually reassuring. A repeating argument does not mean the relationship is broken. It means you have found a difference you will be living with, and the goal shifts from winning to understanding it.'),
        ),
      },
      {
        question: 'What separates couples who handle those differences well from those who do not?',
        answer: answer(
          p('Mostly how they start and repair. Couples who do well raise issues gently, talk about their own feelings and needs rather than their partner\'s flaws, and make small repair attempts when things heat up: a joke, a touch, an apology, asking for a pause.'),
          p('Research on couples also points to contempt, meaning eye-rolling, mockery or speaking from above, as especially damaging. Criticism of a behaviour can be worked with. Attacks on who someone is wear a relationship down.'),
        ),
      },
      {
        question: 'Is there a simple structure people can use for a hard conversation?',
        answer: answer(
          p('I teach a short sequence that works for most topics:'),
          ul(
            '<strong>Choose the time.</strong> Not when someone is tired, hungry or about to leave. Ask, "Can we talk about the holiday plans tonight?"',
            '<strong>Start with yourself.</strong> "I feel anxious when plans are open-ended, and I need to know roughly what is happening."',
            '<strong>Listen to understand.</strong> Summarise what your partner said before replying, and ask what the issue means to them.',
            '<strong>Look for a small, specific step</strong> you can both try for a few weeks, then review it.',
          ),
        ),
      },
      {
        question: 'What should people do when an argument starts to spiral?',
        answer: answer(
          p('Take a break on purpose. When your heart is racing, it is genuinely harder to listen and think flexibly. Agree in advance on a signal that means "I need twenty minutes", and agree that whoever asks for the break also suggests when to come back.'),
          p('During the break, do something calming rather than rehearsing your case. Coming back is the important part: it shows your partner that the pause was about caring for the conversation, not avoiding it.'),
        ),
      },
      {
        question: 'When is it time to see a couples therapist?',
        answer: answer(
          p('Earlier than most people think. Many couples wait years after problems start before getting help. Consider it if the same fight leaves you both feeling unheard, if you avoid topics to keep the peace, or if resentment has started to replace affection.'),
          p('Therapy is not the right first step if anyone feels afraid of their partner or is being controlled or harmed. In that situation, individual support and safety planning come first, and a local domestic violence helpline can talk options through confidentially.'),
        ),
      },
    ],
  },
  {
    slug: 'talking-about-desire-differences',
    expert: 'lena-marquez',
    title: 'Talking About Different Levels of Desire',
    description: 'When partners want sex at different rates: how desire works, how to talk about it and when to look for help.',
    interviewType: 'Q&A',
    durationMinutes: 3,
    featured: false,
    views: 6105,
    daysAgo: 97,
    questions: [
      {
        question: 'How common is it for partners to want sex at different rates?',
        answer: answer(
          p('Very common; in long relationships it is close to universal at some point. Desire shifts with stress, sleep, health, medicines, parenting, grief, age and how connected partners feel. A gap does not mean either person is broken or that the relationship is in trouble.'),
          p('What causes distress is usually not the gap itself but the pattern around it: one person feeling rejected, the other feeling pressured, and both going quiet.'),
        ),
      },
      {
        question: 'Is it true that desire should always appear spontaneously?',
        answer: answer(
          p('No, and this belief causes a lot of unnecessary worry. Many people, especially in long-term relationships, experience <strong>responsive desire</strong>: interest that grows once they are relaxed, close and enjoying touch, rather than arriving out of the blue.'),
          p('Neither style is better. Knowing which one fits you can change the question from "Why don\'t I want to?" to "What helps me get into the mood, and what gets in the way?"'),
        ),
      },
      {
        question: 'How can partners raise the subject without it turning into blame?',
        answer: answer(
          p('Pick a calm, neutral moment, not straight after a declined invitation. Talk about your own experience and stay curious about your partner\'s:'),
          ul(
            '"I miss feeling close to you, and I would like us to understand this together."',
            '"What makes intimacy feel easy for you, and what makes it feel like a chore?"',
            '"Are there kinds of closeness you would enjoy more right now?"',
          ),
          p('Agree that a no is always acceptable and will not be punished with sulking. Pressure tends to lower desire further, and consent has to be freely given every time.'),
        ),
      },
      {
        question: 'Can scheduling intimacy really help?',
        answer: answer(
          p('For many couples, yes. Setting aside unhurried time together takes away the guessing and the fear of rejection, and it suits people with responsive desire, who may need time to warm up.'),
          p('The key is that the plan is for connection, not for a guaranteed outcome. A scheduled evening might become massage, a long conversation or sex, and any of those is a success if both people feel good about it.'),
        ),
      },
      {
        question: 'When should someone speak to a professional?',
        answer: answer(
          p('See a doctor if low desire is new, persistent and bothering you, or comes with other changes such as pain, tiredness or low mood. Some medicines, including certain antidepressants and hormonal treatments, can affect desire, and a prescriber may be able to adjust them. Please do not stop a medicine on your own.'),
          p('A sex therapist or couples therapist can help when the topic has become too loaded to talk about at home. AASECT keeps a directory of certified sex therapists, and many offer video sessions.'),
        ),
      },
    ],
  },
  {
    slug: 'what-happens-in-sex-therapy',
    expert: 'jordan-ellis-park',
    title: 'What Actually Happens in Sex Therapy',
    description: 'A certified sex therapist explains what sessions involve, who they help and how to find a qualified therapist.',
    interviewType: 'Q&A',
    durationMinutes: 3,
    featured: true,
    views: 11482,
    daysAgo: 50,
    questions: [
      {
        question: 'What is sex therapy, in plain terms?',
        answer: answer(
          p('Sex therapy is talk therapy that focuses on sexual concerns. You meet a licensed mental health professional, such as a counsellor, social worker, psychologist or marriage and family therapist, who has extra training in sexuality. You talk, learn, and sometimes try exercises at home in private.'),
          p('It is never hands-on. Under the AASECT code of ethics there is no nudity, no physical examination and no sexual contact between therapist and client, ever. If anyone suggests otherwise, that is a serious warning sign.'),
        ),
      },
      {
        question: 'Who is it for?',
        answer: answer(
          p('Anyone, alone or with partners, of any gender, orientation or relationship style. Common reasons people come to me include:'),
          ul(
            'Low or mismatched desire, or difficulty with arousal, erections or orgasm.',
            'Pain during sex, usually alongside medical or physiotherapy care.',
            'Anxiety, shame or confusion about sex, often rooted in what people were taught growing up.',
            'Changes after illness, disability, surgery, menopause, childbirth or transition.',
            'Questions about identity, orientation or relationship structure.',
          ),
        ),
      },
      {
        question: 'What does a first session look like?',
        answer: answer(
          p('Mostly a conversation. I ask what brings you in, what you would like to change, and some background about your health, relationships and history. You choose how much to share and when; nothing has to be said before you are ready.'),
          p('I also ask whether you have seen a doctor, because some sexual difficulties have physical causes, such as blood-flow problems, hormone changes or medication side effects, that should be checked alongside therapy.'),
        ),
      },
      {
        question: 'What kind of exercises might a therapist suggest?',
        answer: answer(
          p('One of the best known is <strong>sensate focus</strong>, a structured series of touch exercises that partners do at home in private. Early steps deliberately leave out sex, so people can notice sensation and communicate without performance pressure. Each stage is agreed in advance, and anyone can pause at any point.'),
          p('Other homework is simpler: reading, noticing thoughts that come up, or practising a conversation. The aim is always to build comfort and communication at a pace that feels safe.'),
        ),
      },
      {
        question: 'How does someone find a qualified sex therapist?',
        answer: answer(
          p('Look for a therapist who holds a professional license in your area and has specific training in sexuality. AASECT certification is one well-recognized credential, and AASECT keeps a searchable directory.'),
          ul(
            'Ask what training they have and how often they work with concerns like yours.',
            'Ask about fees, sliding scales and whether they offer video sessions.',
            'If you are LGBTQ+, kinky or non-monogamous, ask directly whether they have experience and how they approach it.',
          ),
          p('A good fit matters. It is fine to meet a couple of therapists before deciding.'),
        ),
      },
    ],
  },
  {
    slug: 'coming-out-later-in-life',
    expert: 'jordan-ellis-park',
    title: 'Coming Out Later in Life: Relationships and Support',
    description: 'Realising you are LGBTQ+ at 40, 60 or beyond: pacing, telling partners and family, and finding community.',
    interviewType: 'Deep Dive',
    durationMinutes: 3,
    featured: false,
    views: 2874,
    daysAgo: 61,
    questions: [
      {
        question: 'How common is it for people to come out in midlife or later?',
        answer: answer(
          p('More common than many people realise. Some people always knew and waited until it felt safe; others only found the words later, sometimes after a long marriage or after their children left home. Public attitudes and language have changed a great deal over a few decades, and that opens space for people to understand themselves differently.'),
          p('There is no deadline on knowing who you are. Coming out at 55 is not a sign that the earlier part of your life was a lie.'),
        ),
      },
      {
        question: 'What feelings do people often bring to therapy at that stage?',
        answer: answer(
          p('Usually a mix: relief and excitement, alongside grief for lost time, guilt toward a partner, fear about how children or a faith community will react, and worry about money or housing if a relationship ends.'),
          p('All of those feelings can exist at once. Part of my work is helping people make room for each of them without letting any one of them make every decision.'),
        ),
      },
      {
        question: 'How should someone approach telling a long-term partner?',
        answer: answer(
          p('With honesty, care and some preparation. Choose a private time without a deadline, and say what you know and what you do not yet know. Your partner may need time, and their first reaction is rarely their last.'),
          ul(
            'You do not need to have decided the future of the relationship before you talk. Some couples separate, some restructure, some stay together.',
            'Consider individual therapists for each of you, as well as couples sessions, so both people have support.',
            'If you fear an unsafe reaction, plan for your safety first and consider telling a trusted friend or counsellor before your partner.',
          ),
        ),
      },
      {
        question: 'What about sexual health when starting to date again?',
        answer: answer(
          p('It is worth a fresh conversation with a clinician, because advice may have changed since you last dated. Ask about STI testing, the HPV and hepatitis B vaccines if you did not have them, and whether PrEP for HIV prevention suits you.'),
          p('If a clinician makes assumptions about your partners or identity, you are entitled to correct them or see someone else. Many areas have LGBTQ+ health centers with staff who are used to these conversations at every age.'),
        ),
      },
      {
        question: 'Where can people find community?',
        answer: answer(
          p('Local LGBTQ+ centers often run groups for older adults and for people coming out later, and there are national organizations for LGBTQ+ elders in many countries. Online groups help people in rural areas or who are not ready to be visible locally.'),
          p('Finding even one or two people who have been through the same thing can ease the sense of being alone. If low mood or anxiety is making daily life hard, speak to your doctor or a counsellor; you do not have to wait until things feel desperate.'),
        ),
      },
    ],
  },
  {
    slug: 'pain-during-sex-is-treatable',
    expert: 'priya-raman',
    title: 'Pain During Sex Is Common, and Treatable',
    description: 'A pelvic-floor physiotherapist on why sex can hurt, what an assessment involves and which treatments help.',
    interviewType: 'Deep Dive',
    durationMinutes: 3,
    featured: true,
    views: 9367,
    daysAgo: 18,
    questions: [
      {
        question: 'How common is pain during sex?',
        answer: answer(
          p('Very. ACOG estimates that nearly 3 out of 4 women have pain during sex at some point in their lives, and people with a penis can have pelvic or genital pain too. For some it is brief; for others it lasts months or years.'),
          p('Common does not mean you should put up with it. Pain is a signal worth investigating, and most causes can be treated or eased.'),
        ),
      },
      {
        question: 'What are some of the causes?',
        answer: answer(
          p('There are many, and often more than one at a time:'),
          ul(
            '<strong>Dryness</strong> from hormonal changes after childbirth, while breastfeeding, around menopause or with some medicines.',
            '<strong>Infections and skin conditions</strong>, such as thrush or lichen sclerosus.',
            '<strong>Pelvic-floor muscles that are too tense</strong> and do not relax easily, sometimes called vaginismus when they tighten involuntarily.',
            '<strong>Conditions such as endometriosis, vulvodynia or prostatitis.</strong>',
            '<strong>Anxiety or past painful experiences</strong>, which make the body brace protectively.',
          ),
          p('That is why the first step is a medical assessment by a doctor or nurse, to find or rule out conditions that need specific treatment.'),
        ),
      },
      {
        question: 'What does a pelvic-floor physiotherapist actually do?',
        answer: answer(
          p('We assess how the pelvic-floor muscles work: whether they contract, relax and coordinate well, and how breathing, posture and the hips affect them. I explain every step beforehand. An internal assessment can be helpful, but it is always optional, and you can stop it at any time.'),
          p('Treatment is often breathing and relaxation training, stretches, gentle exercises to learn to release the muscles, and sometimes graded use of dilators at home. Many people are surprised that for pain, the work is usually about relaxing rather than strengthening.'),
        ),
      },
      {
        question: 'What can people try in the meantime?',
        answer: answer(
          ul(
            'Use plenty of lubricant. Water-based and silicone-based lubricants are both fine with condoms; avoid oil-based products with latex condoms.',
            'Slow down and give arousal time, since the body needs it to prepare.',
            'Remember that intimacy does not have to include penetration. Other kinds of touch can keep closeness while you get help.',
            'Agree with partners that anyone can pause or stop at any moment, without needing to explain.',
          ),
          p('Pushing through pain tends to teach the body to expect it, which can make the problem worse over time.'),
        ),
      },
      {
        question: 'When should someone see a doctor straight away?',
        answer: answer(
          p('Book an appointment promptly if pain is new, if there is bleeding after sex or between periods, unusual discharge, sores, fever or pain deep in the pelvis. These need a medical check and should not wait for physiotherapy.'),
          p('For menopause-related dryness, ask about vaginal moisturizers and low-dose vaginal estrogen, which ACOG and the NHS describe as effective for many people. A sex therapist can also help if worry about pain has started to affect desire or a relationship.'),
        ),
      },
    ],
  },
  {
    slug: 'pelvic-floor-myths',
    expert: 'priya-raman',
    title: 'Pelvic Floor Myths, from Kegels to Leaking',
    description: 'Do Kegels suit everyone? Is leaking after birth normal? A physiotherapist takes on common pelvic floor myths.',
    interviewType: 'Myth Busting',
    durationMinutes: 3,
    featured: false,
    views: 4411,
    daysAgo: 64,
    questions: [
      {
        question: 'Myth: only women have a pelvic floor.',
        answer: answer(
          p('Everyone has one. The pelvic floor is a sling of muscles at the base of the pelvis that supports the bladder and bowel, and the uterus or prostate, and plays a part in continence and sexual function in every body.'),
          p('People with a penis see pelvic-floor physiotherapists for leaking after prostate surgery, pelvic pain and some erection difficulties. The NHS recommends pelvic floor exercises after prostate surgery for exactly that reason.'),
        ),
      },
      {
        question: 'Myth: everyone should be doing Kegels.',
        answer: answer(
          p('Pelvic floor exercises are well supported for leaking when you cough or sneeze, and the NHS recommends them during and after pregnancy. But they are not right for everyone.'),
          p('If your muscles are already tense, which is common in people with pelvic pain or pain during sex, more squeezing can make symptoms worse. What those muscles need first is learning to relax. If you are unsure which applies to you, a pelvic-floor physiotherapist can check.'),
        ),
      },
      {
        question: 'Myth: leaking after having a baby is just something you live with.',
        answer: answer(
          p('Leaking is common after pregnancy and birth, but it is not something you have to accept. Supervised pelvic floor muscle training is the first treatment recommended for stress incontinence, and it helps many people.'),
          p('If you are still leaking a few months after birth, or leaking is affecting exercise, work or sex, ask your doctor or midwife for a referral. Treatment works at any age, including decades later.'),
        ),
      },
      {
        question: 'Myth: you can find your pelvic floor by stopping your pee midstream.',
        answer: answer(
          p('That advice is still around, but I do not recommend it as an exercise. Repeatedly stopping the flow can interfere with emptying your bladder properly. It is fine as a one-off way to notice which muscles are involved, but not as a routine.'),
          p('A better cue: imagine gently lifting and drawing in the muscles you would use to hold in wind, then fully letting go. The letting go is as important as the lift.'),
        ),
      },
      {
        question: 'Myth: pelvic floor problems are an inevitable part of ageing.',
        answer: answer(
          p('Age, menopause and some health conditions make problems more likely, but they are not inevitable and they are very treatable. Staying active, managing constipation, and keeping up pelvic floor exercises where they suit you all help.'),
          ul(
            'See your doctor about leaking, a feeling of heaviness or bulging, or pelvic pain.',
            'Ask about a pelvic-floor physiotherapist; in many places you can also refer yourself.',
            'Bring a short diary of symptoms and when they happen; it speeds up the assessment.',
          ),
        ),
      },
    ],
  },
  {
    slug: 'prep-pep-and-doxy-pep-guide',
    expert: 'samuel-adeyemi',
    title: 'PrEP, PEP and Doxy-PEP: A Plain Guide',
    description: 'A nurse practitioner explains three prevention tools, who they are for, and how to ask for them at a clinic.',
    interviewType: 'Q&A',
    durationMinutes: 3,
    featured: true,
    views: 7048,
    daysAgo: 39,
    questions: [
      {
        question: 'What is PrEP, and how well does it work?',
        answer: answer(
          p('PrEP, pre-exposure prophylaxis, is medicine taken before possible exposure to HIV to prevent infection. It comes as daily pills or, in some places, as an injection given every few months. According to the CDC, PrEP reduces the risk of getting HIV from sex by about 99% when taken as prescribed.'),
          p('PrEP is for anyone who could be exposed to HIV, whatever their gender or orientation. It does not protect against other STIs, so regular testing and condoms still matter.'),
        ),
      },
      {
        question: 'And PEP?',
        answer: answer(
          p('PEP, post-exposure prophylaxis, is an emergency course of HIV medicines taken after a possible exposure, such as a condom breaking with a partner whose HIV status is unknown, or sharing injecting equipment. It must be started within 72 hours, and the sooner the better. The course lasts 28 days.'),
          p('You can get PEP at sexual health clinics, urgent care and emergency departments. If it is out of hours, go to an emergency department rather than waiting until the next day.'),
        ),
      },
      {
        question: 'What is doxy-PEP, and who is it for?',
        answer: answer(
          p('Doxy-PEP means taking a single dose of the antibiotic doxycycline within 72 hours after condomless sex to lower the chance of syphilis, chlamydia and gonorrhea. In 2024 the CDC recommended it for gay, bisexual and other men who have sex with men, and for trans women, who have had a bacterial STI in the past year.'),
          p('Evidence for other groups is still limited, and researchers are watching for antibiotic resistance, so this is a conversation to have with a prescriber rather than something to start on your own.'),
        ),
      },
      {
        question: 'What does starting PrEP involve?',
        answer: answer(
          ul(
            'An HIV test first, because PrEP is not treatment for HIV.',
            'Tests for other STIs, hepatitis B and kidney function.',
            'A conversation about which form of PrEP and which schedule fit your life.',
            'Follow-up visits, usually every three months, for repeat testing and refills.',
          ),
          p('Many clinics and telehealth services offer PrEP, and there are often programs that reduce or cover the cost. If a clinician is unfamiliar with PrEP, it is reasonable to ask for a referral to someone who prescribes it regularly.'),
        ),
      },
      {
        question: 'What does "Undetectable equals Untransmittable" mean?',
        answer: answer(
          p('It means that a person living with HIV who takes treatment and keeps an undetectable viral load does not transmit HIV to partners through sex. This is supported by large studies and by the CDC and WHO.'),
          p('It is one of the most important messages in reducing stigma. Treatment protects the health of the person living with HIV and prevents onward transmission, and together with testing and PrEP it gives everyone more ways to stay safe.'),
        ),
      },
    ],
  },
  {
    slug: 'kink-consent-and-safety-myths',
    expert: 'rowan-hale',
    title: 'Kink, Consent and Safety: Myths and Realities',
    description: 'A kink-aware psychologist on what research says about kink, how negotiation works and why aftercare matters.',
    interviewType: 'Myth Busting',
    durationMinutes: 3,
    featured: false,
    views: 5212,
    daysAgo: 226,
    questions: [
      {
        question: 'Myth: having kinky interests means something is psychologically wrong.',
        answer: answer(
          p('The evidence does not support that. Studies of people who practise consensual kink have generally found their psychological well-being to be similar to that of other people, although most studies rely on volunteers, so the picture is not complete.'),
          p('Diagnostic manuals have moved in the same direction. The DSM-5 separates unusual interests from a disorder, which requires distress, harm or a lack of consent, and the WHO\'s ICD-11 no longer lists consensual kink as a mental disorder.'),
        ),
      },
      {
        question: 'What makes kink consensual rather than harmful?',
        answer: answer(
          p('The same things that make any intimacy consensual, made explicit. Consent is asked for, freely given by adults who are able to decide, specific to the activity, and can be withdrawn at any moment. Saying yes to one thing is not a yes to anything else.'),
          p('Alcohol or drugs that cloud judgment get in the way of consent. So does pressure, whether it is guilt, threats or persistence after a no. If something is happening that you did not agree to, it is not kink.'),
        ),
      },
      {
        question: 'How do partners negotiate beforehand?',
        answer: answer(
          p('Negotiation is a calm conversation before anything starts, ideally not in the heat of the moment. Useful topics include:'),
          ul(
            'What each person is curious about, and their firm limits.',
            'Health considerations, such as injuries, conditions or medicines.',
            'How to stop: a safeword, or a simple traffic-light system where red means stop now and yellow means slow down or check in.',
            'A non-verbal signal for times when speaking is difficult.',
            'What each person will want afterwards.',
          ),
          p('Any agreement can be revisited. Stopping is always allowed, with no explanation needed.'),
        ),
      },
      {
        question: 'What is aftercare, and is it really necessary?',
        answer: answer(
          p('Aftercare is time after an intense experience to reconnect: talking, resting, a drink of water, a blanket, reassurance. Some people also feel a low mood a day or two later, and a check-in message helps.'),
          p('It is not only for the person on the receiving side. Everyone involved can have feelings to process. Talking about what went well and what to change is also how partners keep trust over time.'),
        ),
      },
      {
        question: 'Where can people find non-judgmental support?',
        answer: answer(
          p('If you feel shame about your interests, or partners want different things, a kink-aware therapist can help. When contacting a therapist, it is fine to ask directly whether they have experience with kink and consensual non-monogamy; AASECT-certified sex therapists are trained to work without judgment.'),
          p('For any injury, see a clinician and be as open as you feel able; health professionals are there to treat you, not to judge. And if someone is ignoring your limits, that is a safety issue, and confidential helplines can talk it through with you.'),
        ),
      },
    ],
  },
];
