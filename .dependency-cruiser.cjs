/**
 * What may import what (decision 024, README "Layout of the code"), checked by
 * `npm run lint`. Each rule's comment is the message a violation prints: it
 * says what to do instead.
 *
 *   app/root.tsx, routes.ts, entry.server.tsx, services.server.ts   entry points and the composition root
 *   app/platform/     what every feature uses and none owns
 *   app/ui/           shared parts of pages (no feature's knowledge)
 *   app/features/<f>/ rules/ (pure), server/, ui/ of one feature; the journey in parts
 *                     (features/journey/<part>/{rules,server,ui}), each met only at its public
 *                     surface: public.ts (pure), public.ui.ts, public.server.ts (decision 035)
 *   app/pages/<page>/ a route module, its sections and its copy
 *   app/shell/        the frame of every public page
 *   app/resources/    routes that answer with data, not a page
 *   app/admin/        everything only the back office uses
 */
const tests = "\\.test\\.tsx?$|\\.fixtures\\.ts$";
const rules = "^app/(features/[^/]+/rules/|features/journey/[^/]+/rules/|features/journey/[^/]+/public\\.ts$|platform/(forms/rules|html|images/rules|payments/rules|i18n)/)";
/** A journey part's public surface: what code outside the part may import of it. */
const surface = "public\\.(server\\.|ui\\.)?ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment:
        "An import cycle: two modules need each other. Move what both need into a third module (a feature's rules/, or the platform), or pass it in from the caller. Type-only imports do not count.",
      from: { path: "^(app|server)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "rules-are-pure",
      severity: "error",
      comment:
        "Pure rules (a feature's rules/, a journey part's rules/ and public.ts, the platform's forms/rules, html, images/rules, i18n) import no server code, no node: module, no database and no React: move the I/O to the feature's server/ (or the UI to its ui/) and pass the result in.",
      from: { path: rules, pathNot: tests },
      to: {
        dependencyTypesNot: ["type-only"],
        path: ["\\.server\\.tsx?$", "^app/platform/db/", "^node_modules/(react|react-dom|react-router|@react-router)/"],
      },
    },
    {
      name: "rules-use-no-node-modules",
      severity: "error",
      comment: "Pure rules run in the browser too: no node: module. Move the code to the feature's server/.",
      from: { path: rules, pathNot: tests },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "platform-owns-no-feature",
      severity: "error",
      comment:
        "The platform serves every feature and knows none: it imports nothing from features/, pages/, ui/, shell/, resources/ or admin/. Let the feature register with the platform (as the outbox's mail kinds do) in app/services.server.ts, or move the code into the feature.",
      from: { path: "^app/platform/", pathNot: tests },
      to: { dependencyTypesNot: ["type-only"], path: "^app/(features|pages|ui|shell|resources|admin)/" },
    },
    {
      name: "ui-knows-no-feature",
      severity: "error",
      comment:
        "app/ui/ holds parts any page can use; it imports only the platform. A part that needs a feature belongs to that feature's ui/ (or to the page that puts them together).",
      from: { path: "^app/ui/", pathNot: tests },
      to: { dependencyTypesNot: ["type-only"], path: "^app/(features|pages|shell|resources|admin)/" },
    },
    {
      name: "features-share-only-rules",
      severity: "error",
      comment:
        "A feature uses another feature's pure rules/ only; its server/ and ui/ are its own. Let a page put the two features' parts together, or let app/services.server.ts connect their server sides (a callback, a registration).",
      from: { path: "^app/features/([^/]+)/", pathNot: tests },
      to: { dependencyTypesNot: ["type-only"], path: "^app/features/([^/]+)/(?!rules/|[^/]+/public\\.ts$)", pathNot: "^app/features/$1/" },
    },
    {
      name: "journey-parts-only-through-their-surface",
      severity: "error",
      comment:
        "Code outside the journey imports a part of it (features/journey/<part>/) only through the part's public surface: public.ts (pure rules), public.ui.ts (components), public.server.ts (server code). Add the name to the surface's list if it is really the part's to give (decision 035); tests may import a part's modules.",
      from: { path: "^(app|server)/", pathNot: [tests, "^app/features/journey/"] },
      to: { path: `^app/features/journey/[^/]+/(?!${surface})` },
    },
    {
      name: "journey-parts-meet-at-their-surfaces",
      severity: "error",
      comment:
        "A journey part uses another part only through that part's public surface (public.ts, public.ui.ts, public.server.ts); its own modules it imports directly, never through its own surface. Add the name to the other part's surface, or move the code to the part that owns it (decision 035).",
      from: { path: "^app/features/journey/([^/]+)/", pathNot: tests },
      to: { path: "^app/features/journey/", pathNot: [`^app/features/journey/[^/]+/${surface}`, "^app/features/journey/$1/(rules|server|ui)/"] },
    },
    {
      name: "journey-surfaces-lend-their-own-part",
      severity: "error",
      comment:
        "A part's surface re-exports its own modules only: public.ts from its rules/, public.ui.ts from its ui/, public.server.ts from its server/. Import the other part where the name is used instead.",
      from: { path: "^app/features/journey/([^/]+)/public\\.(ui\\.|server\\.)?ts$" },
      to: { pathNot: ["^app/features/journey/$1/(rules|server|ui)/", "^node_modules/"] },
    },
    {
      name: "journey-pure-surface-is-rules",
      severity: "error",
      comment: "A part's public.ts is pure: it re-exports from the part's rules/ only. Components go in public.ui.ts, server code in public.server.ts.",
      from: { path: "^app/features/journey/([^/]+)/public\\.ts$" },
      to: { path: "^app/features/journey/$1/(server|ui)/" },
    },
    {
      name: "features-know-no-page",
      severity: "error",
      comment: "A feature does not know the pages that show it: move the shared part into the feature (its rules/ or ui/), and let the page import it.",
      from: { path: "^app/features/", pathNot: tests },
      to: { path: "^app/(pages|shell|resources)/" },
    },
    {
      name: "pages-are-separate",
      severity: "error",
      comment:
        "A page does not import another page: what two pages share belongs to a feature (its rules/ or ui/) or to app/ui/. Pages in one folder (pages/dogs/*) may share.",
      from: { path: "^app/pages/([^/]+)/", pathNot: tests },
      to: { path: "^app/pages/([^/]+)/", pathNot: "^app/pages/$1/" },
    },
    {
      name: "public-code-imports-no-back-office",
      severity: "error",
      comment:
        "Public code (platform, features, pages, ui, shell, resources) imports nothing of app/admin/: the back office uses the public features, never the other way round. Move what both need into a feature or the platform.",
      from: { path: "^app/(platform|features|pages|ui|shell|resources)/", pathNot: tests },
      to: { dependencyTypesNot: ["type-only"], path: "^app/admin/" },
    },
    {
      name: "composition-root-only-at-the-top",
      severity: "error",
      comment:
        "app/services.server.ts wires every feature together; only the entry points (server/, scripts/, the root route) may import it as a value. Elsewhere read the services from the request's context (servicesContext) and import their type only.",
      from: { path: "^app/", pathNot: "^app/(root\\.tsx|entry\\.server\\.tsx|routes\\.ts)$" },
      to: { dependencyTypesNot: ["type-only"], path: "^app/services\\.server\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
