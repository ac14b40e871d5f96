import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ADMIN_PREFIX, adminRoutes } from "./admin/route-table.ts";
import { locales } from "./i18n/locale.ts";
import { hasForms, isSharedPath, pages, routeId, routeKeys, type RouteKey } from "./i18n/routes.ts";

// One route per page and language, generated from the route table
// (app/i18n/routes.ts). Pages whose path is the same in both languages are
// one route; the root middleware decides the language from the host.
const routesOf = (key: RouteKey) => {
  const page = pages[key];
  if (isSharedPath(key)) return [route(page.paths.de, page.file, { id: routeId(key, "de") })];
  return locales.map((locale) => route(page.paths[locale], page.file, { id: routeId(key, locale) }));
};
// Pages with a form sit in a layout without a path whose loader brings the forms' token, key and
// texts (app/routes/forms-layout.ts); no other page carries them.
const pageRoutes = [
  ...routeKeys.filter((key) => !hasForms(key)).flatMap(routesOf),
  layout("routes/forms-layout.ts", { id: "forms" }, routeKeys.filter(hasForms).flatMap(routesOf)),
];

// The back office: its own layout and route modules, so none of its
// JavaScript reaches a public page (app/admin/route-table.ts).
// Any other path under it is the back office's own 404 (in its frame and language), not the public one.
const adminRouteConfig = layout("admin/layout.tsx", { id: "admin" }, [
  ...adminRoutes.map((r) => (r.path === "" ? index(r.file, { id: r.id }) : route(r.path, r.file, { id: r.id }))),
  // (The dashboard's module, so no new route module reaches the shared chunks: its loader answers 404 for these.)
  route("*", "admin/routes/dashboard.tsx", { id: "admin-not-found" }),
]);

export default [
  ...pageRoutes,
  ...prefix(ADMIN_PREFIX.slice(1), [adminRouteConfig]),
  route("vermittlungstiere/:dogId/images/:imageId/:size", "routes/resources/dog-image.ts"),
  route("img/dog/:dogId/:imageId/:version/:variant", "routes/resources/dog-photo.ts"),
  route("img/file/:version/:variant/*", "routes/resources/stored-image.ts"),
  route("api/dogs", "routes/resources/api-dogs.ts"),
  route("api/send-form-email", "routes/api/send-form-email.ts"),
  route("api/submit-membership", "routes/api/submit-membership.ts"),
  route("api/form-token", "routes/api/form-token.ts"),
  route("api/dog-alerts", "routes/api/dog-alerts.ts"),
  route("blog/feed.xml", "routes/resources/feed.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("404", "routes/not-found.tsx", { id: "notFound" }),
  route("*", "routes/not-found.tsx", { id: "catchAll" }),
] satisfies RouteConfig;
