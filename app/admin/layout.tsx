import { Link, NavLink, Outlet, useRouteLoaderData, Form } from "react-router";
import type { Route } from "./+types/layout";
import { optionalUser } from "#app/admin/auth/require.server.ts";
import { servicesContext } from "#app/platform/context.ts";
import { allows, type Permission } from "#app/admin/auth/roles.ts";
import { adminMessages } from "./messages/index.ts";
import { adminLocaleOf } from "./locale.ts";
import { adminPath, type AdminRouteId } from "./route-table.ts";
import { useAdmin, type AdminLayoutData } from "./ui.tsx";

/**
 * The back office's frame: the account's language (or ?lang= before sign-in),
 * its navigation, noindex. The pages below check roles themselves
 * (requireRole in each loader and action).
 */
/**
 * After a change made in the back office, this server's read cache looks at
 * the tables' versions at once (not within the second of the change notice),
 * so the volunteer who saved sees the change on the next public page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const response = await next();
    if (request.method !== "GET" && request.method !== "HEAD") await context.get(servicesContext).changeNotice.check();
    return response;
  },
];

export async function loader(args: Route.LoaderArgs): Promise<AdminLayoutData> {
  const { signedIn } = await optionalUser(args);
  const locale = adminLocaleOf({
    account: signedIn?.user.locale,
    requested: new URL(args.request.url).searchParams.get("lang"),
    acceptLanguage: args.request.headers.get("accept-language"),
  });
  const user = signedIn ? { id: signedIn.user.id, name: signedIn.user.name, email: signedIn.user.email, role: signedIn.user.role } : null;
  return { locale, m: adminMessages[locale], user };
}

const NAV: { id: AdminRouteId; permission: Permission; key: "dashboard" | "inbox" | "prechecks" | "transports" | "flights" | "fosterHomes" | "content" | "happyEnds" | "fosterNews" | "privacy" | "accounts" | "audit" | "account" | "settings" | "dogs" | "templates" | "members" | "fees" | "membershipSettings" | "travelSettings" }[] = [
  { id: "admin-dashboard", permission: "signedIn", key: "dashboard" },
  { id: "admin-inbox", permission: "inbox", key: "inbox" },
  { id: "admin-prechecks", permission: "precheck", key: "prechecks" },
  { id: "admin-transports", permission: "inbox", key: "transports" },
  { id: "admin-content", permission: "content", key: "content" },
  { id: "admin-happy-ends", permission: "content", key: "happyEnds" },
  { id: "admin-foster-news", permission: "fosterNews", key: "fosterNews" },
  { id: "admin-flights", permission: "inbox", key: "flights" },
  { id: "admin-foster-homes", permission: "inbox", key: "fosterHomes" },
  { id: "admin-members", permission: "treasury", key: "members" },
  { id: "admin-fees", permission: "treasury", key: "fees" },
  { id: "admin-privacy", permission: "privacy", key: "privacy" },
  { id: "admin-accounts", permission: "accounts", key: "accounts" },
  { id: "admin-audit", permission: "audit", key: "audit" },
  { id: "admin-settings", permission: "settings", key: "settings" },
  { id: "admin-templates", permission: "settings", key: "templates" },
  { id: "admin-membership-settings", permission: "settings", key: "membershipSettings" },
  { id: "admin-travel-settings", permission: "settings", key: "travelSettings" },
  { id: "admin-dogs", permission: "content", key: "dogs" },
  { id: "admin-account", permission: "signedIn", key: "account" },
];

/**
 * The first items of the navigation show, the rest open under "more": on a phone two (the header
 * takes two rows), on a wider screen five (the title, the items and "sign out" share one row, even
 * for an owner in Spanish).
 */
const PHONE_ITEMS = 2;
const WIDE_ITEMS = 5;

const navLink =
  "block rounded-md px-2 py-2 text-stone-800 no-underline sm:px-3 hover:bg-stone-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";

function Frame({ children }: { children: React.ReactNode }) {
  const { m, user } = useAdmin();
  const items = user ? NAV.filter((n) => allows(n.permission, user.role)) : [];
  const more = items.slice(PHONE_ITEMS);
  // A chosen item closes the "more" menu (a client-side navigation leaves the page's <details> open).
  const closeMenu = (event: React.MouseEvent<HTMLElement>) => event.currentTarget.closest("details")?.removeAttribute("open");
  return (
    <div className="min-h-screen bg-stone-100 text-stone-900 print:bg-white">
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-stone-300 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
          <Link to={adminPath("admin-dashboard")} className="text-lg font-bold text-brand-800 no-underline">
            {m.title}
          </Link>
          {user ? (
            <Form method="post" action={adminPath("admin-signout")} className="sm:order-last">
              <button type="submit" className="min-h-11 rounded-md px-3 py-2 font-semibold text-stone-800 underline hover:bg-stone-100">
                {m.nav.signOut}
              </button>
            </Form>
          ) : null}
          {user ? (
            <nav aria-label={m.nav.label} className="basis-full sm:basis-auto sm:flex-1">
              <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
                {items.map((n, index) => (
                  <li key={n.id} className={index >= WIDE_ITEMS ? "hidden" : index >= PHONE_ITEMS ? "max-sm:hidden" : undefined}>
                    <NavLink to={adminPath(n.id)} end className={navLink}>
                      {m.nav[n.key]}
                    </NavLink>
                  </li>
                ))}
                {more.length > 0 ? (
                  <li className={items.length > WIDE_ITEMS ? undefined : "sm:hidden"}>
                    <details className="relative">
                      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 font-semibold text-stone-800 [&::-webkit-details-marker]:hidden">
                        {m.nav.more} <span aria-hidden="true">▾</span>
                      </summary>
                      <ul className="absolute right-0 z-20 mt-1 w-56 rounded-md border border-stone-300 bg-white p-1 shadow-lg">
                        {more.map((n, index) => (
                          <li key={n.id} className={index + PHONE_ITEMS < WIDE_ITEMS ? "sm:hidden" : undefined}>
                            <NavLink to={adminPath(n.id)} end className={navLink} onClick={closeMenu}>
                              {m.nav[n.key]}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8 print:max-w-none print:p-0">{children}</div>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData("admin") as AdminLayoutData | undefined;
  const m = (data?.m ?? adminMessages.de);
  // (isRouteErrorResponse would add router code to every public page's shared chunk.)
  const status = typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : 500;
  const text = status === 403 ? m.forbidden : status === 404 ? m.notFound : m.error;
  const body = (
    <>
      <title>{`${text.title} – ${m.title}`}</title>
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="mt-4">{text.text}</p>
      <p className="mt-6">
        <Link to={adminPath("admin-dashboard")} className="font-semibold text-brand-800 underline">
          {m.nav.dashboard}
        </Link>
      </p>
    </>
  );
  return data ? <Frame>{body}</Frame> : <div className="mx-auto max-w-3xl px-4 py-12">{body}</div>;
}
