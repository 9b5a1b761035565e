import type { StaticPageContent } from "../types";

export default {
  title: "Normas de participación",
  description:
    "Estas normas hacen de Kominote un espacio donde todos pueden expresarse con libertad y seguridad, por el bien de la comunidad.",
  sections: [
    {
      heading: "Por qué estas normas",
      paragraphs: [
        "Kominote es un espacio público. Lo que usted escribe puede leerlo su vecino, un funcionario o alguien de la diáspora. Estas normas se aplican a todo lo que publica: ideas, foros, mensajes, contribuciones, lugares, fotos y su perfil.",
      ],
    },
    {
      heading: "Respetar a todos",
      paragraphs: [
        "Tiene derecho a no estar de acuerdo con una idea; eso no es motivo para atacar a quien la propone. Critique las ideas, no a las personas.",
      ],
      items: [
        "No insulte, amenace ni humille a nadie.",
        "No acose a ningún miembro, ni en la plataforma ni fuera de ella.",
        "Escriba de forma que un joven de 13 años pueda leerlo sin peligro: nada de contenido sexual ni de imágenes violentas.",
      ],
    },
    {
      heading: "Atenerse a los hechos",
      paragraphs: [
        "Comparta lo que sabe que es verdad. Cuando no esté seguro, dígalo. Cuando informe de un problema (una carretera dañada, el agua cortada, basura sin recoger), dé detalles útiles: dónde, desde cuándo, a cuántas personas afecta.",
        "No publique noticias falsas, rumores ni fotos engañosas. Un lugar que añada al mapa debe existir de verdad, en el sitio que marcó.",
      ],
    },
    {
      heading: "Nada de discursos de odio",
      paragraphs: [
        "No aceptamos ningún contenido que fomente el odio o la violencia contra una persona o un grupo por su color de piel, origen, nacionalidad, religión, sexo, orientación sexual, discapacidad u opiniones políticas.",
        "Esto también significa: ningún llamado a la violencia, a la venganza ni a tomarse la justicia por su mano.",
      ],
    },
    {
      heading: "Proteger la privacidad de los demás",
      paragraphs: [
        "Nunca publique información personal de otra persona sin su consentimiento: número de teléfono, domicilio, correo electrónico, documentos de identidad, fotos en las que se la pueda reconocer ni fotos de niños. Esto incluye la información que vea en las contribuciones de otros miembros.",
        "Si quiere hablar con un colaborador, use la solicitud de llamada, disponible solo cuando el colaborador aceptó que lo contacten directamente.",
      ],
    },
    {
      heading: "Nada de spam ni de manipulación de votos",
      paragraphs: [
        "Los puntos, los niveles y la clasificación solo valen si reflejan el compromiso real de las personas. Por eso está prohibido:",
      ],
      items: [
        "Crear varias cuentas para una misma persona.",
        "Votar por su propia idea con otras cuentas, comprar o vender votos, o intercambiar votos.",
        "Publicar el mismo mensaje varias veces o enviar contribuciones vacías para acumular puntos.",
        "Hacer publicidad comercial o publicar enlaces que no tengan relación con el tema.",
        "Usar programas automáticos para publicar, votar o invitar a personas.",
      ],
    },
    {
      heading: "Denunciar un problema",
      paragraphs: [
        "Si ve un contenido que incumple estas normas, denúncielo a los moderadores en lugar de responderle. Indique qué tiene de malo: eso les ayuda a actuar más rápido. La persona denunciada no sabrá que fue usted.",
        "Kominote no es un servicio de emergencias. Si alguien está en peligro ahora mismo, contacte primero con la policía o con el servicio de emergencias más cercano.",
      ],
    },
    {
      heading: "Moderación",
      paragraphs: [
        "Los moderadores son miembros que han recibido esta función para cuidar de la plataforma. Revisan los lugares, las contribuciones, las instituciones, los lugares seguros y los puntos de conexión antes de publicarlos, y pueden ocultar una idea, un foro o un mensaje que incumpla las normas.",
        "Cuando ocultan un contenido, siempre indican el motivo. El contenido no se elimina: permanece en el sistema, y cada decisión queda registrada en un historial. Así, cada decisión puede verificarse.",
      ],
    },
    {
      heading: "Apelaciones",
      paragraphs: [
        "Si cree que su contenido fue ocultado, o que un lugar que añadió fue rechazado, sin un motivo válido, puede pedir una revisión. Escriba a support@kominote.ht con el enlace del contenido y explique por qué cree que la decisión es injusta.",
        "Otro moderador, que no tomó la primera decisión, examinará su solicitud. Si la decisión cambia, el contenido volverá a aparecer tal como estaba.",
      ],
    },
  ],
} satisfies StaticPageContent;
