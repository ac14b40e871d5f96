/** Decision 038: an e-mail joins the outbox through `queueMail` only, with a registered kind. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("who queues e-mails", () => {
  it("only queueMail writes outbox rows: no other module of app/ inserts into the outbox", () => {
    const queue = path.join("app", "platform", "mail", "queue.server.ts");
    const offenders: string[] = [];
    let inserts = 0;
    for (const file of filesUnder("app")) {
      const source = readFileSync(file, "utf8");
      // Drizzle: insert(outbox); raw SQL: insert into outbox.
      const count = [...source.matchAll(/\binsert\(\s*outbox\s*\)|\binsert\s+into\s+"?outbox"?\b/gi)].length;
      if (file === queue) inserts = count;
      else if (count > 0) offenders.push(file);
    }
    expect(offenders).toEqual([]);
    // The check finds queueMail's own insert: it would see another module's.
    expect(inserts).toBe(1);
  });

  it("no caller wakes the worker: the outbox wakes itself once a queuing transaction commits", () => {
    const callers = filesUnder("app").filter((file) => /\bkick\(/.test(readFileSync(file, "utf8")));
    expect(callers).toEqual([]);
  });
});
