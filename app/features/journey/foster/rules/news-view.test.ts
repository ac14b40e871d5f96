import { describe, expect, it } from "vitest";
import { newsParagraphs } from "./news-view.ts";

describe("a foster family's news on the dog page", () => {
  it("is split into paragraphs at blank lines, keeping single line breaks, without empty ones", () => {
    expect(newsParagraphs("Erster Absatz\nmit zwei Zeilen.  \n\n\n  Zweiter.  \r\n \r\nDritter")).toEqual(["Erster Absatz\nmit zwei Zeilen.", "Zweiter.", "Dritter"]);
    expect(newsParagraphs("  \n\n \n")).toEqual([]);
    expect(newsParagraphs("Nur eine Zeile")).toEqual(["Nur eine Zeile"]);
  });

  it("keeps markup as the words it is (the page escapes it)", () => {
    expect(newsParagraphs("<b>Luna</b> & <script>alert(1)</script>")).toEqual(["<b>Luna</b> & <script>alert(1)</script>"]);
  });
});
