/**
 * The association's settings and the dogs' own texts in the database
 * (docs/product/organisation.md, docs/product/dogs.md#our-texts), on PGlite and
 * PostgreSQL: saved values win over the defaults and are audited; a dog's own
 * texts survive a real sync against an HTTP upstream on loopback and reach
 * every reader at once; every sync attempt is recorded for every process.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { syncDogsOnce, type DogSyncConfig } from "#app/features/dogs/server/sync.server.ts";
import { DogCache } from "#app/features/dogs/server/store.server.ts";
import { ChangeNotice, ReadCache } from "#app/platform/db/read-cache.server.ts";
import { cleanOwnTexts, NO_OWN_TEXTS, readOwnSources, readOwnTexts, saveOwnTexts } from "#app/features/dogs/server/own-texts.server.ts";
import { readSyncStatus, upstreamLabel } from "#app/features/dogs/server/sync-status.server.ts";
import { loadOrganisation, saveOrganisationSettings } from "#app/features/organisation/server/effective.server.ts";
import { organisationDefaults } from "#app/features/organisation/rules/defaults.ts";
import { settingsOf } from "#app/features/organisation/rules/settings.ts";
import { recentAudit, type Actor } from "#app/platform/audit/log.server.ts";
import { dogDescriptionText, dogHeadlineText } from "#app/features/dogs/rules/index.ts";
import { testDatabases } from "../support/databases.ts";
import { dogTexts } from "#app/platform/db/schema.ts";

let answer: { status?: number; body: string } = { body: "[]" };
const upstream = http.createServer((_req, res) => {
  // No keep-alive: a slow database between two syncs must not leave the client a socket the server has closed.
  res.writeHead(answer.status ?? 200, { "Content-Type": "application/json", Connection: "close" });
  res.end(answer.body);
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/dogs?token=s3cret`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const logger = pino({ level: "silent" });
const editor: Actor = { id: "00000000-0000-4000-8000-000000000001", label: "Eva <eva@example.org>" };
const dog = (id: string, headline: string) => ({ id, title: `Hund ${id}`, species: "Hunde ES", publicHeadline: headline, publicDescription: `<p>${headline}</p>` });

describe.each(testDatabases())("settings and dog texts on $name", (database) => {
  const config = (): DogSyncConfig => ({ url, intervalMs: 60_000, timeoutMs: 15_000, siteOrigins: [] });

  it("a dog's own texts survive the next sync, reach another process's cache at once, and are sanitised", async () => {
    const handle = await database.open();
    try {
      answer = { body: JSON.stringify([dog("100", "Verschmust"), dog("200", "Verspielt")]) };
      expect(await syncDogsOnce(handle.db, logger, config())).toMatchObject({ ok: true, stored: 2 });
      // Two server copies, each with its read cache and change notice.
      const notices = [await new ChangeNotice(handle.changes).start(), await new ChangeNotice(handle.changes).start()];
      const [one, other] = notices.map((notice) => new DogCache(handle.db, new ReadCache(notice))) as [DogCache, DogCache];
      const dog100 = async (cache: DogCache) => (await cache.get()).dogs.find((d) => d.id === "100")!;
      expect((await dog100(other)).publicHeadline_es).toBeUndefined();

      const cleaned = cleanOwnTexts({
        headlineEs: "  Muy   cariñoso ",
        descriptionEs: '<p>Le encanta <b>pasear</b></p><script>alert(1)</script><img src=x onerror="alert(2)">',
        headlineDe: "",
        descriptionDe: "<p>Korrigiert</p>",
      }, []);
      if (!cleaned.ok) throw new Error("refused");
      expect(await saveOwnTexts(handle.db, editor, "100", cleaned)).toEqual(["descriptionDe", "headlineEs", "descriptionEs"]);
      // Saving the same again changes nothing and writes no audit entry.
      expect(await saveOwnTexts(handle.db, editor, "100", cleaned)).toEqual([]);

      // The other copy is told of the change within a second.
      await vi.waitFor(async () => expect(dogHeadlineText(await dog100(other), "es")).toEqual({ text: "Muy cariñoso", lang: "es" }), { timeout: 2000 });
      const seen = await dog100(other);
      expect(dogDescriptionText(seen, "es")!.text).toBe("<p>Le encanta <b>pasear</b></p>");
      expect(dogDescriptionText(seen, "de")!.text).toBe("<p>Korrigiert</p>");
      expect(dogHeadlineText(seen, "de")).toEqual({ text: "Verschmust", lang: "de" });

      // The upstream changes its German headline: the next sync keeps our texts and takes the new German one.
      answer = { body: JSON.stringify([dog("100", "Neue Überschrift"), dog("300", "Neu")]) };
      expect(await syncDogsOnce(handle.db, logger, config())).toMatchObject({ ok: true, stored: 2 });
      await vi.waitFor(async () => expect(dogHeadlineText(await dog100(one), "de")!.text).toBe("Neue Überschrift"), { timeout: 2000 });
      const after = await dog100(one);
      expect(dogHeadlineText(after, "es")!.text).toBe("Muy cariñoso");
      expect(dogHeadlineText(after, "de")!.text).toBe("Neue Überschrift");
      expect(dogDescriptionText(after, "de")!.text).toBe("<p>Korrigiert</p>");
      expect(await readOwnTexts(handle.db, "100")).toMatchObject({ headlineEs: "Muy cariñoso" });

      // Clearing every field removes the row; the dog shows the upstream's texts again.
      await saveOwnTexts(handle.db, editor, "100", NO_OWN_TEXTS);
      expect(await readOwnTexts(handle.db, "100")).toBeNull();
      await vi.waitFor(async () => expect(dogHeadlineText(await dog100(one), "es")).toEqual({ text: "Neue Überschrift", lang: "de" }), { timeout: 2000 });

      const entries = (await recentAudit(handle.db)).filter((e) => e.action === "dog.texts");
      expect(entries.map((e) => [e.targetId, e.actorId, e.details])).toEqual([
        ["100", editor.id, { descriptionDe: "removed", headlineEs: "removed", descriptionEs: "removed" }],
        ["100", editor.id, { descriptionDe: "added", headlineEs: "added", descriptionEs: "added" }],
      ]);
      for (const notice of notices) await notice.close();
    } finally {
      await handle.cleanup();
    }
  });

  it("takes descriptions in Markdown: stored as the page's HTML, kept as typed for the editor; texts saved as HTML before still show the same", async () => {
    const handle = await database.open();
    try {
      const typed = "Busca un hogar **tranquilo**.\n\nLe gusta:\n\n- pasear\n- dormir al sol\n\n[Más](https://example.org/x)";
      const cleaned = cleanOwnTexts({ descriptionEs: typed }, ["https://example.org"]);
      if (!cleaned.ok) throw new Error("refused");
      expect(cleaned.texts.descriptionEs).toBe(
        '<p>Busca un hogar <strong>tranquilo</strong>.</p>\n<p>Le gusta:</p>\n<ul>\n<li>pasear</li>\n<li>dormir al sol</li>\n</ul>\n<p><a href="https://example.org/x">Más</a></p>',
      );
      expect(await saveOwnTexts(handle.db, editor, "100", cleaned)).toEqual(["descriptionEs"]);
      expect((await readOwnTexts(handle.db, "100"))!.descriptionEs).toBe(cleaned.texts.descriptionEs);
      expect((await readOwnSources(handle.db, "100"))!.descriptionEs).toBe(typed);

      // A text saved as HTML before descriptions were Markdown (no Markdown kept): the editor shows that HTML,
      // and saving it unchanged renders the same HTML and records no change.
      const html = "<p>Le encanta <b>pasear</b></p>\n<ul><li>uno</li><li>dos</li></ul>";
      await handle.db.update(dogTexts).set({ descriptionEs: html, markdownEs: null });
      expect((await readOwnSources(handle.db, "100"))!.descriptionEs).toBe(html);
      const again = cleanOwnTexts({ descriptionEs: html }, []);
      if (!again.ok) throw new Error("refused");
      expect(again.texts.descriptionEs).toBe(html);
      expect(await saveOwnTexts(handle.db, editor, "100", again)).toEqual([]);

      // A description the sanitiser empties entirely is not set.
      const empty = cleanOwnTexts({ descriptionEs: "<script>alert(1)</script>" }, []);
      expect(empty).toMatchObject({ ok: true, texts: { descriptionEs: null }, sources: { descriptionEs: null } });
    } finally {
      await handle.cleanup();
    }
  });

  it("refuses texts over the limits", () => {
    const result = cleanOwnTexts({ headlineEs: "x".repeat(201), descriptionEs: "y".repeat(50_001) }, []);
    expect(result).toEqual({ ok: false, errors: { headlineEs: "headlineTooLong", descriptionEs: "descriptionTooLong" } });
  });

  it("records every sync attempt: the failure in kind and status, since when it fails, the address without credentials", async () => {
    const handle = await database.open();
    try {
      answer = { body: JSON.stringify([dog("1", "a")]) };
      await syncDogsOnce(handle.db, logger, config());
      let status = await readSyncStatus(handle.db);
      expect(status).toMatchObject({ ok: true, errorKind: null, failingSince: null });
      expect(status!.upstream).toBe(upstreamLabel(url));
      expect(status!.upstream).not.toContain("s3cret");

      answer = { status: 503, body: "down" };
      await syncDogsOnce(handle.db, logger, config());
      const first = await readSyncStatus(handle.db);
      expect(first).toMatchObject({ ok: false, errorKind: "http", errorStatus: 503 });
      answer = { body: "{broken" };
      await syncDogsOnce(handle.db, logger, config());
      status = await readSyncStatus(handle.db);
      expect(status).toMatchObject({ ok: false, errorKind: "json", errorStatus: null });
      // Still failing since the first failure.
      expect(status!.failingSince!.toISOString()).toBe(first!.failingSince!.toISOString());

      answer = { body: JSON.stringify([dog("1", "a")]) };
      await syncDogsOnce(handle.db, logger, config());
      expect(await readSyncStatus(handle.db)).toMatchObject({ ok: true, errorKind: null, errorStatus: null, failingSince: null });
    } finally {
      await handle.cleanup();
    }
  });

  it("saved settings win over the defaults, per country, and each change is audited with old and new value", async () => {
    const handle = await database.open();
    try {
      expect(await loadOrganisation(handle.db)).toEqual(organisationDefaults);
      const values = { ...settingsOf(organisationDefaults.es), phone: "+34 964 111 222", iban: "ES79 2100 0813 6101 2345 6789" };
      const owner: Actor = { id: "00000000-0000-4000-8000-000000000002", label: "Olga <olga@example.org>" };
      expect(await saveOrganisationSettings(handle.db, owner, "es", values)).toEqual(["phone", "iban"]);
      const org = await loadOrganisation(handle.db);
      expect(org.es.phone).toBe("+34 964 111 222");
      expect(org.es.bank.iban).toBe("ES79 2100 0813 6101 2345 6789");
      expect(org.de).toEqual(organisationDefaults.de);
      expect(await saveOrganisationSettings(handle.db, owner, "es", values)).toEqual([]);
      const [entry, ...rest] = (await recentAudit(handle.db)).filter((e) => e.action === "settings.update");
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({
        actorId: owner.id,
        targetType: "organisation",
        targetId: "es",
        details: {
          locale: "es",
          "phone.old": organisationDefaults.es.phone,
          "phone.new": "+34 964 111 222",
          "iban.old": organisationDefaults.es.bank.iban,
          "iban.new": "ES79 2100 0813 6101 2345 6789",
        },
      });
    } finally {
      await handle.cleanup();
    }
  });
});
