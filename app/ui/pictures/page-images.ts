import type { Locale } from "#app/platform/i18n/locale.ts";
import { withPhotos, type PagePhoto } from "#app/ui/pictures/page-photos.ts";
import madePhotos from "#app/ui/pictures/page-photos.json" with { type: "json" };

/**
 * Every hero and section picture of the content pages, in one typed record.
 *
 * TO USE YOUR OWN PHOTOS: the pictures below are drawn illustrations made by
 * `node scripts/page-images.ts` (SVG, into public/images/pages/: for flat
 * drawings a vector file is smaller than AVIF or WebP at any width). To put a
 * photo in place of a drawing, save it as content/photos/<key>.jpg (the key
 * of the entry below, e.g. content/photos/fincaHero.jpg), run
 * `npm run images:photos`, and rewrite the entry's `alt` to describe the
 * photo. The script cuts the photo to the entry's size and aspect ratio, makes
 * AVIF, WebP and JPEG files at several widths (served with srcset, so a phone
 * loads a phone-sized file) and records them in page-photos.json, which
 * replaces the drawing here. `app/ui/pictures/page-images.test.ts` checks that each
 * file exists with the declared size and that both languages have an alt text.
 */

export type PageImageType = "image/avif" | "image/webp" | "image/jpeg" | "image/png" | "image/svg+xml";

/** One file of a picture in another width or format. */
export interface PageImageCandidate {
  /** Pixel width of this file. */
  width: number;
  /** Path under public/, starting with "/". */
  url: string;
  type: PageImageType;
}

export interface PageImage {
  /** The fallback file (what `<img src>` loads), a path under public/ starting with "/". */
  src: string;
  /** Further widths and formats; not needed for SVG, which scales without loss. */
  srcSet?: readonly PageImageCandidate[];
  /** Pixel size of `src` (keeps the layout stable while it loads). */
  width: number;
  height: number;
  /** What the picture shows, per language. Empty only when `decorative` is set. */
  alt: Record<Locale, string>;
  /** Purely decorative (adds nothing the text does not say): empty alt text. */
  decorative?: boolean;
}

/** Hero banners (docs/product/content.md#home: 1920×600). */
const HERO = { width: 1920, height: 600 } as const;
/** Pictures inside a page section (4:3). */
const SECTION = { width: 800, height: 600 } as const;

