import type { StaticPageContent } from "../types";

export default {
  title: "À propos de Kominote",
  description:
    "Kominote est une plateforme où les citoyens haïtiens s'unissent pour développer leurs communautés, service par service, tâche par tâche.",
  sections: [
    {
      heading: "Notre mission",
      paragraphs: [
        "La mission de Kominote est de donner à chaque citoyen haïtien un outil simple pour participer au développement du pays. Nous croyons que le changement commence dans nos quartiers, quand ceux qui connaissent la réalité prennent la parole, proposent et agissent ensemble.",
        "Nous avons conçu la plateforme d'abord en créole haïtien, parce que c'est la langue que parlent tous les Haïtiens. Elle est aussi disponible en français, en anglais, en espagnol et en portugais pour la diaspora et nos partenaires. Elle est pensée pour bien fonctionner sur des téléphones bon marché et des réseaux lents.",
      ],
    },
    {
      heading: "Ce que vous pouvez faire sur Kominote",
      paragraphs: [
        "La plateforme est organisée autour des services publics : santé, éducation, eau et assainissement, déchets, sécurité, état civil, transport, agriculture, énergie, justice et bien d'autres. Chaque membre peut :",
      ],
      items: [
        "Choisir un service principal et accomplir ses tâches étape par étape.",
        "Échanger dans les forums avec les autres membres qui travaillent sur le même service.",
        "Partager des idées pour améliorer les services et voter pour celles qu'il préfère.",
        "Ajouter des lieux importants (hôpitaux, écoles, points d'eau...) sur la carte ; un modérateur les vérifie avant qu'ils soient visibles de tous.",
        "Utiliser les outils publics : localisateur de lieux, convertisseur de devises, annuaire des institutions publiques, carte des lieux sûrs et carte des points de connexion Internet.",
        "Inviter ses amis et sa famille à donner un coup de main, eux aussi.",
      ],
    },
    {
      heading: "Un environnement collaboratif",
      paragraphs: [
        "Chaque contribution compte. Lorsque vous accomplissez une tâche, partagez une idée, publiez dans un forum ou invitez quelqu'un, vous gagnez des points. Les points vous font monter de niveau, de Débutant jusqu'à Meilleur contributeur, et vous donnent une place dans le classement.",
        "Les points sont là pour reconnaître votre engagement, non pour opposer les gens les uns aux autres. Les meilleurs résultats viennent quand nous partageons ce que nous savons, nous corrigeons mutuellement avec respect et faisons confiance au travail collectif.",
        "Pour vous connecter, vous n'avez besoin de retenir aucun mot de passe : nous envoyons un code à 6 chiffres à votre adresse e-mail ou par SMS sur votre téléphone.",
      ],
    },
    {
      heading: "Code de conduite",
      paragraphs: ["Kominote est un espace public ouvert à tous. En l'utilisant, vous vous engagez à :"],
      items: [
        "Traiter chacun avec respect, quels que soient ses opinions, son origine, sa religion, son sexe ou son lieu de vie.",
        "Partager des informations vraies et, quand vous le pouvez, indiquer leur source.",
        "Ne jamais publier les informations personnelles d'autrui (adresse, téléphone, photos) sans sa permission.",
        "Ne pas faire de publicité, ne pas répéter le même message et ne pas manipuler les votes.",
        "Signaler les contenus qui enfreignent les règles plutôt que de répondre avec colère.",
      ],
    },
    {
      heading: "Conséquences",
      paragraphs: [
        "Les modérateurs de Kominote examinent les contenus signalés et ceux en attente de publication. Lorsqu'un contenu enfreint les règles, ils peuvent le masquer en indiquant la raison. Ils ne le suppriment jamais : il reste enregistré pour garder une trace, et son auteur peut demander le réexamen de la décision.",
        "Une personne qui continue d'enfreindre les règles peut perdre les points obtenus de manière malhonnête, recevoir un avertissement, ou voir son compte suspendu temporairement ou définitivement. Lorsque la sécurité d'une personne est gravement menacée, nous pouvons alerter les autorités.",
      ],
    },
    {
      heading: "Nous contacter",
      paragraphs: [
        "Une question, une suggestion, ou l'envie de devenir partenaire ? Écrivez-nous à support@kominote.ht.",
      ],
    },
  ],
} satisfies StaticPageContent;
