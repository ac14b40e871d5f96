/**
 * The back office's access rules, walked over every route of the route table
 * (app/admin/route-table.ts) × owner / coordinator / editor / anonymous: a
 * route added there is tested here without anyone writing a line.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRoutes, type AdminRoute } from "#app/admin/route-table.ts";
import { allows, HIDDEN_PERMISSIONS, ROLES, type Role } from "#app/admin/auth/roles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { adminRequest, cookieFrom, form, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";
import { statusToken } from "#app/features/journey/request/server/token.server.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { dogs as dogRows, submissions } from "#app/platform/db/schema.ts";
import { addFosterNews, createFosterHome, fosterNewsPhoto, placeDog } from "#app/features/journey/foster/public.server.ts";
import { storedDemoDogs } from "../support/demo-dogs.ts";

let server: TestServer;
const tokens: Partial<Record<Role | "spare", string>> = {};
const cookies: Partial<Record<Role, string>> = {};
let submissionId = "";
/**
 * Real records for the routes with an :id: a submission, a demo post and a demo guide, a pre-check and its photo, a transport,
 * the family's news photo and a happy end, a foster home with its family's news photo, and an accepted foster application.
 */
const recordIds = { submission: "", post: "", guide: "", precheck: "", photo: "", transport: "", newsPhoto: "", happyEnd: "", membership: "", collectionDate: "", receipt: "", fosterHome: "", fosterApplication: "", fosterPhoto: "" };
let dogId = "";
const MATRIX_SECRET = "matrix-secret-matrix-secret-matrix";

