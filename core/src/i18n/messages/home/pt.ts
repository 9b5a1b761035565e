import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "home.hero.title": "Vamos construir juntos um Haiti que funcione para todos",
  "home.hero.pitch":
    "Kominote reúne os cidadãos para melhorar os serviços públicos. Escolha um serviço, realize tarefas úteis para o seu bairro, compartilhe suas ideias e veja os resultados juntos.",
  "home.hero.start": "Começar agora",
  "home.services.title": "Serviços públicos",
  "home.services.intro": "Cada serviço tem tarefas, discussões e ideias onde você pode dar uma mão.",
  "home.services.tasks.one": "{count} tarefa",
  "home.services.tasks.other": "{count} tarefas",
  "home.services.contributors.one": "{count} colaborador",
  "home.services.contributors.other": "{count} colaboradores",
  "home.services.discussions.one": "{count} discussão",
  "home.services.discussions.other": "{count} discussões",
  "home.services.takePart": "Participar",
  "home.services.loading": "Carregando serviços...",
  "home.services.errorTitle": "Não conseguimos carregar os serviços.",
  "home.services.errorText": "Verifique sua conexão e tente de novo.",
  "home.services.retry": "Tentar de novo",
  "home.services.empty": "Ainda não há serviços públicos.",
  "home.hidden.signInToSee.one": "+{count} serviço público. Entre para vê-lo",
  "home.hidden.signInToSee.other": "+{count} serviços públicos. Entre para ver todos",
  "home.hidden.more.one": "+{count} outro serviço público",
  "home.hidden.more.other": "+{count} outros serviços públicos",
  "home.hidden.membersOnly":
    "Esses serviços são só para membros. Entre ou crie uma conta gratuita para vê-los e participar.",
  "home.signIn": "Entrar",
  "home.cta.title": "Pronto para dar uma mão?",
  "home.cta.text":
    "Crie sua conta grátis em poucos minutos, escolha um serviço e comece a contribuir com sua comunidade.",
  "home.cta.createAccount": "Criar uma conta",
  "home.cta.haveAccount": "Já tem uma conta?",
  "home.member.greeting": "Olá, {name}!",
  "home.member.matched": "As tarefas combinam com as suas habilidades. Escolha um serviço para começar a contribuir.",
} satisfies Catalog<typeof ht>;
