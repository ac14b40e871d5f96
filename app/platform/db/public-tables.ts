/**
 * The tables that public pages read (decision 018). Each gets the trigger
 * `content_changed` (installed at start by app/platform/db/client.server.ts), which
 * raises its version in `content_versions` and notifies every server process,
 * so the in-process read cache (app/platform/db/read-cache.server.ts) reloads what a
 * change touched — whoever wrote it (CLI, back office, sync, another server).
 *
 * The dog page reads the transports' public marks (docs/product/journey.md#transports): dog ids and
 * arrival days of the entries a coordinator allowed, never a request.
 *
 * The happy ends' pages and the dog page's redirect read the published happy ends
 * (docs/product/journey.md#happy-ends); a draft is never shown.
 *
 * The dog page reads which dogs are reserved for one of our requests (`dog_holds`: dog ids only,
 * docs/product/journey.md#waiting-list).
 *
 * The dog page reads the published health lines (docs/product/travel.md#health-line): of the rows of
 * `dog_papers` a coordinator made public, only whether a chip and a rabies vaccination are recorded,
 * the tests and "neutered"; never a number, a date or a note. A save on the papers page shows at once.
 *
 * The dog page reads where a dog in a foster home waits (docs/product/foster.md#stays): of the current
 * stays, the dog's id and its home's postcode area and city, never a name or a street; and the news a
 * foster family allowed and an editor published (its words and published copies of its photos).
 *
 * The membership page and form read the membership's settings (the smallest fees, whether direct
 * debit is offered, docs/product/membership.md#settings): the association's own data.
 *
 * A page that reads a table not listed here would serve stale data:
 * tests/e2e/read-cache.test.ts walks every public page and fails on a query
 * of an unlisted table.
 */
export const publicTables = ["dogs", "dog_sync_state", "dog_texts", "blog_posts", "guides", "organisation_settings", "stored_files", "transports", "transport_entries", "happy_ends", "retired_happy_ends", "dog_holds", "membership_settings", "dog_papers", "foster_homes", "foster_stays", "foster_news"] as const;

export type PublicTable = (typeof publicTables)[number];

/** The channel the trigger notifies on; every server process listens on it. */
export const CHANGE_CHANNEL = "content_changed";