beforeAll(async () => {
  server = await startTestServer({ FORM_MIN_FILL_SECONDS: "0", ADMIN_SIGNIN_RATE_LIMIT: "1000", FORM_SECRET: MATRIX_SECRET, BANK_DATA_KEYS: "k1:2TBZjZjPPuih5pnwES/yqw2Pafq7kjS3cgFN4hLV7Ng=" }, async (dir) => {
    const links = await inviteManyByCli(dir, [...ROLES.map((role) => ({ email: `${role}@example.org`, role })), { email: "spare@example.org", role: "coordinator" }]);
    for (const role of ROLES) tokens[role] = links[`${role}@example.org`]!;
    tokens.spare = links["spare@example.org"]!;
    // A foster home made from an accepted foster application, a dog living there and its family's news with a photo, through
    // the foster part's own writers; and a second accepted application that is no home yet (the "new home" page's :id).
    const handle = await openDatabase({ dataDir: dir });
    try {
      const actor = { id: null, label: "matrix" };
      const application = async (tag: string) => {
        const [row] = await handle.db
          .insert(submissions)
          .values({ formType: "foster_home", locale: "de", status: "accepted", idempotencyKey: `matrix-foster-${tag}`, data: { ...validFields("foster_home", tag), email: `${tag.toLowerCase()}@example.org` } })
          .returning({ id: submissions.id });
        return row!.id;
      };
      const home = await createFosterHome(handle.db, actor, MATRIX_SECRET, await application("MatrixHome"), {
        name: "Matrix Pflegestelle", email: "matrixhome@example.org", phone: "+49 171 1234567", street: "Hauptstraße 1", postalCode: "23701", city: "Süsel",
        capacity: 2, sizes: ["small", "medium"], hasCats: false, hasChildren: false, visits: true, visitTimes: "", notes: "",
      });
      if (!home.ok) throw new Error(`no foster home: ${home.reason}`);
      recordIds.fosterHome = home.id;
      recordIds.fosterApplication = await application("MatrixNew");
      const dog = storedDemoDogs[0]!;
      await handle.db.insert(dogRows).values({ id: String(dog.id), data: dog }).onConflictDoNothing();
      const stay = await placeDog(handle.db, actor, home.id, { dogId: String(dog.id), arrival: "hand", startsOn: "2026-01-01" });
      if (!stay.ok) throw new Error(`no stay: ${stay.reason}`);
      const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1d4ed8" } }).png().toBuffer();
      const news = await addFosterNews(handle.db, home.id, stay.id, { body: "Schläft viel.", publishable: true, clientKey: "matrix" }, [{ contentType: "image/png", bytes, width: 40, height: 30 }]);
      if (news !== "stored") throw new Error(`no foster news: ${news}`);
      const [photo] = await handle.db.query.fosterNewsPhotos.findMany({ columns: { id: true }, limit: 1 });
      recordIds.fosterPhoto = photo?.id ?? "";
      if (!(await fosterNewsPhoto(handle.db, recordIds.fosterPhoto))) throw new Error("no foster news photo");
    } finally {
      await handle.close();
    }
  });
  for (const role of ROLES) {
    const cookie = await signInWithLink(server, tokens[role]!);
    if (!cookie) throw new Error(`no session for ${role}`);
    cookies[role] = cookie;
  }
  // One public adoption request, for the routes with an :id (reserving its dog needs an adoption request).
  const host = new URL(server.de).host;
  const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
  const body = JSON.stringify({ formType: "adoption", locale: "de", data: validFields("adoption", "Matrix"), token });
  const res = await rawRequest(server.port, "/api/send-form-email", {
    host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
  });
  submissionId = (JSON.parse(res.body) as { id: string }).id;
  if (!/^[0-9a-f-]{36}$/.test(submissionId)) throw new Error(`no submission: ${res.body}`);
  recordIds.submission = submissionId;
  // One membership application (transfer: no bank keys here), for the treasurer's routes with an :id.
  const member = JSON.stringify({ ...validFields("membership", "MatrixMember"), locale: "de", token: JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body).token });
  const applied = await rawRequest(server.port, "/api/submit-membership", {
    host, method: "POST", body: member, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(member)) },
  });
  if (applied.status !== 200) throw new Error(`no membership application: ${applied.status}`);
  const members = await adminRequest(server, "/verwaltung/mitglieder", { cookie: cookies.treasurer });
  recordIds.membership = /\/verwaltung\/mitglieder\/([0-9a-f-]{36})/.exec(members.body)?.[1] ?? "";
  if (!recordIds.membership) throw new Error("no application in the treasurer's list");
  // The treasurer's month: an owner sets the creditor and the tax data; a second application by direct debit; the
  // treasurer accepts both (a debit announced for its collection date, for the bank file's route), books the transfer
  // member's first fee and issues their receipt (for the receipt's route).
  const settings = await adminRequest(server, "/verwaltung/einstellungen/mitgliedschaft", { cookie: cookies.owner });
  const settingsForm = Object.fromEntries([...settings.body.matchAll(/<input[^>]*\sname="([^"]+)"[^>]*\svalue="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
  const saved = await adminRequest(server, "/verwaltung/einstellungen/mitgliedschaft", {
    cookie: cookies.owner,
    method: "POST",
    body: form({ ...settingsForm, cancellationTerm: "month", prenotificationDays: "45", creditorId: "DE98ZZZ09999999999", creditorName: "Puente Canino e.V.", taxOffice: "Ostholstein", taxNumber: "22/290/12345", exemptionNoticeDate: "2025-03-14", assessmentPeriod: "", purposes: "Förderung des Tierschutzes" }),
  });
  if (saved.status !== 200) throw new Error(`membership settings not saved: ${saved.status}`);
  const debitBody = JSON.stringify({
    ...validFields("membership", "MatrixDebit"), email: "matrix-debit@example.org", paymentMethod: "debit", accountHolder: "Matrix Debit", iban: "DE02120300000000202051", mandateAccepted: "on",
    locale: "de", token: JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body).token,
  });
  const debitApplied = await rawRequest(server.port, "/api/submit-membership", {
    host, method: "POST", body: debitBody, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(debitBody)) },
  });
  if (debitApplied.status !== 200) throw new Error(`no debit application: ${debitApplied.status} ${debitApplied.body}`);
  const applications = await adminRequest(server, "/verwaltung/mitglieder", { cookie: cookies.treasurer });
  const debitMember = [...applications.body.matchAll(/\/verwaltung\/mitglieder\/([0-9a-f-]{36})/g)].map((match) => match[1]!).find((id) => id !== recordIds.membership)!;
  const entryDate = validFields("membership", "MatrixMember").entryDate!;
  for (const id of [recordIds.membership, debitMember]) {
    const accepted = await adminRequest(server, `/verwaltung/mitglieder/${id}`, { cookie: cookies.treasurer, method: "POST", body: form({ intent: "accept", membershipType: "active", paymentInterval: "monthly", fee: "12", firstDueDate: entryDate }) });
    if (accepted.status !== 200) throw new Error(`not accepted: ${accepted.status}`);
  }
  const fees = await adminRequest(server, "/verwaltung/beitraege", { cookie: cookies.treasurer });
  recordIds.collectionDate = /data-collection="(\d{4}-\d{2}-\d{2})"/.exec(fees.body)?.[1] ?? "";
  if (!recordIds.collectionDate) throw new Error("no debit announced on the fees page");
  const feeId = /name="feeId" value="([0-9a-f-]{36})"/.exec(fees.body)?.[1];
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date());
  const booked = await adminRequest(server, "/verwaltung/beitraege", { cookie: cookies.treasurer, method: "POST", body: form({ intent: "receive", feeId: feeId ?? "", reference: "matrix", paidOn: today }) });
  if (booked.status !== 200) throw new Error(`transfer not booked: ${booked.status}`);
  const issued = await adminRequest(server, `/verwaltung/mitglieder/${recordIds.membership}`, { cookie: cookies.treasurer, method: "POST", body: form({ intent: "receipt" }) });
  recordIds.receipt = /\/bestaetigung\/(\d{4}-\d{4})/.exec(issued.body)?.[1] ?? "";
  if (!recordIds.receipt) throw new Error(`no receipt: ${issued.status}`);
  for (const kind of ["blog", "guide"] as const) {
    const list = await adminRequest(server, `/verwaltung/inhalte?kind=${kind}`, { cookie: cookies.owner });
    const id = /data-item="([0-9a-f-]{36})"/.exec(list.body)?.[1];
    if (!id) throw new Error(`no ${kind} in the content list`);
    recordIds[kind === "blog" ? "post" : "guide"] = id;
  }
  // One pre-check of that request, assigned by the owner to the pre-check volunteer, for the pre-check routes
  // (the volunteer may open only their own; the matrix's volunteer is the one it is assigned to).
  const requestPage = await adminRequest(server, `/verwaltung/eingang/${submissionId}`, { cookie: cookies.owner });
  const volunteerId = /name="precheck_volunteer"[^>]*value="([0-9a-f-]{36})"/.exec(requestPage.body)?.[1];
  if (!volunteerId) throw new Error("no pre-check volunteer on the request page");
  const assigned = await adminRequest(server, `/verwaltung/eingang/${submissionId}`, {
    cookie: cookies.owner,
    method: "POST",
    body: form({ intent: "precheck-assign", precheck_country: "DE", precheck_postcode: "76131", precheck_address: "Hauptstraße 1", precheck_volunteer: volunteerId }),
  });
  if (assigned.status !== 200) throw new Error(`pre-check not assigned: ${assigned.status}`);
  const prechecks = await adminRequest(server, "/verwaltung/vorkontrollen", { cookie: cookies.precheck });
  recordIds.precheck = /\/verwaltung\/vorkontrollen\/([0-9a-f-]{36})/.exec(prechecks.body)?.[1] ?? "";
  if (!recordIds.precheck) throw new Error("no pre-check in the volunteer's list");
  // The volunteer fills it in with a photo, for the photo's route.
  const checklist = new FormData();
  for (let i = 0; i < 7; i++) checklist.set(`answer_${i}`, "yes");
  checklist.set("recommendation", "recommended");
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#15803d" } }).png().toBuffer();
  checklist.append("photos", new Blob([photo], { type: "image/png" }), "garten.png");
  const done = await fetch(`${server.de}/verwaltung/vorkontrollen/${recordIds.precheck}`, { method: "POST", body: checklist, headers: { Cookie: cookies.precheck!, Origin: server.de } });
  if (done.status !== 200) throw new Error(`pre-check not completed: ${done.status}`);
  const precheckPage = await adminRequest(server, `/verwaltung/vorkontrollen/${recordIds.precheck}`, { cookie: cookies.precheck });
  recordIds.photo = /\/fotos\/([0-9a-f-]{36})/.exec(precheckPage.body)?.[1] ?? "";
  if (!recordIds.photo) throw new Error("no photo on the pre-check's page");
  // One transport, planned by the owner, for the transport routes.
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const planned = await adminRequest(server, "/verwaltung/transporte", { cookie: cookies.owner, method: "POST", body: form({ departure: day(30), arrival: day(32) }) });
  recordIds.transport = /\/verwaltung\/transporte\/([0-9a-f-]{36})/.exec(planned.headers.location ?? "")?.[1] ?? "";
  if (!recordIds.transport) throw new Error(`no transport: ${planned.status}`);
  // Its protection contract, generated at the contract stage and signed on the status page, for the contract's PDF.
  const toContract = await adminRequest(server, `/verwaltung/eingang/${submissionId}`, { cookie: cookies.owner, method: "POST", body: form({ intent: "correct", to: "contract", reason: "Matrix: set up at the contract stage", from: "" }) });
  if (toContract.status !== 200) throw new Error(`not moved to the contract stage: ${toContract.status}`);
  const name = validFields("adoption", "Matrix").name!;
  const generated = await adminRequest(server, `/verwaltung/eingang/${submissionId}`, {
    cookie: cookies.owner,
    method: "POST",
    body: form({ intent: "contract-generate", contract_name: name, contract_address: "Hauptstraße 1, 76131 Karlsruhe", contract_dog: "Luna", contract_chip: "941000024681357" }),
  });
  if (generated.status !== 200) throw new Error(`no contract: ${generated.status}`);
  const statusPath = `/anfrage/${statusToken(MATRIX_SECRET, submissionId)}`;
  const statusPage = await rawRequest(server.port, statusPath, { host });
  const hash = /name="hash" value="([0-9a-f]{64})"/.exec(statusPage.body)?.[1];
  if (!hash) throw new Error("no signature form on the status page");
  const signBody = form({ intent: "sign", name, confirm: "yes", hash });
  const signed = await rawRequest(server.port, statusPath, { host, method: "POST", body: signBody, headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(signBody)), Origin: server.de } });
  if (signed.status !== 200) throw new Error(`not signed: ${signed.status}`);
  // The dog arrives; the family sends news with a photo it allows to publish; the owner makes a happy end of it.
  const arrived = await adminRequest(server, `/verwaltung/eingang/${submissionId}`, { cookie: cookies.owner, method: "POST", body: form({ intent: "correct", to: "arrived", reason: "Matrix: the dog is with its family", from: "" }) });
  if (arrived.status !== 200) throw new Error(`not moved to arrived: ${arrived.status}`);
  const news = new FormData();
  news.set("intent", "news");
  news.set("body", "Luna ist gut angekommen.");
  news.set("consent", "yes");
  news.append("photos", new Blob([photo], { type: "image/png" }), "sofa.png");
  const sent = await fetch(`${server.de}${statusPath}/neuigkeiten`, { method: "POST", body: news, headers: { Origin: server.de } });
  if (sent.status !== 200) throw new Error(`no news: ${sent.status}`);
  const withNews = await adminRequest(server, `/verwaltung/eingang/${submissionId}`, { cookie: cookies.owner });
  recordIds.newsPhoto = /\/neuigkeiten\/([0-9a-f-]{36})/.exec(withNews.body)?.[1] ?? "";
  if (!recordIds.newsPhoto) throw new Error("no news photo on the request's page");
  const waiting = await adminRequest(server, "/verwaltung/happy-ends", { cookie: cookies.owner });
  const newsId = /data-news="([0-9a-f-]{36})"/.exec(waiting.body)?.[1];
  if (!newsId) throw new Error("no news for the editors");
  const created = await adminRequest(server, "/verwaltung/happy-ends", { cookie: cookies.owner, method: "POST", body: form({ intent: "create", news: newsId }) });
  recordIds.happyEnd = /\/verwaltung\/happy-ends\/([0-9a-f-]{36})/.exec(created.headers.location ?? "")?.[1] ?? "";
  if (!recordIds.happyEnd) throw new Error(`no happy end: ${created.status}`);
  // One stored dog, for the routes with a :dogId.
  const dogs = JSON.parse((await rawRequest(server.port, "/api/dogs", { host })).body) as { dogs: { id: string | number }[] };
  dogId = String(dogs.dogs[0]?.id ?? "");
  if (!dogId) throw new Error("no dog");
});

