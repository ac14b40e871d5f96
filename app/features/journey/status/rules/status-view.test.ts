import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adoptionSteps, fosterSteps, journeyCopy } from "#app/features/journey/request/rules/copy.ts";
import { ADOPTION_STAGES, ALL_STAGES, CLOSINGS, FOSTER_STAGES, stagesOf, statusesOf } from "#app/features/journey/request/rules/stages.ts";
import { durationText, linkSegments, nextText, stageTrack, type TextSegment } from "./status-view.ts";

const LOCALES = ["de", "es"] as const;
const FORMS = ["adoption", "foster_home", "sponsorship", "contact", "membership"];
const de = "https://puente-canino.example";
const es = "https://puente-canino.example.es";
const origins = [de, es];

describe("stageTrack (docs/product/journey.md#status-page)", () => {
  it("names an adoption's stages with the adoption page's steps, from the second on", () => {
    expect(stageTrack("adoption", "received", "de").map((s) => s.title)).toEqual([
      "Anfrage gesendet",
      "Wir lernen uns kennen",
      "Vorkontrolle",
      "Schutzvertrag und Schutzgebühr",
      "Reise und Übergabe",
      "Ankommen und Begleitung",
    ]);
    expect(stageTrack("adoption", "received", "es").map((s) => s.title)).toEqual([
      "Solicitud enviada",
      "Nos conocemos",
      "Control previo",
      "Contrato de protección y cuota",
      "Recogida en Benicarló",
      "Llegada y acompañamiento",
    ]);
  });

  it("names a foster application's stages with the foster page's first four steps", () => {
    expect(stageTrack("foster_home", "received", "de").map((s) => s.title)).toEqual(["Bewerbung gesendet", "Kennenlernen", "Vorkontrolle", "Der passende Hund"]);
    expect(stageTrack("foster_home", "received", "es").map((s) => s.title)).toEqual(["Solicitud enviada", "Nos conocemos", "Control previo", "El perro adecuado"]);
  });

  it("names the simple workflow's stages (sponsorship) in both languages, without texts", () => {
    const track = stageTrack("sponsorship", "in_progress", "de");
    expect(track).toEqual([
      { stage: "new", title: "Anfrage eingegangen", text: null, state: "done" },
      { stage: "in_progress", title: "In Bearbeitung", text: null, state: "current" },
      { stage: "done", title: "Erledigt", text: null, state: "todo" },
    ]);
    expect(stageTrack("sponsorship", "new", "es").map((s) => s.title)).toEqual(["Solicitud recibida", "En curso", "Hecho"]);
  });

  it("carries the page step's text with each stage but the first (how to send the request, which the applicant did)", () => {
    const track = stageTrack("adoption", "pre_check", "de");
    expect(track.map((s) => s.text)).toEqual([null, ...adoptionSteps.de.slice(2).map((step) => step.text)]);
    expect(stageTrack("foster_home", "pre_check", "es").map((s) => s.text)).toEqual([null, ...fosterSteps.es.slice(1, 4).map((step) => step.text)]);
  });

  it("marks the stages before the current one done and those after it to come", () => {
    expect(stageTrack("adoption", "contract", "de").map((s) => [s.stage, s.state])).toEqual([
      ["received", "done"],
      ["getting_to_know", "done"],
      ["pre_check", "done"],
      ["contract", "current"],
      ["travel", "todo"],
      ["arrived", "todo"],
    ]);
    expect(stageTrack("adoption", "received", "de").map((s) => s.state)).toEqual(["current", "todo", "todo", "todo", "todo", "todo"]);
    expect(stageTrack("foster_home", "accepted", "es").map((s) => s.state)).toEqual(["done", "done", "done", "current"]);
    expect(stageTrack("contact", "done", "de").map((s) => s.state)).toEqual(["done", "done", "current"]);
  });

  it("a request closed early shows no stage as current, and names no closing in the track", () => {
    for (const form of FORMS) {
      for (const closing of CLOSINGS) {
        const track = stageTrack(form, closing, "de");
        expect(track.map((s) => s.stage)).toEqual([...stagesOf(form)]);
        expect(track.every((s) => s.state === "todo")).toBe(true);
      }
    }
  });

  it("an unknown status shows every stage to come", () => {
    expect(stageTrack("adoption", "new", "de").map((s) => s.state)).toEqual(["todo", "todo", "todo", "todo", "todo", "todo"]);
    expect(stageTrack("contact", "received", "es").map((s) => s.state)).toEqual(["todo", "todo", "todo"]);
  });

  it("property: exactly one stage is current for every stage of every form, in both languages", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMS), fc.constantFrom(...LOCALES), (form, locale) => {
        stagesOf(form).forEach((status, current) => {
          const track = stageTrack(form, status, locale);
          expect(track.map((s) => s.state)).toEqual(track.map((_, i) => (i < current ? "done" : i === current ? "current" : "todo")));
          track.forEach((s, index) => {
            expect(s.title.length).toBeGreaterThan(0);
            expect(s.title).not.toBe(s.stage);
            expect(s.text === null).toBe(index === 0 || (form !== "adoption" && form !== "foster_home"));
          });
        });
      }),
    );
  });
});

