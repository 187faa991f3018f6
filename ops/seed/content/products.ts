/**
 * Seeded product reviews content: rating criteria per category, 30 products (10 per category)
 * and member reviews. Seeded by ops/seed/products.ts.
 *
 * Every brand, product, book, author and publisher here is invented; none is a real company's
 * trademark. The lubricant and toy brands match the "Our picks" in the two product_reviews
 * articles of ./articles.ts. Material and compatibility facts follow the same sources as those
 * articles (NHS "Are sex toys safe?", WHO/UNFPA/FHI360 lubricant advisory note, CDC and NHS
 * condom guidance). Descriptions and reviews cover materials, safety, cleaning, noise, price and
 * accessibility, never anything explicit. Prices are typical ranges.
 */
import type { SeedCriterion, SeedProduct, SeedRating, SeedReview } from './products-types.js';

export const seedCriteria: SeedCriterion[] = [
  { key: 'build_quality', name: 'Build Quality', categories: ['sex_toys'] },
  { key: 'ease_of_use', name: 'Ease of Use', categories: ['sex_toys'] },
  { key: 'noise_level', name: 'Noise Level', categories: ['sex_toys'] },
  { key: 'texture', name: 'Texture', categories: ['lubricants'] },
  { key: 'longevity', name: 'Longevity', categories: ['lubricants'] },
  { key: 'body_safety', name: 'Body-Safety', categories: ['lubricants'] },
  { key: 'value', name: 'Value', categories: ['sex_toys', 'lubricants'] },
  { key: 'accuracy', name: 'Accuracy', categories: ['books_media'] },
  { key: 'readability', name: 'Readability', categories: ['books_media'] },
  { key: 'inclusivity', name: 'Inclusivity', categories: ['books_media'] },
  { key: 'practical_value', name: 'Practical Value', categories: ['books_media'] },
];