afterAll(async () => {
  await server?.stop();
});

const local = (location: string | undefined) => (location ?? "").replace(/^https?:\/\/[^/]+/, "");
const idFor = (route: AdminRoute) =>
  route.path.startsWith("pflegestellen/neu/")
    ? recordIds.fosterApplication
    : route.path.startsWith("pflegestellen/")
      ? recordIds.fosterHome
      : route.path.startsWith("inhalte/beitraege/")
    ? recordIds.post
    : route.path.startsWith("inhalte/ratgeber/")
      ? recordIds.guide
      : route.path.startsWith("vorkontrollen/")
        ? recordIds.precheck
        : route.path.startsWith("transporte/")
          ? recordIds.transport
          : route.path.startsWith("happy-ends/")
            ? recordIds.happyEnd
            : route.path.startsWith("mitglieder/")
              ? recordIds.membership
              : recordIds.submission;
const photoFor = (route: AdminRoute) => (route.path.startsWith("vorkontrollen/") ? recordIds.photo : route.path.startsWith("pflegestellen/") ? recordIds.fosterPhoto : recordIds.newsPhoto);
const pathOf = (route: AdminRoute) =>
  `/verwaltung${route.path ? `/${route.path.replace(":id", idFor(route)).replace(":dogId", encodeURIComponent(dogId)).replace(":photoId", photoFor(route)).replace(":date", recordIds.collectionDate).replace(":number", recordIds.receipt)}` : ""}`;
