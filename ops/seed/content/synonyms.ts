/**
 * Search synonyms (issue 26): the words readers of this site type next to the words its articles
 * use. Lay, clinical and abbreviated names of the same thing find each other; a query is expanded
 * at search time (api/search/synonyms.ts), so changing this table needs no re-indexing. Each entry
 * is plain text as a reader would type it: case, accents, hyphens and little words ('the', 'of')
 * are ignored the way the index ignores them, and a multi-word entry matches documents holding
 * all of its words.
 *
 * - `twoWay`: every entry of a group finds the others.
 * - `oneWay`: a broad word also finds the narrower ones, not back (a search for 'chlamydia' should
 *   not bring every article about STIs). It applies to the broad word's two-way synonyms too, so
 *   'std' finds chlamydia through 'sti'.
 *
 * Trademarks stay out (CONTENT.md): generic names only. Editors will keep this in the admin area.
 */
export const twoWaySynonyms: string[][] = [
  // Infections and conditions
  ['sti', 'stis', 'std', 'stds', 'sexually transmitted infection', 'sexually transmitted infections', 'sexually transmitted disease', 'sexually transmitted diseases', 'venereal disease'],
  ['hiv', 'human immunodeficiency virus'],
  ['aids', 'acquired immunodeficiency syndrome'],
  ['hpv', 'human papillomavirus', 'papilloma virus'],
  ['genital warts', 'anogenital warts', 'condylomata'],
  ['herpes', 'hsv', 'herpes simplex', 'genital herpes'],
  ['chlamydia', 'chlamydia trachomatis'],
  ['gonorrhea', 'gonorrhoea', 'clap'],
  ['syphilis', 'treponema pallidum'],
  ['trichomoniasis', 'trich', 'trichomonas'],
  ['bacterial vaginosis', 'bv'],
  ['thrush', 'yeast infection', 'candida', 'candidiasis'],
  ['uti', 'utis', 'urinary tract infection', 'bladder infection', 'cystitis'],
  ['pid', 'pelvic inflammatory disease'],
  ['hepatitis b', 'hep b', 'hbv'],
  ['mpox', 'monkeypox'],
  ['ed', 'erectile dysfunction', 'impotence', 'erection problems'],
  ['premature ejaculation', 'early ejaculation', 'rapid ejaculation'],
  ['delayed ejaculation', 'inhibited ejaculation'],
  ['low libido', 'low sex drive', 'low desire', 'hypoactive sexual desire disorder', 'hsdd'],
  ['libido', 'sex drive', 'sexual desire'],
  ['anorgasmia', 'orgasmic disorder', 'difficulty orgasm'],
  ['painful sex', 'dyspareunia', 'pain during sex'],
  ['vaginismus', 'vaginal spasm'],
  ['vulvodynia', 'vulvar pain', 'vulval pain'],
  ['endometriosis', 'endo'],
  ['pcos', 'polycystic ovary syndrome', 'polycystic ovarian syndrome'],
  ['pms', 'premenstrual syndrome'],
  ['pmdd', 'premenstrual dysphoric disorder'],
  ['vaginal dryness', 'vaginal atrophy', 'genitourinary syndrome of menopause', 'atrophic vaginitis'],
  ['hot flashes', 'hot flushes', 'vasomotor symptoms'],
  ['miscarriage', 'pregnancy loss', 'early pregnancy loss'],
  // Contraception and prevention
  ['birth control', 'contraception', 'contraceptive', 'contraceptives'],
  ['pill', 'birth control pill', 'oral contraceptive', 'oral contraceptives', 'contraceptive pill'],
  ['condom', 'condoms', 'external condom'],
  ['internal condom', 'female condom'],
  ['iud', 'iuds', 'intrauterine device', 'coil'],
  ['hormonal iud', 'ius', 'intrauterine system'],
  ['copper iud', 'copper coil', 'non hormonal iud'],
  ['contraceptive implant', 'birth control implant', 'arm implant'],
  ['emergency contraception', 'morning after pill', 'emergency contraceptive pill'],
  ['larc', 'long acting reversible contraception'],
  ['vasectomy', 'male sterilization', 'male sterilisation'],
  ['tubal ligation', 'tubes tied', 'female sterilization', 'female sterilisation'],
  ['withdrawal', 'pull out method', 'pulling out', 'coitus interruptus'],
  ['fertility awareness', 'natural family planning', 'rhythm method', 'nfp'],
  ['prep', 'pre exposure prophylaxis'],
  ['pep', 'post exposure prophylaxis'],
  ['dental dam', 'dental dams', 'oral dam'],
  ['lube', 'lubricant', 'lubricants', 'personal lubricant'],
  ['vaccine', 'vaccines', 'vaccination', 'immunisation', 'immunization'],
  // Tests and care
  ['sti test', 'std test', 'sti testing', 'std testing', 'sti screening', 'std screening', 'sexual health screening'],
  ['pap smear', 'pap test', 'smear test', 'cervical screening'],
  ['pregnancy test', 'hcg test'],
  ['sexual health clinic', 'gum clinic', 'std clinic', 'sti clinic'],
  ['gynecologist', 'gynaecologist', 'gyno', 'obgyn', 'ob gyn'],
  ['sex therapist', 'sex counselor', 'sex counsellor', 'sexologist'],
  ['couples therapy', 'couples counseling', 'couples counselling', 'relationship counselling', 'marriage counseling'],
  ['hrt', 'hormone replacement therapy', 'menopausal hormone therapy'],
  ['gender affirming care', 'gender affirming treatment', 'transition related care'],
  // Body parts
  ['vulva', 'vulval', 'vulvar', 'external genitals'],
  ['vagina', 'vaginal canal', 'birth canal'],
  ['penis', 'phallus'],
  ['testicles', 'testicle', 'testes', 'testis'],
  ['scrotum', 'scrotal sac'],
  ['clitoris', 'clit'],
  ['foreskin', 'prepuce'],
  ['uterus', 'womb'],
  ['cervix', 'neck of the womb'],
  ['ovaries', 'ovary'],
  ['fallopian tubes', 'oviducts'],
  ['prostate', 'prostate gland'],
  ['pelvic floor exercises', 'kegel', 'kegels', 'pelvic floor training'],
  ['breast', 'breasts'],
  // Body and cycle
  ['period', 'periods', 'menstruation', 'menstrual cycle', 'menses'],
  ['menopause', 'menopausal'],
  ['perimenopause', 'perimenopausal', 'menopause transition'],
  ['ovulation', 'ovulating', 'fertile window'],
  ['orgasm', 'orgasms', 'climax'],
  ['masturbation', 'masturbating', 'self pleasure', 'solo sex'],
  ['circumcision', 'circumcised'],
  // Sex, relationships and identity
  ['intercourse', 'sexual intercourse', 'penetrative sex'],
  ['anal sex', 'anal intercourse'],
  ['sexual assault', 'rape', 'sexual violence'],
  ['bdsm', 'kink', 'kinky'],
  ['safeword', 'safewords', 'safe word'],
  ['polyamory', 'polyamorous', 'ethical non monogamy', 'consensual non monogamy', 'enm'],
  ['lgbtq', 'lgbt', 'lgbtqia', 'lgbtqia+'],
  ['transgender', 'trans'],
  ['nonbinary', 'non binary', 'enby'],
  ['asexual', 'ace', 'asexuality'],
  ['sex toys', 'sex toy', 'adult toys'],
  ['vibrator', 'vibrators'],
];

