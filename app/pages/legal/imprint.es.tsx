/**
 * Aviso legal of the Spanish association (art. 10 LSSI-CE), with the
 * conditions of use, intellectual property and liability for links.
 * Every name, address, number and board member comes from the organisation module.
 */
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import {
  BulletList, Facts, LegalText, MailLink, PageLink, PhoneLink, PostalAddress, Section, optionalOrgText,
} from "./ui.tsx";

export function ImprintEs({ organisation }: { organisation: Organisation }) {
  const org = organisation.es;
  const sister = organisation.de;
  const roles = messages.es.board;
  const nif = optionalOrgText(org, "taxId");

  return (
    <LegalText>
      <Section title="1. Datos identificativos del titular">
        <p>
          En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la
          Información y de Comercio Electrónico (LSSI-CE), se facilitan los datos identificativos del titular de este
          sitio web:
        </p>
        <Facts
          items={[
            ["Denominación", org.legalName],
            ["Naturaleza", "Asociación sin ánimo de lucro, sujeta a la Ley Orgánica 1/2002, de 22 de marzo, reguladora del Derecho de Asociación"],
            nif ? ["NIF", nif] : null,
            ["Domicilio social", <PostalAddress key="address" org={org} withName={false} />],
            ["Correo electrónico", <MailLink key="email" email={org.email} />],
            ["Teléfono", <PhoneLink key="phone" phone={org.phone} />],
            org.register
              ? ["Datos registrales", `Inscrita en el ${org.register.court} con el número ${org.register.number}`]
              : null,
          ]}
        />
      </Section>

      <Section title="2. Junta Directiva">
        <p>La Asociación está representada por su Junta Directiva, integrada por las siguientes personas:</p>
        <BulletList>
          {org.board.map((member) => (
            <li key={member.role}>
              {roles[member.role]}: {member.name}
            </li>
          ))}
        </BulletList>
      </Section>

      <Section title="3. Objeto y condiciones de uso">
        <p>
          El presente aviso legal regula el acceso y la utilización de este sitio web, a través del cual la Asociación
          da a conocer su labor de rescate, cuidado y adopción de perros abandonados, así como las distintas formas de
          colaborar con ella. El acceso es gratuito y no requiere registro previo.
        </p>
        <p>
          La navegación por el sitio web atribuye la condición de usuario e implica la aceptación de las condiciones
          publicadas en el momento del acceso. El usuario se compromete a hacer un uso diligente y lícito del sitio web y
          de sus contenidos, conforme a la legislación vigente, la buena fe y el orden público, y en particular a:
        </p>
        <BulletList>
          <li>no utilizar el sitio web con fines ilícitos o lesivos de los derechos e intereses de terceros;</li>
          <li>
            no introducir ni difundir virus informáticos u otros sistemas que puedan dañar el sitio web, sus sistemas o
            los equipos de otros usuarios;
          </li>
          <li>
            facilitar datos veraces en los formularios, no suplantar la identidad de otras personas y no enviar
            comunicaciones comerciales o publicitarias a través de ellos.
          </li>
        </BulletList>
        <p>
          La información sobre los perros (edad, tamaño, salud, carácter y disponibilidad) se basa en las observaciones
          de la Asociación, de sus voluntarios, casas de acogida y veterinarios, y puede variar con el tiempo. Tiene
          carácter meramente informativo y no constituye una oferta vinculante: la adopción se formaliza únicamente
          mediante el correspondiente contrato de adopción.
        </p>
        <p>
          La Asociación podrá modificar en cualquier momento la presentación, la configuración y los contenidos del
          sitio web, así como el presente aviso legal. Será de aplicación la versión publicada en el momento del acceso.
        </p>
      </Section>

      <Section title="4. Propiedad intelectual e industrial">
        <p>
          Los contenidos del sitio web —textos, fotografías, ilustraciones, logotipos, diseño gráfico y código fuente—
          son titularidad de la Asociación o de terceros que han autorizado su uso, en particular de los voluntarios,
          casas de acogida y familias adoptantes que ceden sus fotografías, y están protegidos por el texto refundido de
          la Ley de Propiedad Intelectual, aprobado por el Real Decreto Legislativo 1/1996, de 12 de abril, y por la
          demás normativa aplicable.
        </p>
        <p>
          Queda prohibida la reproducción, distribución, comunicación pública o transformación, total o parcial, de
          dichos contenidos sin la autorización previa de la Asociación o de sus titulares, salvo en los casos
          legalmente permitidos. Se autoriza expresamente, y se agradece, compartir enlaces a las fichas de los perros y
          a los artículos del sitio web en redes sociales o por correo electrónico. Para cualquier otro uso, por ejemplo
          en medios de comunicación, puede solicitarse autorización en <MailLink email={org.email} />.
        </p>
        <p>
          Quien considere que algún contenido vulnera sus derechos de propiedad intelectual puede comunicarlo a la
          Asociación, que lo retirará con la mayor brevedad una vez comprobada la vulneración.
        </p>
      </Section>

      <Section title="5. Exclusión de responsabilidad">
        <p>
          La Asociación procura que la información publicada sea exacta y esté actualizada, pero no garantiza la
          ausencia de errores u omisiones. En la medida permitida por la ley, no responde de los daños que pudieran
          derivarse del uso de dicha información, ni de las interrupciones del servicio debidas a causas técnicas, de
          mantenimiento o ajenas a su voluntad.
        </p>
        <p>
          Las guías y artículos del blog recogen la experiencia de la Asociación en la protección animal y no sustituyen
          el examen ni el consejo de un veterinario.
        </p>
        <p>
          La Asociación adopta medidas razonables para proteger el sitio web frente a programas maliciosos, sin que
          pueda garantizar la ausencia absoluta de elementos que puedan alterar los equipos de los usuarios.
        </p>
      </Section>

      <Section title="6. Enlaces">
        <p>
          El sitio web contiene enlaces a sitios de terceros, como plataformas de pago y de donación, redes sociales y
          portales de adopción. De conformidad con el artículo 17 de la LSSI-CE, la Asociación no es responsable de los
          contenidos a los que remiten dichos enlaces, salvo que tenga conocimiento efectivo de su ilicitud y no actúe
          con diligencia para suprimir o inutilizar el enlace correspondiente. La inclusión de un enlace no implica
          relación, recomendación ni aprobación de los contenidos o servicios enlazados.
        </p>
        <p>
          Si el usuario tuviera conocimiento de que algún enlace remite a contenidos ilícitos o inadecuados, puede
          comunicarlo a <MailLink email={org.email} /> para que la Asociación lo retire.
        </p>
        <p>
          Se permite enlazar a este sitio web desde otras páginas siempre que el enlace lleve a la página completa, no
          reproduzca sus contenidos dentro de marcos ajenos y no sugiera una relación con la Asociación que no exista.
        </p>
      </Section>

      <Section title="7. Entidades independientes">
        <p>
          La Asociación colabora estrechamente con la entidad alemana {sister.legalName}, con domicilio en {sister.city}{" "}
          (Alemania), que da a conocer a los perros en ese país y acompaña allí a las familias adoptantes.
        </p>
        <p>
          Ambas son entidades jurídicas independientes: cada una actúa en su propio nombre, responde de sus propias
          obligaciones y es titular y responsable de su propio sitio web. La información legal de la entidad alemana
          («Impressum») puede consultarse en su sitio web en alemán, accesible mediante el selector de idioma «Deutsch»
          situado en la parte superior de cada página.
        </p>
      </Section>

      <Section title="8. Protección de datos">
        <p>
          El tratamiento de los datos personales de los usuarios se describe en la{" "}
          <PageLink to="privacy" locale="es">
            Política de privacidad
          </PageLink>
          .
        </p>
      </Section>

      <Section title="9. Resolución de litigios de consumo">
        <p>
          La Asociación no está adherida a ningún sistema arbitral de consumo ni a ninguna entidad de resolución
          alternativa de litigios en materia de consumo. La plataforma europea de resolución de litigios en línea dejó
          de prestar servicio el 20 de julio de 2025.
        </p>
      </Section>

      <Section title="10. Legislación aplicable y jurisdicción">
        <p>
          El presente aviso legal se rige por la legislación española. Para la resolución de cualquier controversia
          relacionada con el sitio web serán competentes los Juzgados y Tribunales que correspondan conforme a la
          normativa procesal aplicable; cuando el usuario tenga la condición de consumidor, los del lugar de su
          domicilio.
        </p>
      </Section>
    </LegalText>
  );
}
