/**
 * Política de privacidad of the Spanish site (arts. 13 RGPD y 11 LOPDGDD).
 *
 * The controller and every contact detail come from the organisation module;
 * retention periods and the spam protection's window come from the configuration
 * through ./policy.ts (`PrivacyFacts`). Statements that depend on how the
 * site is operated — hosting and e-mail provider in the EU under a processing
 * agreement (art. 28 RGPD), log rotation, the analytics tool — must stay true
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
  controller: { id: "responsable", title: "1. Responsable del tratamiento" },
  browsing: { id: "navegacion", title: "2. Navegación y registros del servidor" },
  forms: { id: "formularios", title: "3. Formularios, correo electrónico y teléfono" },
  donations: { id: "donaciones", title: "4. Donaciones" },
  recipients: { id: "destinatarios", title: "5. Destinatarios y transferencias internacionales" },
  retention: { id: "conservacion", title: "6. Plazos de conservación" },
  cookies: { id: "cookies", title: "7. Cookies, consentimiento y estadísticas" },
  chat: { id: "whatsapp", title: "8. Chat en directo y WhatsApp" },
  external: { id: "contenidos-externos", title: "9. Fuentes, imágenes y enlaces externos" },
  security: { id: "seguridad", title: "10. Seguridad y cifrado SSL/TLS" },
  automated: { id: "decisiones-automatizadas", title: "11. Decisiones automatizadas" },
  rights: { id: "derechos", title: "12. Derechos de las personas interesadas" },
  changes: { id: "modificaciones", title: "13. Modificaciones" },
} as const;

export function PrivacyEs({ today, facts, organisation }: { today: Date; facts: PrivacyFacts; organisation: Organisation }) {
  const rateLimitWindow = duration(facts.rateLimitWindowSeconds, "es");
  const org = organisation.es;
  const sister = organisation.de;

  return (
    <LegalText>
      <p>
        {org.legalName} (en adelante, «la Asociación») informa, conforme al artículo 13 del Reglamento (UE) 2016/679,
        General de Protección de Datos (RGPD), y a la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos
        Personales y garantía de los derechos digitales (LOPDGDD), sobre el tratamiento de los datos personales que se
        recogen a través de este sitio web. La Asociación solo utiliza los datos para atender a las personas que se
        interesan por sus perros y por su labor; no los vende ni los utiliza con fines publicitarios.
      </p>

      <Contents label="Índice" items={Object.values(sections)} />

      <Section {...sections.controller}>
        <Facts
          items={[
            ["Responsable", org.legalName],
            ["Domicilio", <PostalAddress key="address" org={org} withName={false} />],
            ["Correo electrónico", <MailLink key="email" email={org.email} />],
            ["Teléfono", <PhoneLink key="phone" phone={org.phone} />],
          ]}
        />
        <p>
          Los datos identificativos y registrales completos figuran en el{" "}
          <PageLink to="imprint" locale="es">
            Aviso legal
          </PageLink>
          . La Asociación no ha designado un delegado de protección de datos, al no encontrarse en ninguno de los
          supuestos del artículo 37 del RGPD ni del artículo 34 de la LOPDGDD. Cualquier consulta sobre protección de
          datos puede dirigirse a la dirección de correo electrónico indicada.
        </p>
        <p>
          Esta política se aplica al sitio web en español. El sitio web en alemán es responsabilidad de la entidad
          alemana {sister.legalName}, con domicilio en {sister.city}, que dispone de su propia política de privacidad
          («Datenschutzerklärung»).
        </p>
      </Section>

      <Section {...sections.browsing}>
        <p>
          El sitio web puede consultarse sin registrarse y sin facilitar datos personales. Para mostrar las páginas, el
          servidor necesita tratar la dirección IP del dispositivo del usuario. El sitio web se aloja en servidores de un
          proveedor de alojamiento situados en la Unión Europea, que actúa como encargado del tratamiento (artículo 28
          del RGPD). Se registran:
        </p>
        <BulletList>
          <li>
            por la propia aplicación, únicamente la fecha y hora, la página solicitada (sin parámetros de búsqueda), el
            código de respuesta y el tiempo de respuesta, sin direcciones IP, sin datos del navegador y sin el contenido
            de los formularios;
          </li>
          <li>
            por la infraestructura del proveedor de alojamiento (por ejemplo, el reparto de carga o la protección frente
            a ataques de denegación de servicio), en la medida en que lleve tales registros, además la dirección IP, la
            página de procedencia y el tipo de navegador y sistema operativo.
          </li>
        </BulletList>
        <p>
          <strong>Finalidad:</strong> prestar el servicio, garantizar la estabilidad y la seguridad del sitio web y
          detectar errores y ataques. <strong>Base jurídica:</strong> interés legítimo de la Asociación en un sitio web
          seguro y operativo (artículo 6.1.f del RGPD). <strong>Conservación:</strong> los registros se suprimen a los{" "}
          {facts.logRetentionDays} días, salvo que sea necesario conservar alguno durante más tiempo para investigar un
          incidente de seguridad concreto.
        </p>
      </Section>

      <Section {...sections.forms}>
        <p>
          Los datos enviados mediante un formulario se validan en el servidor, se guardan en la base de datos de la
          Asociación en el proveedor de alojamiento y se remiten por correo electrónico al buzón de la Asociación, donde
          los atienden los miembros de la Junta Directiva y los voluntarios encargados de cada asunto, todos ellos sujetos
          al deber de confidencialidad.
        </p>
        <p>
          Los campos obligatorios están marcados con un asterisco (*). Facilitar los datos no es una obligación legal ni
          contractual, pero sin los datos obligatorios no es posible atender la solicitud. La casilla relativa a la
          política de privacidad sirve para confirmar que se ha leído esta información; no constituye un consentimiento,
          y los datos se tratan sobre las bases jurídicas indicadas a continuación. Los formularios están dirigidos a
          personas mayores de edad.
        </p>

        <SubSection title="3.1. Solicitud de adopción">
          <Facts
            items={[
              [
                "Datos",
                "perro por el que se interesa, nombre, correo electrónico, teléfono, situación de vivienda, experiencia con perros y mensaje",
              ],
              [
                "Finalidad",
                "valorar si el perro y la familia encajan, contactar con la persona solicitante, realizar el control previo y, en su caso, preparar el contrato de adopción",
              ],
              [
                "Base jurídica",
                "aplicación de medidas precontractuales a petición de la persona interesada (artículo 6.1.b del RGPD)",
              ],
            ]}
          />
        </SubSection>

        <SubSection title="3.2. Solicitud de apadrinamiento">
          <Facts
            items={[
              [
                "Datos",
                "perro, nombre, correo electrónico, importe mensual y, en su caso, la autorización para publicar el nombre como padrino o madrina",
              ],
              [
                "Finalidad",
                "gestionar el apadrinamiento, mantener el contacto e informar sobre el perro apadrinado",
              ],
              [
                "Base jurídica",
                "ejecución del apadrinamiento (artículo 6.1.b del RGPD); la publicación del nombre, en el consentimiento de la persona interesada (artículo 6.1.a del RGPD)",
              ],
            ]}
          />
          <p>
            La publicación del nombre es voluntaria. Si se autoriza, el nombre puede aparecer, por ejemplo, en la ficha
            del perro apadrinado o en publicaciones sobre él. El consentimiento puede retirarse en cualquier momento
            escribiendo a <MailLink email={org.email} />, sin que ello afecte a la licitud del tratamiento anterior ni al
            apadrinamiento; la Asociación retirará entonces el nombre del sitio web y no lo incluirá en nuevas
            publicaciones.
          </p>
        </SubSection>

        <SubSection title="3.3. Solicitud de casa de acogida">
          <Facts
            items={[
              [
                "Datos",
                "nombre, correo electrónico, teléfono, dirección y código postal, experiencia con perros, animales que conviven en el hogar (opcional), situación de vivienda, disponibilidad y mensaje",
              ],
              [
                "Finalidad",
                "valorar la solicitud, mantener una entrevista (por teléfono, videollamada o visita), realizar el control previo, encontrar un perro adecuado y acompañar a la casa de acogida durante la estancia",
              ],
              ["Base jurídica", "artículo 6.1.b del RGPD"],
            ]}
          />
          <p>
            Para el control previo, el nombre, la dirección y el teléfono se comunican a un voluntario de la Asociación
            cercano al domicilio de la persona solicitante, que realiza la visita. Lo mismo se aplica al control previo
            de una adopción.
          </p>
        </SubSection>

        <SubSection title="3.4. Formulario de contacto, correo electrónico y teléfono">
          <Facts
            items={[
              [
                "Datos",
                "nombre, correo electrónico, teléfono (opcional), mensaje y, en su caso, el perro al que se refiere; en los correos y llamadas, los datos que se faciliten en ellos",
              ],
              ["Finalidad", "atender la consulta"],
              [
                "Base jurídica",
                "interés legítimo de la Asociación en responder a las consultas que recibe (artículo 6.1.f del RGPD); si la consulta se dirige a una adopción, acogida, apadrinamiento o alta como socio, el artículo 6.1.b del RGPD",
              ],
            ]}
          />
        </SubSection>

        <SubSection title="3.5. Oferta como padrino o madrina de vuelo">
          <Facts
            items={[
              [
                "Datos",
                "nombre, correo electrónico, teléfono, aeropuertos de salida y de llegada, fecha y número del vuelo, cuántos perros permite llevar la aerolínea y, si se añade, un mensaje",
              ],
              [
                "Finalidad",
                "buscar un perro que pueda viajar en ese vuelo, inscribirlo con la aerolínea y acordar con la persona que viaja la entrega del perro en el aeropuerto de salida y su recogida en el de llegada",
              ],
              ["Base jurídica", "artículo 6.1.b del RGPD"],
            ]}
          />
          <p>
            Para inscribir al perro en el vuelo, la Asociación comunica a la aerolínea los datos del vuelo que esta
            necesita. Para la entrega y la recogida, los voluntarios que llevan el perro al aeropuerto y la familia que
            lo espera conocen el vuelo de la persona que viaja y, en lo necesario para el encuentro, su nombre y su
            teléfono.
          </p>
        </SubSection>

        <SubSection title="3.6. Solicitud de alta como socio">
          <Facts
            items={[
              [
                "Datos",
                "modalidad (socio activo o colaborador), forma de tratamiento (señora o señor), nombre y apellidos, fecha de nacimiento, dirección (calle, datos complementarios, código postal, localidad y país), correo electrónico, teléfono fijo y/o móvil, nombre de usuario de Facebook (opcional), fecha de alta deseada, periodicidad (mensual, trimestral, semestral o anual) e importe de la cuota, forma de pago (domiciliación SEPA o transferencia) y, en la domiciliación, titular de la cuenta, IBAN y fecha de la orden",
              ],
              [
                "Finalidad",
                "resolver sobre la admisión y gestionar la condición de socio: relación de asociados, convocatorias de la Asamblea General, cobro o registro de las cuotas con la periodicidad elegida, emisión de certificados de donación e información sobre las actividades de la Asociación",
              ],
              [
                "Base jurídica",
                "relación asociativa conforme a los Estatutos (artículo 6.1.b del RGPD) y la obligación de llevar una relación actualizada de asociados (artículo 14 de la Ley Orgánica 1/2002, en relación con el artículo 6.1.c del RGPD)",
              ],
            ]}
          />
          <p>
            La fecha de nacimiento se solicita porque los socios deben ser mayores de edad y para evitar confusiones entre
            personas con el mismo nombre. El nombre de usuario de Facebook solo se utiliza si se facilita, para poder
            identificar a la persona en los grupos de socios. El IBAN se guarda cifrado; solo lo ve la tesorería (en los
            demás casos, abreviado, p. ej. ES91 … 1332), no figura en ningún correo ni registro y solo pasa al fichero
            de adeudos que enviamos a nuestro banco. Tras la admisión recibirás por correo un enlace a tu página personal
            con tu alta y tu orden de domiciliación; no lo compartas, por favor. Si solicitas la supresión de tus datos,
            borramos la persona y la cuenta; el número de socio, las cuotas y los certificados emitidos se conservan
            como justificantes contables durante el plazo legal. Cuando termina tu condición de socio, borramos la persona,
            la cuenta y el enlace al vencer el plazo de conservación de las solicitudes; las cuotas y los certificados, diez
            años después del final del año en que terminó. Antes de cada adeudo te avisamos por correo del importe y la
            fecha.
          </p>
        </SubSection>

        <SubSection title="3.7. Aviso de perros nuevos por correo">
          <Facts
            items={[
              [
                "Datos",
                "correo electrónico, idioma del sitio, la elección realizada (tipo de perros, país y frecuencia) y, como prueba del consentimiento, el momento de la solicitud y el momento en que se pulsó el enlace de confirmación; qué perros ya se han comunicado. No se guarda la dirección IP para este fin.",
              ],
              ["Finalidad", "comunicar por correo los perros nuevos que coincidan con la elección realizada"],
              ["Base jurídica", "consentimiento de la persona interesada (artículo 6.1.a del RGPD)"],
            ]}
          />
          <p>
            No se envía ningún aviso hasta que se abre el enlace del correo de confirmación y se confirma (doble opt-in). Sin
            confirmación, la solicitud se suprime a las 48 horas. El consentimiento puede retirarse en cualquier momento con
            el enlace para darse de baja que trae cada aviso; en ese momento se suprimen la dirección y todo lo relacionado
            con el aviso. Los correos los envía la propia Asociación a través de su proveedor de correo; ningún servicio de
            boletines ni otro tercero recibe la dirección.
          </p>
        </SubSection>

        <SubSection title="3.8. Protección frente a envíos abusivos">
          <p>
            Los formularios incluyen un campo invisible para las personas que debe quedar vacío; además, el servidor
            comprueba que el formulario no se haya rellenado en un tiempo inverosímil y que se haya enviado realmente
            desde este sitio web, y limita el número de envíos desde una misma dirección IP en poco tiempo. Los
            contadores necesarios para ello se eliminan en un plazo máximo de {rateLimitWindow}.
          </p>
          <p>
            Los envíos sospechosos no se descartan sin revisión: se marcan y se revisan para que ninguna solicitud real se
            pierda, y después se aplican los mismos plazos de supresión que al resto. La base jurídica es el interés
            legítimo de la Asociación en proteger el sitio web y su buzón frente a usos abusivos (artículo 6.1.f del
            RGPD).
          </p>
        </SubSection>
        <SubSection title="3.9. Página de seguimiento y mensajes de tu solicitud">
          <p>
            Tras una solicitud de adopción, apadrinamiento o casa de acogida te enviamos con la confirmación un enlace
            personal. En esa página ves en qué punto está tu solicitud, lees nuestros mensajes y puedes respondernos o
            retirar la solicitud. No muestra nada de lo que se escribió en el formulario, salvo tus propias respuestas en
            esa página. Del enlace guardamos solo un valor de comprobación (hash); vale hasta que se borra tu solicitud.
            Al seguir un enlace, la página no transmite su dirección, para que tu enlace no llegue a nadie más. Nuestros
            mensajes y tus respuestas se guardan con tu solicitud y se borran con ella. La base jurídica es el art. 6.1.b
            del RGPD.
          </p>
        </SubSection>
        <SubSection title="3.10. Control previo">
          <p>
            Antes de una adopción o de aceptarte como casa de acogida, te visita una persona voluntaria de nuestra
            asociación que vive cerca de ti. Para ello solo recibe tu nombre, tu dirección, tu teléfono y el nombre del
            perro; nada más de tu solicitud. Después de la visita anota en una lista de comprobación cómo fue y puede
            añadir fotos (guardadas sin datos de ubicación ni de cámara y visibles solo para nuestro equipo). Guardamos
            el resultado con tu solicitud y lo borramos con ella. En tu página de seguimiento solo aparece que el control
            previo está pendiente o hecho. La base jurídica es el art. 6.1.b del RGPD.
          </p>
        </SubSection>
        <SubSection title="3.11. Contrato de protección y cuota">
          <p>
            Si la adopción sigue adelante, celebramos contigo un contrato de protección en tu página de seguimiento. Para
            ello guardamos tu nombre, tu dirección postal, el perro con su número de microchip, la cuota de protección, el
            texto del contrato y, al firmar, el nombre que escribes, el momento y un valor de comprobación cifrado (hash)
            de tu dirección IP, nunca la dirección en sí; además, cuándo recibimos la cuota. La base jurídica es el art.
            6.1.b del RGPD. Un contrato sin firmar y la nota sobre la cuota se borran con tu solicitud.{" "}
            <strong>Excepción:</strong> un contrato firmado lo conservamos {facts.contractRetentionYears} años desde la
            firma, aunque tu solicitud se borre antes, también si nos lo pides, como prueba del contrato y para poder
            ejercer o defender derechos derivados de él (art. 6.1.b, c y f y art. 17.3.e del RGPD). Después lo borramos
            automáticamente.
          </p>
        </SubSection>
        <SubSection title="3.12. Después de la entrega: novedades y «Finales felices»">
          <p>
            Dos semanas y tres meses después de que tu perro llegue a casa, te preguntamos por correo qué tal os va. Con
            el enlace del correo puedes enviarnos novedades y hasta cinco fotos; las fotos las guardamos sin datos de
            ubicación, fecha ni cámara. Solo las ve nuestro equipo y se borran con tu solicitud. La base jurídica es el
            art. 6.1.b del RGPD (el seguimiento después de la adopción forma parte del contrato de protección).
          </p>
          <p>
            Solo si lo marcas mostramos tu historia en nuestra web, en «Finales felices»: con el nombre de tu perro, tus
            palabras (resumidas y traducidas) y tus fotos, nunca con tu apellido ni tu lugar de residencia. La base
            jurídica es tu consentimiento (art. 6.1.a del RGPD). Puedes retirarlo en cualquier momento en la misma
            página con un clic; entonces quitamos la historia de la web enseguida. Una historia publicada sigue en la web
            hasta que retires tu consentimiento o pidas que borremos tus datos, también después del plazo de
            conservación de tu solicitud; entonces solo la relacionamos contigo mediante un valor de comprobación
            cifrado (hash) de tu dirección de correo, para poder encontrarla y borrarla si nos lo pides.
          </p>
        </SubSection>
      </Section>

      <Section {...sections.donations}>
        <p>
          Las páginas de donación muestran los datos bancarios de la Asociación y enlaces a PayPal y Teaming. Los
          formularios de donación (por ejemplo, para el hospicio, la Finca Chaos o la Residencia Monika) no solicitan
          datos personales: solo se elige el importe, el destino y la forma de pago, tras lo cual se redirige a PayPal o
          se muestran los datos bancarios.
        </p>
        <p>
          En las donaciones por transferencia, la entidad bancaria comunica a la Asociación el nombre, el IBAN, el
          importe, el concepto y la fecha. Estos datos se tratan para registrar y agradecer la donación y cumplir las
          obligaciones contables y fiscales de la Asociación (artículos 6.1.b y 6.1.c del RGPD).
          {org.taxNote
            ? " Si se solicita un certificado de donación, se tratarán además el NIF y el domicilio, y los datos se comunicarán a la Agencia Estatal de Administración Tributaria en la declaración informativa correspondiente."
            : null}
        </p>
        <p>
          En las donaciones mediante PayPal, PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449
          Luxemburgo, es responsable del pago; la Asociación recibe de PayPal el nombre, el correo electrónico, el importe
          y, en su caso, el mensaje. En Teaming, el registro se realiza directamente en esa plataforma, conforme a su
          propia política de privacidad; la Asociación, como administradora del grupo, solo ve los datos que Teaming le
          muestra, normalmente el nombre.
        </p>
      </Section>

      <Section {...sections.recipients}>
        <p>Los datos solo se comunican a quien los necesita para atender cada solicitud:</p>
        <BulletList>
          <li>
            <strong>Proveedor de alojamiento:</strong> aloja el servidor y la base de datos del sitio web por cuenta de
            la Asociación (encargado del tratamiento, artículo 28 del RGPD; servidores en la Unión Europea).
          </li>
          <li>
            <strong>Proveedor de correo electrónico:</strong> entrega los formularios al buzón de la Asociación y
            almacena su correo, igualmente como encargado del tratamiento con servidores en la Unión Europea.
          </li>
          <li>
            <strong>Servidor de imágenes:</strong> sirve las fotografías de los perros y las imágenes de los artículos
            por cuenta de la Asociación, como encargado del tratamiento (véase el apartado 9).
          </li>
          <li>
            <strong>Entidad alemana:</strong> la mayoría de las adopciones se realizan en Alemania, de la mano de{" "}
            {sister.legalName}; cuando una solicitud de adopción, apadrinamiento o acogida se refiera a un perro que se
            encuentra en Alemania o que esa entidad da a conocer allí, la Asociación le comunicará los datos necesarios
            para tramitarla (nombre, datos de contacto, perro y contenido de la solicitud), sobre la base del artículo
            6.1.b del RGPD. A la inversa, la entidad alemana remite a la Asociación las solicitudes que recibe sobre
            perros que se encuentran en España. Las solicitudes de alta como socio y los mensajes que no se refieran a un
            perro de la otra entidad no se comunican. La entidad alemana es responsable de los datos que recibe y está
            sujeta igualmente al RGPD.
          </li>
          <li>
            <strong>En caso de adopción:</strong> el nombre y los datos de contacto de la persona adoptante se inscriben,
            conforme a la normativa de protección y sanidad animal, en el registro de identificación animal de la
            comunidad autónoma correspondiente y en el pasaporte europeo para animales de compañía; si el perro viaja al
            extranjero, también en los certificados sanitarios que se tramitan ante las autoridades veterinarias a
            través del sistema europeo TRACES. La empresa de transporte recibe el nombre, el teléfono y el lugar de
            entrega. Base jurídica: artículos 6.1.b y 6.1.c del RGPD.
          </li>
          <li>
            <strong>Administraciones públicas:</strong> por ejemplo, la Administración tributaria, únicamente cuando
            exista una obligación legal.
          </li>
        </BulletList>
        <p>
          La Asociación no realiza transferencias internacionales de datos fuera del Espacio Económico Europeo. Solo si
          la persona interesada utiliza por iniciativa propia servicios como WhatsApp o PayPal, sus proveedores pueden
          tratar datos fuera de la Unión Europea (véanse los apartados 4 y 8).
        </p>
      </Section>

      <Section {...sections.retention}>
        <BulletList>
          <li>
            <strong>Solicitudes y mensajes</strong> (en la base de datos, en el buzón y por WhatsApp): se suprimen a los{" "}
            {facts.formRetentionDays} días de su recepción si no dan lugar a una adopción, acogida, apadrinamiento o alta como
            socio.
          </li>
          <li>
            <strong>Aviso de perros nuevos:</strong> hasta la baja; las solicitudes sin confirmar, 48 horas.
          </li>
          <li>
            <strong>Novedades y fotos después de la entrega:</strong> con la solicitud; una historia publicada («Finales
            felices»), hasta que se retire el consentimiento o se pida su supresión.
          </li>
          <li>
            <strong>Cómo se suprimen:</strong> al vencer el plazo o a petición del interesado, los datos se eliminan de la
            base de datos, de sus archivos en el servidor y de las copias de los correos guardadas en él. Solo dos copias
            desaparecen más tarde: el registro de cambios del servidor de base de datos, que este sobrescribe por sí mismo
            en pocos días, y las copias de seguridad cifradas, que se eliminan a los {facts.backupRetentionDays} días.
          </li>
          <li>
            <strong>Adopción:</strong> durante la vigencia del contrato de adopción —por lo general, toda la vida del
            perro, porque la Asociación sigue velando por él— y, después, durante los plazos legales aplicables.
          </li>
          <li>
            <strong>Acogida y apadrinamiento:</strong> mientras dure la colaboración o el apadrinamiento; después se
            suprimen en un plazo de {facts.formRetentionDays} días, salvo obligación legal de conservación. El nombre del
            padrino o madrina se publica solo hasta que se retire el consentimiento o termine el apadrinamiento.
          </li>
          <li>
            <strong>Socios:</strong> mientras se mantenga la condición de socio; tras la baja, se suprimen salvo
            obligación legal de conservación.
          </li>
          <li>
            <strong>Obligaciones legales:</strong> la documentación contable y fiscal de cuotas y donaciones se conserva
            durante los plazos exigidos por la normativa tributaria y mercantil (con carácter general, cuatro años
            conforme a la Ley 58/2003, de 17 de diciembre, General Tributaria, y seis años para los libros y documentos
            contables conforme al artículo 30 del Código de Comercio, en la medida en que resulte aplicable), así como
            durante el plazo de prescripción de las acciones que pudieran derivarse.
          </li>
          <li>
            <strong>Registros del servidor:</strong> {facts.logRetentionDays} días; contadores de protección frente a envíos
            abusivos, un máximo de {rateLimitWindow}.
          </li>
          <li>
            <strong>En el dispositivo del usuario:</strong> la elección sobre cookies, {facts.consentValidityDays} días; la
            lista de favoritos, {WATCHLIST_COOKIE_DAYS} días desde el último cambio; los borradores de formularios, hasta su envío correcto o hasta que el usuario los borre (véase el apartado 7).
          </li>
        </BulletList>
      </Section>

      <Section {...sections.cookies}>
        <p>
          La Asociación no utiliza cookies publicitarias ni de seguimiento. La información que el sitio web guarda en el
          dispositivo del usuario se almacena en el almacenamiento local (local storage) del navegador y no se transmite
          automáticamente a la Asociación. La única excepción es la lista de favoritos, si el usuario la crea (apartado
          7.5).
        </p>

        <SubSection title="7.1. Aviso de consentimiento">
          <p>
            En la primera visita, transcurridos unos segundos, un aviso pregunta si se autoriza el uso de una herramienta
            de estadística. Los botones «Rechazar» y «Aceptar» se presentan en pie de igualdad, de modo que rechazar es
            tan sencillo como aceptar; cerrar el aviso equivale a rechazar. Mientras no se acepte, no se carga nada.
          </p>
          <p>
            La elección se guarda en el almacenamiento local del navegador con el nombre «{CONSENT_KEY}»: si se ha
            aceptado o no la estadística, la fecha y hora de la decisión y la fecha de caducidad. Transcurridos{" "}
            {facts.consentValidityDays} días, el registro caduca y se vuelve a preguntar. Este registro permanece en el
            dispositivo del usuario y está exceptuado del deber de consentimiento por ser estrictamente necesario para
            respetar su decisión (artículo 22.2 de la LSSI-CE).
          </p>
        </SubSection>

        <SubSection title="7.2. Estadística de visitas, solo con consentimiento">
          <p>
            Si el usuario lo acepta, se carga una herramienta de estadística respetuosa con la privacidad, que muestra de
            forma agregada qué páginas se visitan y con qué frecuencia, desde qué páginas se llega al sitio web, qué tipos
            de dispositivo y navegador se utilizan y, de forma aproximada, desde qué país. Así la Asociación sabe qué
            perros y qué páginas necesitan más visibilidad.
          </p>
          <p>
            Solo se utiliza una herramienta que no elabora perfiles entre distintos sitios web, no muestra publicidad y no
            almacena direcciones IP completas, y que funciona en el propio servidor de la Asociación o es prestada por un
            proveedor establecido en la Unión Europea como encargado del tratamiento. Si no hay ninguna herramienta
            configurada, no se carga nada aunque se haya aceptado. Base jurídica: consentimiento del usuario (artículo
            6.1.a del RGPD y artículo 22.2 de la LSSI-CE).
          </p>
        </SubSection>

        <SubSection title="7.3. Modificar la elección o retirar el consentimiento">
          <p>
            El enlace «Configuración de cookies», situado en el pie de todas las páginas, o el botón que figura a
            continuación vuelven a mostrar el aviso y permiten cambiar la elección en cualquier momento. Retirar el
            consentimiento es tan sencillo como otorgarlo y surte efectos para el futuro, sin afectar a la licitud del
            tratamiento anterior (artículo 7.3 del RGPD). Una herramienta de estadística ya cargada deja de estar activa,
            a más tardar, al volver a cargar la página.
          </p>
          <p>
            <CookieSettingsButton>Abrir la configuración de cookies</CookieSettingsButton>
          </p>
        </SubSection>

        <SubSection title="7.4. Borradores de formularios">
          <p>
            Para que no se pierda lo escrito si se interrumpe un formulario —por ejemplo, la solicitud de alta como
            socio—, el navegador guarda un borrador en su almacenamiento local. El borrador permanece en el dispositivo
            del usuario y solo se transmite a la Asociación al enviar el formulario; tras el envío correcto, se borra. El
            usuario puede eliminarlo en cualquier momento borrando los datos del sitio en su navegador, lo que se
            recomienda en dispositivos compartidos. Se trata de un almacenamiento estrictamente necesario para prestar el
            servicio solicitado (artículo 22.2 de la LSSI-CE).
          </p>
        </SubSection>

        <SubSection id="favoritos" title="7.5. Lista de favoritos">
          <p>
            Si el usuario pulsa el corazón de un perro, el sitio web lo guarda en una cookie llamada «merkliste» («__Host-merkliste»
            en una conexión cifrada): por cada perro guardado, el identificador de su página y su nombre, con un máximo de{" "}
            {WATCHLIST_MAX_DOGS} perros. Nada más: ningún identificador del usuario ni de su dispositivo. El navegador envía
            la cookie en cada visita a este sitio web para que puedan mostrarse los corazones y el número de la cabecera,
            también sin JavaScript. La Asociación no guarda la lista en sus sistemas y la lista no figura en los registros
            del servidor. Las páginas que la muestran no se conservan en ninguna memoria intermedia para otras personas. La
            cookie solo vale para este sitio web (no para el sitio alemán), no es legible por scripts y se borra{" "}
            {WATCHLIST_COOKIE_DAYS} días después del último cambio, en cuanto se quita el último perro, o cuando el usuario
            borra las cookies de este sitio en su navegador.
          </p>
          <p>
            La cookie es estrictamente necesaria para la lista que el propio usuario ha solicitado; por eso no se pide
            consentimiento en el aviso de cookies (artículo 22.2 de la LSSI-CE).
          </p>
        </SubSection>
      </Section>

      <Section {...sections.chat}>
        <p>
          El sitio web no ofrece chat en directo ni integra programas de chat. Contiene, no obstante, enlaces a WhatsApp
          (por ejemplo, para preguntar rápidamente por un perro) que llevan a wa.me, una dirección de WhatsApp: al
          pulsarlos, el usuario abandona este sitio web. Antes de pulsarlos no se transmite ningún dato a WhatsApp.
        </p>
        <p>
          Quien escriba a la Asociación por WhatsApp lo hace conforme a las condiciones y la política de privacidad de
          WhatsApp. El prestador del servicio en Europa es WhatsApp Ireland Limited, Merrion Road, Dublín 4, D04 X2K5,
          Irlanda, empresa del grupo Meta. Meta trata datos también en los Estados Unidos; está certificada conforme al
          Marco de Privacidad de Datos UE-EE. UU., respecto del cual la Comisión Europea ha adoptado una decisión de
          adecuación.
        </p>
        <p>
          De los mensajes de WhatsApp, la Asociación recibe el número de teléfono, el nombre de perfil y el contenido de
          los mensajes, y los utiliza únicamente para responder (artículos 6.1.b y 6.1.f del RGPD). Quien prefiera no
          utilizar WhatsApp puede escribir a <MailLink email={org.email} /> o llamar al <PhoneLink phone={org.phone} />.
        </p>
      </Section>

      <Section {...sections.external}>
        <p>
          Las fuentes tipográficas, los scripts y las hojas de estilo del sitio web se sirven desde el propio servidor de
          la Asociación. No se integran fuentes web, mapas, vídeos, comentarios ni botones de redes sociales de terceros.
        </p>
        <p>
          Las fotografías de los perros y las imágenes de los artículos y guías se sirven desde el propio servidor o
          desde un servidor de imágenes o de almacenamiento gestionado por cuenta de la Asociación, por ejemplo por el
          proveedor de su base de datos de animales (encargado del tratamiento, artículo 28 del RGPD). Como en cualquier
          solicitud, ese servidor recibe la dirección IP y los datos del navegador, que utiliza únicamente para servir
          las imágenes. Base jurídica: interés legítimo en mostrar las imágenes de forma fiable y rápida (artículo 6.1.f
          del RGPD).
        </p>
        <p>
          Las referencias a PayPal, Teaming, Facebook, Instagram y portales de adopción, así como los enlaces para
          compartir de los artículos (Facebook, X, LinkedIn, correo electrónico), son simples enlaces. Solo al pulsarlos
          se abandona este sitio web o se abre una ventana del proveedor correspondiente, cuya política de privacidad
          resulta entonces de aplicación.
        </p>
        <p>
          Respecto de las estadísticas de las páginas de la Asociación en Facebook e Instagram («Insights»), la
          Asociación y Meta Platforms Ireland Limited son corresponsables del tratamiento (artículo 26 del RGPD). Meta
          solo facilita a la Asociación datos agregados; los derechos pueden ejercerse también directamente ante Meta.
        </p>
      </Section>

      <Section {...sections.security}>
        <p>
          La Asociación aplica medidas técnicas y organizativas adecuadas para proteger los datos personales. El sitio
          web utiliza cifrado SSL/TLS, en particular para los datos que se envían mediante formularios; una conexión
          cifrada se reconoce por el prefijo «https://» en la barra de direcciones y por el icono del candado del
          navegador. Con el cifrado activado, los datos que se transmiten no pueden ser leídos por terceros. La entrega
          al buzón de la Asociación también se realiza cifrada siempre que el servidor de destino lo admita.
        </p>
      </Section>

      <Section {...sections.automated}>
        <p>
          La Asociación no adopta decisiones basadas únicamente en el tratamiento automatizado, incluida la elaboración de
          perfiles, en el sentido del artículo 22 del RGPD. Si un perro encaja con una familia lo deciden personas, en
          conversación con ella.
        </p>
      </Section>

      <Section {...sections.rights}>
        <p>
          Toda persona interesada puede ejercer ante la Asociación los siguientes derechos, de forma gratuita, mediante
          escrito dirigido a <MailLink email={org.email} /> o al domicilio indicado en el apartado 1, especificando el
          derecho que desea ejercer. La Asociación responderá en el plazo de un mes. Si existen dudas razonables sobre la
          identidad del solicitante, podrá pedirse la información adicional necesaria para confirmarla (artículo 12.6
          del RGPD).
        </p>
        <BulletList>
          <li>
            <strong>Acceso</strong> a sus datos personales (artículo 15 del RGPD).
          </li>
          <li>
            <strong>Rectificación</strong> de los datos inexactos o incompletos (artículo 16 del RGPD).
          </li>
          <li>
            <strong>Supresión</strong> de los datos cuando, entre otros motivos, ya no sean necesarios para los fines
            para los que se recogieron, salvo obligación legal de conservación (artículo 17 del RGPD).
          </li>
          <li>
            <strong>Limitación del tratamiento</strong>, por ejemplo mientras se comprueba la exactitud de los datos
            (artículo 18 del RGPD).
          </li>
          <li>
            <strong>Portabilidad</strong> de los datos facilitados a la Asociación y tratados de forma automatizada sobre
            la base del consentimiento o de un contrato, en un formato estructurado, de uso común y lectura mecánica
            (artículo 20 del RGPD).
          </li>
          <li>
            <strong>Retirada del consentimiento</strong> en cualquier momento, con efectos para el futuro (artículo 7.3
            del RGPD), por ejemplo respecto de la publicación del nombre como padrino o madrina o de la estadística de
            visitas.
          </li>
          <li>
            <strong>Oposición</strong> al tratamiento basado en el interés legítimo (artículo 21 del RGPD; véase a
            continuación).
          </li>
          <li>
            <strong>No ser objeto de decisiones individuales automatizadas</strong> (artículo 22 del RGPD).
          </li>
        </BulletList>

        <Highlight title="12.1. Derecho de oposición (artículo 21 del RGPD)">
          <p>
            Cuando la Asociación trate datos sobre la base de su interés legítimo (artículo 6.1.f del RGPD) —por ejemplo,
            en los registros del servidor, en la protección frente a envíos abusivos o al responder a consultas—, la
            persona interesada puede oponerse en cualquier momento, por motivos relacionados con su situación
            particular. La Asociación dejará de tratar esos datos, salvo que acredite motivos legítimos imperiosos que
            prevalezcan sobre los intereses, derechos y libertades de la persona interesada, o para la formulación, el
            ejercicio o la defensa de reclamaciones. Basta con un escrito dirigido a <MailLink email={org.email} />.
          </p>
        </Highlight>

        <SubSection title="12.2. Reclamación ante la autoridad de control">
          <p>
            Si la persona interesada considera que el tratamiento de sus datos no se ajusta a la normativa, puede dirigirse
            en primer lugar a la Asociación, que atenderá su queja. En todo caso, tiene derecho a presentar una
            reclamación ante una autoridad de control (artículo 77 del RGPD), en particular ante la del Estado miembro en
            el que tenga su residencia habitual, su lugar de trabajo o en el que se haya producido la supuesta
            infracción. En España, la autoridad de control es:
          </p>
          <address className="not-italic">
            Agencia Española de Protección de Datos (AEPD)
            <br />
            C/ Jorge Juan, 6
            <br />
            28001 Madrid
            <br />
            <OutsideLink href="https://www.aepd.es/">Sede de la AEPD en internet: www.aepd.es</OutsideLink>
          </address>
        </SubSection>
      </Section>

      <Section {...sections.changes}>
        <p>
          La Asociación podrá modificar la presente política de privacidad para adaptarla a cambios en el sitio web, en
          sus procedimientos o en la normativa aplicable. Será de aplicación la versión publicada en esta página en cada
          momento.
        </p>
      </Section>

      <DateStamp locale="es" date={today} label="Fecha de actualización" />
    </LegalText>
  );
}