const protectedRoutes = adminRoutes.filter((r) => r.access !== "public");
/** What a role without the route's permission gets: 403, or 404 where the pages' existence is not told (the treasury's). */
const refusal = (route: AdminRoute) => (HIDDEN_PERMISSIONS.has(route.access as never) ? 404 : 403);
const resources = ["admin-export", "admin-export-xlsx", "admin-precheck-photo", "admin-contract-pdf", "admin-news-photo", "admin-happy-end-photo", "admin-debit-file", "admin-member-receipt", "admin-foster-homes-xlsx", "admin-foster-news-photo"];
const pages = protectedRoutes.filter((r) => r.page || resources.includes(r.id));
const actions = protectedRoutes.filter((r) => r.action && r.id !== "admin-signout");

describe("role matrix: every back-office route × role", () => {
  it("fills every parameter of a route with a real record", () => {
    expect(adminRoutes.map((r) => pathOf(r)).filter((p) => p.includes(":"))).toEqual([]);
  });

  it("keeps the association's settings pages to the owners: the organisation's, the membership's and the travel settings", () => {
    for (const id of ["admin-settings", "admin-membership-settings", "admin-travel-settings"]) expect([id, adminRoutes.find((r) => r.id === id)?.access]).toEqual([id, "settings"]);
    expect(ROLES.filter((role) => allows("settings", role))).toEqual(["owner"]);
  });

  it("covers every route of the table", () => {
    const tested = new Set<string>([...pages, ...actions, ...adminRoutes.filter((r) => r.access === "public")].map((r) => r.id));
    expect(adminRoutes.filter((r) => !tested.has(r.id) && r.id !== "admin-signout").map((r) => r.id)).toEqual([]);
  });

  it.each(pages.map((r) => [r.id, r] as const))("GET %s: anonymous → sign-in; role → 200 or 403", async (_id, route) => {
    const anonymous = await adminRequest(server, pathOf(route));
    expect(anonymous.status).toBe(302);
    expect(local(anonymous.headers.location)).toMatch(/^\/verwaltung\/anmelden\?next=/);
    for (const role of ROLES) {
      const res = await adminRequest(server, pathOf(route), { cookie: cookies[role] });
      expect([route.id, role, res.status]).toEqual([route.id, role, allows(route.access as never, role) ? 200 : refusal(route)]);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    }
  });

  it.each(actions.map((r) => [r.id, r] as const))("POST %s: anonymous → sign-in; role → allowed or 403", async (_id, route) => {
    const anonymous = await adminRequest(server, pathOf(route), { method: "POST", body: form({ intent: "none" }) });
    expect(anonymous.status).toBe(302);
    expect(local(anonymous.headers.location)).toMatch(/^\/verwaltung\/anmelden\?next=/);
    for (const role of ROLES) {
      const res = await adminRequest(server, pathOf(route), { cookie: cookies[role], method: "POST", body: form({ intent: "none" }) });
      // Allowed: anything but 403 or the sign-in page (an empty form may be a 400); not allowed: 403.
      const outcome = res.status === refusal(route) ? "forbidden" : /anmelden/.test(res.headers.location ?? "") ? "sign-in" : "allowed";
      expect([route.id, role, outcome]).toEqual([route.id, role, allows(route.access as never, role) ? "allowed" : "forbidden"]);
    }
  });

  it.each(adminRoutes.filter((r) => r.access === "public" && r.page).map((r) => [r.id, r] as const))("GET %s is open to everyone", async (_id, route) => {
    const res = await adminRequest(server, pathOf(route));
    expect(res.status).toBe(200);
    expect(res.body).toContain('name="robots" content="noindex, nofollow"');
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  });
});

