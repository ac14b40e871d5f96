/**
 * The journey's part "contract" (decision 036): the protection contract: its text and versions, the
 * signature, the fee, the PDF.
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { contractAction, contractPart, type ContractActionData, type ContractPart, type ContractProblem } from "./server/back-office.server.ts";
export { contractPdf, PDF_HEADERS, pdfFileName } from "./server/contract-pdf.server.ts";
export { activeTemplate, addressHash, contractOfRequest, contractRetentionChore, keptContracts, releaseContractsOf, releaseOrphanedContracts, saveTemplate, signContract, templateVersions, type Contract } from "./server/contracts.server.ts";
