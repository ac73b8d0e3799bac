import { uiLanguages, type Language } from '@btb/shared-contract';

export interface FaqRecord {
  slug: string;
  language: Language;
  position: number;
  question: string;
  answer_html: string;
}

const faqs: ({ slug: string } & Record<Language, [string, string]>)[] = [
  {
    slug: 'how-it-works',
    en: [
      'How does learning with songs work?',
      '<p>Every song is written around the <strong>eight words</strong> of one lesson. Listen while you commute, cook or work out; the melody does the repeating for you. Afterwards, check yourself with the flashcard quiz.</p>',
    ],
    de: [
      'Wie funktioniert Lernen mit Songs?',
      '<p>Jeder Song ist um die <strong>acht Wörter</strong> einer Lektion geschrieben. Hör ihn beim Pendeln, Kochen oder Sport – die Melodie übernimmt das Wiederholen. Danach prüfst du dich mit dem Karteikarten-Quiz.</p>',
    ],
    es: [
      '¿Cómo se aprende con canciones?',
      '<p>Cada canción está escrita con las <strong>ocho palabras</strong> de una lección. Escúchala en tus trayectos, mientras cocinas o haces deporte: la melodía repite por ti. Después, ponte a prueba con el test de tarjetas.</p>',
    ],
  },
  {
    slug: 'free',
    en: [
      'Is it free?',
      '<p>Browsing, listening, liking and quizzes are free. Songs marked with a lock are <strong>premium</strong>: without a subscription you hear a 20-second preview.</p>',
    ],
    de: [
      'Ist das kostenlos?',
      '<p>Stöbern, Hören, Liken und Quiz sind kostenlos. Songs mit Schloss sind <strong>Premium</strong>: Ohne Abo hörst du eine 20-Sekunden-Vorschau.</p>',
    ],
    es: [
      '¿Es gratis?',
      '<p>Explorar, escuchar, dar «me gusta» y hacer tests es gratis. Las canciones con un candado son <strong>premium</strong>: sin suscripción escuchas un avance de 20 segundos.</p>',
    ],
  },
  {
    slug: 'codes',
    en: [
      'What is a lesson code?',
      '<p>Each lesson has a code such as <code>DE_EN_A1_B01_L01</code>: language pair, level, book and lesson. Enter it in the quiz to practise exactly that lesson’s vocabulary.</p>',
    ],
    de: [
      'Was ist ein Lektionscode?',
      '<p>Jede Lektion hat einen Code wie <code>EN_DE_A1_B01_L01</code>: Sprachpaar, Niveau, Band und Lektion. Gib ihn im Quiz ein, um genau diese Vokabeln zu üben.</p>',
    ],
    es: [
      '¿Qué es un código de lección?',
      '<p>Cada lección tiene un código como <code>DE_ES_A1_B01_L01</code>: par de idiomas, nivel, libro y lección. Escríbelo en el test para practicar justo el vocabulario de esa lección.</p>',
    ],
  },
  {
    slug: 'levels',
    en: [
      'Which levels are available?',
      '<ul><li><strong>A1</strong> – first words and phrases</li><li><strong>A2</strong> – everyday situations</li><li><strong>B1</strong> – opinions, history and the world of work</li></ul><p>The <a href="/book-overview/DE_EN">learning plan</a> shows every book and lesson.</p>',
    ],
    de: [
      'Welche Niveaus gibt es?',
      '<ul><li><strong>A1</strong> – erste Wörter und Sätze</li><li><strong>A2</strong> – Alltagssituationen</li><li><strong>B1</strong> – Meinungen, Geschichte und Arbeitswelt</li></ul><p>Der <a href="/book-overview/EN_DE">Lernplan</a> zeigt alle Bände und Lektionen.</p>',
    ],
    es: [
      '¿Qué niveles hay?',
      '<ul><li><strong>A1</strong>: primeras palabras y frases</li><li><strong>A2</strong>: situaciones cotidianas</li><li><strong>B1</strong>: opiniones, historia y el mundo laboral</li></ul><p>El <a href="/book-overview/DE_ES">plan de aprendizaje</a> muestra todos los libros y lecciones.</p>',
    ],
  },
  {
    slug: 'account',
    en: [
      'How do I get an account?',
      '<p>Register in our mobile app or on the learning platform, then log in here with the same e-mail and password.</p>',
    ],
    de: [
      'Wie bekomme ich ein Konto?',
      '<p>Registriere dich in unserer App oder auf der Lernplattform und melde dich dann hier mit derselben E-Mail-Adresse und demselben Passwort an.</p>',
    ],
    es: [
      '¿Cómo consigo una cuenta?',
      '<p>Regístrate en nuestra app o en la plataforma de aprendizaje y luego inicia sesión aquí con el mismo correo electrónico y la misma contraseña.</p>',
    ],
  },
  {
    slug: 'time',
    en: [
      'How much time do I need?',
      '<p>Less than you think: use the <a href="/time-calculator">time calculator</a> to see how many hours of listening already fit into your week.</p>',
    ],
    de: [
      'Wie viel Zeit brauche ich?',
      '<p>Weniger als gedacht: Mit dem <a href="/time-calculator">Zeitrechner</a> siehst du, wie viele Stunden Zuhören schon in deine Woche passen.</p>',
    ],
    es: [
      '¿Cuánto tiempo necesito?',
      '<p>Menos de lo que crees: con la <a href="/time-calculator">calculadora de tiempo</a> ves cuántas horas de escucha ya caben en tu semana.</p>',
    ],
  },
  {
    // Last, so a database seeded before it keeps its other questions' places.
    slug: 'languages',
    en: [
      'Which languages can I learn?',
      '<p>German, English and Spanish, each from A1 to B1: English speakers learn <a href="/book-overview/DE_EN">German</a> or <a href="/book-overview/ES_EN">Spanish</a>, German speakers <a href="/book-overview/EN_DE">English</a>, Spanish speakers <a href="/book-overview/DE_ES">German</a> or <a href="/book-overview/EN_ES">English</a>. Choose yours under <strong>I speak … / I learn …</strong>.</p>',
    ],
    de: [
      'Welche Sprachen kann ich lernen?',
      '<p>Deutsch, Englisch und Spanisch, jeweils von A1 bis B1: Deutschsprachige lernen <a href="/book-overview/EN_DE">Englisch</a>, Englischsprachige <a href="/book-overview/DE_EN">Deutsch</a> oder <a href="/book-overview/ES_EN">Spanisch</a>, Spanischsprachige <a href="/book-overview/DE_ES">Deutsch</a> oder <a href="/book-overview/EN_ES">Englisch</a>. Wähle dein Paar unter <strong>Ich spreche … / Ich lerne …</strong>.</p>',
    ],
    es: [
      '¿Qué idiomas puedo aprender?',
      '<p>Alemán, inglés y español, cada uno de A1 a B1: si hablas español, aprendes <a href="/book-overview/DE_ES">alemán</a> o <a href="/book-overview/EN_ES">inglés</a>; si hablas inglés, <a href="/book-overview/DE_EN">alemán</a> o <a href="/book-overview/ES_EN">español</a>; si hablas alemán, <a href="/book-overview/EN_DE">inglés</a>. Elige tu par en <strong>Hablo … / Aprendo …</strong>.</p>',
    ],
  },
];

export function faqRecords(): FaqRecord[] {
  return faqs.flatMap((faq, i) =>
    uiLanguages.map((language) => ({
      slug: faq.slug,
      language,
      position: i + 1,
      question: faq[language][0],
      answer_html: faq[language][1],
    })),
  );
}
