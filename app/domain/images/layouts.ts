import type { ImageWidth } from "./variants.ts";

/**
 * How wide each kind of picture is shown (CSS pixels), written as `sizes` for the browser, and
 * which widths it may choose from. They follow the page layouts (max-w-7xl = 1280px with 24px
 * padding from 640px, 16px below; max-w-3xl = 768px for articles):
 */
export interface ImageLayout {
  sizes: string;
  widths: readonly ImageWidth[];
  /** Width and height attributes (the aspect ratio the picture is shown in). */
  width: number;
  height: number;
}

export const IMAGE_LAYOUTS = {
  /** Dog cards: 1 column, 2 from 768px, 3 from 1024px, 4 from 1280px (gap 24px). */
  dogCardGrid: {
    sizes: "(min-width: 1280px) 290px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    widths: [320, 480, 640, 720, 800],
    width: 500,
    height: 500,
  },
  /** Dog cards on the home page: 1 column, 2 from 640px, 3 from 1024px. */
  dogCardGridHome: {
    sizes: "(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)",
    widths: [320, 480, 640, 720, 800],
    width: 500,
    height: 500,
  },
  /** Dog cards on the hospice page: 1 column, 2 from 640px, 3 from 1024px, 4 from 1280px. */
  dogCardGridHospice: {
    sizes: "(min-width: 1280px) 290px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)",
    widths: [320, 480, 640, 720, 800],
    width: 500,
    height: 500,
  },
  /** The dog page's main photo: full width, half the page from 1024px (gap 40px). */
  dogGalleryMain: {
    sizes: "(min-width: 1280px) 596px, (min-width: 1024px) calc((100vw - 88px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    widths: [480, 640, 720, 800, 1000],
    width: 1000,
    height: 1000,
  },
  /** Thumbnails under it: 4 columns of the main photo's width (gap 12px). */
  dogGalleryThumb: {
    sizes: "(min-width: 1280px) 140px, (min-width: 1024px) calc((100vw - 88px) / 8 - 9px), (min-width: 640px) calc((100vw - 48px) / 4 - 9px), calc((100vw - 32px) / 4 - 9px)",
    widths: [160, 320],
    width: 500,
    height: 500,
  },
  /** A post's or guide's image above the text (aspect 1200:630). */
  articleHero: {
    sizes: "(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    widths: [480, 640, 800, 1200],
    width: 1200,
    height: 630,
  },
  /** Post and guide cards: 1 column, 2 from 768px, 3 from 1024px. */
  articleCard: {
    sizes: "(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    widths: [320, 480, 640, 800],
    width: 1200,
    height: 630,
  },
  /** A post's gallery: up to 3 columns inside the article (4:3). */
  articleGallery: {
    sizes: "(min-width: 816px) 384px, (min-width: 640px) calc(50vw - 32px), calc(100vw - 32px)",
    widths: [320, 480, 640, 800],
    width: 800,
    height: 600,
  },
} as const satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;

/** The width of an image inside guide bodies (one file, written into the sanitised HTML). */
export const ARTICLE_BODY_WIDTH: ImageWidth = 800;

/** What the pipeline prepares for each dog's first photo after a sync: the card and main-photo widths, in AVIF. */
export const PREPARED_DOG_WIDTHS: readonly ImageWidth[] = [320, 480, 640, 720, 800];