export const seedProducts: SeedProduct[] = [
  // ---------------------------------------------------------------- sex_toys
  {
    key: 'heronwood-curve',
    name: 'Heronwood Curve',
    brand: 'Heronwood',
    category: 'sex_toys',
    priceRange: '$60–$90',
    description:
      'A gently curved vibrator in platinum-cure silicone, which is non-porous and can be cleaned thoroughly with warm water and mild soap. Rated IPX7, so it can be fully submerged for washing. In our tests it measured about 45 decibels on its lowest setting. It charges with a magnetic cable that is easy to attach by touch, and has three large, well-spaced buttons. Use water-based lubricant, or patch-test a silicone-based one first.',
    imageUrl: null,
  },
  {
    key: 'lumbra-glass-wand',
    name: 'Lumbra Glass Wand',
    brand: 'Lumbra',
    category: 'sex_toys',
    priceRange: '$25–$40',
    description:
      'A seamless, double-ended wand made of borosilicate glass, the heat-resistant glass used in laboratory and kitchen ware. Glass is non-porous, silent and compatible with every type of lubricant. It can be boiled to clean if heated gradually, because sudden temperature changes can crack it. It is heavier than silicone and less forgiving if dropped, so check it for chips before each use and stop using it if you find any.',
    imageUrl: null,
  },
  {
    key: 'alderfinch-palm',
    name: 'Alderfinch Palm',
    brand: 'Alderfinch',
    category: 'sex_toys',
    priceRange: '$35–$55',
    description:
      'A compact external vibrator with a soft silicone shell over a hard ABS plastic core, shaped to rest in the hand without needing a strong grip. It is splash-resistant (IPX4) rather than waterproof, so wipe it clean with a damp cloth and mild soap instead of submerging it. USB rechargeable, with a single button that cycles through five settings.',
    imageUrl: null,
  },
  {
    key: 'kettlestone-steel-plug',
    name: 'Kettlestone Steel Plug',
    brand: 'Kettlestone',
    category: 'sex_toys',
    priceRange: '$30–$50',
    description:
      'A polished plug in medical-grade stainless steel with a wide flared base, which any toy used anally needs so it cannot slip in too far. Steel is non-porous, extremely durable, works with any lubricant and can be warmed or cooled in a bowl of water. Sold in small, medium and large sizes. The maker says it is dishwasher-safe; hand washing with warm water and mild soap works just as well.',
    imageUrl: null,
  },
  {
    key: 'brindlevale-pocket-bullet',
    name: 'Brindlevale Pocket Bullet',
    brand: 'Brindlevale',
    category: 'sex_toys',
    priceRange: '$15–$25',
    description:
      'A small, budget bullet vibrator in smooth, hard ABS plastic, which is non-porous and easy to clean. It runs on one AAA battery rather than a rechargeable cell, and the sealed cap makes it waterproof to IPX7. Three speeds and two patterns from a single end button. A simple first toy that works with any lubricant; check the seam where the cap meets the body for roughness.',
    imageUrl: null,
  },
  {
    key: 'wrenfield-duo-ring',
    name: 'Wrenfield Duo Ring',
    brand: 'Wrenfield',
    category: 'sex_toys',
    priceRange: '$25–$45',
    description:
      'A stretchy silicone ring designed for partnered use, worn at the base of the penis or of a toy, with a small removable vibrating bullet. The silicone is non-porous and the bullet pops out so the ring can be boiled. The maker advises wearing it for no more than 20 minutes at a time and taking it off straight away if you notice numbness, coldness or pain. Use water-based lubricant with it.',
    imageUrl: null,
  },
  {
    key: 'saltmarsh-wand',
    name: 'Saltmarsh Wand Massager',
    brand: 'Saltmarsh',
    category: 'sex_toys',
    priceRange: '$70–$110',
    description:
      'A rechargeable wand massager with a flexible neck and a broad silicone head on an ABS plastic handle. It is designed for external use and doubles as a muscle massager for the neck and shoulders. It is powerful and, at about 60 decibels on high, noticeably louder than smaller vibrators. Splash-resistant only: clean the head with mild soap and a damp cloth. The long handle helps people who find reaching difficult.',
    imageUrl: null,
  },
  {
    key: 'orchard-lane-dilator-set',
    name: 'Orchard Lane Graduated Dilator Set',
    brand: 'Orchard Lane',
    category: 'sex_toys',
    priceRange: '$45–$70',
    description:
      'Five graduated vaginal dilators in medical-grade silicone, with a shared handle and a storage case. Dilators are often used with guidance from a pelvic health physiotherapist or clinician, for example for vaginismus, after pelvic radiotherapy or as part of aftercare following vaginoplasty. Follow the plan your care team gives you. Non-porous and boilable; use a water-based lubricant.',
    imageUrl: null,
  },
  {
    key: 'marlow-finch-contour',
    name: 'Marlow & Finch Contour Massager',
    brand: 'Marlow & Finch',
    category: 'sex_toys',
    priceRange: '$50–$80',
    description:
      'A curved silicone massager designed for prostate stimulation, with a firm, wide flared base that keeps it from slipping in too far. Rechargeable and rated IPX7. The silicone is non-porous and easy to clean; wash it before and after every use and use a new condom over it if it is shared. Pair it with a water-based lubricant, or patch-test a silicone one first.',
    imageUrl: null,
  },
  {
    key: 'bramblecote-comfort-sleeve',
    name: 'Bramblecote Comfort Sleeve',
    brand: 'Bramblecote',
    category: 'sex_toys',
    priceRange: '$15–$30',
    description:
      'A soft, open-ended stroker sleeve for people with a penis, made of TPE. TPE is cheap and stretchy but porous: it can hold moisture and bacteria even after washing, so rinse it with warm water and mild soap after every use, let it dry completely before storing, keep it to one person and replace it when the surface turns sticky or torn. Use water-based lubricant only; silicone and oil-based lubricants can damage TPE.',
    imageUrl: null,
  },
  // ---------------------------------------------------------------- lubricants
  {
    key: 'fernleaf-aqua',
    name: 'Fernleaf Aqua',
    brand: 'Fernleaf',
    category: 'lubricants',
    priceRange: '$12–$18',
    description:
      'A thin, fragrance-free, glycerin-free water-based gel with a pH suited to vaginal use and a published osmolality under the 1,200 mOsm/kg level suggested by the WHO advisory note. Water-based lubricant is safe with every condom and every toy material. It needs reapplying in longer sessions and can be revived with a little water. Comes in a pump bottle that works well for people with limited grip.',
    imageUrl: null,
  },
  {
    key: 'quillon-silk',
    name: 'Quillon Silk',
    brand: 'Quillon',
    category: 'lubricants',
    priceRange: '$16–$24',
    description:
      'A silicone-based lubricant with a short, fragrance-free ingredient list. It lasts much longer than water-based gels and keeps working in the shower. Safe with latex, polyisoprene and polyurethane condoms. Silicone lubricant can damage some silicone toys, so patch-test a hidden area or put a condom on the toy; it is fine with glass and steel. Washes off with soap and warm water, can stain fabric and makes floors slippery.',
    imageUrl: null,
  },
  {
    key: 'marrowby-hybrid-cream',
    name: 'Marrowby Hybrid Cream',
    brand: 'Marrowby',
    category: 'lubricants',
    priceRange: '$14–$20',
    description:
      'A creamy hybrid lubricant: mostly water-based, with a little silicone for a cushioned feel that lasts longer than a plain gel. Labelled compatible with latex condoms. Because it contains silicone, patch-test it on silicone toys. Many testers with dryness after menopause found it comfortable. The flip-top cap can be awkward to open with wet hands.',
    imageUrl: null,
  },
  {
    key: 'oakhollow-balm',
    name: 'Oakhollow Balm',
    brand: 'Oakhollow',
    category: 'lubricants',
    priceRange: '$10–$16',
    description:
      'A plant oil-based balm of coconut oil and shea butter that melts on contact with skin, popular for massage and external use. Oil weakens latex and polyisoprene condoms and makes them more likely to break, so only use it without condoms or with polyurethane or nitrile ones. Fine with glass and steel toys. Some people find oils linked to vaginal irritation, and it can stain sheets.',
    imageUrl: null,
  },
  {
    key: 'tamsin-bay-aloe-glide',
    name: 'Tamsin Bay Aloe Glide',
    brand: 'Tamsin Bay',
    category: 'lubricants',
    priceRange: '$8–$14',
    description:
      'An inexpensive water-based lubricant made with aloe vera and glycerin. Safe with all condoms and all toy materials, and it rinses off with water. Glycerin gives it a slight sweetness and can turn tacky as it dries; some people prone to thrush prefer glycerin-free products, although the evidence on glycerin and infections is mixed. Unscented, in a squeeze tube.',
    imageUrl: null,
  },
  {
    key: 'cinderbrook-thick-gel',
    name: 'Cinderbrook Thick Gel',
    brand: 'Cinderbrook',
    category: 'lubricants',
    priceRange: '$12–$20',
    description:
      'A thicker, cushioning water-based gel made with anal sex in mind, where added lubricant matters because the anus does not make its own. Safe with all condoms, which the WHO recommends using with added lubricant for anal sex, and with all toy materials. No numbing agents: pain is a useful signal to slow down or stop. It lasts longer than thin gels but still needs topping up.',
    imageUrl: null,
  },
  {
    key: 'larkspur-sensitive',
    name: 'Larkspur Sensitive',
    brand: 'Larkspur',
    category: 'lubricants',
    priceRange: '$15–$22',
    description:
      'A water-based lubricant for sensitive skin: no glycerin, parabens, fragrance or flavouring, a pH of about 4.5 to match the vagina and an osmolality within the WHO advisory level. Safe with all condoms and toys. Sold in a 75 ml pump bottle and in single-use tubes. A good first choice if other lubricants have stung or itched, though anyone can react to any product, so patch-test first.',
    imageUrl: null,
  },
  {
    key: 'pellucid-silicone-sachets',
    name: 'Pellucid Silicone Sachets',
    brand: 'Pellucid',
    category: 'lubricants',
    priceRange: '$8–$12',
    description:
      'A pack of twelve single-use sachets of silicone-based lubricant, easy to carry alongside condoms. Silicone lubricant is long-lasting and safe with latex, polyisoprene and polyurethane condoms. As with any silicone lubricant, patch-test it on silicone toys. Each sachet is sealed, so there is no bottle to keep clean, and the tear notch is on both sides.',
    imageUrl: null,
  },
  {
    key: 'bramwell-warming-gel',
    name: 'Bramwell Warming Gel',
    brand: 'Bramwell',
    category: 'lubricants',
    priceRange: '$9–$14',
    description:
      'A water-based gel with warming ingredients and a light fragrance. It is compatible with latex condoms and all toy materials. Warming, tingling and scented products suit some people but are common causes of irritation, especially on the vulva and inside the vagina or anus, so patch-test it on your inner arm first and stop using it if it burns or itches.',
    imageUrl: null,
  },
  {
    key: 'sorrel-sage-daily-moisturiser',
    name: 'Sorrel & Sage Daily Moisturiser',
    brand: 'Sorrel & Sage',
    category: 'lubricants',
    priceRange: '$18–$28',
    description:
      'A non-hormonal, water-based vaginal moisturiser with hyaluronic acid, used every two to three days to ease everyday dryness, for example around menopause or while breastfeeding. A moisturiser works over time and does not replace lubricant during sex. Safe with condoms. If dryness or discomfort persists, see a clinician: it can have treatable causes, and vaginal oestrogen is an option for many people after menopause.',
    imageUrl: null,
  },
  // ---------------------------------------------------------------- books_media
  {
    key: 'the-unhurried-body',
    name: 'The Unhurried Body: Pleasure and Intimacy After Fifty',
    brand: 'Pinecrest Press',
    category: 'books_media',
    priceRange: '$16–$24',
    description:
      'A practical book by a fictional sexual health nurse on how bodies, desire and relationships change with age. It covers menopause, erectile changes, medicines that affect arousal, arthritis and mobility, new partners later in life and safer sex, which matters at every age. Each chapter ends with questions to take to a clinician. Large-print edition available.',
    imageUrl: null,
  },
  {
    key: 'talk-first',
    name: 'Talk First: Consent Conversations for Every Relationship',
    brand: 'Lantern Row Books',
    category: 'books_media',
    priceRange: '$14–$20',
    description:
      'A short, warm guide to consent as an ongoing conversation: asking, checking in, saying no and hearing no. It includes example phrases for new and long-term relationships, for partners of any gender, and for people who communicate differently, such as autistic readers and people who use AAC devices. Written by a fictional peer educator and reviewed by a sex therapist.',
    imageUrl: null,
  },
  {
    key: 'open-hands',
    name: 'Open Hands: A Practical Guide to Ethical Non-Monogamy',
    brand: 'Harbourline Publishing',
    category: 'books_media',
    priceRange: '$18–$26',
    description:
      'A grounded introduction to consensual non-monogamy, from open relationships to polyamory. It focuses on honesty, agreements that everyone can revisit, time management, jealousy, and sexual health across a network of partners, including regular STI testing and talking about results. It does not argue that any relationship style is better than another.',
    imageUrl: null,
  },
  {
    key: 'pelvic-floor-workbook',
    name: 'The Pelvic Floor Workbook',
    brand: 'Fennick Health Press',
    category: 'books_media',
    priceRange: '$20–$30',
    description:
      'A workbook by a fictional pelvic health physiotherapist for people of all genders. It explains what the pelvic floor does, why some problems come from muscles that are too tense rather than too weak, and how breathing, relaxation and strengthening fit together. It is clear that leaks, pain during sex or pelvic pain deserve an assessment by a professional rather than guesswork.',
    imageUrl: null,
  },
  {
    key: 'safer-together',
    name: 'Safer, Together: A Handbook for STI Testing and Prevention',
    brand: 'Lantern Row Books',
    category: 'books_media',
    priceRange: '$12–$18',
    description:
      'A plain-language handbook on sexually transmitted infections: which tests exist and what they involve, how often to test, condoms and dams, vaccines for HPV and hepatitis B, and HIV prevention including PrEP and PEP. It follows WHO and CDC guidance current at publication and reminds readers that recommendations change, so a clinic is the place to check what applies to them.',
    imageUrl: null,
  },
  {
    key: 'unhidden-audiobook',
    name: 'Unhidden: Conversations on Chronic Illness and Intimacy',
    brand: 'Kestrel Audio',
    category: 'books_media',
    priceRange: '$15–$25',
    description:
      'An audiobook of twelve recorded conversations with people living with chronic illness, pain and disability, and with the clinicians who support them. Topics include fatigue and pacing, talking with partners about changing needs, adapting positions and aids, and asking a care team about medicines that affect desire. About seven hours, with a full transcript included.',
    imageUrl: null,
  },
  {
    key: 'queer-bodies-good-health',
    name: 'Queer Bodies, Good Health',
    brand: 'Prism Street Press',
    category: 'books_media',
    priceRange: '$18–$25',
    description:
      'A health guide written for LGBTQ+ readers, covering finding an affirming clinician, STI testing and PrEP, cervical screening for anyone with a cervix, sexual health during gender-affirming care, and mental health. It uses anatomy-based language where anatomy matters and explains how to ask for what you need at a clinic.',
    imageUrl: null,
  },
  {
    key: 'menopause-unmuted',
    name: 'Menopause, Unmuted',
    brand: 'Pinecrest Press',
    category: 'books_media',
    priceRange: '$15–$22',
    description:
      'An evidence-based guide to perimenopause and menopause: hot flushes, sleep, mood, vaginal dryness, libido and bone health, and the pros and cons of hormone therapy, vaginal oestrogen and non-hormonal options. It describes where the research is still mixed and suggests questions to bring to a GP or menopause clinic.',
    imageUrl: null,
  },
  {
    key: 'ask-me-anything-cards',
    name: 'Ask Me Anything: Conversation Cards for Partners',
    brand: 'Wild Clover Games',
    category: 'books_media',
    priceRange: '$18–$25',
    description:
      'A deck of 100 conversation cards in three levels, from everyday questions to boundaries, needs and sexual health. Designed for partners of any gender and any relationship style, with a pass card in every level so nobody has to answer anything they do not want to. Large, high-contrast print.',
    imageUrl: null,
  },
  {
    key: 'beyond-the-birds-and-bees',
    name: 'Beyond the Birds and the Bees',
    brand: 'Northlight Films',
    category: 'books_media',
    priceRange: '$10–$15',
    description:
      'A 90-minute documentary following educators, parents and young people in four countries to compare how sex and relationships education is taught. It draws on UNESCO guidance on comprehensive sexuality education and is suitable for teenagers watching with adults. Available to rent or buy on streaming services, with subtitles and audio description.',
    imageUrl: null,
  },
];

