import type { StaticPageContent } from "../types";

export default {
  title: "Términos y condiciones",
  description:
    "Estas condiciones explican sus derechos y obligaciones cuando usa Kominote. Léalas con atención.",
  lastUpdated: "Última modificación: enero de 2025",
  sections: [
    {
      heading: "Aceptación",
      paragraphs: [
        "Al crear una cuenta o usar Kominote, usted acepta estos términos, las Normas de participación y la Política de privacidad. Si no está de acuerdo, no use la plataforma.",
      ],
    },
    {
      heading: "Quién puede usar Kominote",
      paragraphs: [
        "Debe tener al menos 13 años para crear una cuenta. Si es menor de 18 años, uno de sus padres o la persona responsable de usted debe aceptar que use la plataforma.",
        "Podemos pedirle que confirme su edad. Podemos cerrar una cuenta creada con una fecha de nacimiento falsa.",
      ],
    },
    {
      heading: "Su cuenta",
      paragraphs: [
        "Usted crea su cuenta con su nombre completo, su fecha de nacimiento y una dirección de correo electrónico o un número de teléfono. Cada cuenta recibe un número de miembro (KDS) que no se puede cambiar.",
        "Para iniciar sesión, le enviamos un código de 6 dígitos a su correo electrónico o por SMS. El código es válido durante 10 minutos y solo sirve una vez. Nunca dé su código a nadie: nadie del equipo de Kominote se lo pedirá jamás.",
        "Usted es responsable de lo que se haga con su cuenta. Cada persona tiene una sola cuenta. Si cree que otra persona ha entrado en su cuenta, escríbanos de inmediato.",
      ],
    },
    {
      heading: "Contenido que usted publica",
      paragraphs: [
        "Usted sigue siendo propietario de lo que escribe y de lo que sube (textos, fotos, documentos). Al publicarlo en Kominote, concede a Kominote una licencia gratuita, no exclusiva y mundial para almacenar, mostrar, traducir, adaptar el formato y compartir ese contenido en la plataforma, para su misión de desarrollo comunitario.",
        "Usted garantiza que tiene derecho a publicar lo que sube y que no vulnera los derechos de nadie. Las fotos se recodifican para que pesen menos, y eliminamos sus metadatos, como la posición GPS donde se tomó la foto.",
        "Sus textos pueden traducirse automáticamente para los miembros que leen en otro idioma. Estas traducciones pueden ser inexactas; su texto original sigue siendo la referencia.",
      ],
    },
    {
      heading: "Uso aceptable",
      paragraphs: ["Usted se compromete a usar Kominote como lo exigen las Normas de participación. En particular, está prohibido:"],
      items: [
        "publicar contenido ilegal, violento, de odio o engañoso;",
        "publicar información personal de otras personas sin su permiso;",
        "crear varias cuentas, o manipular votos y puntos;",
        "intentar entrar sin autorización en cuentas ajenas o en el sistema, o impedir su funcionamiento;",
        "recopilar datos de los miembros con programas automáticos.",
      ],
    },
    {
      heading: "Moderación",
      paragraphs: [
        "Los moderadores revisan los lugares, las contribuciones y otros contenidos antes o después de su publicación. Pueden rechazar u ocultar un contenido que no respete estos términos, siempre indicando un motivo. El contenido oculto no se elimina, y usted puede pedir una revisión como explican las Normas de participación.",
        "Podemos suspender o cerrar la cuenta de quien incumpla estos términos de forma grave o reiterada.",
      ],
    },
    {
      heading: "Puntos, niveles y clasificación",
      paragraphs: [
        "Los puntos, los niveles y su lugar en la clasificación son una forma de reconocer su participación. No tienen ningún valor monetario: no puede canjearlos por dinero, regalos ni servicios, ni venderlos, ni transferirlos a otra persona.",
        "Podemos corregir un total de puntos que resulte de un error o de una trampa, y podemos cambiar la forma de calcular los puntos.",
      ],
    },
    {
      heading: "Responsabilidad",
      paragraphs: [
        "Kominote ofrece la plataforma tal como está. Hacemos todo lo posible para que esté disponible y su información sea correcta, pero no podemos garantizar que nunca se detenga ni que todo lo que publican los miembros sea exacto. Compruebe la información importante, sobre todo la relacionada con la salud, la seguridad o el dinero, antes de actuar.",
        "Kominote no es un servicio de emergencias. No representa al Estado haitiano ni a ninguna de las instituciones del directorio. Las opiniones de los miembros no son las de Kominote.",
        "En la medida en que la ley lo permita, Kominote no es responsable de los daños derivados del uso que alguien haga de la plataforma ni del contenido publicado por otros miembros.",
      ],
    },
    {
      heading: "Ley aplicable",
      paragraphs: [
        "Estos términos se rigen por las leyes de la República de Haití. En caso de conflicto, primero intentaremos resolverlo de forma amistosa. Si no es posible, decidirán los tribunales haitianos competentes.",
      ],
    },
    {
      heading: "Cambios en los términos",
      paragraphs: [
        "Podemos modificar estos términos. La fecha de la última modificación aparece en la parte superior de la página. Cuando un cambio sea importante, avisaremos a los miembros en la plataforma antes de que entre en vigor. Si sigue usando Kominote después, acepta los nuevos términos.",
      ],
    },
    {
      heading: "Contáctenos",
      paragraphs: ["Para cualquier pregunta sobre estos términos, escríbanos a support@kominote.ht."],
    },
  ],
} satisfies StaticPageContent;