describe("each role's dashboard", () => {
  it("links only to what the role may open: every back-office link on it answers 200 for that role", async () => {
    for (const role of ROLES) {
      const dashboard = await adminRequest(server, "/verwaltung", { cookie: cookies[role] });
      expect(dashboard.status).toBe(200);
      const links = new Set([...dashboard.body.matchAll(/<a\b[^>]*\shref="(\/verwaltung[^"#]*)/g)].map((match) => match[1]!.replace(/&amp;/g, "&")));
      expect(links.size, role).toBeGreaterThan(1);
      const refused: string[] = [];
      for (const link of links) {
        const res = await adminRequest(server, link, { cookie: cookies[role] });
        if (res.status !== 200) refused.push(`${link}: ${res.status}`);
      }
      expect([role, refused]).toEqual([role, []]);
    }
  });
});

describe("the family's news page refuses what it cannot take (docs/product/journey.md#news-from-the-family)", () => {
  const newsPath = () => `/anfrage/${statusToken(MATRIX_SECRET, submissionId)}/neuigkeiten`;
  const post = (fields: Record<string, string>, photos: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }[] = []) => {
    const body = new FormData();
    body.set("intent", "news");
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    for (const photo of photos) body.append("photos", new Blob([photo.bytes], { type: photo.type }), photo.name);
    return fetch(`${server.de}${newsPath()}`, { method: "POST", body, headers: { Origin: server.de } });
  };

  it("names an empty text, a file that is no photo, and a sixth photo, storing nothing", async () => {
    const empty = await post({ body: "  " });
    expect(empty.status).toBe(400);
    const text = new TextEncoder().encode("kein Foto");
    const notPhoto = await post({ body: "Luna schläft." }, [{ bytes: text, type: "image/jpeg", name: "fake.jpg" }]);
    expect(notPhoto.status).toBe(400);
    const photo = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: "#b45309" } }).jpeg().toBuffer());
    const six = await post({ body: "Sechs Fotos" }, Array.from({ length: 6 }, (_, i) => ({ bytes: photo, type: "image/jpeg", name: `${i}.jpg` })));
    expect(six.status).toBe(400);
    const page = await rawRequest(server.port, newsPath(), { host: new URL(server.de).host });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("Sechs Fotos");
    expect((page.body.match(/data-news="/g) ?? []).length).toBe(1);
  });

  it("answers 404 for a token that opens nothing, 405 for another method, and refuses a foreign origin", async () => {
    const host = new URL(server.de).host;
    expect((await rawRequest(server.port, `/anfrage/${"A".repeat(43)}/neuigkeiten`, { host })).status).toBe(404);
    expect((await rawRequest(server.port, newsPath(), { host, method: "PUT", body: "" })).status).toBe(405);
    const foreign = await fetch(`${server.de}${newsPath()}`, { method: "POST", body: new URLSearchParams({ intent: "news", body: "Von einer fremden Seite" }), headers: { Origin: "https://evil.example" } });
    // React Router's own origin check answers a page action from another site first, with 400 (as on the status page).
    expect(foreign.status).toBe(400);
    const page = await rawRequest(server.port, newsPath(), { host });
    expect(page.body).not.toContain("Von einer fremden Seite");
    // Withdrawing a consent that is not this family's news is refused.
    const other = await fetch(`${server.de}${newsPath()}`, { method: "POST", body: new URLSearchParams({ intent: "withdraw", news: "33333333-3333-4333-8333-333333333333" }), headers: { Origin: server.de } });
    expect(other.status).toBe(400);
  });
});

describe("requests from elsewhere", () => {
  it("refuses a post without our Origin, even with a valid session", async () => {
    const missing = await adminRequest(server, "/verwaltung/konto", { cookie: cookies.owner, method: "POST", origin: null, body: form({ intent: "profile", name: "X", locale: "de" }) });
    expect(missing.status).toBe(403);
    const foreign = await adminRequest(server, "/verwaltung/konto", { cookie: cookies.owner, method: "POST", origin: "https://evil.example", body: form({ intent: "profile", name: "X", locale: "de" }) });
    expect([400, 403]).toContain(foreign.status);
  });

  it("answers 404 for the back office on the Spanish host", async () => {
    const res = await rawRequest(server.port, "/verwaltung", { host: new URL(server.es).host, headers: { Cookie: cookies.owner! } });
    expect(res.status).toBe(404);
  });

  it("keeps the back office out of the sitemap and the public pages", async () => {
    const sitemap = await rawRequest(server.port, "/sitemap.xml", { host: new URL(server.de).host });
    expect(sitemap.body).not.toContain("verwaltung");
    const home = await rawRequest(server.port, "/", { host: new URL(server.de).host });
    expect(home.body).not.toContain("/verwaltung");
  });
});

describe("sessions and links", () => {
  it("sets the session cookie HttpOnly, SameSite=Lax, on / (no __Host- prefix over http)", async () => {
    const { token } = { token: tokens.spare! };
    const res = await adminRequest(server, "/verwaltung/anmelden/link", { method: "POST", body: form({ token, lang: "de" }) });
    expect(res.status).toBe(302);
    expect(local(res.headers.location)).toBe("/verwaltung/konto");
    const header = String(res.headers["set-cookie"]);
    expect(header).toMatch(/^verwaltung=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    // The same link again: refused, no cookie.
    const again = await adminRequest(server, "/verwaltung/anmelden/link", { method: "POST", body: form({ token, lang: "de" }) });
    expect(again.status).toBe(200);
    expect(cookieFrom(again)).toBeNull();
    expect(again.body).toContain("abgelaufen, wurde schon benutzt oder ist ungültig");
  });

  it("refuses a link that was never issued", async () => {
    expect(await signInWithLink(server, "A".repeat(43))).toBeNull();
  });

  it("a revoked session is signed out; signing out ends the session", async () => {
    const res = await adminRequest(server, "/verwaltung/anmelden/link", { method: "POST", body: form({ token: tokens.spare!, lang: "de" }) });
    expect(cookieFrom(res)).toBeNull();
    // The owner signs in a second time and ends the first session from the second.
    const account = await adminRequest(server, "/verwaltung/konto", { cookie: cookies.owner });
    expect(account.status).toBe(200);
    const signOut = await adminRequest(server, "/verwaltung/abmelden", { cookie: cookies.editor, method: "POST", body: "" });
    expect(signOut.status).toBe(302);
    expect(String(signOut.headers["set-cookie"])).toMatch(/Max-Age=0/);
    const after = await adminRequest(server, "/verwaltung", { cookie: cookies.editor });
    expect(after.status).toBe(302);
    expect(after.headers.location).toMatch(/anmelden/);
  });

  it("says the same for any address when a sign-in link is asked for", async () => {
    const known = await adminRequest(server, "/verwaltung/anmelden", { method: "POST", body: form({ email: "owner@example.org", lang: "de" }) });
    const unknown = await adminRequest(server, "/verwaltung/anmelden", { method: "POST", body: form({ email: "nobody@example.org", lang: "de" }) });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const message = (body: string) => /Wenn zu dieser Adresse ein Konto besteht[^<]*/.exec(body)?.[0];
    expect(message(known.body)).toBeTruthy();
    expect(message(known.body)).toBe(message(unknown.body));
  });
});
