/** The four species values the dog function sends (SPEC §3 Dog). */
export const SPECIES = {
  germany: "Hunde DE",
  spain: "Hunde ES",
  monika: "Hunde Residencia Monika",
  hospice: "Hunde Hospiz",
} as const;
