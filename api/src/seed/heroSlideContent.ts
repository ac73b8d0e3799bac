import { uiLanguages, type HeroSlide, type Language } from '@btb/shared-contract';

export interface HeroSlideRecord extends Omit<HeroSlide, 'slideID'> {
  slug: string;
  language: Language;
  position: number;
}

type SlideText = Pick<HeroSlide, 'headline' | 'subline' | 'button1Text' | 'button2Text'>;
type SlideLinks = Pick<
  HeroSlide,
  'backgroundImage' | 'button1Link' | 'button1Icon' | 'button2Link' | 'button2Icon'
>;

const slides: ({ slug: string; links: SlideLinks } & Record<Language, SlideText>)[] = [
  {
    slug: 'welcome',
    links: {
      backgroundImage: '/api/image/hero-welcome.svg',
      button1Link: '/search',
      button1Icon: 'Search',
      button2Link: '#quiz',
      button2Icon: 'ClipboardCheck',
    },
    en: {
      headline: 'Learn languages from beat to breakthrough',
      subline:
        'Songs built around the words you need – hands-free, on the bus, in the kitchen, at the gym.',
      button1Text: 'Find songs',
      button2Text: 'Take a quiz',
    },
    de: {
      headline: 'Sprachen lernen – vom Beat zum Durchbruch',
      subline:
        'Songs rund um die Wörter, die du brauchst – freihändig, im Bus, in der Küche, beim Sport.',
      button1Text: 'Songs finden',
      button2Text: 'Quiz starten',
    },
    es: {
      headline: 'Aprende idiomas, del ritmo al gran salto',
      subline:
        'Canciones hechas con las palabras que necesitas, con las manos libres: en el bus, en la cocina, en el gimnasio.',
      button1Text: 'Buscar canciones',
      button2Text: 'Hacer un test',
    },
  },
  {
    slug: 'learning-plan',
    links: {
      backgroundImage: '/api/image/hero-learning-plan.svg',
      button1Link: '/book-overview/DE_EN',
      button1Icon: 'BookOpen',
      button2Link: '/search?subject=DE_EN',
      button2Icon: 'Play',
    },
    en: {
      headline: 'German with music, A1 to B1',
      subline: 'Nine books, forty-five lessons, a song and flashcards for every lesson.',
      button1Text: 'Learning plan',
      button2Text: 'Start listening',
    },
    de: {
      headline: 'Englisch mit Musik, A1 bis B1',
      subline: 'Neun Bände, 45 Lektionen, zu jeder Lektion ein Song und Karteikarten.',
      button1Text: 'Lernplan',
      button2Text: 'Jetzt reinhören',
    },
    es: {
      headline: 'Alemán con música, de A1 a B1',
      subline: 'Nueve libros, 45 lecciones, y para cada lección una canción y sus tarjetas.',
      button1Text: 'Plan de aprendizaje',
      button2Text: 'Empezar a escuchar',
    },
  },
  {
    slug: 'time',
    links: {
      backgroundImage: '/api/image/hero-time.svg',
      button1Link: '/time-calculator',
      button1Icon: 'Target',
      button2Link: '#test',
      button2Icon: 'Brain',
    },
    en: {
      headline: 'How many hours could you be learning?',
      subline: 'Commuting, cooking, sport: work out the time you already have for listening.',
      button1Text: 'Time calculator',
      button2Text: 'Test yourself',
    },
    de: {
      headline: 'Wie viele Stunden könntest du lernen?',
      subline: 'Pendeln, Kochen, Sport: Rechne aus, wie viel Zeit du schon zum Zuhören hast.',
      button1Text: 'Zeitrechner',
      button2Text: 'Teste dich',
    },
    es: {
      headline: '¿Cuántas horas podrías estar aprendiendo?',
      subline: 'Trayectos, cocina, deporte: calcula el tiempo que ya tienes para escuchar.',
      button1Text: 'Calculadora de tiempo',
      button2Text: 'Ponte a prueba',
    },
  },
];

const learningPlanLinks: Record<Language, Pick<HeroSlide, 'button1Link' | 'button2Link'>> = {
  en: { button1Link: '/book-overview/DE_EN', button2Link: '/search?subject=DE_EN' },
  de: { button1Link: '/book-overview/EN_DE', button2Link: '/search?subject=EN_DE' },
  es: { button1Link: '/book-overview/DE_ES', button2Link: '/search?subject=DE_ES' },
};

export function heroSlideRecords(): HeroSlideRecord[] {
  return slides.flatMap((slide, i) =>
    uiLanguages.map((language) => ({
      slug: slide.slug,
      language,
      position: i + 1,
      ...slide.links,
      // The learning-plan slide points at the course its readers learn: English for German
      // speakers, German for Spanish speakers.
      ...(slide.slug === 'learning-plan' ? learningPlanLinks[language] : {}),
      ...slide[language],
    })),
  );
}
