import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ADMIN_PREFIX, adminRoutes } from "./admin/route-table.ts";
import { locales } from "./platform/i18n/locale.ts";
import { fileRouteId, fileRouteKeys, files, hasForms, isSharedPath, pages, routeId, routeKeys, type RouteKey } from "./platform/i18n/routes.ts";

// One route per page and language, generated from the route table
// (app/platform/i18n/routes.ts). Pages whose path is the same in both languages are
// one route; the root middleware decides the language from the host.
const routesOf = (key: RouteKey) => {
  const page = pages[key];
  if (isSharedPath(key)) return [route(page.paths.de, page.file, { id: routeId(key, "de") })];
  return locales.map((locale) => route(page.paths[locale], page.file, { id: routeId(key, locale) }));
};
// Pages with a form sit in a layout without a path whose loader brings the forms' token, key and
// texts (app/pages/forms-layout/route.ts); no other page carries them.
const pageRoutes = [
  ...routeKeys.filter((key) => !hasForms(key)).flatMap(routesOf),
  layout("pages/forms-layout/route.ts", { id: "forms" }, routeKeys.filter(hasForms).flatMap(routesOf)),
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
  route("vermittlungstiere/:dogId/images/:imageId/:size", "resources/dog-image.ts"),
  route("img/dog/:dogId/:imageId/:version/:variant", "resources/dog-photo.ts"),
  route("img/file/:version/:variant/*", "resources/stored-image.ts"),
  // Files under a language's own path, from the route table too (the signed contract's PDF).
  ...fileRouteKeys.flatMap((key) => locales.map((locale) => route(files[key].paths[locale], files[key].file, { id: fileRouteId(key, locale) }))),
  route("api/dogs", "resources/api-dogs.ts"),
  route("api/send-form-email", "resources/api/send-form-email.ts"),
  route("api/submit-membership", "resources/api/submit-membership.ts"),
  route("api/form-token", "resources/api/form-token.ts"),
  route("api/dog-alerts", "resources/api/dog-alerts.ts"),
  route("blog/feed.xml", "resources/feed.ts"),
  route("sitemap.xml", "resources/sitemap.ts"),
  route("robots.txt", "resources/robots.ts"),
  route("404", "pages/not-found/route.tsx", { id: "notFound" }),
  route("*", "pages/not-found/route.tsx", { id: "catchAll" }),
] satisfies RouteConfig;
