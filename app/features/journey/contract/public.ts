/**
 * The journey's part "contract" (decision 036): the protection contract: its text and versions, the
 * signature, the fee, the PDF.
 * What other code may use of it: pure rules (no I/O, no React), safe in the browser and in other
 * features' rules/.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { contractCopy, contractMailCopy } from "./rules/contract-copy.ts";
export { contractFormSchemas, type ContractPost } from "./rules/contract-forms.ts";
export { contractState, formatFee, readSignature, type ContractState } from "./rules/contract-rules.ts";
export { CONTRACT_PLACEHOLDERS, CONTRACT_TEMPLATE_MAX, unknownPlaceholders } from "./rules/contract-text.ts";
