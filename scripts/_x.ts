import { membershipSchema } from "#app/platform/forms/rules/membership.ts";
const r = membershipSchema("de", new Date(2025,5,15)).safeParse({});
console.log(r.success ? "ok" : r.error.issues.filter(i=>i.path[0]==="paymentMethod"));
