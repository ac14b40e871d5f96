/**
 * Every e-mail kind of the journey is described for the volunteers in docs/product/journey.md#e-mails:
 * a kind registered without a row in that table (or a row naming a kind that no longer exists) fails here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { kindsOf, MAIL_KIND_NAMES } from "./kinds.ts";

const section = readFileSync(new URL("../../../docs/product/journey.md", import.meta.url), "utf8").split("\n## E-mails")[1]!.split("\n## ")[0]!;
/** The kinds named in the first column of the section's table. */
const documented = new Set(
  section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!)),
);

describe("the journey's e-mails in docs/product/journey.md#e-mails", () => {
  it("describe every kind the journey sends", () => {
    expect(kindsOf("journey").filter((kind) => !documented.has(kind))).toEqual([]);
  });

  it("name no kind that is not registered", () => {
    expect([...documented].filter((kind) => !(MAIL_KIND_NAMES as readonly string[]).includes(kind))).toEqual([]);
  });
});
