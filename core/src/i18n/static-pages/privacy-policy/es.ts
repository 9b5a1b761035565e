import type { StaticPageContent } from "../types";

export default {
  title: "Política de privacidad",
  description:
    "Respetamos su privacidad. Esta página explica qué información recopilamos, por qué la recopilamos y qué derechos tiene sobre ella.",
  lastUpdated: "Última modificación: enero de 2025",
  sections: [
    {
      heading: "Información que recopilamos",
      paragraphs: ["Solo recopilamos lo que necesitamos para que la plataforma funcione:"],
      items: [
        "Su cuenta: nombre completo, fecha de nacimiento, correo electrónico o número de teléfono, y su número de miembro.",
        "Su perfil: foto de perfil, las habilidades que eligió, su servicio principal y, si lo desea, su dirección y una breve presentación.",
        "Sus contribuciones: tareas realizadas, ideas, votos, foros, mensajes, invitaciones y los puntos que gana.",
        "Los lugares que añade: nombre, descripción, foto y coordenadas geográficas (latitud y longitud).",
        "Los datos de contacto que decide dar en una contribución (teléfono, dirección, sitio web).",
        "Información técnica para la seguridad: fechas de inicio de sesión y direcciones IP, para prevenir abusos.",
      ],
    },
    {
      heading: "Para qué la usamos",
      paragraphs: [
        "Usamos su información solo para prestar el servicio de Kominote. Solo leemos la posición de su teléfono cuando usted lo pide, por ejemplo para encontrar las coordenadas de un lugar, y su navegador le pide permiso antes. Usamos su información para:",
      ],
      items: [
        "crear su cuenta e iniciar su sesión con los códigos que le enviamos;",
        "mostrar los servicios, las tareas y el contenido en su idioma;",
        "calcular los puntos, los niveles y la clasificación;",
        "publicar los lugares en el mapa después de revisarlos, para que todos puedan encontrarlos;",
        "enviar notificaciones y mensajes sobre su cuenta;",
        "proteger la plataforma contra el fraude, el spam y los abusos.",
      ],
    },
    {
      heading: "Base legal",
      paragraphs: [
        "Tratamos su información porque: usted da su consentimiento al crear su cuenta o al decidir compartir un dato (como su contacto en una contribución); la necesitamos para prestar el servicio descrito en los Términos y condiciones; tenemos un interés legítimo en proteger la plataforma y a sus miembros; y la ley haitiana puede obligarnos a ello.",
        "Puede retirar su consentimiento en cualquier momento para lo que dependa de él, por ejemplo quitando su foto de perfil o dejando de compartir sus datos de contacto.",
      ],
    },
    {
      heading: "Almacenamiento y seguridad",
      paragraphs: [
        "La información se guarda en una base de datos protegida, y todos los intercambios con la plataforma están cifrados (HTTPS).",
        "Nunca guardamos los códigos de inicio de sesión tal cual: solo conservamos una huella criptográfica ilegible. Un código es válido durante 10 minutos y solo sirve una vez. Si eligió una contraseña, se guarda de la misma manera, con una técnica diseñada para ello.",
        "Cuando inicia sesión, creamos una sesión identificada por un código aleatorio en una cookie protegida. La sesión termina cuando usted la cierra, tras 14 días sin actividad o, en todo caso, a los 30 días.",
        "Comprobamos las fotos y archivos que sube, los recodificamos y eliminamos sus metadatos, como la posición GPS donde se tomó una foto.",
      ],
    },
    {
      heading: "Compartir información",
      paragraphs: [
        "Nunca vendemos su información, ni la alquilamos, ni la cedemos con fines publicitarios.",
        "Otros miembros pueden ver su nombre, su foto de perfil y sus contribuciones públicas (ideas, foros, lugares aprobados). Los datos de contacto que da en una contribución solo se comparten si aceptó que lo contacten directamente.",
        "Podemos compartir información con proveedores técnicos que nos ayudan (alojamiento, envío de correos y SMS, traducción), solo para este servicio y con obligación de confidencialidad. Podemos entregar información a las autoridades cuando la ley lo exija o para proteger la vida de una persona.",
      ],
    },
    {
      heading: "Cuánto tiempo la conservamos",
      paragraphs: [
        "Conservamos la información de su cuenta mientras esta esté activa. Los códigos de inicio de sesión se borran cuando caducan. El contenido ocultado por los moderadores queda registrado como constancia de la decisión.",
        "Cuando pide eliminar su cuenta, eliminamos o anonimizamos su información personal en un plazo de 30 días, salvo lo que la ley nos obligue a conservar. Sus contribuciones públicas pueden permanecer, pero sin su nombre.",
      ],
    },
    {
      heading: "Sus derechos",
      paragraphs: ["Su información le pertenece. Tiene derecho a:"],
      items: [
        "ver la información que tenemos sobre usted y recibir una copia;",
        "corregir la información incorrecta, directamente en Configuración de la cuenta o escribiéndonos;",
        "pedirnos que eliminemos su cuenta y su información personal;",
        "oponerse a ciertos usos o limitarlos, y retirar su consentimiento.",
      ],
    },
    {
      heading: "Menores",
      paragraphs: [
        "Kominote es para personas de 13 años o más. No creamos cuentas para menores de 13 años. Si sabe que un menor de 13 años ha creado una cuenta, escríbanos y la eliminaremos.",
      ],
    },
    {
      anchor: "cookies",
      heading: "Cookies y datos en su dispositivo",
      paragraphs: [
        "No usamos cookies publicitarias ni para seguirle en otros sitios. Solo usamos:",
      ],
      items: [
        "una cookie de sesión, necesaria para mantener su sesión iniciada;",
        "su preferencia de idioma, guardada en su dispositivo para que las páginas se abran en el idioma que eligió;",
        "lo que empezó a hacer antes de iniciar sesión o mientras no tenía conexión, guardado en su dispositivo hasta que se envía, para que no se pierda.",
      ],
    },
    {
      heading: "Cambios en esta política",
      paragraphs: [
        "Podemos actualizar esta política. La fecha de la última modificación aparece en la parte superior de la página, y le avisaremos en la plataforma si hay un cambio importante.",
      ],
    },
    {
      heading: "Contáctenos",
      paragraphs: [
        "Para cualquier pregunta sobre su privacidad o para ejercer sus derechos, escriba a nuestra dirección de soporte: support@kominote.ht. Le responderemos en un plazo de 30 días.",
      ],
    },
  ],
} satisfies StaticPageContent;
