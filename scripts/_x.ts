import { maskIban, checkIban } from "#app/platform/payments/rules/iban.ts";
console.log(maskIban("DE89370400440532013000"), maskIban("ES9121000418450200051332"), checkIban("ES9121000418450200051332"));
