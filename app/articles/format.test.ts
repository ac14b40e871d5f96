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

  it("reads a guide with its defaults", () => {
    const result = parseArticleFile("guide", post("slug_de: a\nslug_es: b\ntitle_de: A\ntitle_es: B\ngallery_images: [x.svg]\nfeatured: true\ndisplay_order: 2"));
    expect(result.ok && result.record).toMatchObject({ kind: "guide", featured: true, display_order: 2, gallery_images: ["x.svg"] });
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
