import { describe, expect, it } from "vitest";
import { parseIntent, postedOf } from "#app/platform/forms/rules/intents.ts";
import {
  featuredAllowed,
  galleryFromForm,
  articleFormFields,
  isConflict,
  MAX_FEATURED_GUIDES,
  missingTexts,
  parseArticleForm,
  readSnapshot,
  restoredState,
  slugProblem,
  suggestSlug,
} from "./editing.ts";

/** A form as the browser sends it (repeated names for the gallery). */
/** The editor's fields as the form kit reads them: a text once, the gallery's rows as lists. */
function form(values: Record<string, string | string[]>) {
  return values;
}

const none = { de: new Set<string>(), es: new Set<string>() };
const valid = {
  title_de: "Luna findet ihr Sofa",
  title_es: "Luna encuentra su sofá",
  slug_de: "luna-findet-ihr-sofa",
  slug_es: "luna-encuentra-su-sofa",
  body_de: "## Hallo",
  body_es: "## Hola",
  status: "published",
  version: "3",
  published_date: "2026-11-20",
};

describe("slug suggestion and uniqueness", () => {
  it("suggests the slug from the title with the codebase's slug rule", () => {
    expect(suggestSlug("Die ersten Tage mit deinem Hund aus Spanien")).toBe("die-ersten-tage-mit-deinem-hund-aus-spanien");
    expect(suggestSlug("Größe & Übergewicht: Tipps")).toBe("groesse-uebergewicht-tipps");
    expect(suggestSlug("¿Cómo es el día de viaje? Año 2025")).toBe("como-es-el-dia-de-viaje-ano-2025");
    expect(suggestSlug("   ")).toBe("");
    expect(suggestSlug("小白")).toBe("");
  });

  it("cuts a long title at a word, never past 80 characters", () => {
    const slug = suggestSlug("Ein sehr langer Titel ".repeat(10));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.endsWith("-")).toBe(false);
    expect(suggestSlug("a".repeat(100))).toBe("a".repeat(80));
  });

  it("names what is wrong with a slug: missing, form, taken in that language", () => {
    expect(slugProblem("", [])).toBe("missing");
    expect(slugProblem("  ", [])).toBe("missing");
    expect(slugProblem("Gross", [])).toBe("form");
    expect(slugProblem("a--b", [])).toBe("form");
    expect(slugProblem("-a", [])).toBe("form");
    expect(slugProblem("a".repeat(81), [])).toBe("form");
    expect(slugProblem("erste-tage", ["erste-tage"])).toBe("taken");
    expect(slugProblem("erste-tage", new Set(["andere"]))).toBeNull();
    expect(slugProblem(" erste-tage ", [])).toBeNull();
  });
});

describe("versions, conflicts, featured guides", () => {
  it("a form from another version than the stored one is a conflict", () => {
    expect(isConflict(3, 3)).toBe(false);
    expect(isConflict(2, 3)).toBe(true);
    expect(isConflict(4, 3)).toBe(true);
    expect(isConflict(0, 1)).toBe(true);
  });

  it("never a fourth featured guide; unfeaturing is always allowed", () => {
    expect(MAX_FEATURED_GUIDES).toBe(3);
    expect(featuredAllowed(true, 2)).toBe(true);
    expect(featuredAllowed(true, 3)).toBe(false);
    expect(featuredAllowed(false, 3)).toBe(true);
    expect(featuredAllowed(false, 7)).toBe(true);
  });

  it("a restore takes the revision's texts but keeps the current status", () => {
    const revision = readSnapshot({
      status: "draft",
      title: { de: "Alt", es: "Viejo" },
      slug: { de: "alt", es: "viejo" },
      excerpt: { de: null, es: null },
      category: { de: null, es: null },
      metaDescription: { de: null, es: null },
      body: { de: "a", es: "b" },
      imageUrl: null,
      gallery: [],
      publishedDate: null,
      featured: false,
      displayOrder: 0,
    })!;
    expect(restoredState(revision, { status: "published" })).toEqual({ ...revision, status: "published" });
    expect(restoredState(revision, { status: "draft" }).status).toBe("draft");
  });

  it("reads only well-formed revisions", () => {
    expect(readSnapshot(null)).toBeNull();
    expect(readSnapshot({ title: "x" })).toBeNull();
  });
});

describe("language completeness", () => {
  it("lists the texts a language lacks; a guide also wants its meta description", () => {
    const full = { title: "T", slug: "t", excerpt: "E", body: "B", metaDescription: "M" };
    expect(missingTexts("blog", full)).toEqual([]);
    expect(missingTexts("blog", { ...full, metaDescription: null })).toEqual([]);
    expect(missingTexts("guide", { ...full, metaDescription: " " })).toEqual(["metaDescription"]);
    expect(missingTexts("blog", { title: "T", slug: "t", excerpt: null, body: "" })).toEqual(["excerpt", "body"]);
  });
});

