import type { StaticPageContent } from "../types";

export default {
  title: "Politique de confidentialité",
  description:
    "Nous respectons votre vie privée. Cette page explique quelles informations nous recueillons, pourquoi nous les recueillons et quels droits vous avez sur elles.",
  lastUpdated: "Dernière modification : janvier 2025",
  sections: [
    {
      heading: "Informations que nous recueillons",
      paragraphs: ["Nous ne recueillons que ce dont nous avons besoin pour faire fonctionner la plateforme :"],
      items: [
        "Votre compte : nom complet, date de naissance, adresse e-mail ou numéro de téléphone, et votre numéro de membre.",
        "Votre profil : photo de profil, compétences choisies, service principal et, si vous le souhaitez, votre adresse et une courte présentation.",
        "Vos contributions : tâches accomplies, idées, votes, forums, messages, invitations et points gagnés.",
        "Les lieux que vous ajoutez : nom, description, photo et coordonnées géographiques (latitude et longitude).",
        "Les coordonnées que vous choisissez de donner dans une contribution (téléphone, adresse, site web).",
        "Des informations techniques pour la sécurité : dates de connexion et adresses IP, pour prévenir les abus.",
      ],
    },
    {
      heading: "Pourquoi nous les utilisons",
      paragraphs: [
        "Nous utilisons vos informations uniquement pour fournir le service Kominote. Nous ne lisons la position de votre téléphone que lorsque vous le demandez, par exemple pour trouver les coordonnées d'un lieu, et votre navigateur vous en demande d'abord l'autorisation. Nous utilisons vos informations pour :",
      ],
      items: [
        "créer votre compte et vous connecter avec les codes que nous vous envoyons ;",
        "afficher les services, les tâches et les contenus dans votre langue ;",
        "calculer les points, les niveaux et le classement ;",
        "publier les lieux sur la carte après vérification, pour que tout le monde puisse les trouver ;",
        "envoyer des notifications et des messages concernant votre compte ;",
        "protéger la plateforme contre la fraude, le spam et les abus.",
      ],
    },
    {
      heading: "Base légale",
      paragraphs: [
        "Nous traitons vos informations parce que : vous y consentez lorsque vous créez votre compte ou choisissez de partager une information (comme vos coordonnées dans une contribution) ; nous en avons besoin pour fournir le service décrit dans les Conditions générales ; nous avons un intérêt légitime à protéger la plateforme et ses membres ; et la loi haïtienne peut nous y obliger.",
        "Vous pouvez retirer votre consentement à tout moment pour ce qui en dépend, par exemple en supprimant votre photo de profil ou en cessant de partager vos coordonnées.",
      ],
    },
    {
      heading: "Stockage et sécurité",
      paragraphs: [
        "Les informations sont stockées dans une base de données protégée, et tous les échanges avec la plateforme sont chiffrés (HTTPS).",
        "Nous ne stockons jamais les codes de connexion tels quels : nous n'en gardons qu'une empreinte cryptographique illisible. Un code est valable 10 minutes et ne sert qu'une seule fois. Si vous avez choisi un mot de passe, il est stocké de la même manière, avec une technique conçue pour cela.",
        "Lorsque vous vous connectez, nous créons une session identifiée par un jeton aléatoire dans un cookie protégé. La session prend fin lorsque vous vous déconnectez, après 14 jours sans activité, ou au plus tard après 30 jours.",
        "Nous vérifions les photos et fichiers que vous envoyez, les réencodons et en retirons les métadonnées, comme la position GPS où une photo a été prise.",
      ],
    },
    {
      heading: "Partage des informations",
      paragraphs: [
        "Nous ne vendons jamais vos informations, nous ne les louons pas et nous ne les cédons pas à des fins publicitaires.",
        "Les autres membres peuvent voir votre nom, votre photo de profil et vos contributions publiques (idées, forums, lieux approuvés). Les coordonnées que vous donnez dans une contribution ne sont partagées que si vous avez accepté d'être contacté directement.",
        "Nous pouvons partager des informations avec des prestataires techniques qui nous aident (hébergement, envoi d'e-mails et de SMS, traduction), uniquement pour ce service et sous obligation de confidentialité. Nous pouvons transmettre des informations aux autorités lorsque la loi l'exige ou pour protéger la vie d'une personne.",
      ],
    },
    {
      heading: "Durée de conservation",
      paragraphs: [
        "Nous conservons les informations de votre compte tant que celui-ci est actif. Les codes de connexion sont effacés après leur expiration. Les contenus masqués par les modérateurs restent enregistrés comme trace de la décision.",
        "Lorsque vous demandez la suppression de votre compte, nous supprimons ou anonymisons vos informations personnelles dans un délai de 30 jours, sauf ce que la loi nous oblige à conserver. Vos contributions publiques peuvent rester, mais sans votre nom.",
      ],
    },
    {
      heading: "Vos droits",
      paragraphs: ["Vos informations vous appartiennent. Vous avez le droit de :"],
      items: [
        "consulter les informations que nous détenons sur vous et en recevoir une copie ;",
        "corriger les informations inexactes, directement dans Paramètres du compte ou en nous écrivant ;",
        "nous demander de supprimer votre compte et vos informations personnelles ;",
        "vous opposer à certains usages ou les limiter, et retirer votre consentement.",
      ],
    },
    {
      heading: "Enfants",
      paragraphs: [
        "Kominote s'adresse aux personnes de 13 ans et plus. Nous ne créons pas de comptes pour les enfants de moins de 13 ans. Si vous apprenez qu'un enfant de moins de 13 ans a créé un compte, écrivez-nous et nous le supprimerons.",
      ],
    },
    {
      anchor: "cookies",
      heading: "Cookies et données sur votre appareil",
      paragraphs: [
        "Nous n'utilisons pas de cookies publicitaires ni de cookies pour vous suivre sur d'autres sites. Nous utilisons uniquement :",
      ],
      items: [
        "un cookie de session, nécessaire pour vous garder connecté ;",
        "votre préférence de langue, enregistrée sur votre appareil pour que les pages s'ouvrent dans la langue choisie ;",
        "ce que vous avez commencé avant de vous connecter ou pendant que vous n'aviez pas de connexion, gardé sur votre appareil jusqu'à son envoi pour ne pas être perdu.",
      ],
    },
    {
      heading: "Modifications de cette politique",
      paragraphs: [
        "Nous pouvons mettre à jour cette politique. La date de la dernière modification figure en haut de la page, et nous vous informerons sur la plateforme en cas de changement important.",
      ],
    },
    {
      heading: "Nous contacter",
      paragraphs: [
        "Pour toute question sur votre vie privée ou pour exercer vos droits, écrivez à notre adresse d'assistance : support@kominote.ht. Nous vous répondrons dans un délai de 30 jours.",
      ],
    },
  ],
} satisfies StaticPageContent;
