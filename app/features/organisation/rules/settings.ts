/**
 * The association's details an owner edits in the back office
 * (docs/product/organisation.md): the fields, their rules, and how saved
 * values are laid over the defaults of app/features/organisation/rules/defaults.ts. Pure: no
 * I/O, no React; the same schema checks the form on the server.
 */
import { z } from "#app/platform/zod.ts";
import type { CountryOrganisation, OrganisationLinks } from "#app/features/organisation/rules/defaults.ts";
import { normaliseText } from "#app/platform/forms/rules/text.ts";
import { formatIban, ibanProblem, isValidBic } from "./bank.ts";
import { SETTINGS_FIELDS, SETTINGS_GROUPS, type OrganisationSettings, type SettingsField, type SettingsProblem } from "./fields.ts";

export { SETTINGS_FIELDS, SETTINGS_GROUPS, type OrganisationSettings, type SettingsField, type SettingsGroup, type SettingsProblem } from "./fields.ts";

const TEXT_MAX = 200;
const LINK_MAX = 500;

const BOARD_ROLES = ["president", "vicePresident", "secretary", "treasurer"] as const;
const LINK_FIELDS = SETTINGS_GROUPS.links;

/** One field's rule: the problem with a value, or null; and how a good value is stored. */
interface FieldRule {
  check(value: string): SettingsProblem | null;
  normalise?(value: string): string;
}

const text = (max = TEXT_MAX): FieldRule => ({
  check: (v) => (v === "" ? "required" : v.length > max ? "tooLong" : null),
});
const email: FieldRule = {
  check: (v) => (v === "" ? "required" : v.length > 254 ? "tooLong" : z.email().safeParse(v).success ? null : "email"),
  normalise: (v) => v.toLowerCase(),
};
const httpsUrl: FieldRule = {
  check(v) {
    if (v === "") return "required";
    if (v.length > LINK_MAX) return "tooLong";
    try {
      const url = new URL(v);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password ? null : "url";
    } catch {
      return "url";
    }
  },
};
const phone: FieldRule = {
  // International form: a plus, then digits, spaces, hyphens, slashes or brackets; 7–15 digits.
  check(v) {
    if (v === "") return "required";
    const digits = v.replace(/\D/g, "").length;
    return /^\+\d[\d\s\-/()]*$/.test(v) && digits >= 7 && digits <= 15 ? null : "phone";
  },
  normalise: (v) => v.replace(/\s+/g, " "),
};
const whatsapp: FieldRule = {
  // wa.me wants the digits only, with the country code; we accept a leading + and spaces.
  check(v) {
    if (v === "") return "required";
    const digits = v.replace(/[\s+-]/g, "");
    return /^[1-9]\d{6,14}$/.test(digits) ? null : "whatsapp";
  },
  normalise: (v) => v.replace(/[\s+-]/g, ""),
};
const iban: FieldRule = {
  check: (v) => (v === "" ? "required" : ibanProblem(v)),
  normalise: formatIban,
};
const bic: FieldRule = {
  check: (v) => (v === "" ? "required" : isValidBic(v) ? null : "bic"),
  normalise: (v) => v.toUpperCase(),
};

/** Whole euros, 1 to 5,000 (the protection fee). */
const euros: FieldRule = {
  check: (v) => (v === "" ? "required" : /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 5000 ? null : "amount"),
  normalise: (v) => String(Number(v)),
};

const RULES: Record<SettingsField, FieldRule> = {
  email,
  donationEmail: email,
  phone,
  whatsapp,
  street: text(),
  postalCode: text(20),
  city: text(),
  region: text(),
  beneficiary: text(),
  iban,
  bic,
  bankName: text(),
  paypalEmail: email,
  paypalMe: httpsUrl,
  protectionFee: euros,
  paypalGeneral: httpsUrl,
  paypalHospice: httpsUrl,
  teamingGeneral: httpsUrl,
  teamingSponsorDogs: httpsUrl,
  teamingResidencia: httpsUrl,
  facebook: httpsUrl,
  instagram: httpsUrl,
  president: text(),
  vicePresident: text(),
  secretary: text(),
  treasurer: text(),
  responsibleForContent: text(300),
};

/** Normalised as the public forms' input (NFC, no control characters), on one line, trimmed. */
function clean(value: unknown): string {
  return typeof value === "string" ? normaliseText(value).replace(/\s+/g, " ").trim() : "";
}