describe("nextText", () => {
  it("tells what comes next for each open stage, per workflow and language", () => {
    expect(nextText("adoption", "received", "de")).toBe(journeyCopy.de.statusPage.next.adoption.received);
    expect(nextText("adoption", "travel", "es")).toBe("En cuanto la entrega esté decidida, te escribimos el día y el lugar.");
    expect(nextText("foster_home", "accepted", "de")).toBe(journeyCopy.de.statusPage.next.foster.accepted);
    expect(nextText("sponsorship", "in_progress", "de")).toBe("Wir kümmern uns darum und melden uns, sobald es Neues gibt.");
    expect(nextText("contact", "done", "es")).toBe("Todo hecho. ¡Gracias por tu ayuda!");
  });

  it("is null when closed early, and for another workflow's stage", () => {
    for (const form of FORMS) for (const closing of CLOSINGS) for (const locale of LOCALES) expect(nextText(form, closing, locale)).toBeNull();
    expect(nextText("adoption", "new", "de")).toBeNull();
    expect(nextText("adoption", "accepted", "de")).toBeNull();
    expect(nextText("foster_home", "contract", "es")).toBeNull();
    expect(nextText("sponsorship", "received", "de")).toBeNull();
  });

  it("property: every stage of every form has a text in both languages, and the two differ", () => {
    for (const form of FORMS) {
      for (const stage of stagesOf(form)) {
        const texts = LOCALES.map((locale) => nextText(form, stage, locale));
        for (const text of texts) expect(text).toMatch(/\S/);
        expect(texts[0]).not.toBe(texts[1]);
      }
    }
  });
});

describe("durationText", () => {
  it("gives the rough duration of an open adoption or foster application", () => {
    for (const stage of ADOPTION_STAGES.slice(0, -1)) {
      expect(durationText("adoption", stage, "de")).toBe("Eine Adoption dauert in Deutschland meist etwa 2 bis 4 Wochen.");
      expect(durationText("adoption", stage, "es")).toBe("En España, una adopción suele llevar entre 1 y 2 semanas.");
    }
    for (const stage of FOSTER_STAGES.slice(0, -1)) {
      expect(durationText("foster_home", stage, "de")).toBe(journeyCopy.de.statusPage.duration.foster);
      expect(durationText("foster_home", stage, "es")).toBe(journeyCopy.es.statusPage.duration.foster);
    }
  });

  it("is null at the last stage, when closed early, and for the simple workflow", () => {
    for (const locale of LOCALES) {
      expect(durationText("adoption", "arrived", locale)).toBeNull();
      expect(durationText("foster_home", "accepted", locale)).toBeNull();
      for (const closing of CLOSINGS) {
        expect(durationText("adoption", closing, locale)).toBeNull();
        expect(durationText("foster_home", closing, locale)).toBeNull();
      }
      for (const form of ["sponsorship", "contact", "membership"]) for (const status of statusesOf(form)) expect(durationText(form, status, locale)).toBeNull();
    }
  });

  it("property: a duration is shown exactly for the open stages of adoption and foster home", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMS), fc.constantFrom(...ALL_STAGES), fc.constantFrom(...LOCALES), (form, status, locale) => {
        const shown = durationText(form, status, locale) !== null;
        const stages = stagesOf(form);
        const expected = (form === "adoption" || form === "foster_home") && !(CLOSINGS as readonly string[]).includes(status) && status !== stages[stages.length - 1];
        expect(shown).toBe(expected);
      }),
    );
  });
});