const toy = (buildQuality: SeedRating, easeOfUse: SeedRating, noiseLevel: SeedRating, value: SeedRating) => ({
  build_quality: buildQuality,
  ease_of_use: easeOfUse,
  noise_level: noiseLevel,
  value,
});
const lube = (texture: SeedRating, longevity: SeedRating, bodySafety: SeedRating, value: SeedRating) => ({
  texture,
  longevity,
  body_safety: bodySafety,
  value,
});
const book = (accuracy: SeedRating, readability: SeedRating, inclusivity: SeedRating, practicalValue: SeedRating) => ({
  accuracy,
  readability,
  inclusivity,
  practical_value: practicalValue,
});

export const seedReviews: SeedReview[] = [
  // ---------------------------------------------------------------- sex_toys
  {
    product: 'heronwood-curve',
    by: 'MapleAndMoss',
    title: 'Quiet enough for thin walls',
    content:
      'I live in a flat with thin walls, so noise was my first concern. On the lowest two settings it is a soft hum that does not carry through a closed door. The higher settings are louder but still lower-pitched than my old toy. The buttons are big and far apart, which matters to me because I have limited wrist movement.',
    pros: 'Quiet on low settings. Large buttons. Fully waterproof, so cleaning is easy.',
    cons: 'Highest setting is noticeably louder. Pricier than most.',
    ratings: toy(5, 4, 4, 4),
    daysAgo: 212,
    helpfulBy: ['PaperLantern', 'TidalDrift', 'QuietHarbor'],
  },
  {
    product: 'heronwood-curve',
    by: 'PaperLantern',
    title: 'The magnetic charger is a small miracle',
    content:
      'I have arthritis in my hands, and fiddly charging ports are usually what makes me give up on a toy. This charger snaps on by itself, even in low light. The silicone is smooth with no seams, and after eight months it still looks new. I only use a water-based lubricant with it, as the maker recommends.',
    pros: 'Charger attaches by touch. Seamless silicone. Battery lasts about two hours.',
    cons: 'The curve will not suit everyone, and there is no travel lock.',
    ratings: toy(5, 5, 4, 3),
    daysAgo: 143,
    helpfulBy: ['MapleAndMoss', 'SundayPancakes'],
  },
  {
    product: 'heronwood-curve',
    by: 'TidalDrift',
    title: 'Proper silicone, worth saving for',
    content:
      'After a cheap "silicone blend" toy went sticky on me, I wanted something that says 100% platinum-cure silicone and means it. This one has no smell, no oily film and no change in texture after months of washing with mild soap. It is not cheap, but I would rather buy one toy that lasts than three that do not.',
    ratings: toy(5, 4, 3, 4),
    daysAgo: 61,
    helpfulBy: ['BlueHeron'],
  },
  {
    product: 'lumbra-glass-wand',
    by: 'SaltAndCedar',
    title: 'Beautiful, silent, and needs a bit of care',
    content:
      'Glass is lovely to use with any lubricant and takes seconds to wash. I boil mine occasionally, but I start it in cold water and bring it up slowly, because a friend cracked one by dropping it straight into boiling water. It is heavy, so I keep it in its padded pouch and check it for chips every time.',
    pros: 'Completely silent. Works with every lubricant. Easy to clean.',
    cons: 'Heavy and breakable, so not one for travel.',
    ratings: toy(4, 4, 5, 5),
    daysAgo: 301,
    helpfulBy: ['QuietHarbor', 'NightOwlReads'],
  },
  {
    product: 'lumbra-glass-wand',
    by: 'SundayPancakes',
    title: 'Good value, but not for me',
    content:
      'Nothing wrong with the quality: the glass is smooth, the ends are well finished and it cleaned up easily. I just found it too rigid and cold for my taste, even after warming it in a bowl of water first. If you already know you like firm toys, it is a bargain compared with silicone.',
    ratings: toy(4, 3, 5, 4),
    daysAgo: 96,
    helpfulBy: ['SaltAndCedar'],
  },
  {
    product: 'alderfinch-palm',
    by: 'PaperLantern',
    title: 'Designed for hands like mine',
    content:
      'This rests in the palm rather than needing to be gripped, which is a big deal with my arthritis. One large button cycles through the settings, so I do not have to find the right one by feel. It is only splash-resistant, so I wipe it with a damp cloth and mild soap rather than rinsing it under the tap.',
    pros: 'No strong grip needed. Single large button. Soft silicone shell.',
    cons: 'Not waterproof. Cycling past a setting means going round all five again.',
    ratings: toy(4, 5, 4, 4),
    daysAgo: 188,
    helpfulBy: ['MapleAndMoss', 'QuietHarbor', 'TidalDrift', 'SundayPancakes'],
  },
  {
    product: 'alderfinch-palm',
    by: 'QuietHarbor',
    title: 'Comfortable, but the charging cap worries me',
    content:
      'Easy to hold and pleasantly quiet. My worry is the rubber cap over the charging port: it is stiff to open, and if it is not pushed fully closed, water could get in while cleaning. I now clean it with the cap checked twice. For the price I expected a magnetic charger like the more expensive toys have.',
    ratings: toy(3, 4, 4, 3),
    daysAgo: 47,
    helpfulBy: ['PaperLantern'],
  },
  {
    product: 'kettlestone-steel-plug',
    by: 'BlueHeron',
    title: 'Built to outlast me',
    content:
      'Solid stainless steel with a proper flared base, which is the first thing I check for with any toy used anally. It works with whatever lubricant I have and washes clean with soap and water. I went for the small size first, which was the right call. The weight takes getting used to.',
    pros: 'Wide flared base. Works with every lubricant. Three sizes.',
    cons: 'Heavier than it looks. Takes a minute to warm up in water.',
    ratings: toy(5, 4, 5, 4),
    daysAgo: 254,
    helpfulBy: ['TidalDrift', 'SaltAndCedar'],
  },
  {
    product: 'kettlestone-steel-plug',
    by: 'TidalDrift',
    title: 'Great material, the sizing chart could be clearer',
    content:
      'The steel is flawless and I like that I can simply wash it and know it is clean. My only complaint is the sizing: the chart lists lengths but not the widest point, which is the measurement that actually matters. I emailed the company and they answered within a day, so that helped.',
    ratings: toy(5, 3, 5, 4),
    daysAgo: 77,
    helpfulBy: ['BlueHeron'],
  },
  {
    product: 'brindlevale-pocket-bullet',
    by: 'SundayPancakes',
    title: 'A decent first toy on a budget',
    content:
      'Cheap, simple and made of hard plastic rather than a mystery jelly, which is why I picked it over other budget options. It is louder than I expected, more of a buzz than a hum. Running on a AAA battery is handy when travelling, but I go through batteries faster than I would like.',
    pros: 'Low price. Non-porous plastic. Waterproof.',
    cons: 'Buzzy and fairly loud. Eats batteries.',
    ratings: toy(3, 4, 2, 4),
    daysAgo: 333,
    helpfulBy: ['NightOwlReads', 'MapleAndMoss'],
  },
  {
    product: 'brindlevale-pocket-bullet',
    by: 'NightOwlReads',
    title: 'Rough seam on mine',
    content:
      'The seam where the battery cap meets the body had a sharp edge on my unit. I did not use it; I contacted the seller, who replaced it without argument, and the second one was smooth. Worth checking yours as soon as it arrives. Otherwise it does what it says for the price.',
    ratings: toy(2, 4, 2, 3),
    daysAgo: 120,
    helpfulBy: ['SundayPancakes', 'SaltAndCedar'],
  },
  {
    product: 'wrenfield-duo-ring',
    by: 'BlueHeron',
    title: 'Stretchy and comfortable, with clear safety advice',
    content:
      'The silicone is very stretchy and comfortable, and I appreciated that the leaflet is upfront about limits: no longer than 20 minutes, and take it off at once if anything feels numb, cold or painful. Popping the bullet out to wash the ring properly is easy. The bullet itself is quite loud.',
    pros: 'Soft, stretchy silicone. Bullet removes for cleaning. Honest instructions.',
    cons: 'Bullet is louder than the rest of the set would suggest.',
    ratings: toy(4, 4, 3, 4),
    daysAgo: 169,
    helpfulBy: ['SaltAndCedar', 'QuietHarbor'],
  },
  {
    product: 'wrenfield-duo-ring',
    by: 'SaltAndCedar',
    title: 'Good idea, short battery life',
    content:
      'We talked about trying this together before buying it, and the ring is comfortable. The bullet, though, lasted only about 25 minutes per charge, and it uses a tiny proprietary cable that is easy to lose. A standard USB port would have made it a much easier recommendation.',
    ratings: toy(3, 3, 3, 2),
    daysAgo: 38,
    helpfulBy: ['BlueHeron'],
  },
  {
    product: 'saltmarsh-wand',
    by: 'QuietHarbor',
    title: 'Powerful, and the long handle helps',
    content:
      'I have limited shoulder movement, and the long handle means I do not have to reach. It also works well on tight neck muscles, which is what I first bought it for. It is heavy and loud on high, but the lowest setting is plenty for me. The head is silicone and wipes clean easily.',
    pros: 'Long handle. Very strong. Useful as a muscle massager too.',
    cons: 'Heavy. Loud on high settings. Not waterproof.',
    ratings: toy(4, 5, 2, 4),
    daysAgo: 276,
    helpfulBy: ['PaperLantern', 'MapleAndMoss'],
  },
  {
    product: 'saltmarsh-wand',
    by: 'MapleAndMoss',
    title: 'Too loud for shared housing',
    content:
      'The build is solid and the power is impressive, but even the lowest setting is audible from the next room in my flat. If you live alone or noise is not a worry for you, this would probably be a four or five. For me it mostly stays in the drawer.',
    ratings: toy(4, 3, 1, 3),
    daysAgo: 150,
    helpfulBy: ['QuietHarbor', 'NightOwlReads', 'SundayPancakes'],
  },
  {
    product: 'saltmarsh-wand',
    by: 'NightOwlReads',
    title: 'Solid, but check the flexible neck',
    content:
      'Works well and charges quickly. After a year, the flexible neck on mine has started to feel looser, and the silicone where it meets the handle has a small crease. Nothing has torn, but I keep an eye on it, since any tear in the surface would make it harder to keep clean.',
    ratings: toy(3, 4, 2, 3),
    daysAgo: 22,
    helpfulBy: ['TidalDrift'],
  },
  {
    product: 'orchard-lane-dilator-set',
    by: 'QuietHarbor',
    title: 'Recommended by my physiotherapist',
    content:
      'My pelvic health physiotherapist suggested a graduated set and showed me how to use it as part of a plan, which I would recommend to anyone before starting. The silicone is smooth and softer than the hard plastic sets I had seen, and the shared handle is easy to hold. The case keeps everything clean between uses.',
    pros: 'Soft medical-grade silicone. Gentle size steps. Easy-grip handle.',
    cons: 'The handle can be tricky to click into the smallest size.',
    ratings: toy(5, 4, 5, 4),
    daysAgo: 240,
    helpfulBy: ['PaperLantern', 'NightOwlReads', 'BlueHeron'],
  },
  {
    product: 'orchard-lane-dilator-set',
    by: 'NightOwlReads',
    title: 'Good set, instructions are thin',
    content:
      'The dilators themselves are well made and easy to clean. The leaflet, though, is a single page and says little more than to use lubricant and go slowly. I would not have known how to pace things without guidance from my clinic, so please do not treat this set as a replacement for that support.',
    ratings: toy(5, 3, 5, 3),
    daysAgo: 104,
    helpfulBy: ['QuietHarbor'],
  },
  {
    product: 'marlow-finch-contour',
    by: 'TidalDrift',
    title: 'Thoughtful shape and a reassuring base',
    content:
      'The base is wide and firm, which is exactly what you want, and the silicone is smooth all the way to the seam-free tip. It is quiet on the first three settings. The remote is a separate small piece, and I have already nearly lost it once, so a clip or loop would be welcome.',
    pros: 'Wide, firm base. Quiet low settings. Waterproof for easy cleaning.',
    cons: 'Tiny remote that is easy to misplace.',
    ratings: toy(5, 4, 4, 3),
    daysAgo: 198,
    helpfulBy: ['BlueHeron', 'SaltAndCedar'],
  },
  {
    product: 'marlow-finch-contour',
    by: 'BlueHeron',
    title: 'Good, but a bit firm for a beginner',
    content:
      'I bought this as my first toy of this kind. The quality is clearly high, but the silicone is firmer than I expected, and I would have preferred a smaller, softer option to start with. It cleans up well with warm water and unscented soap. I will grow into it, I think.',
    ratings: toy(4, 3, 4, 3),
    daysAgo: 56,
    helpfulBy: ['TidalDrift'],
  },
  {
    product: 'bramblecote-comfort-sleeve',
    by: 'SaltAndCedar',
    title: 'Comfortable, but know what TPE means',
    content:
      'It is soft and comfortable, and the price is low. Just know that TPE is porous: I rinse it with warm water and mild soap straight after use and leave it to dry completely before it goes back in its case. After about five months it started to feel tacky, which is the sign to replace it.',
    pros: 'Cheap. Soft. Open-ended design is easy to rinse.',
    cons: 'Porous material. Wears out within months. Water-based lubricant only.',
    ratings: toy(2, 4, 5, 3),
    daysAgo: 289,
    helpfulBy: ['SundayPancakes', 'TidalDrift'],
  },
  {
    product: 'bramblecote-comfort-sleeve',
    by: 'SundayPancakes',
    title: 'Fine for the price, drying is a chore',
    content:
      'Does the job and feels fine. Drying it properly is the real effort: it takes most of a day standing open on a clean towel, and I do not want to put it away damp. I used a silicone lubricant once and it left the surface cloudy, so stick with water-based as the box says.',
    ratings: toy(2, 3, 5, 3),
    daysAgo: 71,
    helpfulBy: ['SaltAndCedar'],
  },
  // ---------------------------------------------------------------- lubricants
  {
    product: 'fernleaf-aqua',
    by: 'PaperLantern',
    title: 'Finally, a pump bottle',
    content:
      'I cannot easily open flip caps with my arthritis, so the pump alone earns this a place in my bedside drawer. It is thin and unscented, has never irritated me, and rinses off with water. It does dry out in longer sessions, but a splash of water brings it back.',
    pros: 'Pump bottle. Fragrance-free and glycerin-free. Works with all condoms and toys.',
    cons: 'Needs reapplying fairly often.',
    ratings: lube(4, 3, 5, 4),
    daysAgo: 318,
    helpfulBy: ['QuietHarbor', 'MapleAndMoss', 'SundayPancakes'],
  },
  {
    product: 'fernleaf-aqua',
    by: 'BlueHeron',
    title: 'My everyday water-based choice',
    content:
      'I like that the label lists the pH and osmolality rather than just saying "gentle". It works with the condoms from my clinic and with every toy I own, and it does not stain sheets. The texture is thinner than I would like for longer sessions, so I keep a thicker gel for those.',
    ratings: lube(3, 3, 5, 4),
    daysAgo: 180,
    helpfulBy: ['PaperLantern'],
  },
  {
    product: 'fernleaf-aqua',
    by: 'SundayPancakes',
    title: 'Gentle, but it goes quickly',
    content:
      'No stinging, no smell and no sticky residue, which I cannot say for the cheap lubricant I used before. My only gripe is that the bottle does not last long because you need more of it than a silicone lubricant. Still my pick for sensitive skin.',
    ratings: lube(4, 2, 5, 3),
    daysAgo: 34,
    helpfulBy: ['BlueHeron', 'NightOwlReads'],
  },
  {
    product: 'quillon-silk',
    by: 'TidalDrift',
    title: 'Lasts ages, and I patch-tested first',
    content:
      'Silicone lubricant can damage some silicone toys, so I tested a drop on the base of my toy and left it overnight: no change. It lasts far longer than water-based gel and works in the shower. Washing it off needs soap, and a drop on the bathroom floor is a slipping hazard, so wipe up straight away.',
    pros: 'Very long-lasting. Short, fragrance-free ingredient list. Condom-safe.',
    cons: 'Needs soap to wash off. Can stain sheets.',
    ratings: lube(5, 5, 4, 4),
    daysAgo: 231,
    helpfulBy: ['SaltAndCedar', 'BlueHeron'],
  },
  {
    product: 'quillon-silk',
    by: 'SaltAndCedar',
    title: 'Great lubricant, pricey bottle',
    content:
      'Silky and long-lasting, and it has been fine with latex condoms every time. A little goes a long way, which softens the price, but it is still one of the dearer options. It left a mark on a cotton pillowcase that took two washes to shift.',
    ratings: lube(5, 5, 4, 3),
    daysAgo: 90,
    helpfulBy: ['TidalDrift'],
  },
  {
    product: 'marrowby-hybrid-cream',
    by: 'QuietHarbor',
    title: 'Comfortable after menopause',
    content:
      'Since menopause, thin gels have not been enough for me. This has a cushioned, creamy feel that lasts noticeably longer and has not irritated me. My GP also suggested a vaginal moisturiser for the rest of the week, which has helped alongside it. The cap is the weak point: it is hard to open with slippery hands.',
    pros: 'Creamy and long-lasting. Latex-condom compatible. No fragrance.',
    cons: 'Flip-top cap is awkward. Patch-test on silicone toys.',
    ratings: lube(5, 4, 4, 4),
    daysAgo: 205,
    helpfulBy: ['PaperLantern', 'MapleAndMoss', 'SundayPancakes'],
  },
  {
    product: 'marrowby-hybrid-cream',
    by: 'PaperLantern',
    title: 'Lovely texture, I decant it',
    content:
      'I like the texture very much, but I cannot manage the flip-top with my hands. An occupational therapist suggested decanting it into a small pump bottle, which works well; I label the bottle and wash it between refills. Lasts longer than water-based gels without feeling heavy.',
    ratings: lube(5, 4, 4, 3),
    daysAgo: 66,
    helpfulBy: ['QuietHarbor'],
  },
  {
    product: 'oakhollow-balm',
    by: 'BlueHeron',
    title: 'Check your condoms before using this',
    content:
      'Lovely for massage, and it smells only faintly of coconut. Oil weakens latex and polyisoprene condoms, so I only use it with the nitrile internal condoms from my clinic; I checked the packet first. It stains sheets, so I put a towel down. Good, as long as you know its limits.',
    pros: 'Long-lasting. Great for massage. Short ingredient list.',
    cons: 'Not safe with latex or polyisoprene condoms. Stains fabric.',
    ratings: lube(4, 5, 3, 4),
    daysAgo: 262,
    helpfulBy: ['SaltAndCedar', 'MapleAndMoss'],
  },
  {
    product: 'oakhollow-balm',
    by: 'MapleAndMoss',
    title: 'Nice for massage, not for me internally',
    content:
      'As a massage balm it is wonderful and lasts a long time. Used internally it gave me some irritation over the next couple of days, which the product page does mention can happen with oils. It cleared up once I stopped. I now keep it for massage only.',
    ratings: lube(4, 5, 2, 3),
    daysAgo: 115,
    helpfulBy: ['BlueHeron', 'QuietHarbor'],
  },
  {
    product: 'tamsin-bay-aloe-glide',
    by: 'SundayPancakes',
    title: 'Cheap and cheerful',
    content:
      'It works with everything and costs very little. It goes tacky as it dries, more than glycerin-free gels do, and it needs topping up often. I have not had any irritation, but I know people prone to thrush sometimes avoid glycerin, so that is worth keeping in mind.',
    pros: 'Very affordable. Safe with all condoms and toys. Rinses off easily.',
    cons: 'Turns sticky as it dries. Short-lasting.',
    ratings: lube(3, 2, 4, 5),
    daysAgo: 348,
    helpfulBy: ['NightOwlReads'],
  },
  {
    product: 'tamsin-bay-aloe-glide',
    by: 'NightOwlReads',
    title: 'Sticky, and the tube leaks',
    content:
      'The lubricant is okay, if a little sticky. The tube is the problem: the cap does not seal well, and it leaked in my bag. For a little more I would rather buy one in a pump bottle. Not a bad product, just not one I would rebuy.',
    ratings: lube(2, 2, 4, 3),
    daysAgo: 137,
    helpfulBy: ['SundayPancakes', 'PaperLantern'],
  },
  {
    product: 'cinderbrook-thick-gel',
    by: 'TidalDrift',
    title: 'Thick and cushioning, as promised',
    content:
      'Thicker than most water-based gels, which makes a real difference for comfort, and it works with condoms and all my toys. I like that it has no numbing ingredients. It still needs topping up, but less often than thin gels. Washes off with water.',
    pros: 'Thick, cushioning texture. Condom-safe. No numbing agents.',
    cons: 'Still needs reapplying in longer sessions.',
    ratings: lube(5, 4, 5, 4),
    daysAgo: 224,
    helpfulBy: ['BlueHeron', 'SaltAndCedar'],
  },
  {
    product: 'cinderbrook-thick-gel',
    by: 'SaltAndCedar',
    title: 'Good gel, bottle is hard to squeeze',
    content:
      'The gel is excellent, but it is thick enough that getting it out of the stiff bottle takes real effort, especially once it is half empty. Storing it upside down helps. If the maker switched to a softer bottle, this would be an easy five.',
    ratings: lube(5, 4, 5, 3),
    daysAgo: 83,
    helpfulBy: ['TidalDrift', 'PaperLantern'],
  },
  {
    product: 'larkspur-sensitive',
    by: 'QuietHarbor',
    title: 'The only one that never stings',
    content:
      'I react to a lot of products, and this is the first lubricant that has never stung or itched. The ingredient list is short, with no glycerin or fragrance. The texture is light, a bit like Fernleaf Aqua. I patch-tested on my inner arm for a day before trying it, which I do with everything now.',
    pros: 'Very gentle. No glycerin, parabens or fragrance. Pump bottle.',
    cons: 'Small bottle for the price.',
    ratings: lube(4, 3, 5, 3),
    daysAgo: 292,
    helpfulBy: ['PaperLantern', 'MapleAndMoss', 'SundayPancakes', 'NightOwlReads'],
  },
  {
    product: 'larkspur-sensitive',
    by: 'MapleAndMoss',
    title: 'Gentle, thin, and the single tubes are handy',
    content:
      'No irritation at all, which is what I bought it for. It is on the thin side and dries faster than I would like. The single-use tubes are useful for travel and the gym bag, although I wish the outer packaging used less plastic.',
    ratings: lube(3, 3, 5, 3),
    daysAgo: 158,
    helpfulBy: ['QuietHarbor'],
  },
  {
    product: 'larkspur-sensitive',
    by: 'NightOwlReads',
    title: 'Good for sensitive skin',
    content:
      'After a bad reaction to a warming gel, my nurse suggested trying something simple and unscented, and this has been fine for me for months. It works with condoms and my silicone toy. Slightly expensive, but I would rather pay that than deal with irritation again.',
    ratings: lube(4, 3, 5, 4),
    daysAgo: 27,
    helpfulBy: ['QuietHarbor', 'MapleAndMoss'],
  },
  {
    product: 'pellucid-silicone-sachets',
    by: 'BlueHeron',
    title: 'I keep a couple with my condoms',
    content:
      'The sachets are small enough to keep in a wallet next to a condom, and silicone lubricant is safe with latex. They tear open easily from either side, even with cold hands. One sachet is enough for most occasions. Just remember silicone can stain, so do not leave an open one in your pocket.',
    pros: 'Portable. Easy tear notches. Long-lasting silicone.',
    cons: 'Single-use packaging means more waste.',
    ratings: lube(4, 5, 4, 4),
    daysAgo: 176,
    helpfulBy: ['SundayPancakes', 'TidalDrift'],
  },
  {
    product: 'pellucid-silicone-sachets',
    by: 'SundayPancakes',
    title: 'Handy, but the cost adds up',
    content:
      'The convenience is great for travel and the texture is smooth and long-lasting. Per millilitre, though, it costs far more than a bottle, and the little foil packets pile up. I use them for weekends away and keep a bottle at home.',
    ratings: lube(4, 5, 4, 2),
    daysAgo: 52,
    helpfulBy: ['BlueHeron'],
  },
  {
    product: 'bramwell-warming-gel',
    by: 'MapleAndMoss',
    title: 'Irritated me, so patch-test first',
    content:
      'The warming feeling was pleasant for a minute and then turned into a burning itch that took a day to settle. Looking at the ingredients afterwards, it has both warming ingredients and a fragrance, both common causes of irritation. I should have tested it on my arm first. If you are sensitive, I would skip it.',
    pros: 'Condom-safe. Cheap.',
    cons: 'Caused irritation for me. Contains fragrance.',
    ratings: lube(3, 3, 1, 2),
    daysAgo: 244,
    helpfulBy: ['QuietHarbor', 'NightOwlReads', 'TidalDrift', 'PaperLantern'],
  },
  {
    product: 'bramwell-warming-gel',
    by: 'TidalDrift',
    title: 'Fine for external use, for me',
    content:
      'I patch-tested it and had no reaction on skin, and it has been fine for external massage. I would not use it anywhere more sensitive after reading about other people\'s experiences. The warmth fades fast and the scent is stronger than I expected.',
    ratings: lube(3, 2, 3, 3),
    daysAgo: 98,
    helpfulBy: ['MapleAndMoss'],
  },
  {
    product: 'sorrel-sage-daily-moisturiser',
    by: 'QuietHarbor',
    title: 'Helps day to day, not a lubricant',
    content:
      'My GP suggested a moisturiser for everyday dryness alongside a lubricant during sex, and this has made daily life noticeably more comfortable. I use it every three days with the applicator. It is worth being clear that it works over time; it is not something you use in the moment. We also discussed vaginal oestrogen, which is worth asking about.',
    pros: 'Non-hormonal. Noticeable difference within two weeks. Fragrance-free.',
    cons: 'Expensive. Disposable applicators.',
    ratings: lube(4, 5, 5, 3),
    daysAgo: 130,
    helpfulBy: ['PaperLantern', 'SundayPancakes'],
  },
  {
    product: 'sorrel-sage-daily-moisturiser',
    by: 'PaperLantern',
    title: 'Works, but the applicator is fiddly',
    content:
      'It has helped with dryness, and I have had no irritation. The applicator needs a firm, steady push that my hands struggle with on bad days. I have asked my pharmacist whether there is a version in a tube that I can apply differently. Good product, less good design.',
    ratings: lube(4, 4, 5, 3),
    daysAgo: 15,
    helpfulBy: ['QuietHarbor', 'MapleAndMoss'],
  },
  // ---------------------------------------------------------------- books_media
  {
    product: 'the-unhurried-body',
    by: 'QuietHarbor',
    title: 'Frank, kind and genuinely useful',
    content:
      'I am in my sixties and most books either ignore people my age or treat us as a joke. This one is practical: it covers menopause, arthritis, medicines that change arousal and dating again after a long marriage, and it reminds readers that safer sex still matters. The questions at the end of each chapter made my GP appointment far easier.',
    pros: 'Practical chapter questions for appointments. Large-print edition.',
    cons: 'The section on new partners is short.',
    ratings: book(5, 5, 4, 5),
    daysAgo: 270,
    helpfulBy: ['PaperLantern', 'NightOwlReads', 'SundayPancakes'],
  },
  {
    product: 'the-unhurried-body',
    by: 'PaperLantern',
    title: 'Good on mobility, mostly about couples',
    content:
      'The chapter on arthritis and mobility is the best I have read, with practical ideas for pillows, positions and pacing. It does lean towards long-term couples, and single readers or people with several partners get less attention. Well researched, with sources listed at the back.',
    ratings: book(5, 4, 3, 4),
    daysAgo: 122,
    helpfulBy: ['QuietHarbor'],
  },
  {
    product: 'talk-first',
    by: 'NightOwlReads',
    title: 'The book I wish I had at twenty',
    content:
      'Short, clear and full of actual phrases you can say, not just principles. I liked that it treats consent as ongoing and shows how to hear a no without taking it personally. The section for autistic readers and people who use AAC devices is thoughtful and rare.',
    pros: 'Real example phrases. Inclusive of different communication styles. Short chapters.',
    cons: 'Very little on consent in long-term relationships.',
    ratings: book(5, 5, 5, 4),
    daysAgo: 305,
    helpfulBy: ['SaltAndCedar', 'TidalDrift', 'MapleAndMoss'],
  },
  {
    product: 'talk-first',
    by: 'SaltAndCedar',
    title: 'Helpful, a little basic in places',
    content:
      'If you are new to talking openly about consent, this is a great start. I had read a fair amount already, so the first half felt familiar. The chapter on checking in during an activity, and on how to stop without blame, was the most useful part for me and my partner.',
    ratings: book(5, 4, 4, 3),
    daysAgo: 160,
    helpfulBy: ['NightOwlReads'],
  },
  {
    product: 'talk-first',
    by: 'TidalDrift',
    title: 'We read it together',
    content:
      'My partner and I read a chapter each week and talked about it afterwards. It made conversations about boundaries feel ordinary rather than awkward. The tone is warm and never preachy. Would love a companion workbook.',
    ratings: book(4, 5, 5, 5),
    daysAgo: 45,
    helpfulBy: ['NightOwlReads', 'SaltAndCedar'],
  },
  {
    product: 'open-hands',
    by: 'SaltAndCedar',
    title: 'Balanced and practical',
    content:
      'It does not sell non-monogamy as better or worse than monogamy, which I appreciated. The chapters on agreements you revisit, jealousy and scheduling are practical, and the sexual health chapter covers regular testing and how to share results with partners without drama.',
    pros: 'Even-handed. Strong sexual health chapter. Useful templates for agreements.',
    cons: 'Examples are mostly from city life.',
    ratings: book(5, 4, 4, 5),
    daysAgo: 215,
    helpfulBy: ['NightOwlReads', 'BlueHeron'],
  },
  {
    product: 'open-hands',
    by: 'NightOwlReads',
    title: 'Good content, heavy going',
    content:
      'The advice is sound, but the writing is dense and some chapters repeat themselves. I found it easier to dip into the sections I needed than to read it cover to cover. The appendix on testing and talking about results is worth the price on its own.',
    ratings: book(4, 2, 4, 4),
    daysAgo: 88,
    helpfulBy: ['SaltAndCedar'],
  },
  {
    product: 'pelvic-floor-workbook',
    by: 'PaperLantern',
    title: 'Explained why squeezing was not helping me',
    content:
      'I had been doing strengthening exercises for years, and this book explained that some people have muscles that are too tense, not too weak. It encouraged me to see a pelvic health physiotherapist, who confirmed exactly that. The breathing exercises are clear and illustrated.',
    pros: 'Covers tense as well as weak muscles. Clear illustrations. For all genders.',
    cons: 'Spiral binding would make it easier to use open on a table.',
    ratings: book(5, 4, 5, 5),
    daysAgo: 250,
    helpfulBy: ['MapleAndMoss', 'QuietHarbor', 'SundayPancakes'],
  },
  {
    product: 'pelvic-floor-workbook',
    by: 'MapleAndMoss',
    title: 'Useful, but see a professional too',
    content:
      'A good workbook, and it says clearly that pain or leaks deserve an assessment, which I think is responsible. I found some exercises hard to follow from pictures alone and only got them right after a physiotherapy appointment. Best used alongside professional advice, as the author suggests.',
    ratings: book(5, 3, 5, 4),
    daysAgo: 74,
    helpfulBy: ['PaperLantern'],
  },
  {
    product: 'safer-together',
    by: 'BlueHeron',
    title: 'Clear, calm and up to date',
    content:
      'I work in a community project and now lend this out regularly. It explains what each test involves in plain words, covers PrEP and PEP clearly, and has a good section on vaccines for HPV and hepatitis B. It keeps telling readers to check current advice with a clinic, which is right.',
    pros: 'Plain language. Good on PrEP, PEP and vaccines. Non-judgemental tone.',
    cons: 'Some clinic details are US-specific.',
    ratings: book(5, 5, 4, 5),
    daysAgo: 281,
    helpfulBy: ['SundayPancakes', 'TidalDrift', 'SaltAndCedar'],
  },
  {
    product: 'safer-together',
    by: 'SundayPancakes',
    title: 'Took the fear out of my first clinic visit',
    content:
      'I was anxious about getting tested for the first time. The chapter walking through a clinic visit step by step, including what the swabs and blood tests are like, genuinely calmed me down. Short enough to read in an evening.',
    ratings: book(5, 5, 4, 4),
    daysAgo: 109,
    helpfulBy: ['BlueHeron'],
  },
  {
    product: 'unhidden-audiobook',
    by: 'MapleAndMoss',
    title: 'Felt seen',
    content:
      'Hearing people with chronic pain and fatigue talk honestly about intimacy made me feel much less alone. The clinicians add practical advice on pacing and on asking about medicines that affect desire. Listening is easier for me than holding a book, and the transcript is there when I want to find a passage again.',
    pros: 'Honest, varied voices. Transcript included. Practical clinician input.',
    cons: 'Audio levels vary between conversations.',
    ratings: book(4, 5, 5, 4),
    daysAgo: 196,
    helpfulBy: ['PaperLantern', 'QuietHarbor'],
  },
  {
    product: 'unhidden-audiobook',
    by: 'PaperLantern',
    title: 'Moving, if a little unstructured',
    content:
      'The conversations are moving and I learnt a lot about adapting with a partner. Because it is a series of talks, practical tips are scattered, and I wish there were a short summary of the advice at the end. The transcript helped me make my own notes.',
    ratings: book(4, 4, 5, 3),
    daysAgo: 63,
    helpfulBy: ['MapleAndMoss'],
  },
  {
    product: 'queer-bodies-good-health',
    by: 'TidalDrift',
    title: 'Practical and affirming',
    content:
      'Finally a health guide that does not treat queer people as an afterthought. The chapter on finding an affirming clinician and what to say at reception is excellent, and it explains cervical screening for anyone with a cervix without making assumptions about identity.',
    pros: 'Anatomy-based language. Good on finding affirming care. Covers mental health.',
    cons: 'Could say more about bisexual and asexual readers.',
    ratings: book(5, 4, 4, 5),
    daysAgo: 227,
    helpfulBy: ['NightOwlReads', 'BlueHeron'],
  },
  {
    product: 'queer-bodies-good-health',
    by: 'NightOwlReads',
    title: 'Strong on sexual health, thinner elsewhere',
    content:
      'The sexual health chapters are detailed and accurate, with clear information on testing and PrEP. The mental health section is shorter than I hoped and mostly lists helplines. Still a book I would give to a friend who is nervous about going to a clinic.',
    ratings: book(5, 4, 4, 3),
    daysAgo: 41,
    helpfulBy: ['TidalDrift'],
  },
  {
    product: 'menopause-unmuted',
    by: 'QuietHarbor',
    title: 'Honest about what we do not know',
    content:
      'I liked that it says where research is still mixed instead of promising miracle fixes. The sections on vaginal dryness, libido and the options from moisturisers to vaginal oestrogen are clear. I took its list of questions to a menopause clinic and came away with a plan.',
    pros: 'Balanced on hormone therapy. Good question lists. Clear on vaginal dryness.',
    cons: 'Less on early or surgical menopause.',
    ratings: book(5, 5, 4, 5),
    daysAgo: 183,
    helpfulBy: ['SundayPancakes', 'PaperLantern', 'MapleAndMoss'],
  },
  {
    product: 'menopause-unmuted',
    by: 'SundayPancakes',
    title: 'Bought it for my mum, ended up reading it too',
    content:
      'Readable and kind. It helped me understand what my mum was going through and how to talk about it. Some chapters assume a long-term partner, and there is little on menopause for trans and non-binary people, which felt like a gap.',
    ratings: book(5, 5, 3, 4),
    daysAgo: 19,
    helpfulBy: ['QuietHarbor'],
  },
  {
    product: 'ask-me-anything-cards',
    by: 'SundayPancakes',
    title: 'The pass card is the best bit',
    content:
      'We use these on long drives and lazy Sundays. Having a pass card in every level makes it easy to skip a question without a fuss, which made both of us more relaxed about the deeper levels. Some of the easy cards are a bit twee, but the boundaries level sparked our best conversations.',
    pros: 'Pass cards. Large, readable print. Three clear levels.',
    cons: 'Some first-level questions feel filler.',
    ratings: book(4, 5, 5, 4),
    daysAgo: 146,
    helpfulBy: ['BlueHeron', 'TidalDrift'],
  },
  {
    product: 'ask-me-anything-cards',
    by: 'BlueHeron',
    title: 'Good idea, sexual health cards are light',
    content:
      'A fun way to start talking, and the cards really are written for any gender and relationship style. The sexual health level is thin, though: one card on testing and one on contraception. I would have liked prompts about when each of us was last tested and what protection we prefer.',
    ratings: book(3, 5, 5, 3),
    daysAgo: 58,
    helpfulBy: ['SundayPancakes', 'SaltAndCedar'],
  },
  {
    product: 'beyond-the-birds-and-bees',
    by: 'NightOwlReads',
    title: 'Thoughtful and good for family viewing',
    content:
      'I watched it with my teenager, and it led to a better conversation than I could have started myself. It compares approaches in four countries fairly and is clear about what the evidence says on comprehensive sex education. Subtitles and audio description are a welcome touch.',
    pros: 'Suitable for teenagers with adults. Accessible. Evidence-based.',
    cons: 'Slow middle section.',
    ratings: book(5, 4, 4, 4),
    daysAgo: 266,
    helpfulBy: ['SaltAndCedar', 'SundayPancakes'],
  },
  {
    product: 'beyond-the-birds-and-bees',
    by: 'SaltAndCedar',
    title: 'Interesting, but more talk than action',
    content:
      'It is well made and the interviews with young people are the highlight. As a resource, though, it offers few practical takeaways for parents or educators, and I wanted more about what to actually say. Worth a rental, probably not a purchase.',
    ratings: book(4, 4, 4, 2),
    daysAgo: 31,
    helpfulBy: ['NightOwlReads'],
  },
];
