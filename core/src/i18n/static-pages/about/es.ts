import type { StaticPageContent } from "../types";

export default {
  title: "Acerca de Kominote",
  description:
    "Kominote es una plataforma donde los ciudadanos haitianos se unen para desarrollar sus comunidades, servicio por servicio, tarea por tarea.",
  sections: [
    {
      heading: "Nuestra misión",
      paragraphs: [
        "La misión de Kominote es dar a cada ciudadano haitiano una herramienta sencilla para participar en el desarrollo del país. Creemos que el cambio empieza en nuestros barrios, cuando quienes conocen la realidad toman la palabra, proponen y actúan juntos.",
        "Creamos la plataforma primero en criollo haitiano, porque es la lengua que hablan todos los haitianos. También está disponible en francés, inglés, español y portugués para la diáspora y nuestros socios. Está pensada para funcionar bien en teléfonos económicos y redes lentas.",
      ],
    },
    {
      heading: "Lo que puede hacer en Kominote",
      paragraphs: [
        "La plataforma se organiza en torno a los servicios públicos: salud, educación, agua y saneamiento, residuos, seguridad, registro civil, transporte, agricultura, energía, justicia y muchos más. Cada miembro puede:",
      ],
      items: [
        "Elegir un servicio principal y completar sus tareas paso a paso.",
        "Conversar en los foros con otros miembros que trabajan en el mismo servicio.",
        "Compartir ideas para mejorar los servicios y votar por las que más le gusten.",
        "Añadir lugares importantes (hospitales, escuelas, puntos de agua...) al mapa; un moderador los revisa antes de que todos puedan verlos.",
        "Usar las herramientas públicas: localizador de lugares, conversor de divisas, directorio de instituciones públicas, mapa de lugares seguros y mapa de puntos de conexión a Internet.",
        "Invitar a amigos y familiares a que también echen una mano.",
      ],
    },
    {
      heading: "Un entorno colaborativo",
      paragraphs: [
        "Cada contribución cuenta. Cuando completa una tarea, comparte una idea, publica en un foro o invita a alguien, gana puntos. Los puntos le hacen subir de nivel, de Principiante a Mejor colaborador, y le dan un lugar en la clasificación.",
        "Los puntos sirven para reconocer su compromiso, no para enfrentar a unas personas con otras. Los mejores resultados llegan cuando compartimos lo que sabemos, nos corregimos con respeto y confiamos en el trabajo conjunto.",
        "Para iniciar sesión no necesita recordar ninguna contraseña: le enviamos un código de 6 dígitos a su correo electrónico o por SMS a su teléfono.",
      ],
    },
    {
      heading: "Código de conducta",
      paragraphs: ["Kominote es un espacio público para todos. Al usarlo, usted se compromete a:"],
      items: [
        "Tratar a todos con respeto, sean cuales sean sus opiniones, su origen, su religión, su sexo o el lugar donde viven.",
        "Compartir información verdadera e indicar de dónde la obtuvo cuando pueda.",
        "No publicar nunca información personal de otras personas (dirección, teléfono, fotos) sin su permiso.",
        "No hacer publicidad, no repetir el mismo mensaje y no manipular los votos.",
        "Denunciar el contenido que incumple las normas en lugar de responder con enojo.",
      ],
    },
    {
      heading: "Consecuencias",
      paragraphs: [
        "Los moderadores de Kominote revisan el contenido denunciado y el que espera publicación. Cuando un contenido incumple las normas, pueden ocultarlo indicando el motivo. Nunca lo eliminan: queda registrado para dejar constancia, y su autor puede pedir que se revise la decisión.",
        "Quien siga incumpliendo las normas puede perder los puntos obtenidos de forma deshonesta, recibir una advertencia o ver su cuenta suspendida temporal o definitivamente. Cuando la seguridad de una persona está gravemente amenazada, podemos avisar a las autoridades.",
      ],
    },
    {
      heading: "Contáctenos",
      paragraphs: [
        "¿Tiene una pregunta o una sugerencia, o quiere colaborar con nosotros? Escríbanos a support@kominote.ht.",
      ],
    },
  ],
} satisfies StaticPageContent;
