/**
 * Roles of the back office and what each may do (pure, shared by the server
 * checks, the pages and the role-matrix test).
 */
export const ROLES = ["owner", "coordinator", "editor", "precheck", "treasurer"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * Permissions by name. Every back-office loader and action names one; the
 * server grants it to these roles only.
 */
export const PERMISSIONS = {
  /** Any signed-in account: dashboard, own account, sign-out. */
  signedIn: ["owner", "coordinator", "editor", "precheck", "treasurer"],
  /**
   * Pre-checks (docs/product/journey.md): a pre-check volunteer sees and fills in only the ones
   * assigned to them (the pages answer 404 for any other); coordinators and owners see every one.
   */
  precheck: ["owner", "coordinator", "precheck"],
  /** Submissions: list, detail, workflow, spam review, export, delivery retries. */
  inbox: ["owner", "coordinator"],
  /** Erasing a person's data. */
  privacy: ["owner", "coordinator"],
  /** Inviting, changing and removing accounts. */
  accounts: ["owner"],
  /** Reading the audit log. */
  audit: ["owner"],
  /** The association's details per country (contacts, address, bank, links, board). */
  settings: ["owner"],
  /**
   * Members and their money (docs/product/membership.md): applications, members, fees, bank files,
   * statements, receipts. The treasurer (Kasse) and the board; no one else sees any of it.
   */
  treasury: ["owner", "treasurer"],
  /**
   * The foster families' news (docs/product/foster.md#news): coordinators read it with their foster
   * homes, editors publish what a family allowed on the dog page.
   */
  fosterNews: ["owner", "coordinator", "editor"],
  /** Blog posts and guides: list, write, publish, images, revisions, delete; the dogs' sync state, "sync now" and own texts. */
  content: ["owner", "editor"],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/** Permissions whose pages answer 404, not 403, to a role without them: their existence is not told (members' money). */
export const HIDDEN_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>(["treasury"]);

export function allows(permission: Permission, role: Role): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