describe("linkSegments: only our own addresses become links", () => {
  it("links an address on our site and keeps the text around it", () => {
    expect(linkSegments(`Schau dir Max an: ${de}/hunde/max-2 – er sucht auch.`, origins)).toEqual([
      { text: "Schau dir Max an: " },
      { text: `${de}/hunde/max-2`, href: `${de}/hunde/max-2` },
      { text: " – er sucht auch." },
    ]);
  });

  it("leaves trailing punctuation out of a link", () => {
    for (const mark of [".", ",", ";", ":", "!", "?", ")", "...", "?!", ")."]) {
      expect(linkSegments(`Hier: ${de}/merkliste${mark}`, origins)).toEqual([
        { text: "Hier: " },
        { text: `${de}/merkliste`, href: `${de}/merkliste` },
        { text: mark },
      ]);
    }
  });

  it("keeps punctuation inside a link", () => {
    const url = `${es}/perros/luna-1?a=1,2&b=x.y#foto`;
    expect(linkSegments(`(${url}).`, origins)).toEqual([{ text: "(" }, { text: url, href: url }, { text: ")." }]);
  });

  it("links the origin itself and addresses below it, not lookalikes", () => {
    expect(linkSegments(de, origins)).toEqual([{ text: de, href: de }]);
    expect(linkSegments(`${de}.`, origins)).toEqual([{ text: de, href: de }, { text: "." }]);
    for (const other of [`${de}.evil.example/x`, `${de}evil/x`, `${de}@evil.example/`, "http://puente-canino.example/hunde", "https://evil.example/hunde", `https://evil.example/?next=${de}/x`]) {
      expect(linkSegments(`Siehe ${other} bitte`, origins)).toEqual([{ text: `Siehe ${other} bitte` }]);
    }
  });

  it("an address on someone else's site stays text, and our links after it still count", () => {
    const text = `Erst https://evil.example/a, dann ${es}/perros/max-2!`;
    expect(linkSegments(text, origins)).toEqual([
      { text: "Erst https://evil.example/a, dann " },
      { text: `${es}/perros/max-2`, href: `${es}/perros/max-2` },
      { text: "!" },
    ]);
  });

  it("separates several links, on lines of their own or next to each other", () => {
    const a = `${de}/hunde/luna-1`;
    const b = `${de}/hunde/max-2`;
    expect(linkSegments(`– Luna: ${a}\n– Max: ${b}`, origins)).toEqual([
      { text: "– Luna: " },
      { text: a, href: a },
      { text: "\n– Max: " },
      { text: b, href: b },
    ]);
    expect(linkSegments(`${a} ${b}`, origins)).toEqual([{ text: a, href: a }, { text: " " }, { text: b, href: b }]);
  });

  it("stops a link at a blank, an angle bracket or a quotation mark", () => {
    expect(linkSegments(`<${de}/x>`, origins)).toEqual([{ text: "<" }, { text: `${de}/x`, href: `${de}/x` }, { text: ">" }]);
    expect(linkSegments(`"${de}/x"`, origins)).toEqual([{ text: '"' }, { text: `${de}/x`, href: `${de}/x` }, { text: '"' }]);
  });

  it("is one text segment without own origins or links, and nothing for an empty text", () => {
    expect(linkSegments(`Hallo ${de}/x`, [])).toEqual([{ text: `Hallo ${de}/x` }]);
    expect(linkSegments("Hallo, wie geht's?", origins)).toEqual([{ text: "Hallo, wie geht's?" }]);
    expect(linkSegments("", origins)).toEqual([]);
  });

  it("property: the segments put together give the text back, and every link is one of ours without trailing punctuation", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(" ", "\n", ".", ",", ")", "(", "!", "?", "<", ">", '"'),
      fc.constantFrom(`${de}/hunde/luna-1`, `${es}/perros/max-2?x=1`, de, "https://evil.example/x", `${de}.evil.example/`),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join("");
        const segments: TextSegment[] = linkSegments(text, origins);
        expect(segments.map((s) => s.text).join("")).toBe(text);
        for (const segment of segments) expect(segment.text.length).toBeGreaterThan(0);
        const links = segments.filter((segment): segment is { text: string; href: string } => "href" in segment);
        for (const link of links) {
          expect(link.href).toBe(link.text);
          expect(origins.some((o) => link.href === o || link.href.startsWith(`${o}/`))).toBe(true);
          expect(link.href).not.toMatch(/[.,;:!?)]$/);
          expect(link.href).not.toMatch(/[\s<>"]/);
        }
        for (let i = 1; i < segments.length; i++) expect("href" in segments[i - 1]! || "href" in segments[i]!).toBe(true);
      }),
    );
  });
});