export const oneWaySynonyms: { from: string; to: string[] }[] = [
  { from: 'sti', to: ['chlamydia', 'gonorrhea', 'syphilis', 'herpes', 'hpv', 'hiv', 'trichomoniasis', 'mpox'] },
  { from: 'contraception', to: ['condom', 'pill', 'iud', 'contraceptive implant', 'vasectomy', 'emergency contraception'] },
  { from: 'larc', to: ['iud', 'contraceptive implant'] },
  { from: 'barrier methods', to: ['condom', 'internal condom', 'dental dam'] },
  { from: 'sexual dysfunction', to: ['erectile dysfunction', 'premature ejaculation', 'low libido', 'anorgasmia', 'painful sex'] },
  { from: 'painful sex', to: ['vaginismus', 'vulvodynia', 'endometriosis'] },
  { from: 'vaginal infection', to: ['thrush', 'bacterial vaginosis', 'trichomoniasis'] },
  { from: 'menopause', to: ['perimenopause', 'hot flashes', 'vaginal dryness'] },
  { from: 'oral sex', to: ['cunnilingus', 'fellatio'] },
  { from: 'lgbtq', to: ['gay', 'lesbian', 'bisexual', 'transgender', 'queer', 'nonbinary'] },
  { from: 'erectile dysfunction treatment', to: ['sildenafil', 'tadalafil'] },
  { from: 'sti test', to: ['hiv test', 'chlamydia test', 'swab'] },
];