/**
 * The settings form as a Zod schema: every field a string, checked by its
 * rule; the issue's message is the problem's code (the page words it in the
 * account's language).
 */
export const organisationSettingsSchema = z.object(
  Object.fromEntries(
    SETTINGS_FIELDS.map((field) => {
      const rule = RULES[field];
      return [
        field,
        z
          .unknown()
          .transform(clean)
          .superRefine((value, ctx) => {
            const problem = rule.check(value);
            if (problem) ctx.addIssue({ code: "custom", message: problem });
          })
          .transform((value) => (rule.normalise ? rule.normalise(value) : value)),
      ];
    }),
  ) as unknown as Record<SettingsField, z.ZodType<string, unknown>>,
);

export type SettingsResult =
  | { ok: true; values: OrganisationSettings }
  | { ok: false; values: OrganisationSettings; errors: Partial<Record<SettingsField, SettingsProblem>> };

/** Checks a posted form (or any object): the cleaned values, and the first problem of each wrong field. */
export function parseOrganisationSettings(input: Record<string, unknown>): SettingsResult {
  const result = organisationSettingsSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data as OrganisationSettings };
  const values = Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, clean(input[f])])) as OrganisationSettings;
  const errors: Partial<Record<SettingsField, SettingsProblem>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SettingsField;
    errors[field] ??= issue.message as SettingsProblem;
  }
  return { ok: false, values, errors };
}

/** The editable part of one country's details, as the form shows it. */
export function settingsOf(org: CountryOrganisation): OrganisationSettings {
  const board = Object.fromEntries(
    BOARD_ROLES.map((role) => [role, org.board.find((member) => member.role === role)?.name ?? ""]),
  ) as Record<(typeof BOARD_ROLES)[number], string>;
  return {
    email: org.email,
    donationEmail: org.donationEmail,
    phone: org.phone,
    whatsapp: org.whatsapp,
    street: org.street,
    postalCode: org.postalCode,
    city: org.city,
    region: org.region,
    beneficiary: org.bank.beneficiary,
    iban: org.bank.iban,
    bic: org.bank.bic,
    bankName: org.bank.bankName,
    paypalEmail: org.bank.paypalEmail,
    paypalMe: org.bank.paypalMe,
    protectionFee: String(org.protectionFee),
    ...(Object.fromEntries(LINK_FIELDS.map((f) => [f, org.links[f]])) as Pick<OrganisationLinks, (typeof LINK_FIELDS)[number]>),
    ...board,
    responsibleForContent: org.responsibleForContent,
  };
}

/**
 * Saved values as read from the database: only fields that still pass their
 * rule are kept, so a stored value that a later rule refuses (or a damaged
 * row) falls back to the default instead of breaking a page.
 */
export function storedSettings(raw: unknown): Partial<OrganisationSettings> {
  if (typeof raw !== "object" || raw === null) return {};
  const kept: Partial<OrganisationSettings> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = clean((raw as Record<string, unknown>)[field]);
    const rule = RULES[field];
    if (value !== "" && rule.check(value) === null) kept[field] = rule.normalise ? rule.normalise(value) : value;
  }
  return kept;
}

/**
 * One country's effective details: the defaults with every saved field laid
 * over them. Fields that are not editable (legal name, register, logo, geo
 * tags) always come from the defaults.
 */
export function mergeOrganisation(defaults: CountryOrganisation, saved: Partial<OrganisationSettings>): CountryOrganisation {
  const s = { ...settingsOf(defaults), ...saved };
  return {
    ...defaults,
    email: s.email,
    donationEmail: s.donationEmail,
    phone: s.phone,
    whatsapp: s.whatsapp,
    street: s.street,
    postalCode: s.postalCode,
    city: s.city,
    region: s.region,
    bank: {
      beneficiary: s.beneficiary,
      iban: s.iban,
      bic: s.bic,
      bankName: s.bankName,
      paypalEmail: s.paypalEmail,
      paypalMe: s.paypalMe,
    },
    protectionFee: Number(s.protectionFee),
    links: Object.fromEntries(LINK_FIELDS.map((f) => [f, s[f]])) as unknown as OrganisationLinks,
    board: BOARD_ROLES.map((role) => ({ role, name: s[role] })),
    responsibleForContent: s.responsibleForContent,
  };
}

/** The fields whose value differs between two versions (for the audit log). */
export function changedFields(before: OrganisationSettings, after: OrganisationSettings): SettingsField[] {
  return SETTINGS_FIELDS.filter((field) => before[field] !== after[field]);
}
