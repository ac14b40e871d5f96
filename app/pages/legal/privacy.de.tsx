/**
 * Datenschutzerklärung of the German site (Art. 13 DSGVO).
 *
 * The controller and every contact detail come from the organisation module;
 * retention periods and the spam protection's window come from the configuration
 * through ./policy.ts (`PrivacyFacts`). Statements that depend on how the
 * site is operated — hosting and e-mail provider in the EU under a processing
 * agreement (Art. 28 DSGVO), log rotation, the analytics tool — must stay true
 * for the real operation; change policy.ts or this text together with it.
 */
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import { CONSENT_KEY } from "#app/islands/consent-store.ts";
import { WATCHLIST_COOKIE_DAYS, WATCHLIST_MAX_DOGS } from "#app/features/watchlist/rules/watchlist.ts";
import {
  BulletList, Contents, CookieSettingsButton, DateStamp, Facts, Highlight, LegalText, MailLink, OutsideLink,
  PageLink, PhoneLink, PostalAddress, Section, SubSection,
} from "./ui.tsx";
import { duration, type PrivacyFacts } from "./policy.ts";

const sections = {
  summary: { id: "kurz-gesagt", title: "Das Wichtigste in Kürze" },
  controller: { id: "verantwortlicher", title: "Verantwortlicher" },
  hosting: { id: "hosting", title: "Hosting und Server-Logdateien" },
  forms: { id: "formulare", title: "Formulare, E-Mail und Telefon" },
  donations: { id: "spenden", title: "Spenden" },
  recipients: { id: "empfaenger", title: "Wer deine Daten erhält" },
  retention: { id: "speicherdauer", title: "Wie lange wir Daten speichern" },
  cookies: { id: "cookies", title: "Cookies, Einwilligung und Besucherstatistik" },
  chat: { id: "whatsapp", title: "Live-Chat und WhatsApp" },
  external: { id: "externe-inhalte", title: "Schriften, Bilder und externe Links" },
  tls: { id: "verschluesselung", title: "SSL- bzw. TLS-Verschlüsselung" },
  automated: { id: "keine-automatisierten-entscheidungen", title: "Keine automatisierten Entscheidungen" },
  rights: { id: "deine-rechte", title: "Deine Rechte" },
  changes: { id: "aenderungen", title: "Änderungen dieser Datenschutzerklärung" },
} as const;

