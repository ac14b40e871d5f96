/**
 * What the request page's contract part posts (docs/product/journey.md#protection-contract), one
 * schema per intent: the contract's details to generate it; the tick that confirms the
 * countersignature; the tick and the day of the fee. The details' rules (a name, an address, a
 * chip number) are `readGenerateInput`'s, the day's `receivedDay`'s; an unticked box is the
 * part's own refusal.
 */
import { z } from "#app/platform/zod.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";

export const contractFormSchemas = {
  "contract-generate": z.object({
    contract_name: formField.text(2000),
    contract_address: formField.text(2000),
    contract_dog: formField.text(2000),
    contract_chip: formField.text(2000),
  }),
  "contract-countersign": z.object({ confirm: formField.ticked() }),
  "contract-fee": z.object({ confirm: formField.ticked(), contract_fee_day: formField.text(100) }),
};

export type ContractPost =
  | ({ intent: "contract-generate" } & z.output<(typeof contractFormSchemas)["contract-generate"]>)
  | ({ intent: "contract-countersign" } & z.output<(typeof contractFormSchemas)["contract-countersign"]>)
  | ({ intent: "contract-fee" } & z.output<(typeof contractFormSchemas)["contract-fee"]>);
