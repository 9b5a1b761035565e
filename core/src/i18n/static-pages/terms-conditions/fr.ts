import type { StaticPageContent } from "../types";

export default {
  title: "Conditions générales d'utilisation",
  description:
    "Ces conditions expliquent vos droits et vos obligations lorsque vous utilisez Kominote. Merci de les lire attentivement.",
  lastUpdated: "Dernière modification : janvier 2025",
  sections: [
    {
      heading: "Acceptation",
      paragraphs: [
        "En créant un compte ou en utilisant Kominote, vous acceptez les présentes conditions, les Règles d'engagement et la Politique de confidentialité. Si vous n'êtes pas d'accord, n'utilisez pas la plateforme.",
      ],
    },
    {
      heading: "Qui peut utiliser Kominote",
      paragraphs: [
        "Vous devez avoir au moins 13 ans pour créer un compte. Si vous avez moins de 18 ans, l'un de vos parents ou la personne qui a la responsabilité de vous doit accepter que vous utilisiez la plateforme.",
        "Nous pouvons vous demander de confirmer votre âge. Nous pouvons fermer un compte créé avec une fausse date de naissance.",
      ],
    },
    {
      heading: "Votre compte",
      paragraphs: [
        "Vous créez votre compte avec votre nom complet, votre date de naissance et une adresse e-mail ou un numéro de téléphone. Chaque compte reçoit un numéro de membre (KDS) qui ne peut pas être modifié.",
        "Pour vous connecter, nous envoyons un code à 6 chiffres à votre adresse e-mail ou par SMS. Le code est valable 10 minutes et ne sert qu'une seule fois. Ne donnez jamais votre code à personne : aucun membre de l'équipe Kominote ne vous le demandera jamais.",
        "Vous êtes responsable de ce qui se fait avec votre compte. Chaque personne n'a qu'un seul compte. Si vous pensez que quelqu'un d'autre a accédé à votre compte, écrivez-nous immédiatement.",
      ],
    },
    {
      heading: "Contenus que vous publiez",
      paragraphs: [
        "Vous restez propriétaire de ce que vous écrivez et de ce que vous envoyez (textes, photos, documents). En les publiant sur Kominote, vous accordez à Kominote une licence gratuite, non exclusive et mondiale pour stocker, afficher, traduire, adapter le format et partager ces contenus sur la plateforme, pour sa mission de développement communautaire.",
        "Vous garantissez avoir le droit de publier ce que vous envoyez et que cela ne porte atteinte aux droits de personne. Les photos sont réencodées pour les alléger, et nous en retirons les métadonnées, comme la position GPS où la photo a été prise.",
        "Vos textes peuvent être traduits automatiquement pour les membres qui lisent dans une autre langue. Ces traductions peuvent être imprécises ; votre texte original reste la référence.",
      ],
    },
    {
      heading: "Utilisation acceptable",
      paragraphs: [
        "Vous acceptez d'utiliser Kominote conformément aux Règles d'engagement. Il est notamment interdit de :",
      ],
      items: [
        "publier des contenus illégaux, violents, haineux ou trompeurs ;",
        "publier les informations personnelles d'autrui sans sa permission ;",
        "créer plusieurs comptes, ou manipuler les votes et les points ;",
        "tenter d'accéder sans autorisation aux comptes d'autrui ou au système, ou d'en empêcher le fonctionnement ;",
        "collecter des données sur les membres au moyen de programmes automatiques.",
      ],
    },
    {
      heading: "Modération",
      paragraphs: [
        "Les modérateurs examinent les lieux, les contributions et les autres contenus avant ou après leur publication. Ils peuvent refuser ou masquer un contenu qui ne respecte pas ces conditions, toujours en donnant une raison. Un contenu masqué n'est pas supprimé, et vous pouvez demander un réexamen comme l'expliquent les Règles d'engagement.",
        "Nous pouvons suspendre ou fermer le compte d'une personne qui enfreint ces conditions gravement ou de façon répétée.",
      ],
    },
    {
      heading: "Points, niveaux et classement",
      paragraphs: [
        "Les points, les niveaux et votre place dans le classement sont une manière de reconnaître votre participation. Ils n'ont aucune valeur monétaire : vous ne pouvez ni les échanger contre de l'argent, des cadeaux ou des services, ni les vendre, ni les céder à quelqu'un d'autre.",
        "Nous pouvons corriger un total de points qui résulte d'une erreur ou d'une tricherie, et nous pouvons modifier la façon dont les points sont calculés.",
      ],
    },
    {
      heading: "Responsabilité",
      paragraphs: [
        "Kominote fournit la plateforme telle quelle. Nous faisons tout notre possible pour qu'elle reste disponible et que ses informations soient exactes, mais nous ne pouvons garantir ni qu'elle ne s'arrêtera jamais, ni que tout ce que publient les membres est exact. Vérifiez les informations importantes, surtout celles qui touchent à la santé, à la sécurité ou à l'argent, avant d'agir.",
        "Kominote n'est pas un service d'urgence. Elle ne représente ni l'État haïtien ni aucune des institutions de l'annuaire. Les opinions des membres ne sont pas celles de Kominote.",
        "Dans les limites permises par la loi, Kominote n'est pas responsable des dommages découlant de l'utilisation que quelqu'un fait de la plateforme, ni des contenus publiés par d'autres membres.",
      ],
    },
    {
      heading: "Droit applicable",
      paragraphs: [
        "Les présentes conditions sont régies par les lois de la République d'Haïti. En cas de litige, nous chercherons d'abord une solution à l'amiable. À défaut, les tribunaux haïtiens compétents trancheront.",
      ],
    },
    {
      heading: "Modifications des conditions",
      paragraphs: [
        "Nous pouvons modifier ces conditions. La date de la dernière modification figure en haut de la page. Lorsqu'une modification est importante, nous en informons les membres sur la plateforme avant son entrée en vigueur. Si vous continuez ensuite à utiliser Kominote, vous acceptez les nouvelles conditions.",
      ],
    },
    {
      heading: "Nous contacter",
      paragraphs: ["Pour toute question sur ces conditions, écrivez-nous à support@kominote.ht."],
    },
  ],
} satisfies StaticPageContent;