export function PrivacyDe({ today, facts, organisation }: { today: Date; facts: PrivacyFacts; organisation: Organisation }) {
  const rateLimitWindow = duration(facts.rateLimitWindowSeconds, "de");
  const org = organisation.de;
  const sister = organisation.es;

  return (
    <LegalText>
      <p>
        Wir sind ein Tierschutzverein, der mit viel Ehrenamt Straßenhunden aus Spanien ein Zuhause sucht. Deine Daten
        brauchen wir dafür, mit dir in Kontakt zu kommen und die richtigen Menschen mit den richtigen Hunden
        zusammenzubringen – für nichts anderes. Hier erklären wir nach Art. 13 der Datenschutz-Grundverordnung (DSGVO),
        welche Daten wir auf dieser Website verarbeiten, wozu, auf welcher Rechtsgrundlage und welche Rechte du hast.
      </p>

      <Contents label="Inhalt" items={Object.values(sections)} />

      <Section {...sections.summary}>
        <BulletList>
          <li>Du kannst unsere Website ohne Anmeldung und ohne Angaben zu deiner Person nutzen.</li>
          <li>
            Was du uns über ein Formular, per E-Mail oder am Telefon mitteilst, verwenden wir nur für dein Anliegen. Wir
            verkaufen keine Daten und nutzen sie nicht für Werbung.
          </li>
          <li>
            Wir setzen keine Werbe- oder Tracking-Cookies ein und binden keine Schriften, Videos oder Skripte fremder
            Anbieter ein. Eine datensparsame Besucherstatistik gibt es nur, wenn du zustimmst.
          </li>
          <li>
            Anfragen, aus denen keine Adoption, Pflegestelle, Patenschaft oder Mitgliedschaft wird, löschen wir nach{" "}
            {facts.formRetentionDays} Tagen.
          </li>
        </BulletList>
      </Section>

      <Section {...sections.controller}>
        <p>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</p>
        <PostalAddress org={org} />
        <Facts
          items={[
            ["Telefon", <PhoneLink key="phone" phone={org.phone} />],
            ["E-Mail", <MailLink key="email" email={org.email} />],
          ]}
        />
        <p>
          Der Verein wird durch seinen Vorstand vertreten; die Mitglieder des Vorstands nennt unser{" "}
          <PageLink to="imprint" locale="de">
            Impressum
          </PageLink>
          .
        </p>
        <p>
          Einen Datenschutzbeauftragten haben wir nicht benannt, weil wir dazu nach Art. 37 DSGVO und § 38 BDSG nicht
          verpflichtet sind. Mit allen Fragen zum Datenschutz kannst du dich direkt an uns wenden.
        </p>
        <p>
          Diese Datenschutzerklärung gilt für die deutsche Website. Die spanische Website betreibt die{" "}
          {sister.legalName} in {sister.city} als eigenständiger Verein in eigener Verantwortung; dort gilt ihre eigene
          „Política de privacidad“.
        </p>
      </Section>

      <Section {...sections.hosting}>
        <p>
          Unsere Website läuft auf den Servern eines Hosting-Anbieters mit Rechenzentrum in der Europäischen Union, der
          sie in unserem Auftrag betreibt und an unsere Weisungen gebunden ist (Auftragsverarbeitung nach Art. 28 DSGVO).
          Um dir eine Seite ausliefern zu können, muss der Server die IP-Adresse deines Geräts verarbeiten. Protokolliert
          wird dabei:
        </p>
        <BulletList>
          <li>
            von unserer eigenen Anwendung nur der Zeitpunkt, die aufgerufene Seite (ohne angehängte Suchparameter), der
            HTTP-Statuscode und die Bearbeitungsdauer – keine IP-Adressen, keine Browserangaben und keine Inhalte deiner
            Formulare;
          </li>
          <li>
            von der Infrastruktur des Hosting-Anbieters (etwa Lastverteilung und Schutz vor Überlastungsangriffen),
            soweit er solche Protokolle führt, zusätzlich die IP-Adresse, die Adresse, über die du gekommen bist
            (Referrer), sowie Browsertyp und Betriebssystem (User-Agent).
          </li>
        </BulletList>
        <p>
          Diese Daten brauchen wir, um dir die Website auszuliefern, ihre Stabilität und Sicherheit zu gewährleisten und
          Fehler oder Angriffe zu erkennen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse
          liegt in einer sicheren und funktionierenden Website. Die Logdateien werden nach {facts.logRetentionDays} Tagen
          gelöscht. Länger bewahren wir einzelne Einträge nur auf, solange wir einen konkreten Angriff oder Missbrauch
          aufklären.
        </p>
      </Section>

      <Section {...sections.forms}>
        <p>
          Wenn du eines unserer Formulare abschickst, prüft unser Server deine Angaben, speichert sie in unserer
          Datenbank beim Hosting-Anbieter und stellt sie per E-Mail an das Postfach des Vereins zu. Dort bearbeiten sie
          die Vorstandsmitglieder und die ehrenamtlichen Helferinnen und Helfer, die für dein Anliegen zuständig sind;
          alle sind zur Vertraulichkeit verpflichtet.
        </p>
        <p>
          Pflichtfelder sind mit einem Sternchen (*) gekennzeichnet. Du bist weder gesetzlich noch vertraglich
          verpflichtet, uns Daten zu geben – ohne die Pflichtangaben können wir dein Anliegen aber nicht bearbeiten. Mit
          dem Häkchen bei der Datenschutzerklärung bestätigst du nur, dass du diese Hinweise gelesen hast. Es ist keine
          Einwilligung; deine Daten verarbeiten wir auf den unten genannten Rechtsgrundlagen. Unsere Formulare richten
          sich an Erwachsene.
        </p>

        <SubSection title="Adoptionsanfrage">
          <Facts
            items={[
              [
                "Daten",
                "der Hund, für den du dich interessierst, dein Name, deine E-Mail-Adresse und Telefonnummer, deine Wohnsituation, deine Erfahrung mit Hunden und deine Nachricht",
              ],
              [
                "Zweck",
                "herausfinden, ob du und der Hund zueinander passt, mit dir sprechen, eine Vorkontrolle vereinbaren und – wenn alles stimmt – den Schutzvertrag vorbereiten",
              ],
              ["Rechtsgrundlage", "Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen auf deine Anfrage)"],
            ]}
          />
        </SubSection>

        <SubSection title="Patenschaftsanfrage">
          <Facts
            items={[
              [
                "Daten",
                "der Hund, dein Name, deine E-Mail-Adresse, der monatliche Betrag und deine Angabe, ob wir dich als Patin oder Paten namentlich nennen dürfen",
              ],
              [
                "Zweck",
                "die Patenschaft einrichten, mit dir in Kontakt bleiben und dir erzählen, wie es deinem Patenhund geht",
              ],
              [
                "Rechtsgrundlage",
                "Art. 6 Abs. 1 lit. b DSGVO; für die Nennung deines Namens deine Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO",
              ],
            ]}
          />
          <p>
            Die Namensnennung ist freiwillig. Hast du ihr zugestimmt, nennen wir deinen Namen zum Beispiel auf der Seite
            deines Patenhundes oder in Beiträgen über ihn. Du kannst die Einwilligung jederzeit mit Wirkung für die
            Zukunft widerrufen, etwa mit einer kurzen E-Mail an <MailLink email={org.email} />; wir entfernen deinen
            Namen dann von der Website und nennen ihn in neuen Beiträgen nicht mehr. Die Patenschaft selbst bleibt davon
            unberührt.
          </p>
        </SubSection>

        <SubSection title="Bewerbung als Pflegestelle">
          <Facts
            items={[
              [
                "Daten",
                "dein Name, deine E-Mail-Adresse, Telefonnummer, Anschrift und Postleitzahl, deine Erfahrung mit Hunden, Tiere in deinem Haushalt (freiwillig), deine Wohnsituation, deine zeitliche Verfügbarkeit und deine Nachricht",
              ],
              [
                "Zweck",
                "deine Bewerbung prüfen, ein Kennenlerngespräch führen (Telefon, Video oder Besuch), die Vorkontrolle durchführen, einen passenden Hund finden und dich während der Pflegezeit begleiten",
              ],
              ["Rechtsgrundlage", "Art. 6 Abs. 1 lit. b DSGVO"],
            ]}
          />
          <p>
            Für die Vorkontrolle geben wir deinen Namen, deine Anschrift und Telefonnummer an eine ehrenamtliche
            Helferin oder einen Helfer unseres Vereins in deiner Nähe weiter, die oder der dich besucht. Das gilt ebenso
            für die Vorkontrolle vor einer Adoption.
          </p>
        </SubSection>

        <SubSection title="Kontaktformular, E-Mail und Telefon">
          <Facts
            items={[
              [
                "Daten",
                "dein Name, deine E-Mail-Adresse, deine Telefonnummer (freiwillig), deine Nachricht und gegebenenfalls der Hund, um den es geht; bei E-Mails und Anrufen die Angaben, die du uns dabei machst",
              ],
              ["Zweck", "deine Frage beantworten"],
              [
                "Rechtsgrundlage",
                "Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse, Anfragen zu beantworten); zielt deine Anfrage auf eine Adoption, Pflegestelle, Patenschaft oder Mitgliedschaft, Art. 6 Abs. 1 lit. b DSGVO",
              ],
            ]}
          />
        </SubSection>

        <SubSection title="Angebot als Flugpatin oder Flugpate">
          <Facts
            items={[
              [
                "Daten",
                "dein Name, deine E-Mail-Adresse und Telefonnummer, Abflug- und Zielflughafen, Datum und Nummer deines Flugs, wie viele Hunde deine Fluggesellschaft erlaubt, und deine Nachricht (freiwillig)",
              ],
              [
                "Zweck",
                "einen Hund finden, der mit dir fliegen kann, ihn bei der Fluggesellschaft auf deinen Flug buchen und mit dir die Übergabe am Abflughafen und die Ankunft absprechen",
              ],
              ["Rechtsgrundlage", "Art. 6 Abs. 1 lit. b DSGVO"],
            ]}
          />
          <p>
            Um den Hund auf deinen Flug zu buchen, geben wir der Fluggesellschaft die Angaben zu deinem Flug, die sie
            dafür braucht. Für die Übergabe erfahren die Ehrenamtlichen, die den Hund zum Flughafen bringen, und die
            Familie, die ihn abholt, deinen Flug und, soweit es für das Treffen nötig ist, deinen Namen und deine
            Telefonnummer.
          </p>
        </SubSection>

        <SubSection title="Mitgliedsantrag">
          <Facts
            items={[
              [
                "Daten",
                "Art der Mitgliedschaft (aktiv oder fördernd), Anrede, Vor- und Nachname, Geburtsdatum, Anschrift (Straße, Adresszusatz, Postleitzahl, Ort, Land), E-Mail-Adresse, Telefon- und/oder Mobilnummer, Facebook-Name (freiwillig), gewünschtes Eintrittsdatum, Zahlungsrhythmus (monatlich, vierteljährlich, halbjährlich oder jährlich) und Höhe des Beitrags, Zahlungsart (SEPA-Lastschrift oder Überweisung) und bei Lastschrift Kontoinhaber/in, IBAN und das Datum des Mandats",
              ],
              [
                "Zweck",
                "über deine Aufnahme entscheiden und deine Mitgliedschaft verwalten: Mitgliederverzeichnis, Einladungen zur Mitgliederversammlung, Beiträge im gewählten Rhythmus einziehen oder verbuchen, Zuwendungsbestätigungen ausstellen und dich über die Vereinsarbeit informieren",
              ],
              ["Rechtsgrundlage", "Art. 6 Abs. 1 lit. b DSGVO (Mitgliedschaft nach unserer Satzung)"],
            ]}
          />
          <p>
            Dein Geburtsdatum brauchen wir, weil Mitglieder volljährig sein müssen, und um Verwechslungen zu vermeiden.
            Deinen Facebook-Namen verwenden wir nur, wenn du ihn angibst, damit wir dich etwa in unserer Gruppe für
            Mitglieder zuordnen können. Deine IBAN speichern wir verschlüsselt; sie sieht nur unsere Kasse (sonst nur
            gekürzt, etwa DE89 … 30 00), sie steht in keiner E-Mail und keinem Protokoll und geht nur in die
            Lastschriftdatei an unsere Bank. Nach deiner Aufnahme erhältst du per E-Mail einen Link zu deiner
            persönlichen Seite mit deiner Mitgliedschaft und deinem Mandat; gib ihn bitte nicht weiter. Löschst du deine
            Daten, entfernen wir Person und Konto; Mitgliedsnummer, Beiträge und ausgestellte Zuwendungsbestätigungen
            bewahren wir als Buchungsbelege für die gesetzliche Frist auf. Endet deine Mitgliedschaft, löschen wir Person,
            Konto und Link nach Ablauf der Aufbewahrungsfrist für Anfragen; Beiträge und Zuwendungsbestätigungen zehn
            Jahre nach dem Ende des Jahres, in dem die Mitgliedschaft endete. Vor jeder Lastschrift kündigen wir dir Betrag
            und Datum per E-Mail an.
          </p>
        </SubSection>

        <SubSection title="Benachrichtigung über neue Hunde">
          <Facts
            items={[
              [
                "Daten",
                "deine E-Mail-Adresse, die Sprache der Website, deine Auswahl (Art der Hunde, Land, wie oft) sowie als Nachweis deiner Einwilligung der Zeitpunkt deiner Anfrage und der Zeitpunkt, zu dem du den Bestätigungslink geklickt hast; welche Hunde wir dir schon gemeldet haben. Deine IP-Adresse speichern wir dafür nicht.",
              ],
              ["Zweck", "dir per E-Mail neue Hunde melden, die zu deiner Auswahl passen"],
              ["Rechtsgrundlage", "deine Einwilligung, Art. 6 Abs. 1 lit. a DSGVO"],
            ]}
          />
          <p>
            Wir schicken dir erst etwas, wenn du den Link in unserer Bestätigungs-E-Mail geöffnet und bestätigt hast
            (Double-Opt-in). Bestätigst du nicht, löschen wir die Anfrage nach 48 Stunden. Deine Einwilligung kannst du
            jederzeit widerrufen: Jede Benachrichtigung enthält einen Link zum Abbestellen. Dann löschen wir deine Adresse
            und alles, was zu deiner Benachrichtigung gehört, sofort. Die E-Mails verschicken wir selbst über unseren
            E-Mail-Anbieter; kein Newsletter-Dienst und kein anderer Dritter erhält deine Adresse.
          </p>
        </SubSection>

        <SubSection title="Schutz vor Spam und Missbrauch">
          <p>
            Damit unsere Formulare nicht von Spam-Programmen überflutet werden, enthalten sie ein für Menschen
            unsichtbares Feld, das leer bleiben muss, und der Server prüft, ob ein Formular nicht unrealistisch schnell
            ausgefüllt wurde und ob es wirklich von unserer Website abgeschickt wurde. Außerdem begrenzen wir, wie viele
            Formulare von derselben IP-Adresse in kurzer Zeit abgeschickt werden können; die dafür nötigen Zähler
            verfallen nach höchstens {rateLimitWindow}.
          </p>
          <p>
            Verdächtige Einsendungen löschen wir nicht ungesehen, sondern markieren sie und sehen sie uns an, damit keine
            echte Anfrage verloren geht; danach gelten dieselben Löschfristen wie für alle Anfragen. Rechtsgrundlage ist
            Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im Schutz unserer Website und unseres
            Postfachs vor Missbrauch.
          </p>
        </SubSection>
        <SubSection title="Statusseite und Nachrichten zu deiner Anfrage">
          <p>
            Nach einer Adoptions-, Patenschafts- oder Pflegestellenanfrage schicken wir dir mit der Bestätigung einen
            persönlichen Link. Auf der Seite dahinter siehst du, wo deine Anfrage steht, liest unsere Nachrichten, kannst
            uns antworten oder die Anfrage zurückziehen. Sie zeigt nichts von dem, was im Formular eingegeben wurde,
            außer deinen eigenen Antworten auf dieser Seite. Den Link speichern wir nur als Prüfwert (Hash); er gilt, bis
            deine Anfrage gelöscht wird. Beim Weiterklicken gibt die Seite ihre Adresse nicht weiter, damit dein Link bei
            niemandem sonst landet. Unsere Nachrichten an dich und deine Antworten speichern wir bei deiner Anfrage und
            löschen sie mit ihr. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.
          </p>
        </SubSection>
        <SubSection title="Vorkontrolle">
          <p>
            Vor einer Adoption oder der Aufnahme als Pflegestelle besucht dich eine Ehrenamtliche oder ein Ehrenamtlicher
            unseres Vereins aus deiner Nähe. Sie oder er erhält dafür nur deinen Namen, deine Adresse, deine
            Telefonnummer und den Namen des Hundes – nichts sonst aus deiner Anfrage. Nach dem Besuch hält sie oder er
            in einer Checkliste fest, wie es war, und kann Fotos anfügen (ohne Standort- und Kameradaten gespeichert und
            nur für unser Team sichtbar). Das Ergebnis speichern wir bei deiner Anfrage und löschen es mit ihr. Auf
            deiner Statusseite steht nur, dass die Vorkontrolle ansteht oder erledigt ist. Rechtsgrundlage ist Art. 6
            Abs. 1 lit. b DSGVO.
          </p>
        </SubSection>
        <SubSection title="Schutzvertrag und Schutzgebühr">
          <p>
            Kommt es zur Adoption, schließen wir mit dir auf deiner Statusseite einen Schutzvertrag. Dafür speichern wir
            deinen Namen, deine Postanschrift, den Hund mit seiner Chipnummer, die Schutzgebühr, den Vertragstext und
            beim Unterschreiben den eingetippten Namen, den Zeitpunkt und einen verschlüsselten Prüfwert (Hash) deiner
            IP-Adresse, nie die Adresse selbst; außerdem, wann die Schutzgebühr eingegangen ist. Rechtsgrundlage ist
            Art. 6 Abs. 1 lit. b DSGVO. Ein nicht unterschriebener Vertrag und der Vermerk zur Schutzgebühr werden mit
            deiner Anfrage gelöscht. <strong>Ausnahme:</strong> Einen unterschriebenen Vertrag bewahren wir{" "}
            {facts.contractRetentionYears} Jahre nach der Unterschrift auf, auch wenn deine Anfrage vorher gelöscht
            wird, auch auf deinen Wunsch hin – als Nachweis des Vertrags und um Ansprüche daraus geltend machen oder
            abwehren zu können (Art. 6 Abs. 1 lit. b, c und f DSGVO, Art. 17 Abs. 3 lit. e DSGVO). Danach löschen wir
            ihn automatisch.
          </p>
        </SubSection>
        <SubSection title="Nach der Übergabe: Neuigkeiten und „Glücklich vermittelt“">
          <p>
            Zwei Wochen und drei Monate nachdem dein Hund bei dir angekommen ist, fragen wir dich per E-Mail, wie es
            euch geht. Über den Link darin kannst du uns Neuigkeiten und bis zu fünf Fotos schicken; die Fotos speichern
            wir ohne Standort-, Datums- und Kameradaten. Sie sind nur für unser Team sichtbar und werden mit deiner
            Anfrage gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (die Begleitung nach der Adoption gehört zum
            Schutzvertrag).
          </p>
          <p>
            Nur wenn du es ankreuzt, zeigen wir deine Geschichte auf unserer Website unter „Glücklich vermittelt“: mit
            dem Namen deines Hundes, deinen Worten (gekürzt und übersetzt) und deinen Fotos, nie mit deinem Nachnamen
            oder Wohnort. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Du kannst sie jederzeit
            auf derselben Seite mit einem Klick widerrufen; dann nehmen wir die Geschichte sofort von der Website.
            Eine veröffentlichte Geschichte bleibt online, bis du widerrufst oder die Löschung deiner Daten verlangst –
            auch über die Löschfrist deiner Anfrage hinaus; dann verbinden wir sie nur noch über einen verschlüsselten
            Prüfwert (Hash) deiner E-Mail-Adresse mit dir, damit wir sie auf deinen Wunsch finden und löschen können.
          </p>
        </SubSection>
      </Section>

      <Section {...sections.donations}>
        <p>
          Auf unseren Spendenseiten findest du unsere Bankverbindung und Links zu PayPal und Teaming. Die
          Spendenformulare, etwa für das Hospiz, die Finca Chaos oder die Residencia Monika, fragen keine
          personenbezogenen Daten ab: Du wählst nur Betrag, Zweck und Zahlungsweg und wirst anschließend zu PayPal
          weitergeleitet oder siehst unsere Bankverbindung.
        </p>
        <p>
          Überweist du uns eine Spende, übermittelt uns unsere Bank deinen Namen, deine IBAN, den Betrag, den
          Verwendungszweck und das Datum. Diese Angaben verwenden wir, um die Spende zu verbuchen, dir zu danken und
          {org.taxNote ? " – wenn du uns dafür deine Anschrift mitteilst – eine Zuwendungsbestätigung auszustellen" : " sie ordnungsgemäß abzurechnen"}
          . Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b DSGVO und Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit den
          steuerrechtlichen Pflichten des Vereins (insbesondere Abgabenordnung
          {org.taxNote ? " und Einkommensteuer-Durchführungsverordnung" : ""}).
        </p>
        <p>
          Spendest du über PayPal, ist die PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449
          Luxemburg, für die Zahlung selbst verantwortlich; wir erhalten von PayPal deinen Namen, deine E-Mail-Adresse,
          den Betrag und eine eventuelle Nachricht. Bei Teaming meldest du dich selbst auf der Plattform an; dort gelten
          deren Datenschutzhinweise, und wir sehen als Gruppenverwalter nur die Angaben, die Teaming uns anzeigt – in
          der Regel deinen Namen.
        </p>
      </Section>

      <Section {...sections.recipients}>
        <p>Deine Daten erhalten nur die Stellen, die sie für dein Anliegen wirklich brauchen:</p>
        <BulletList>
          <li>
            <strong>Hosting-Anbieter:</strong> betreibt Server und Datenbank dieser Website in unserem Auftrag
            (Auftragsverarbeitung nach Art. 28 DSGVO, Rechenzentrum in der EU).
          </li>
          <li>
            <strong>E-Mail-Anbieter:</strong> stellt die Formulareingaben an das Postfach des Vereins zu und speichert
            unsere E-Mails, ebenfalls als Auftragsverarbeiter nach Art. 28 DSGVO mit Servern in der EU.
          </li>
          <li>
            <strong>Bild- und Speicherserver:</strong> liefert Fotos der Hunde und Bilder unserer Beiträge aus, als
            Auftragsverarbeiter (siehe „Schriften, Bilder und externe Links“).
          </li>
          <li>
            <strong>Unser spanischer Partnerverein:</strong> Viele unserer Hunde leben noch in Spanien und werden dort von
            der {sister.legalName} betreut. Betrifft deine Adoptions-, Patenschafts- oder Pflegestellenanfrage einen
            solchen Hund, leiten wir die Angaben, die dafür nötig sind (Name, Kontaktdaten, der Hund und der Inhalt
            deiner Anfrage), an den spanischen Verein weiter, damit er dir Auskunft über den Hund geben und ihn auf die
            Reise vorbereiten kann. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Umgekehrt leitet der spanische Verein
            Anfragen zu Hunden, die in Deutschland leben, an uns weiter. Mitgliedsanträge und Nachrichten, die keinen
            Hund des anderen Vereins betreffen, geben wir nicht weiter. Für die Daten, die er erhält, ist der spanische
            Verein selbst verantwortlich; in Spanien gilt dieselbe DSGVO.
          </li>
          <li>
            <strong>Bei einer Adoption:</strong> Reist ein Hund zu dir, tragen wir deinen Namen und deine Anschrift in die
            vorgeschriebenen Tiergesundheitsbescheinigungen ein, die über das EU-System TRACES an die zuständigen
            Veterinärbehörden gehen, und in den EU-Heimtierausweis des Hundes. Das Transportunternehmen erhält deinen
            Namen, deine Telefonnummer und den Übergabeort. Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b und lit. c DSGVO.
          </li>
          <li>
            <strong>Behörden:</strong> etwa das Finanzamt, nur soweit wir gesetzlich dazu verpflichtet sind.
          </li>
        </BulletList>
        <p>
          Wir übermitteln keine Daten in Länder außerhalb der EU bzw. des Europäischen Wirtschaftsraums. Nur wenn du
          selbst Dienste wie WhatsApp oder PayPal nutzt, kann deren Anbieter Daten auch außerhalb der EU verarbeiten
          (siehe unten).
        </p>
      </Section>

      <Section {...sections.retention}>
        <BulletList>
          <li>
            <strong>Formulareingaben</strong> (in unserer Datenbank und in unserem Postfach) löschen wir{" "}
            {facts.formRetentionDays} Tage nach Eingang, wenn daraus keine Adoption, Pflegestelle, Patenschaft oder
            Mitgliedschaft wird. Dasselbe gilt für Nachrichten per E-Mail oder WhatsApp.
          </li>
          <li>
            <strong>Benachrichtigung über neue Hunde:</strong> bis du sie abbestellst; unbestätigte Anfragen 48 Stunden.
          </li>
          <li>
            <strong>Neuigkeiten und Fotos nach der Übergabe:</strong> mit deiner Anfrage; eine veröffentlichte Geschichte
            („Glücklich vermittelt“), bis du deine Einwilligung widerrufst oder ihre Löschung verlangst.
          </li>
          <li>
            <strong>Wie wir löschen:</strong> Nach Ablauf der Frist oder auf deinen Wunsch entfernen wir deine Daten aus
            der Datenbank, aus ihren Dateien auf dem Server und aus den dort abgelegten Kopien unserer E-Mails. Zwei
            Kopien vergehen erst danach: das Änderungsprotokoll des Datenbankservers, das er nach wenigen Tagen selbst
            überschreibt, und unsere verschlüsselten Sicherungen, die wir nach {facts.backupRetentionDays} Tagen löschen.
          </li>
          <li>
            <strong>Adoption:</strong> Kommt ein Schutzvertrag zustande, bewahren wir deine Daten für seine Dauer auf – in
            der Regel das Leben des Hundes lang, denn wir bleiben für ihn da – und danach, solange gesetzliche
            Aufbewahrungsfristen es verlangen.
          </li>
          <li>
            <strong>Pflegestelle und Patenschaft:</strong> solange die Zusammenarbeit bzw. die Patenschaft besteht;
            danach löschen wir die Daten innerhalb von {facts.formRetentionDays} Tagen, soweit keine Aufbewahrungspflichten
            bestehen. Deinen Namen als Patin oder Pate nennen wir nur, bis du widerrufst oder die Patenschaft endet.
          </li>
          <li>
            <strong>Mitgliedschaft:</strong> für die Dauer der Mitgliedschaft; nach deinem Austritt löschen wir deine
            Daten, soweit keine Aufbewahrungspflichten bestehen.
          </li>
          <li>
            <strong>Gesetzliche Aufbewahrungsfristen:</strong> Buchungsunterlagen zu Beiträgen und Spenden
            {org.taxNote ? " sowie Zuwendungsbestätigungen" : ""} bewahren wir nach den steuerrechtlichen Vorschriften
            (insbesondere § 147 Abgabenordnung) auf – je nach Unterlage sechs, acht oder zehn Jahre.
          </li>
          <li>
            <strong>Server-Logdateien:</strong> {facts.logRetentionDays} Tage; Zähler des Spamschutzes höchstens{" "}
            {rateLimitWindow}.
          </li>
          <li>
            <strong>Auf deinem Gerät:</strong> deine Cookie-Auswahl {facts.consentValidityDays} Tage, deine Merkliste{" "}
            {WATCHLIST_COOKIE_DAYS} Tage nach der letzten Änderung, Formularentwürfe bis zum erfolgreichen Absenden oder
            bis du sie löschst (siehe nächster Abschnitt).
          </li>
        </BulletList>
      </Section>

      <Section {...sections.cookies}>
        <p>
          Wir setzen keine Werbe- oder Tracking-Cookies ein. Was diese Website auf deinem Gerät ablegt, speichert sie im
          lokalen Speicher (Local Storage) deines Browsers; diese Einträge werden nicht automatisch an uns übertragen.
          Die einzige Ausnahme ist deine Merkliste, wenn du eine anlegst (unten).
        </p>

        <SubSection title="Das Einwilligungs-Banner">
          <p>
            Bei deinem ersten Besuch fragt dich nach wenigen Sekunden ein Banner, ob wir eine Besucherstatistik nutzen
            dürfen. „Ablehnen“ und „Statistik erlauben“ stehen gleichwertig nebeneinander; ablehnen ist genauso einfach
            wie zustimmen, und wer das Banner schließt, lehnt ab. Solange du nicht zugestimmt hast, wird nichts geladen.
          </p>
          <p>
            Deine Wahl speichern wir im lokalen Speicher deines Browsers unter dem Namen „{CONSENT_KEY}“: ob du der
            Statistik zugestimmt hast (ja oder nein), den Zeitpunkt deiner Entscheidung und das Ablaufdatum. Nach{" "}
            {facts.consentValidityDays} Tagen läuft der Eintrag ab, und wir fragen dich erneut. Der Eintrag bleibt auf
            deinem Gerät. Rechtsgrundlage für das Speichern ist § 25 Abs. 2 Nr. 2 TDDDG, denn ohne ihn könnten wir deine
            Entscheidung nicht respektieren.
          </p>
        </SubSection>

        <SubSection title="Besucherstatistik – nur mit deiner Einwilligung">
          <p>
            Stimmst du zu, laden wir ein datensparsames Statistikwerkzeug. Es zeigt uns in zusammengefasster Form,
            welche Seiten wie oft aufgerufen werden, über welche Seiten Besucherinnen und Besucher zu uns kommen, welche
            Geräte- und Browsertypen sie nutzen und aus welchem Land die Aufrufe ungefähr stammen. So erkennen wir, welche
            Hunde und Seiten mehr Aufmerksamkeit brauchen.
          </p>
          <p>
            Wir nutzen dafür nur ein Werkzeug, das keine Profile über verschiedene Websites hinweg bildet, keine Werbung
            ausspielt und keine vollständigen IP-Adressen speichert, und das entweder auf unserem eigenen Server läuft
            oder von einem Anbieter in der EU als unser Auftragsverarbeiter betrieben wird. Ist kein solches Werkzeug
            eingerichtet, wird auch nach deiner Zustimmung nichts geladen. Rechtsgrundlage ist deine Einwilligung nach
            Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG.
          </p>
        </SubSection>

        <SubSection title="Wahl ändern oder Einwilligung widerrufen">
          <p>
            Über den Link „Cookie-Einstellungen“ in der Fußzeile jeder Seite oder mit der Schaltfläche hier öffnest du
            das Banner erneut und kannst deine Wahl jederzeit ändern. Der Widerruf ist so einfach wie die Zustimmung und
            wirkt für die Zukunft (Art. 7 Abs. 3 DSGVO); die Rechtmäßigkeit der Verarbeitung bis dahin bleibt unberührt.
            Ein bereits geladenes Statistikskript ist spätestens nach dem nächsten Neuladen der Seite nicht mehr aktiv.
          </p>
          <p>
            <CookieSettingsButton>Cookie-Einstellungen öffnen</CookieSettingsButton>
          </p>
        </SubSection>

        <SubSection id="merkliste" title="Deine Merkliste">
          <p>
            Tippst du bei einem Hund auf das Herz, merkt sich diese Website den Hund in einem Cookie namens „merkliste“
            (auf einer verschlüsselten Verbindung „__Host-merkliste“): für jeden gemerkten Hund die Kennung seiner Seite
            und seinen Namen, höchstens {WATCHLIST_MAX_DOGS} Hunde. Sonst nichts – keine Kennung von dir oder deinem
            Gerät. Dein Browser schickt das Cookie bei jedem Aufruf dieser Website mit, damit wir die Herzen und die Zahl
            in der Kopfzeile anzeigen können, auch ohne JavaScript. Wir speichern die Merkliste nicht bei uns, und sie
            erscheint nicht in unseren Server-Logdateien. Seiten, die sie zeigen, werden von keinem Zwischenspeicher für
            andere aufbewahrt. Das Cookie gilt nur für diese Website (nicht für unsere spanische Seite), ist für Skripte
            nicht lesbar und wird {WATCHLIST_COOKIE_DAYS} Tage nach deiner letzten Änderung gelöscht, sofort, wenn du den
            letzten Hund entfernst, oder wenn du die Cookies dieser Website in deinem Browser löschst.
          </p>
          <p>
            Das Cookie ist für die Merkliste, die du selbst angelegt hast, unbedingt erforderlich; deshalb fragen wir
            dafür nicht im Einwilligungs-Banner. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG.
          </p>
        </SubSection>

        <SubSection title="Entwürfe deiner Formulare">
          <p>
            Damit nichts verloren geht, wenn du ein Formular unterbrichst – etwa den Mitgliedsantrag –, merkt sich dein
            Browser deine Eingaben als Entwurf im lokalen Speicher. Dieser Entwurf bleibt auf deinem Gerät; an uns wird er
            erst übertragen, wenn du das Formular abschickst. Nach dem erfolgreichen Absenden wird er gelöscht. Du kannst
            ihn jederzeit selbst entfernen, indem du die gespeicherten Website-Daten in deinem Browser löschst – auf
            Geräten, die du mit anderen teilst, empfehlen wir das. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG.
          </p>
        </SubSection>
      </Section>

      <Section {...sections.chat}>
        <p>
          Wir bieten keinen Live-Chat an und binden keine Chat-Software ein. Auf unserer Website findest du aber Links zu
          WhatsApp, etwa für eine schnelle Frage zu einem Hund. Diese Links führen zu wa.me, einer Adresse von WhatsApp:
          Mit dem Klick verlässt du unsere Website. Solange du nicht klickst, wird nichts an WhatsApp übertragen.
        </p>
        <p>
          Schreibst du uns über WhatsApp, gelten die Nutzungsbedingungen und Datenschutzhinweise von WhatsApp. Anbieter
          für Nutzerinnen und Nutzer in Europa ist die WhatsApp Ireland Limited, Merrion Road, Dublin 4, D04 X2K5,
          Irland, ein Unternehmen von Meta. Meta verarbeitet Daten auch in den USA; Meta ist nach dem EU-US Data Privacy
          Framework zertifiziert, für das die EU-Kommission einen Angemessenheitsbeschluss erlassen hat.
        </p>
        <p>
          Von einer WhatsApp-Nachricht erhalten wir deine Telefonnummer, deinen Profilnamen und deine Nachrichten. Wir
          verwenden sie nur, um dir zu antworten (Art. 6 Abs. 1 lit. b bzw. lit. f DSGVO). Möchtest du WhatsApp nicht
          nutzen, erreichst du uns genauso per E-Mail unter <MailLink email={org.email} /> oder telefonisch unter{" "}
          <PhoneLink phone={org.phone} />.
        </p>
      </Section>

      <Section {...sections.external}>
        <p>
          Schriften, Skripte und Stile dieser Website liefert unser eigener Server aus. Wir binden keine Web-Schriften,
          Karten, Videos, Kommentarfunktionen oder Schaltflächen sozialer Netzwerke fremder Anbieter ein.
        </p>
        <p>
          Die Fotos unserer Hunde und die Bilder in Blogbeiträgen und Ratgebern kommen entweder ebenfalls von unserem
          Server oder von einem Bild- bzw. Speicherserver, den ein Dienstleister in unserem Auftrag betreibt – etwa der
          Anbieter unserer Tierdatenbank (Auftragsverarbeitung nach Art. 28 DSGVO). Wie bei jedem Abruf erhält dieser
          Server dabei deine IP-Adresse und die Angaben deines Browsers; er verwendet sie nur, um die Bilder
          auszuliefern. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, die
          Bilder zuverlässig und schnell zu zeigen.
        </p>
        <p>
          Verweise auf PayPal, Teaming, Facebook, Instagram und Tiervermittlungsportale sowie die Teilen-Links in
          unseren Beiträgen (Facebook, X, LinkedIn, E-Mail) sind einfache Links. Erst wenn du darauf klickst, verlässt
          du unsere Website oder öffnet sich ein Fenster des jeweiligen Anbieters; ab dann gelten dessen
          Datenschutzhinweise.
        </p>
        <p>
          Für die Statistiken zu unseren eigenen Auftritten bei Facebook und Instagram („Insights“) sind wir gemeinsam
          mit der Meta Platforms Ireland Limited verantwortlich (Art. 26 DSGVO). Meta stellt uns dabei nur
          zusammengefasste Zahlen zur Verfügung; deine Rechte kannst du auch direkt gegenüber Meta geltend machen.
        </p>
      </Section>

      <Section {...sections.tls}>
        <p>
          Diese Website nutzt aus Sicherheitsgründen eine SSL- bzw. TLS-Verschlüsselung, insbesondere für die Daten, die
          du uns über Formulare sendest. Eine verschlüsselte Verbindung erkennst du an „https://“ in der Adresszeile und
          am Schloss-Symbol deines Browsers. Ist sie aktiv, können Dritte die Daten, die du an uns übermittelst, nicht
          mitlesen. Auch die Zustellung an unser Postfach erfolgt verschlüsselt, soweit der empfangende Server das
          unterstützt.
        </p>
      </Section>

      <Section {...sections.automated}>
        <p>
          Wir treffen keine ausschließlich automatisierten Entscheidungen im Sinne von Art. 22 DSGVO und erstellen keine
          Profile. Ob ein Hund zu dir passt, entscheiden Menschen – im Gespräch mit dir.
        </p>
      </Section>

      <Section {...sections.rights}>
        <p>
          Du hast uns gegenüber folgende Rechte hinsichtlich der Daten, die wir über dich verarbeiten. Eine formlose
          Nachricht an <MailLink email={org.email} /> oder per Post genügt. Wir antworten innerhalb eines Monats,
          kostenlos. Haben wir begründete Zweifel, ob eine Anfrage wirklich von dir stammt, bitten wir dich um einen
          Nachweis, damit wir deine Daten nicht an Unbefugte herausgeben.
        </p>
        <BulletList>
          <li>
            <strong>Auskunft</strong> darüber, ob und welche Daten wir über dich verarbeiten (Art. 15 DSGVO),
          </li>
          <li>
            <strong>Berichtigung</strong> unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO),
          </li>
          <li>
            <strong>Löschung</strong> deiner Daten, soweit keine Pflicht zur Aufbewahrung entgegensteht (Art. 17 DSGVO),
          </li>
          <li>
            <strong>Einschränkung der Verarbeitung</strong>, etwa solange die Richtigkeit deiner Daten geklärt wird
            (Art. 18 DSGVO),
          </li>
          <li>
            <strong>Datenübertragbarkeit:</strong> Daten, die du uns gegeben hast und die wir aufgrund deiner
            Einwilligung oder eines Vertrags automatisiert verarbeiten, erhältst du in einem gängigen, maschinenlesbaren
            Format (Art. 20 DSGVO),
          </li>
          <li>
            <strong>Widerruf deiner Einwilligung</strong> jederzeit mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO),
            etwa für die Namensnennung als Patin oder Pate oder für die Besucherstatistik,
          </li>
          <li>
            <strong>Widerspruch</strong> gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO, siehe
            unten).
          </li>
        </BulletList>

        <Highlight title="Dein Widerspruchsrecht nach Art. 21 DSGVO">
          <p>
            Soweit wir deine Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO) verarbeiten – etwa
            in Server-Logdateien, beim Spamschutz oder bei der Beantwortung von Kontaktanfragen –, kannst du aus Gründen,
            die sich aus deiner besonderen Situation ergeben, jederzeit Widerspruch einlegen. Wir verarbeiten diese Daten
            dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die deine Interessen,
            Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung
            von Rechtsansprüchen. Für deinen Widerspruch genügt eine formlose Nachricht an{" "}
            <MailLink email={org.email} />.
          </p>
        </Highlight>

        <SubSection title="Beschwerderecht bei einer Aufsichtsbehörde">
          <p>
            Meinst du, dass wir mit deinen Daten nicht richtig umgehen, sprich uns gern zuerst an – wir nehmen das ernst.
            Unabhängig davon hast du das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77
            DSGVO), insbesondere in dem Mitgliedstaat deines Aufenthaltsorts, deines Arbeitsplatzes oder des mutmaßlichen
            Verstoßes. Für uns zuständig ist:
          </p>
          <address className="not-italic">
            Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein (ULD)
            <br />
            Holstenstraße 98
            <br />
            24103 Kiel
            <br />
            <OutsideLink href="https://www.datenschutzzentrum.de/">Website des ULD: www.datenschutzzentrum.de</OutsideLink>
          </address>
        </SubSection>
      </Section>

      <Section {...sections.changes}>
        <p>
          Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, unsere Abläufe oder die Rechtslage ändern.
          Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.
        </p>
      </Section>

      <DateStamp locale="de" date={today} label="Stand" />
    </LegalText>
  );
}