const images = {
  homeHero: {
    src: "/images/pages/home-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration: die Mittelmeerküste im Abendlicht – ein Mensch geht mit einem Hund an der Leine am Strand spazieren, zwei Hunde sitzen im warmen Sand.",
      es: "Ilustración: la costa mediterránea al atardecer; una persona pasea con un perro atado por la playa y otros dos perros descansan sentados en la arena.",
    },
  },
  adoptionHero: {
    src: "/images/pages/adoption-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration: zwei Menschen begrüßen vor ihrem Haus ihren neuen Hund, der fröhlich im Garten sitzt.",
      es: "Ilustración: dos personas reciben delante de su casa a su nuevo perro, que espera contento sentado en el jardín.",
    },
  },
  fosterHero: {
    src: "/images/pages/foster-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration: ein Mensch sitzt mit einem Hund auf einer Bank vor einem Haus mit hell erleuchteten Fenstern, ein zweiter Hund liegt entspannt daneben.",
      es: "Ilustración: una persona sentada en un banco con un perro delante de una casa con las ventanas iluminadas; otro perro está tumbado tranquilamente a su lado.",
    },
  },
  donationsHero: {
    src: "/images/pages/donations-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration: ein Transporter mit Pfotenzeichen fährt auf einer Landstraße durch eine hügelige Mittelmeerlandschaft.",
      es: "Ilustración: una furgoneta con una huella de pata circula por una carretera entre las colinas del Mediterráneo.",
    },
  },
  aboutHero: {
    src: "/images/pages/about-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration: drei Menschen stehen mit ihren Hunden auf einem Hügel über dem Meer.",
      es: "Ilustración: tres personas con sus perros en lo alto de una colina junto al mar.",
    },
  },
  membershipHero: {
    src: "/images/pages/membership-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration: vier Menschen gehen mit ihren Hunden gemeinsam einen Weg zwischen Olivenbäumen entlang.",
      es: "Ilustración: cuatro personas pasean juntas con sus perros por un camino entre olivos.",
    },
  },
  hospiceHero: {
    src: "/images/pages/hospice-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration: alte Hunde mit grauen Schnauzen schlafen auf weichen Decken im Schatten eines Olivenbaums.",
      es: "Ilustración: perros mayores con el hocico canoso duermen sobre mantas mullidas a la sombra de un olivo.",
    },
  },
  fincaHero: {
    src: "/images/pages/finca-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration der Finca Chaos: ein weißes Landhaus, eingezäunte Ausläufe mit Holzhütten, Olivenbäume, Hunde und grasende Ziegen vor den Bergen.",
      es: "Ilustración de la Finca Chaos: una casa de campo blanca, parques vallados con casetas de madera, olivos, perros y cabras pastando con las montañas al fondo.",
    },
  },
  fincaSitePlan: {
    src: "/images/pages/finca-site-plan.svg",
    width: 1600,
    height: 1000,
    alt: {
      de: "Schematischer Lageplan der Finca Chaos von oben: links oben die sieben nummerierten Ausläufe, die Ausläufe 1 bis 4 mit je einer Hütte; darunter das Haus und die Ziegenweide mit den 14 Ziegen; rechts das große Wohnzimmer mit Olivenbäumen für drei Hunde; unten die Einfahrt.",
      es: "Plano esquemático de la Finca Chaos visto desde arriba: arriba a la izquierda los siete parques numerados, los parques 1 a 4 con una caseta cada uno; debajo, la casa y el prado de las 14 cabras; a la derecha, el gran «salón» con olivos para tres perros; abajo, la entrada.",
    },
  },
  fincaGoats: {
    src: "/images/pages/finca-goats.svg",
    ...SECTION,
    alt: {
      de: "Illustration: Ziegen grasen auf der Finca neben einem Holzzaun, ein Hund schaut ihnen zu.",
      es: "Ilustración: unas cabras pastan en la finca junto a una valla de madera mientras un perro las observa.",
    },
  },
  residenciaHero: {
    src: "/images/pages/residencia-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration der Residencia Monika: flache Gebäude mit eingezäunten Ausläufen in einer weiten Ebene mit Feldern, dahinter Berge; Hunde spielen in den Ausläufen.",
      es: "Ilustración de la Residencia Monika: edificios bajos con parques vallados en una amplia llanura de campos, con montañas al fondo; los perros juegan en los parques.",
    },
  },
  residenciaImpressions1: {
    src: "/images/pages/residencia-impressions-1.svg",
    ...SECTION,
    alt: {
      de: "Illustration: drei Hunde toben zusammen in einem sonnigen, eingezäunten Auslauf.",
      es: "Ilustración: tres perros juegan juntos en un parque vallado y soleado.",
    },
  },
  residenciaImpressions2: {
    src: "/images/pages/residencia-impressions-2.svg",
    ...SECTION,
    alt: {
      de: "Illustration: eine Pflegerin stellt zwei wartenden Hunden ihre gefüllten Näpfe hin.",
      es: "Ilustración: una cuidadora deja los cuencos llenos a dos perros que esperan su comida.",
    },
  },
  residenciaImpressions3: {
    src: "/images/pages/residencia-impressions-3.svg",
    ...SECTION,
    alt: {
      de: "Illustration: ein Mensch geht mit zwei Hunden an der Leine einen Feldweg entlang.",
      es: "Ilustración: una persona pasea por un camino entre campos con dos perros atados.",
    },
  },
  residenciaImpressions4: {
    src: "/images/pages/residencia-impressions-4.svg",
    ...SECTION,
    alt: {
      de: "Illustration: ein älterer Hund döst auf einer Decke im Schatten vor seiner Hütte.",
      es: "Ilustración: un perro mayor dormita sobre una manta a la sombra, delante de su caseta.",
    },
  },
  transportVan: {
    src: "/images/pages/transport-van.svg",
    ...SECTION,
    alt: {
      de: "Illustration: ein Transporter mit Pfotenzeichen ist auf der Landstraße unterwegs.",
      es: "Ilustración: una furgoneta con una huella de pata recorre una carretera.",
    },
  },
  fosterHome: {
    src: "/images/pages/foster-home.svg",
    ...SECTION,
    alt: {
      de: "Illustration: ein Mensch sitzt auf dem Sofa, ein Hund kuschelt sich an ihn.",
      es: "Ilustración: una persona sentada en el sofá con un perro acurrucado a su lado.",
    },
  },
  hospiceResting: {
    src: "/images/pages/hospice-resting.svg",
    ...SECTION,
    alt: {
      de: "Illustration: zwei alte Hunde schlafen nebeneinander auf einer Decke im Schatten.",
      es: "Ilustración: dos perros mayores duermen uno junto al otro sobre una manta a la sombra.",
    },
  },
  adoptionWelcome: {
    src: "/images/pages/adoption-welcome.svg",
    ...SECTION,
    alt: {
      de: "Illustration: ein Mensch geht vor einem Haus in die Hocke und streckt einem neugierigen Hund die Hand entgegen.",
      es: "Ilustración: delante de una casa, una persona se agacha y le tiende la mano a un perro curioso.",
    },
  },
  contactHero: {
    src: "/images/pages/contact-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration: ein Mensch sitzt mit seinem Hund auf einer Bank und schaut aufs Meer.",
      es: "Ilustración: una persona sentada en un banco con su perro mirando al mar.",
    },
  },
  faqHero: {
    src: "/images/pages/faq-hero.svg",
    ...HERO,
    alt: {
      de: "Illustration: ein Wegweiser an einer Weggabelung, davor sitzt ein Hund neben einem Menschen.",
      es: "Ilustración: un poste indicador en un cruce de caminos; delante, un perro sentado junto a una persona.",
    },
  },
} satisfies Record<string, PageImage>;

export type PageImageKey = keyof typeof images;

/**
 * All pictures of the content pages by key: the drawings above, each replaced
 * by the association's photo of the same key where `npm run images:photos`
 * has made one (recorded in page-photos.json).
 */
export const pageImages: Record<PageImageKey, PageImage> = withPhotos(images, madePhotos as Record<string, PagePhoto>);

/** The drawn pictures only (what scripts/page-images.ts draws). */
export const drawnImages: Record<PageImageKey, PageImage> = images;
