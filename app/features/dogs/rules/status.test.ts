import { describe, expect, it } from "vitest";
import { makeDog } from "./dog.fixtures.ts";
import { dogStatus, statusLabel } from "./status.ts";
import { statusLabels } from "./labels.ts";

describe("dogStatus (docs/product/dogs.md#status)", () => {
  it("hospice dog is hidden", () => {
    expect(dogStatus(makeDog({ species: "Hunde Hospiz" }))).toBe("hidden");
  });
  it("hospice wins over reserved", () => {
    expect(dogStatus(makeDog({ species: "Hunde DE", tags: ["Hospiz"], reserved: true }))).toBe("hidden");
  });
  it("reserved wins over available", () => {
    expect(dogStatus(makeDog({ species: "Hunde DE", reserved: true }))).toBe("reserved");
  });
  it("reserved wins over mediated sponsorship", () => {
    expect(
      dogStatus(makeDog({ species: "Hunde ES", reserved: true, mediated: true, tags: ["Patenschaften"] })),
    ).toBe("reserved");
  });
  it("mediated sponsorship dog is hidden", () => {
    expect(dogStatus(makeDog({ species: "Hunde ES", mediated: true, tags: ["Patenschaften"] }))).toBe("hidden");
  });
  it("mediated dog without sponsorship is available", () => {
    expect(dogStatus(makeDog({ species: "Hunde ES", mediated: true }))).toBe("available");
  });
  it("sponsorship dog not mediated is available", () => {
    expect(dogStatus(makeDog({ species: "Hunde ES", tags: ["Patenschaften"] }))).toBe("available");
  });
  it("plain dog is available", () => {
    expect(dogStatus(makeDog({ species: "Hunde DE" }))).toBe("available");
  });
});

describe("statusLabel (docs/product/dogs.md#status)", () => {
  it("reserved: Reserviert / Reservado", () => {
    expect(statusLabel("reserved", "de")).toBe("Reserviert");
    expect(statusLabel("reserved", "es")).toBe("Reservado");
  });
  it("available: Verfügbar / Disponible", () => {
    expect(statusLabel("available", "de")).toBe("Verfügbar");
    expect(statusLabel("available", "es")).toBe("Disponible");
  });
  it("hidden dogs show no status line", () => {
    expect(statusLabel("hidden", "de")).toBeNull();
    expect(statusLabel("hidden", "es")).toBeNull();
  });
  it("catalogue has the adopted label Vermittelt / Adoptado", () => {
    expect(statusLabels.adopted).toEqual({ de: "Vermittelt", es: "Adoptado" });
    expect(statusLabel("adopted", "es")).toBe("Adoptado");
  });
});