describe("linkSegments and typographic quotes", () => {
  // A link quoted as „…“ (German) or «…» (Spanish) ends before the closing quote: with it, the
  // applicant's link would point to a page that does not exist.
  it("leaves a closing „“ or «» quotation mark out of the link", () => {
    expect(linkSegments(`Siehe „${de}/hunde/max-2“.`, origins)).toEqual([
      { text: "Siehe „" },
      { text: `${de}/hunde/max-2`, href: `${de}/hunde/max-2` },
      { text: "“." },
    ]);
    expect(linkSegments(`Mira «${es}/perros/max-2».`, origins)).toEqual([
      { text: "Mira «" },
      { text: `${es}/perros/max-2`, href: `${es}/perros/max-2` },
      { text: "»." },
    ]);
  });
});

describe("the first stage names a sent request, not the page step's invitation to send one (issue 34, item 19)", () => {
  it.each(LOCALES)("%s", (locale) => {
    for (const form of ["adoption", "foster_home"]) {
      const first = stageTrack(form, "received", locale)[0]!;
      expect(first.title).toBe(locale === "de" ? (form === "adoption" ? "Anfrage gesendet" : "Bewerbung gesendet") : "Solicitud enviada");
      expect(first.title).not.toMatch(/Schick uns|Envíanos|^Bewerbung$|^Solicitud$/);
    }
  });
});

describe("nextText follows what is done (issue 34, item 13)", () => {
  const none = { contract: "none", feeReceived: false, handoverSet: false } as const;
  it("German: contract to sign, signed, fee received, handover set; never a promise already kept", () => {
    expect(nextText("adoption", "contract", "de", none)).toBe("Als Nächstes schicken wir dir den Schutzvertrag. Du liest und unterschreibst ihn hier auf dieser Seite.");
    expect(nextText("adoption", "contract", "de", { ...none, contract: "ready" })).toMatch(/^Bitte lies den Schutzvertrag/);
    expect(nextText("adoption", "contract", "de", { ...none, contract: "signed" })).toMatch(/^Danke für deine Unterschrift! Sobald die Schutzgebühr/);
    expect(nextText("adoption", "contract", "de", { ...none, contract: "countersigned", feeReceived: true })).toMatch(/^Schutzvertrag und Schutzgebühr sind erledigt/);
    expect(nextText("adoption", "travel", "de", { ...none, contract: "countersigned", feeReceived: true })).toBe("Sobald Tag und Ort der Übergabe feststehen, schreiben wir sie dir.");
    const set = nextText("adoption", "travel", "de", { contract: "countersigned", feeReceived: true, handoverSet: true });
    expect(set).toBe("Tag, Ort und Uhrzeit der Übergabe stehen fest; du findest sie auf dieser Seite. Zwei Tage vorher erinnern wir dich per E-Mail.");
    expect(set).not.toMatch(/Sobald/);
    expect(nextText("adoption", "travel", "de", { contract: "signed", feeReceived: false, handoverSet: true })).toMatch(/Bitte überweise vorher die Schutzgebühr\.$/);
    expect(nextText("adoption", "travel", "de", { contract: "ready", feeReceived: false, handoverSet: true })).toMatch(/Bitte unterschreibe vorher den Schutzvertrag auf dieser Seite\.$/);
    // A contract ready while the pre-check stage is still current: the page asks to sign it.
    expect(nextText("adoption", "pre_check", "de", { ...none, contract: "ready" })).toMatch(/^Bitte lies den Schutzvertrag/);
    expect(nextText("adoption", "pre_check", "de", none)).toBe(journeyCopy.de.statusPage.next.adoption.pre_check);
  });
  it("Spanish: the same steps", () => {
    expect(nextText("adoption", "contract", "es", { ...none, contract: "ready" })).toMatch(/^Lee el contrato de protección/);
    expect(nextText("adoption", "contract", "es", { ...none, contract: "signed" })).toMatch(/^¡Gracias por firmar!/);
    expect(nextText("adoption", "travel", "es", { contract: "countersigned", feeReceived: true, handoverSet: true })).toMatch(/^El día, el lugar y la hora de la entrega ya están decididos/);
    expect(nextText("adoption", "travel", "es", { contract: "signed", feeReceived: false, handoverSet: true })).toMatch(/Antes, paga la cuota de adopción\.$/);
  });
  it("no text names a journey to Germany (a dog in Germany or a pick-up in Benicarló does not travel there)", () => {
    for (const locale of LOCALES) {
      for (const status of ["contract", "travel"]) expect(nextText("adoption", status, locale)).not.toMatch(/nach Deutschland|a Alemania/);
      for (const text of Object.values(journeyCopy[locale].statusPage.nextFacts)) expect(text).not.toMatch(/nach Deutschland|a Alemania|Transport/);
    }
  });
});
