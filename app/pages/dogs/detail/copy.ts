/**
 * Copy of the dog page's foster part (docs/product/foster.md#news): the section with the news a foster
 * family sent and an editor published. The line where the dog waits is the foster part's
 * (`regionLine`); the rest of the page's words are the interface messages (`m.dogs`).
 */

export const de = {
  fosterNews: {
    title: "Neuigkeiten aus der Pflegestelle",
    intro: "Das schreibt die Pflegefamilie über {name}.",
    photo: "Foto von {name} in der Pflegestelle",
    photoNumber: "Foto {n} von {name} in der Pflegestelle",
    written: { de: "Auf Deutsch geschrieben.", es: "Auf Spanisch geschrieben." },
  },
};

export const es: typeof de = {
  fosterNews: {
    title: "Novedades desde la casa de acogida",
    intro: "Esto nos cuenta la familia de acogida sobre {name}.",
    photo: "Foto de {name} en la casa de acogida",
    photoNumber: "Foto {n} de {name} en la casa de acogida",
    written: { de: "Escrito en alemán.", es: "Escrito en español." },
  },
};

export const dogPageCopy = { de, es } as const;
export type DogPageCopy = typeof de;
