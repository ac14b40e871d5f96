import { describe, expect, it } from "vitest";
import { z } from "#app/platform/zod.ts";
import { intentsFor, posted, runIntent } from "./intents.server.ts";

type Messages = { empty: string; texts: { invalid: string; unknownIntent: string } };
const de: Messages = { empty: "Bitte schreiben Sie etwas.", texts: { invalid: "Diese Angabe ist ungültig.", unknownIntent: "Dieses Formular kennt die Seite nicht." } };
const es: Messages = { empty: "Escribe algo, por favor.", texts: { invalid: "Este dato no es válido.", unknownIntent: "La página no conoce este formulario." } };

const intent = intentsFor<{ written: string[] }, Messages>();
const intents = {
  note: intent({
    schema: (m) => z.object({ note: z.string().trim().min(1, m.empty).max(20, m.empty) }),
    handle: (input, ctx) => {
      ctx.written.push(input.note);
      return { intent: "note" as const, text: "saved" };
    },
  }),
  stale: intent({
    schema: z.object({ from: z.string() }),
    handle: (input, _ctx, form) => form.refuse({ from: `not ${input.from}` }, { status: 409, extra: { current: "new" } }),
  }),
};

/** A real request's form, as an action reads it. */
async function formOf(body: URLSearchParams | FormData): Promise<FormData> {
  return new Request("https://verwaltung.example/verwaltung/eingang", { method: "POST", body }).formData();
}

async function run(body: URLSearchParams | FormData, messages: Messages = de, written: string[] = []) {
  const answer = await runIntent(await formOf(body), intents, { written }, { messages, texts: messages.texts, headers: { "Cache-Control": "no-store" } });
  return { answer: answer as unknown as { data: unknown; init: ResponseInit | null } | { intent: string; text: string }, written };
}

describe("runIntent", () => {
  it("calls the named intent's handler with the typed, normalised input", async () => {
    const { answer, written } = await run(new URLSearchParams({ intent: "note", note: "  Rückruf\u0000 Montag " }));
    expect(answer).toEqual({ intent: "note", text: "saved" });
    expect(written).toEqual(["Rückruf Montag"]);
  });

  it("refuses a post its schema refuses: 400, the message in the poster's language, the input kept, no handler run", async () => {
    for (const [messages, text] of [[de, de.empty], [es, es.empty]] as const) {
      const { answer, written } = await run(new URLSearchParams({ intent: "note", note: "   " }), messages);
      expect(answer).toMatchObject({ data: { intent: "note", ok: false, errors: { note: text }, values: { note: "   " } }, init: { status: 400 } });
      expect(new Headers((answer as { init: ResponseInit }).init.headers).get("cache-control")).toBe("no-store");
      expect(written).toEqual([]);
    }
  });

  it("refuses an unknown intent, or none, with 400 and nothing run", async () => {
    for (const body of [new URLSearchParams({ intent: "delete", note: "x" }), new URLSearchParams({ note: "x" })]) {
      const { answer, written } = await run(body, es);
      expect(answer).toMatchObject({ data: { intent: null, ok: false, errors: { _form: es.texts.unknownIntent }, values: { note: "x" } }, init: { status: 400 } });
      expect(written).toEqual([]);
    }
  });

  it("lets a handler refuse in the same shape, with its own status and more data", async () => {
    const { answer } = await run(new URLSearchParams({ intent: "stale", from: "new" }));
    expect(answer).toMatchObject({ data: { intent: "stale", ok: false, errors: { from: "not new" }, values: { from: "new" }, current: "new" }, init: { status: 409 } });
    expect(new Headers((answer as { init: ResponseInit }).init.headers).get("cache-control")).toBe("no-store");
  });

  it("reads a multipart form as a urlencoded one, an empty file input left out", async () => {
    const body = new FormData();
    body.append("intent", "note");
    body.append("note", "Hallo");
    body.append("photo", new File([], ""));
    const { answer, written } = await run(body);
    expect(answer).toEqual({ intent: "note", text: "saved" });
    expect(written).toEqual(["Hallo"]);
  });

  it("makes a schema once per catalogue", async () => {
    let made = 0;
    const counted = {
      a: intentsFor<null, Messages>()({
        schema: (m) => {
          made++;
          return z.object({ x: z.string().min(1, m.empty) });
        },
        handle: () => "ok",
      }),
    };
    for (const messages of [de, de, es, es, de]) await runIntent(await formOf(new URLSearchParams({ intent: "a", x: "1" })), counted, null, { messages, texts: messages.texts });
    expect(made).toBe(2);
  });
});

describe("posted", () => {
  it("reads a guarded body's texts and files like FormData", () => {
    const photo = new File([new Uint8Array(2)], "a.jpg");
    expect(posted({ type: "form", value: { intent: "news", body: "e\u0301" }, files: { photos: [photo] } })).toEqual({ intent: ["news"], body: ["é"], photos: [photo] });
    expect(posted({ type: "json", value: { intent: "news" } })).toEqual({});
  });
});
