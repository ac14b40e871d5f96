import { checkIban } from "#app/platform/payments/rules/iban.ts";
console.log(checkIban("DE02 1203 0000 0000 2020 51"), checkIban("ES79 2100 0813 6101 2345 6789"));
