/**
 * docs/product/journey.md#stages shows the workflow's table as a coordinator reads it: this test
 * renders it from the code's table and fails when the document says otherwise (copy the printed
 * table into the document).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminMessages } from "#app/admin/messages/index.ts";
import { ruleOf, eventsOf } from "./workflow.ts";

const FORMS = [
  ["Adoption request", "adoption"],
  ["Foster-home application", "foster_home"],
  ["Simple workflow (sponsorship, contact, flight sponsor, membership)", "contact"],
] as const;

function render(): string {
  const { de, es } = adminMessages;
  const stage = (s: string) => `${de.statuses[s as keyof typeof de.statuses]} (\`${s}\`)`;
  const guards = { travelReady: "at the contract stage, or the dog is reserved for the family", onTransport: "the family is on a transport (or its handover in Benicarló is entered), or its dog on a traveller's flight" };
  return FORMS.map(([title, form]) => {
    const rows = eventsOf(form).map((event) => {
      const rule = ruleOf(form, event)!;
      const button = rule.by.includes("coordinator") ? `${de.submission.stepEvents[event]} / ${es.submission.stepEvents[event]}` : "—";
      return `| \`${event}\` | ${button} | ${rule.from.map(stage).join(", ")} | ${stage(rule.to)} | ${rule.by.join(", ")} | ${rule.guard ? guards[rule.guard] : "—"} |`;
    });
    return [`#### ${title}`, "", "| Event | Button (de / es) | From | To | Who | Only when |", "|---|---|---|---|---|---|", ...rows].join("\n");
  }).join("\n\n");
}

describe("the workflow's table in docs/product/journey.md", () => {
  it("is the code's table", () => {
    const doc = readFileSync("docs/product/journey.md", "utf8");
    const table = render();
    expect(doc.includes(table), `docs/product/journey.md#stages should contain:\n\n${table}\n`).toBe(true);
  });
});