describe("the editor's form", () => {
  it("reads a post in both languages", () => {
    const result = parseArticleForm("blog", form(valid), none);
    expect(result.ok).toBe(true);
    expect(result.input).toMatchObject({
      status: "published",
      version: 3,
      title: { de: "Luna findet ihr Sofa", es: "Luna encuentra su sofá" },
      body: { de: "## Hallo", es: "## Hola" },
      excerpt: { de: null, es: null },
      featured: false,
    });
    expect(result.input.publishedDate.toISOString()).toBe("2026-11-20T12:00:00.000Z");
  });

  it("names each field's problem and keeps the input", () => {
    const result = parseArticleForm(
      "blog",
      form({ ...valid, title_es: " ", slug_de: "Luna Sofa", slug_es: "vergeben", body_es: "", published_date: "2026-13-45x" }),
      { de: new Set(), es: new Set(["vergeben"]) },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ title_es: "required", slug_de: "form", slug_es: "taken", body_es: "requiredToPublish", published_date: "invalid" });
    expect(result.input.slug.de).toBe("Luna Sofa");
  });

  it("a draft may have no body yet", () => {
    expect(parseArticleForm("blog", form({ ...valid, status: "draft", body_de: "", body_es: "" }), none).ok).toBe(true);
  });

  it("a guide: featured, display order, and an alt text in both languages for every picture", () => {
    const guide = { ...valid, featured: "on", display_order: "-2", gallery_url: ["a.jpg", "b.jpg"], gallery_de: ["Ein Hund", "Zwei"], gallery_es: ["Un perro", ""] };
    const result = parseArticleForm("guide", form(guide), none);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ gallery_es_1: "altRequired" });
    expect(result.input.featured).toBe(true);
    expect(result.input.displayOrder).toBe(-2);
    expect(parseArticleForm("guide", form({ ...guide, display_order: "1.5" }), none).ok).toBe(false);
  });

  it("is read by the form kit with each text once and the gallery's rows as lists", () => {
    const posted = postedOf([["title_de", "Luna"], ["title_de", "zweimal"], ["gallery_url", "a.jpg"], ["gallery_url", "b.jpg"], ["body_es", "Texto"]]);
    const read = parseIntent(posted, { save: articleFormFields }, { invalid: "?", unknownIntent: "?" }, "save");
    expect(read).toMatchObject({ ok: true, input: { title_de: "Luna", body_es: "Texto", gallery_url: ["a.jpg", "b.jpg"], gallery_de: [], gallery_remove: [] } });
  });

  it("orders the gallery by the positions given and drops removed pictures", () => {
    const gallery = galleryFromForm(
      form({ gallery_url: ["a.jpg", "b.jpg", "c.jpg"], gallery_de: ["A", "B", "C"], gallery_es: ["a", "b", "c"], gallery_position: ["3", "1", "2"], gallery_remove: ["c.jpg"] }),
    );
    expect(gallery).toEqual([
      { url: "b.jpg", de: "B", es: "b" },
      { url: "a.jpg", de: "A", es: "a" },
    ]);
  });

  it("refuses gallery paths that leave the bucket", () => {
    const result = parseArticleForm("blog", form({ ...valid, gallery_url: ["../../etc/passwd"], gallery_de: [""], gallery_es: [""] }), none);
    expect(!result.ok && result.errors.gallery).toBe("invalid");
  });
});

describe("the main picture's alt text", () => {
  const withImage = () => true;
  const keptUnlessRemoved = (removeImage: boolean) => !removeImage;

  it("is required in both languages to publish with a main picture, named per field", () => {
    const result = parseArticleForm("blog", form({ ...valid, image_alt_de: "Luna auf dem Sofa" }), none, new Date(), withImage);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.errors).toEqual({ image_alt_es: "altRequiredToPublish" });
    const guide = parseArticleForm("guide", form({ ...valid, image_alt_de: " ", image_alt_es: "" }), none, new Date(), withImage);
    expect(guide.ok ? null : guide.errors).toEqual({ image_alt_de: "altRequiredToPublish", image_alt_es: "altRequiredToPublish" });
  });

  it("is not required for a draft, without a picture, or when the picture is being removed", () => {
    expect(parseArticleForm("blog", form({ ...valid, status: "draft" }), none, new Date(), withImage).ok).toBe(true);
    expect(parseArticleForm("blog", form(valid), none, new Date(), () => false).ok).toBe(true);
    expect(parseArticleForm("blog", form(valid), none).ok).toBe(true);
    expect(parseArticleForm("blog", form({ ...valid, image_remove: "on" }), none, new Date(), keptUnlessRemoved).ok).toBe(true);
    expect(parseArticleForm("blog", form(valid), none, new Date(), keptUnlessRemoved).ok).toBe(false);
  });

  it("is read trimmed, at most 300 characters, empty as none", () => {
    const result = parseArticleForm("blog", form({ ...valid, image_alt_de: "  Luna  ", image_alt_es: "" }), none);
    expect(result.input.imageAlt).toEqual({ de: "Luna", es: null });
    const long = parseArticleForm("blog", form({ ...valid, image_alt_de: "x".repeat(301), image_alt_es: "y" }), none, new Date(), withImage);
    expect(long.ok ? null : long.errors).toEqual({ image_alt_de: "tooLong" });
  });

  it("is kept in revisions; a revision from before has none", () => {
    const base = {
      status: "published", title: { de: "a", es: "b" }, slug: { de: "a", es: "b" }, excerpt: { de: null, es: null },
      category: { de: null, es: null }, metaDescription: { de: null, es: null }, body: { de: "a", es: "b" },
      imageUrl: "x.jpg", gallery: [], publishedDate: null, featured: false, displayOrder: 0,
    };
    expect(readSnapshot(base)!.imageAlt).toEqual({ de: null, es: null });
    expect(readSnapshot({ ...base, imageAlt: { de: "Hund", es: "Perro" } })!.imageAlt).toEqual({ de: "Hund", es: "Perro" });
  });
});
