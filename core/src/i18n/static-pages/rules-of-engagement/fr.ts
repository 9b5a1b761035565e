import type { StaticPageContent } from "../types";

export default {
  title: "Règles d'engagement",
  description:
    "Ces règles font de Kominote un espace où chacun peut s'exprimer librement et en sécurité, pour le bien de la communauté.",
  sections: [
    {
      heading: "Pourquoi ces règles",
      paragraphs: [
        "Kominote est un espace public. Ce que vous écrivez peut être lu par votre voisin, par un agent de l'État ou par quelqu'un de la diaspora. Ces règles s'appliquent à tout ce que vous publiez : idées, forums, messages, contributions, lieux, photos et votre profil.",
      ],
    },
    {
      heading: "Respecter tout le monde",
      paragraphs: [
        "Vous avez le droit de ne pas être d'accord avec une idée ; ce n'est pas une raison pour attaquer la personne qui la propose. Critiquez les idées, pas les personnes.",
      ],
      items: [
        "N'insultez, ne menacez et n'humiliez personne.",
        "Ne harcelez aucun membre, ni sur la plateforme ni en dehors.",
        "Écrivez de façon qu'un jeune de 13 ans puisse vous lire sans danger : pas de contenu sexuel, pas d'images violentes.",
      ],
    },
    {
      heading: "S'en tenir aux faits",
      paragraphs: [
        "Partagez ce que vous savez être vrai. Quand vous n'êtes pas sûr, dites-le. Lorsque vous signalez un problème (route abîmée, eau coupée, ordures non ramassées), donnez des détails utiles : où, depuis quand, combien de personnes sont touchées.",
        "Ne publiez pas de fausses nouvelles, de rumeurs ni de photos trompeuses. Un lieu que vous ajoutez sur la carte doit réellement exister, à l'endroit indiqué.",
      ],
    },
    {
      heading: "Pas de discours haineux",
      paragraphs: [
        "Nous n'acceptons aucun contenu qui encourage la haine ou la violence envers une personne ou un groupe en raison de sa couleur de peau, de son origine, de sa nationalité, de sa religion, de son sexe, de son orientation sexuelle, de son handicap ou de ses opinions politiques.",
        "Cela veut dire aussi : aucun appel à la violence, à la vengeance ou à se faire justice soi-même.",
      ],
    },
    {
      heading: "Protéger la vie privée des autres",
      paragraphs: [
        "Ne publiez jamais les informations personnelles d'une autre personne sans son accord : numéro de téléphone, adresse, e-mail, pièces d'identité, photos où on peut la reconnaître, ni photos d'enfants. Cela comprend les informations que vous voyez dans les contributions d'autres membres.",
        "Si vous souhaitez parler à un contributeur, utilisez la demande d'appel, disponible uniquement lorsque le contributeur a accepté d'être contacté directement.",
      ],
    },
    {
      heading: "Pas de spam, pas de manipulation des votes",
      paragraphs: [
        "Les points, les niveaux et le classement n'ont de valeur que s'ils reflètent l'engagement réel des personnes. C'est pourquoi il est interdit de :",
      ],
      items: [
        "Créer plusieurs comptes pour une même personne.",
        "Voter pour sa propre idée avec d'autres comptes, acheter ou vendre des votes, ou échanger des votes.",
        "Publier plusieurs fois le même message, ou envoyer des contributions vides pour récolter des points.",
        "Faire de la publicité commerciale ou publier des liens sans rapport avec le sujet.",
        "Utiliser des programmes automatiques pour publier, voter ou inviter des personnes.",
      ],
    },
    {
      heading: "Signaler un problème",
      paragraphs: [
        "Si vous voyez un contenu qui enfreint ces règles, signalez-le aux modérateurs plutôt que d'y répondre. Précisez ce qui ne va pas : cela les aide à agir plus vite. La personne signalée ne saura pas que c'est vous.",
        "Kominote n'est pas un service d'urgence. Si quelqu'un est en danger en ce moment, contactez d'abord la police ou le service d'urgence le plus proche.",
      ],
    },
    {
      heading: "Modération",
      paragraphs: [
        "Les modérateurs sont des membres qui ont reçu ce rôle pour veiller sur la plateforme. Ils examinent les lieux, les contributions, les institutions, les lieux sûrs et les points de connexion avant leur publication, et peuvent masquer une idée, un forum ou un message qui enfreint les règles.",
        "Lorsqu'ils masquent un contenu, ils en donnent toujours la raison. Le contenu n'est pas supprimé : il reste dans le système, et chaque décision est consignée dans un journal. Ainsi, chaque décision peut être vérifiée.",
      ],
    },
    {
      heading: "Recours",
      paragraphs: [
        "Si vous pensez que votre contenu a été masqué, ou qu'un lieu que vous avez ajouté a été refusé, sans raison valable, vous pouvez demander un réexamen. Écrivez à support@kominote.ht en indiquant le lien du contenu et en expliquant pourquoi la décision vous semble injuste.",
        "Un autre modérateur, qui n'a pas pris la première décision, examinera votre demande. Si la décision est modifiée, le contenu réapparaîtra tel qu'il était.",
      ],
    },
  ],
} satisfies StaticPageContent;
