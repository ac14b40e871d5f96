/** The text of a PDF, page by page, as a reader copies it (pdfjs-dist; pdf-lib writes PDFs but cannot read their text). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join("").replace(/[ \t]+/g, " "));
  }
  await doc.destroy();
  return pages;
}

/** Every piece of text of a PDF with where it stands (points from the page's lower left) and how wide it is. */
export async function pdfTextItems(bytes: Uint8Array): Promise<{ page: number; text: string; x: number; y: number; width: number; pageWidth: number }[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const items: { page: number; text: string; x: number; y: number; width: number; pageWidth: number }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0 = 0, , x1 = 0] = page.view;
    for (const item of (await page.getTextContent()).items) {
      if (!("str" in item) || !item.str) continue;
      items.push({ page: n, text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, pageWidth: x1 - x0 });
    }
  }
  await doc.destroy();
  return items;
}
