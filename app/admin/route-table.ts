/**
 * Every route of the back office, with the permission its loader and action
 * ask for ("public": the sign-in pages). app/routes.ts builds the routes from
 * this table, and the role-matrix test walks it, so a new page cannot escape
 * the check.
 */
import type { Permission } from "#app/admin/auth/roles.ts";

/** The back office's path prefix; ADMIN_URL names the origin it is served on. */
export const ADMIN_PREFIX = "/verwaltung";

export interface AdminRoute {
  id: string;
  /** Relative to ADMIN_PREFIX; "" is the dashboard. */
  path: string;
  file: string;
  access: Permission | "public";
  /** Whether the route has an action (POST); `page: false` for resource routes without a page. */
  action: boolean;
  /** A path to test with (for routes with parameters); the test fills `:id` with a real record. */
  page: boolean;
}

export const adminRoutes = [
  { id: "admin-login", path: "anmelden", file: "admin/routes/login.tsx", access: "public", action: true, page: true },
  { id: "admin-link", path: "anmelden/link", file: "admin/routes/link.tsx", access: "public", action: true, page: true },
  { id: "admin-passkey-signin", path: "anmelden/passkey", file: "admin/routes/passkey-signin.ts", access: "public", action: true, page: false },
  { id: "admin-signout", path: "abmelden", file: "admin/routes/signout.ts", access: "signedIn", action: true, page: false },
  { id: "admin-dashboard", path: "", file: "admin/routes/dashboard.tsx", access: "signedIn", action: false, page: true },
  { id: "admin-account", path: "konto", file: "admin/routes/account.tsx", access: "signedIn", action: true, page: true },
  { id: "admin-passkey-register", path: "konto/passkey", file: "admin/routes/passkey-register.ts", access: "signedIn", action: true, page: false },
  { id: "admin-inbox", path: "eingang", file: "admin/routes/inbox.tsx", access: "inbox", action: false, page: true },
  { id: "admin-export", path: "eingang/export.csv", file: "admin/routes/export.ts", access: "inbox", action: false, page: false },
  { id: "admin-export-xlsx", path: "eingang/export.xlsx", file: "admin/routes/export-xlsx.ts", access: "inbox", action: false, page: false },
  { id: "admin-submission", path: "eingang/:id", file: "admin/routes/submission.tsx", access: "inbox", action: true, page: true },
  { id: "admin-contract-pdf", path: "eingang/:id/vertrag.pdf", file: "admin/routes/contract-pdf.ts", access: "inbox", action: false, page: false },
  { id: "admin-news-photo", path: "eingang/:id/neuigkeiten/:photoId", file: "admin/routes/news-photo.ts", access: "inbox", action: false, page: false },
  { id: "admin-reserve", path: "eingang/:id/reservieren", file: "admin/routes/reserve.tsx", access: "inbox", action: true, page: true },
  { id: "admin-transports", path: "transporte", file: "admin/routes/transports.tsx", access: "inbox", action: true, page: true },
  { id: "admin-transport", path: "transporte/:id", file: "admin/routes/transport.tsx", access: "inbox", action: true, page: true },
  { id: "admin-transport-manifest", path: "transporte/:id/ladeliste", file: "admin/routes/transport-manifest.tsx", access: "inbox", action: false, page: true },
  { id: "admin-flights", path: "flugpaten", file: "admin/routes/flights.tsx", access: "inbox", action: true, page: true },
  { id: "admin-foster-homes", path: "pflegestellen", file: "admin/routes/foster-homes.tsx", access: "inbox", action: false, page: true },
  { id: "admin-foster-homes-xlsx", path: "pflegestellen/export.xlsx", file: "admin/routes/foster-homes-xlsx.ts", access: "inbox", action: false, page: false },
  { id: "admin-foster-news", path: "pflegestellen/neuigkeiten", file: "admin/routes/foster-news.tsx", access: "fosterNews", action: true, page: true },
  { id: "admin-foster-news-photo", path: "pflegestellen/neuigkeiten/fotos/:photoId", file: "admin/routes/foster-news-photo.ts", access: "fosterNews", action: false, page: false },
  { id: "admin-foster-home-new", path: "pflegestellen/neu/:id", file: "admin/routes/foster-home-new.tsx", access: "inbox", action: true, page: true },
  { id: "admin-foster-home", path: "pflegestellen/:id", file: "admin/routes/foster-home.tsx", access: "inbox", action: true, page: true },
  { id: "admin-prechecks", path: "vorkontrollen", file: "admin/routes/prechecks.tsx", access: "precheck", action: false, page: true },
  { id: "admin-precheck", path: "vorkontrollen/:id", file: "admin/routes/precheck.tsx", access: "precheck", action: true, page: true },
  { id: "admin-precheck-photo", path: "vorkontrollen/:id/fotos/:photoId", file: "admin/routes/precheck-photo.ts", access: "precheck", action: false, page: false },
  { id: "admin-precheck-questions", path: "checkliste", file: "admin/routes/precheck-questions.tsx", access: "settings", action: true, page: true },
  { id: "admin-contract-templates", path: "vertragsvorlagen", file: "admin/routes/contract-templates.tsx", access: "settings", action: true, page: true },
  { id: "admin-templates", path: "vorlagen", file: "admin/routes/templates.tsx", access: "settings", action: true, page: true },
  { id: "admin-privacy", path: "datenschutz", file: "admin/routes/privacy.tsx", access: "privacy", action: true, page: true },
  { id: "admin-accounts", path: "konten", file: "admin/routes/accounts.tsx", access: "accounts", action: true, page: true },
  { id: "admin-audit", path: "protokoll", file: "admin/routes/audit.tsx", access: "audit", action: false, page: true },
  { id: "admin-content", path: "inhalte", file: "admin/routes/content/list.tsx", access: "content", action: false, page: true },
  { id: "admin-content-render", path: "inhalte/vorschau", file: "admin/routes/content/render.ts", access: "content", action: true, page: false },
  { id: "admin-post-new", path: "inhalte/beitraege/neu", file: "admin/routes/content/editor.tsx", access: "content", action: true, page: true },
  { id: "admin-post", path: "inhalte/beitraege/:id", file: "admin/routes/content/editor.tsx", access: "content", action: true, page: true },
  { id: "admin-post-preview", path: "inhalte/beitraege/:id/vorschau", file: "admin/routes/content/preview.tsx", access: "content", action: false, page: true },
  { id: "admin-post-revisions", path: "inhalte/beitraege/:id/versionen", file: "admin/routes/content/revisions.tsx", access: "content", action: true, page: true },
  { id: "admin-post-delete", path: "inhalte/beitraege/:id/loeschen", file: "admin/routes/content/delete.tsx", access: "content", action: true, page: true },
  { id: "admin-guide-new", path: "inhalte/ratgeber/neu", file: "admin/routes/content/editor.tsx", access: "content", action: true, page: true },
  { id: "admin-guide", path: "inhalte/ratgeber/:id", file: "admin/routes/content/editor.tsx", access: "content", action: true, page: true },
  { id: "admin-guide-preview", path: "inhalte/ratgeber/:id/vorschau", file: "admin/routes/content/preview.tsx", access: "content", action: false, page: true },
  { id: "admin-guide-revisions", path: "inhalte/ratgeber/:id/versionen", file: "admin/routes/content/revisions.tsx", access: "content", action: true, page: true },
  { id: "admin-guide-delete", path: "inhalte/ratgeber/:id/loeschen", file: "admin/routes/content/delete.tsx", access: "content", action: true, page: true },
  { id: "admin-happy-ends", path: "happy-ends", file: "admin/routes/happy-ends.tsx", access: "content", action: true, page: true },
  { id: "admin-happy-end", path: "happy-ends/:id", file: "admin/routes/happy-end.tsx", access: "content", action: true, page: true },
  { id: "admin-happy-end-photo", path: "happy-ends/fotos/:photoId", file: "admin/routes/happy-end-photo.ts", access: "content", action: false, page: false },
  { id: "admin-members", path: "mitglieder", file: "admin/routes/members.tsx", access: "treasury", action: false, page: true },
  { id: "admin-fees", path: "beitraege", file: "admin/routes/fees.tsx", access: "treasury", action: true, page: true },
  { id: "admin-debit-file", path: "beitraege/lastschrift/:date", file: "admin/routes/debit-file.ts", access: "treasury", action: false, page: false },
  { id: "admin-member-receipt", path: "mitglieder/:id/bestaetigung/:number", file: "admin/routes/member-receipt.ts", access: "treasury", action: false, page: false },
  { id: "admin-member", path: "mitglieder/:id", file: "admin/routes/member.tsx", access: "treasury", action: true, page: true },
  { id: "admin-membership-settings", path: "einstellungen/mitgliedschaft", file: "admin/routes/membership-settings.tsx", access: "settings", action: true, page: true },
  { id: "admin-travel-settings", path: "reisen/einstellungen", file: "admin/routes/travel-settings.tsx", access: "settings", action: true, page: true },
  { id: "admin-settings", path: "einstellungen", file: "admin/routes/settings.tsx", access: "settings", action: true, page: true },
  { id: "admin-dogs", path: "hunde", file: "admin/routes/dogs.tsx", access: "content", action: true, page: true },
  { id: "admin-dog-papers", path: "hunde/:dogId/papiere", file: "admin/routes/dog-papers.tsx", access: "inbox", action: true, page: true },
  { id: "admin-dog", path: "hunde/:dogId", file: "admin/routes/dog.tsx", access: "content", action: true, page: true },
] as const satisfies readonly AdminRoute[];

export type AdminRouteId = (typeof adminRoutes)[number]["id"];

/** The path of a back-office page (relative to the admin origin). */
export function adminPath(id: AdminRouteId, params: Record<string, string> = {}): string {
  const route = adminRoutes.find((r) => r.id === id)!;
  const filled = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return filled ? `${ADMIN_PREFIX}/${filled}` : ADMIN_PREFIX;
}

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}
