import { describe, expect, it } from "vitest";
import { parseArticleFile, serializeArticle, splitLanguages } from "./format.ts";

const post = (front: string, body = "<!-- lang: de -->\n## Hallo\n\nText **fett**.\n<!-- lang: es -->\n## Hola\n\nTexto.") =>
  `---\n${front}\n---\n${body}\n`;

const validBlog = `slug_de: erste-tage
slug_es: primeros-dias
title_de: "Erste Tage"
title_es: "Primeros días"
excerpt_de: "Kurz"
excerpt_es: "Breve"
category_de: Ratgeber
category_es: Consejos
published_date: 2025-03-18
image_url: erste.svg
gallery_images:
  - url: a.svg
    caption_de: "Bild"
    caption_es: "Foto"`;

describe("content files (npm run content)", () => {
  it("reads a post: front matter by column name, Markdown bodies to HTML per language", () => {
    const result = parseArticleFile("blog", post(validBlog));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record).toMatchObject({
      kind: "blog",
      slug_de: "erste-tage",
      slug_es: "primeros-dias",
      title_es: "Primeros días",
      image_url: "erste.svg",
      gallery_images: [{ url: "a.svg", caption_de: "Bild", caption_es: "Foto" }],
      content_de: "<h2>Hallo</h2>\n<p>Text <strong>fett</strong>.</p>",
      content_es: "<h2>Hola</h2>\n<p>Texto.</p>",
    });
    expect(result.record.kind === "blog" && result.record.published_date.toISOString()).toBe("2025-03-18T00:00:00.000Z");
  });

  const guide = (gallery: string) => post(`slug_de: a\nslug_es: b\ntitle_de: A\ntitle_es: B\nfeatured: true\ndisplay_order: 2\n${gallery}`);

  it("reads a guide with its defaults and what each gallery picture shows, per language", () => {
    const result = parseArticleFile("guide", guide('gallery_images:\n  - url: x.svg\n    alt_de: " Ein Hund im Garten "\n    alt_es: "Un perro en el jardín"'));
    expect(result.ok && result.record).toMatchObject({
      kind: "guide",
      featured: true,
      display_order: 2,
      gallery_images: [{ url: "x.svg", alt_de: "Ein Hund im Garten", alt_es: "Un perro en el jardín" }],
    });
  });

  it.each([
    ["a bare file name", "gallery_images: [x.svg]", /gallery_images\.0 must be an image with url, alt_de and alt_es/],
    ["a missing Spanish description", 'gallery_images:\n  - url: x.svg\n    alt_de: "Ein Hund"', /gallery_images\.0\.alt_es is missing: describe what the picture shows/],
    ["an empty description", 'gallery_images:\n  - url: x.svg\n    alt_de: " "\n    alt_es: "Un perro"', /gallery_images\.0\.alt_de is empty/],
  ])("a guide gallery image needs a description in both languages: reports %s", (_name, gallery, message) => {
    const result = parseArticleFile("guide", guide(gallery));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join("\n")).toMatch(message);
  });

  it("writes a guide's gallery descriptions back as it reads them", () => {
    const source = guide('gallery_images:\n  - url: x.svg\n    alt_de: "Ein Hund"\n    alt_es: "Un perro"');
    const first = parseArticleFile("guide", source);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const again = parseArticleFile("guide", serializeArticle(first.record));
    expect(again.ok && again.record).toEqual(first.record);
  });

  it.each([
    ["a missing slug", validBlog.replace("slug_de: erste-tage\n", ""), /slug_de is missing/],
    ["a slug with capitals", validBlog.replace("slug_de: erste-tage", "slug_de: Erste Tage"), /slug_de must be lower-case/],
    ["a missing title", validBlog.replace('title_es: "Primeros días"\n', ""), /title_es is missing/],
    ["a bad date", validBlog.replace("published_date: 2025-03-18", "published_date: gestern"), /published_date is not a date/],
    ["an image outside the bucket", validBlog.replace("image_url: erste.svg", "image_url: ../../etc/passwd"), /image_url must be a URL or a path inside the bucket/],
  ])("reports %s", (_name, front, message) => {
    const result = parseArticleFile("blog", post(front));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join("\n")).toMatch(message);
  });

  it("needs both languages in the body", () => {
    const result = parseArticleFile("blog", post(validBlog, "<!-- lang: de -->\nNur Deutsch"));
    expect(!result.ok && result.errors.join()).toMatch(/German and a Spanish part/);
    expect(splitLanguages("<!-- lang: es -->\nuno\n<!-- lang: de -->\neins")).toEqual({ de: "eins", es: "uno" });
  });

  it("reports invalid YAML instead of throwing", () => {
    const result = parseArticleFile("blog", "---\nslug_de: [unclosed\n---\nbody");
    expect(!result.ok && result.errors[0]).toMatch(/not valid YAML/);
  });

  it("writes what it reads: parse → serialize → parse gives the same record", () => {
    const first = parseArticleFile("blog", post(validBlog));
    if (!first.ok) throw new Error("fixture invalid");
    const again = parseArticleFile("blog", serializeArticle(first.record));
    expect(again).toEqual(first);
  });
});

describe("content files: status (docs/product/content.md#editing-in-the-back-office)", () => {
  it("a file without a status is published, so the existing files stay valid", () => {
    const result = parseArticleFile("blog", post(validBlog));
    expect(result.ok && result.record.status).toBe("published");
  });

  it("reads draft and published, refuses anything else with the field named", () => {
    for (const status of ["draft", "published"] as const) {
      const result = parseArticleFile("guide", post(`slug_de: a\nslug_es: b\ntitle_de: A\ntitle_es: B\nstatus: ${status}`));
      expect(result.ok && result.record.status).toBe(status);
    }
    const wrong = parseArticleFile("blog", post(`${validBlog}\nstatus: online`));
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.errors.join()).toMatch(/^status must be "draft" or "published"/);
  });

  it("keeps the Markdown as written and writes it back on export, with the status", () => {
    const result = parseArticleFile("blog", post(`${validBlog}\nstatus: draft`));
    if (!result.ok) throw new Error(result.errors.join());
    expect(result.record.markdown_de).toBe("## Hallo\n\nText **fett**.");
    const written = serializeArticle(result.record);
    expect(written).toContain("status: draft");
    expect(written).toContain("<!-- lang: de -->\n## Hallo\n\nText **fett**.");
    const again = parseArticleFile("blog", written);
    expect(again.ok && again.record).toEqual(result.record);
  });

  it("exports the stored HTML where no Markdown was kept", () => {
    const result = parseArticleFile("blog", post(validBlog));
    if (!result.ok) throw new Error(result.errors.join());
    const written = serializeArticle({ ...result.record, markdown_de: null, markdown_es: null });
    expect(written).toContain("<!-- lang: de -->\n<h2>Hallo</h2>");
  });
});
