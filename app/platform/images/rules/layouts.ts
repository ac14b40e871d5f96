import type { ImageWidth } from "./variants.ts";

/**
 * How wide each kind of picture is shown (CSS pixels), written as `sizes` for the browser, and
 * which widths it may choose from. They follow the page layouts (max-w-7xl = 1280px with 24px
 * padding from 640px, 16px below; max-w-3xl = 768px for articles). Below the widest breakpoint
 * `sizes` is the column's share of the viewport rounded up (e.g. one column of a phone,
 * 100vw − 32px, is at most 94vw), except where rounding would choose a larger file (the thumbnails): exact `calc()`s chose the same files and wrote 170 characters,
 * twice per picture, into every page (`layouts.test.ts` checks the rounding at each width).
 */
export interface ImageLayout {
  sizes: string;
  widths: readonly ImageWidth[];
  /** Width and height attributes (the aspect ratio the picture is shown in). */
  width: number;
  height: number;
}

/** The widths a dog card's photo comes in, in every grid of cards (the pipeline prepares them after each sync). */
const DOG_CARD_WIDTHS = [320, 480, 640, 720, 800] as const satisfies readonly ImageWidth[];

/** A dog card's square photo; only how wide the grid shows it (`sizes`) differs from page to page. */
function dogCard(sizes: string) {
  return { sizes, widths: DOG_CARD_WIDTHS, width: 500, height: 500 } as const;
}

export const IMAGE_LAYOUTS = {
  /** Dog cards: 1 column, 2 from 768px, 3 from 1024px, 4 from 1280px (gap 24px). */
  dogCardGrid: dogCard("(min-width: 1280px) 290px, (min-width: 1024px) 31vw, (min-width: 768px) 47vw, 94vw"),
  /** Dog cards on the home page: 1 column, 2 from 640px, 3 from 1024px. */
  dogCardGridHome: dogCard("(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 94vw"),
  /** Dog cards on the hospice page: 1 column, 2 from 640px, 3 from 1024px, 4 from 1280px. */
  dogCardGridHospice: dogCard("(min-width: 1280px) 290px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 94vw"),
  /** The dog page's main photo: full width, half the page from 1024px (gap 40px). */
  dogGalleryMain: {
    sizes: "(min-width: 1280px) 596px, (min-width: 1024px) 47vw, 95vw",
    widths: [480, 640, 720, 800, 1000],
    width: 1000,
    height: 1000,
  },
  /** Thumbnails under it: 4 columns of the main photo's width (gap 12px). */
  dogGalleryThumb: {
    sizes: "(min-width: 1280px) 140px, (min-width: 1024px) calc(12.5vw - 20px), (min-width: 640px) calc(25vw - 21px), calc(25vw - 17px)",
    widths: [160, 320],
    width: 500,
    height: 500,
  },
  /** The dog of a request on its status page: a square beside the heading, 128px, 192px from 640px. */
  requestDog: {
    sizes: "(min-width: 640px) 192px, 128px",
    widths: [160, 320, 480],
    width: 500,
    height: 500,
  },
  /** A post's or guide's image above the text (aspect 1200:630). */
  articleHero: {
    sizes: "(min-width: 816px) 768px, 95vw",
    // 720 for phones: a column of about 390 CSS px at a device pixel ratio of 1.75 needs 685 px (800 wasted a quarter).
    widths: [480, 640, 720, 800, 1200],
    width: 1200,
    height: 630,
  },
  /** Post and guide cards: 1 column, 2 from 768px, 3 from 1024px. */
  articleCard: {
    sizes: "(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 768px) 47vw, 94vw",
    widths: [320, 480, 640, 720, 800],
    width: 1200,
    height: 630,
  },
  /** A post's gallery: up to 3 columns inside the article (4:3). */
  articleGallery: {
    sizes: "(min-width: 816px) 384px, (min-width: 640px) 46vw, 94vw",
    widths: [320, 480, 640, 800],
    width: 800,
    height: 600,
  },
  /** A foster family's photos on the dog page: 2 columns (gap 12px), 3 from 640px (gap 16px), in the text's column (max-w-3xl, 4:3). */
  fosterNews: {
    sizes: "(min-width: 816px) 245px, (min-width: 640px) 30vw, 46vw",
    widths: [320, 480, 640],
    width: 800,
    height: 600,
  },
} as const satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;

/** The width of an image inside guide bodies (one file, written into the sanitised HTML). */
export const ARTICLE_BODY_WIDTH: ImageWidth = 800;

/** What the pipeline prepares for each dog's first photo after a sync, in AVIF: the cards' widths, which are the main photo's too but for its largest. */
export const PREPARED_DOG_WIDTHS: readonly ImageWidth[] = DOG_CARD_WIDTHS;
