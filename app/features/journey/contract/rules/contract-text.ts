/**
 * The protection contract's text (docs/product/journey.md#protection-contract): the default texts
 * in German and Spanish, the placeholders and how they are filled. Pure.
 *
 * The default texts are a plain starting point, NOT legal advice: the association must have its
 * lawyer review them (and any version an owner saves) before contracts are signed with them.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";

/** The placeholders a contract's template may use, each filled when the contract is generated. */
export const CONTRACT_PLACEHOLDERS = ["association", "associationAddress", "adopter", "adopterAddress", "dog", "chip", "fee", "date", "reference"] as const;
export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number];
export type ContractValues = Record<ContractPlaceholder, string>;

/** A template's text: at most this many characters. */
export const CONTRACT_TEMPLATE_MAX = 30_000;

export const defaultContractTemplates: Record<Locale, string> = {
  de: `Schutzvertrag

zwischen {association}, {associationAddress} (im Folgenden „der Verein“)
und {adopter}, {adopterAddress} (im Folgenden „die Übernehmenden“)

über den Hund {dog}, Chipnummer {chip}.

1. Übergabe
Der Verein übergibt den Hund den Übernehmenden in ihre Obhut. Die Übernehmenden erkennen an, dass der Hund aus dem Tierschutz stammt und sein Verhalten und seine Gesundheit sich in der neuen Umgebung verändern können.

2. Pflichten der Übernehmenden
Die Übernehmenden halten den Hund artgerecht: ausreichend Futter und frisches Wasser, Bewegung, Kontakt zu Menschen, ein trockener und warmer Schlafplatz im Haus, tierärztliche Versorgung einschließlich Impfungen und Entwurmung, eine Haftpflichtversicherung für den Hund. Der Hund wird nicht dauerhaft im Zwinger, an der Kette oder allein im Freien gehalten.

3. Kein Verkauf, keine Zucht
Der Hund darf weder verkauft noch verschenkt, vermietet oder zur Zucht verwendet werden.

4. Rückgabe an den Verein
Können oder wollen die Übernehmenden den Hund nicht behalten, geben sie ihn an den Verein zurück und geben ihn nicht selbst an Dritte weiter. Der Verein sucht dann ein neues Zuhause.

5. Kontrolle und Rücknahme
Der Verein darf sich nach vorheriger Absprache vom Wohlergehen des Hundes überzeugen (Besuch, Fotos, Gespräch). Wird der Hund nicht nach diesem Vertrag gehalten, insbesondere vernachlässigt oder misshandelt, darf der Verein ihn zurücknehmen.

6. Umzug
Die Übernehmenden teilen dem Verein eine neue Anschrift innerhalb von vier Wochen mit.

7. Schutzgebühr
Die Schutzgebühr beträgt {fee}. Sie wird mit dem Verwendungszweck {reference} überwiesen und deckt einen Teil der Kosten des Vereins (Tierarzt, Impfungen, Chip, Ausreise). Sie wird nicht erstattet, auch nicht bei einer Rückgabe des Hundes.

8. Schlussbestimmungen
Änderungen bedürfen der Textform. Ist eine Bestimmung unwirksam, bleiben die übrigen wirksam.

Datum: {date}`,
  es: `Contrato de protección

entre {association}, {associationAddress} (en adelante, «la asociación»)
y {adopter}, {adopterAddress} (en adelante, «la familia adoptante»)

sobre el perro {dog}, número de microchip {chip}.

1. Entrega
La asociación entrega el perro al cuidado de la familia adoptante. La familia adoptante sabe que el perro procede de la protección animal y que su comportamiento y su salud pueden cambiar en el nuevo entorno.

2. Obligaciones de la familia adoptante
La familia adoptante cuida del perro de forma adecuada: comida suficiente y agua fresca, ejercicio, contacto con personas, un lugar para dormir seco y cálido dentro de casa, atención veterinaria con vacunas y desparasitaciones, y un seguro de responsabilidad civil para el perro. El perro no vivirá de forma permanente en una perrera, atado ni solo en el exterior.

3. Ni venta ni cría
El perro no se puede vender, regalar, alquilar ni usar para la cría.

4. Devolución a la asociación
Si la familia adoptante no puede o no quiere quedarse con el perro, lo devuelve a la asociación y no lo entrega por su cuenta a terceros. La asociación le busca entonces un nuevo hogar.

5. Seguimiento y recuperación
La asociación puede comprobar, previo acuerdo, el bienestar del perro (visita, fotos, conversación). Si el perro no se cuida según este contrato, en particular si se le desatiende o maltrata, la asociación puede recuperarlo.

6. Cambio de domicilio
La familia adoptante comunica a la asociación una nueva dirección en un plazo de cuatro semanas.

7. Cuota de protección
La cuota de protección es de {fee}. Se paga por transferencia con el concepto {reference} y cubre parte de los gastos de la asociación (veterinario, vacunas, microchip, viaje). No se devuelve, tampoco si el perro se devuelve.

8. Disposiciones finales
Los cambios se acuerdan por escrito o en forma de texto. Si una disposición no es válida, las demás siguen siéndolo.

Fecha: {date}`,
};

/** The placeholders a text uses that are not ours (a typo such as {adoptr}), for the template page to refuse. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(CONTRACT_PLACEHOLDERS);
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].filter((name) => !known.has(name));
}

/** The template with every placeholder filled; a value is put in as it is (one line). */
export function fillContract(template: string, values: ContractValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    (CONTRACT_PLACEHOLDERS as readonly string[]).includes(key) ? values[key as ContractPlaceholder].replace(/\s+/g, " ").trim() : whole,
  );
}
