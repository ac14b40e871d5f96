/**
 * Impressum of the German association (§ 5 DDG, § 18 Abs. 2 MStV).
 * Every name, address, number and board member comes from the organisation module.
 */
import { facts } from "#app/features/organisation/rules/facts.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import {
  BulletList, Facts, LegalText, MailLink, PageLink, PhoneLink, PostalAddress, Section, optionalOrgText,
} from "./ui.tsx";

export function ImprintDe({ organisation }: { organisation: Organisation }) {
  const org = organisation.de;
  const sister = organisation.es;
  const roles = messages.de.board;
  const vatId = optionalOrgText(org, "vatId");

  return (
    <LegalText>
      <Section title="Angaben gemäß § 5 DDG">
        <PostalAddress org={org} />
        <p>
          Wir sind ein eingetragener Verein. Seit {facts.activeSince} retten wir Straßenhunde in Spanien und vermitteln
          sie an Menschen, die ihnen ein Zuhause schenken – vor allem in Deutschland.
        </p>
      </Section>

      <Section title="Vertretungsberechtigter Vorstand">
        <p>
          Der Verein wird gerichtlich und außergerichtlich durch seinen Vorstand im Sinne von § 26 BGB vertreten. Dem
          Vorstand gehören an:
        </p>
        <BulletList>
          {org.board.map((member) => (
            <li key={member.role}>
              {member.name} ({roles[member.role]})
            </li>
          ))}
        </BulletList>
      </Section>

      <Section title="Kontakt">
        <Facts
          items={[
            ["Telefon", <PhoneLink key="phone" phone={org.phone} />],
            ["E-Mail", <MailLink key="email" email={org.email} />],
          ]}
        />
        <p>
          Wir arbeiten ehrenamtlich. Wenn wir nicht sofort ans Telefon gehen, sind wir vermutlich gerade mit den Hunden
          beschäftigt – hinterlass uns gern eine Nachricht oder schreib uns eine E-Mail, wir melden uns so schnell wie
          möglich.
        </p>
      </Section>

      {org.register ? (
        <Section title="Registereintrag">
          <Facts
            items={[
              ["Eintragung", "Vereinsregister"],
              ["Registergericht", org.register.court],
              ["Registernummer", org.register.number],
            ]}
          />
        </Section>
      ) : null}

      {org.taxNote || vatId ? (
        <Section title="Steuerliche Angaben">
          {org.taxNote ? <p>{org.taxNote}</p> : null}
          {vatId ? <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {vatId}</p> : null}
        </Section>
      ) : null}

      <Section title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
        <p>{org.responsibleForContent}</p>
      </Section>

      <Section title="Verbraucherstreitbeilegung">
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen.
        </p>
        <p>
          Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde zum 20. Juli 2025
          eingestellt; deshalb verweisen wir nicht mehr auf sie. Wenn du mit uns unzufrieden bist, sprich uns bitte
          direkt an – meist findet sich im Gespräch eine gute Lösung.
        </p>
      </Section>

      <Section title="Haftung für Inhalte">
        <p>
          Wir erstellen die Inhalte dieser Website mit großer Sorgfalt und sind für eigene Inhalte nach den allgemeinen
          Gesetzen verantwortlich. Trotzdem können wir nicht ausschließen, dass einzelne Angaben unvollständig, überholt
          oder fehlerhaft sind. Wenn dir ein Fehler auffällt, freuen wir uns über einen kurzen Hinweis.
        </p>
        <p>
          Die Angaben zu unseren Hunden – etwa zu Alter, Größe, Gesundheit, Wesen und Verfügbarkeit – beruhen auf
          unseren Beobachtungen und denen von Tierärztinnen und Tierärzten, Pflegestellen und Helfern vor Ort. Hunde
          verändern sich, und manchmal findet ein Hund schneller ein Zuhause, als wir die Seite aktualisieren können.
          Die Vorstellung eines Hundes ist daher kein verbindliches Angebot; maßgeblich ist allein der im Einzelfall
          geschlossene Schutzvertrag.
        </p>
        <p>
          Unsere Ratgeber und Blogbeiträge geben Erfahrungen aus vielen Jahren Tierschutz weiter. Sie ersetzen keine
          tierärztliche Untersuchung und keine individuelle Beratung.
        </p>
      </Section>

      <Section title="Haftung für Links">
        <p>
          Diese Website enthält Links zu Websites Dritter, zum Beispiel zu Zahlungs- und Spendenplattformen, zu sozialen
          Netzwerken und zu Tiervermittlungsportalen. Auf deren Inhalte haben wir keinen Einfluss; für sie ist allein
          der jeweilige Anbieter oder Betreiber verantwortlich. Wir haben die verlinkten Seiten zum Zeitpunkt der
          Verlinkung auf mögliche Rechtsverstöße geprüft; rechtswidrige Inhalte waren nicht erkennbar.
        </p>
        <p>
          Eine ständige Kontrolle der verlinkten Seiten ist uns ohne konkrete Anhaltspunkte für eine Rechtsverletzung
          nicht zumutbar. Sobald wir von einer Rechtsverletzung erfahren, entfernen wir den betreffenden Link umgehend.
        </p>
      </Section>

      <Section title="Urheberrecht">
        <p>
          Texte, Fotos, Grafiken und das Logo dieser Website sind urheberrechtlich geschützt. Viele Fotos unserer Hunde
          stammen von ehrenamtlichen Helferinnen und Helfern, Pflegestellen und Adoptantinnen und Adoptanten, die sie uns
          zur Verfügung gestellt haben; die Rechte bleiben bei ihnen bzw. bei uns. Vervielfältigung, Bearbeitung,
          Verbreitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen Zustimmung
          des Vereins bzw. der jeweiligen Urheberin oder des jeweiligen Urhebers.
        </p>
        <p>
          Teilen ist ausdrücklich erwünscht: Verlinke unsere Hundeprofile und Beiträge gern in sozialen Netzwerken oder
          per E-Mail – so finden viele Hunde ihr Zuhause. Wer Fotos oder Texte darüber hinaus verwenden möchte, etwa für
          einen Zeitungsbericht, fragt uns bitte kurz unter <MailLink email={org.email} />.
        </p>
        <p>
          Soweit Inhalte auf dieser Seite nicht von uns erstellt wurden, beachten wir die Urheberrechte Dritter. Solltest
          du trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen Hinweis; wir entfernen
          betroffene Inhalte umgehend.
        </p>
      </Section>

      <Section title="Zwei Vereine, zwei Länder">
        <p>
          Unsere Arbeit ruht auf zwei Schultern: auf diesem Verein in Deutschland und auf der {sister.legalName} mit Sitz
          in {sister.city} (Spanien), einem eigenständigen Verein nach spanischem Recht
          {sister.register ? <>, eingetragen im {sister.register.court} unter der Nummer {sister.register.number}</> : null}
          .
        </p>
        <p>
          Beide Vereine arbeiten eng zusammen, sind aber rechtlich selbstständige Personen: Jeder Verein handelt im
          eigenen Namen, schließt seine eigenen Verträge und ist für seine eigene Website verantwortlich. Für die
          spanische Website gilt deren eigenes „Aviso legal“. Du erreichst sie über die Sprachumschaltung „Español“ oben
          auf jeder Seite.
        </p>
      </Section>

      <Section title="Datenschutz">
        <p>
          Wie wir mit deinen Daten umgehen, erklären wir ausführlich in unserer{" "}
          <PageLink to="privacy" locale="de">
            Datenschutzerklärung
          </PageLink>
          .
        </p>
      </Section>
    </LegalText>
  );
}
