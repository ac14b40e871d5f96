/** The four species values the dog function sends (docs/product/dogs.md#data). */
export const SPECIES = {
  germany: "Hunde DE",
  spain: "Hunde ES",
  monika: "Hunde Residencia Monika",
  hospice: "Hunde Hospiz",
} as const;
