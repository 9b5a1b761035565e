import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "shell.skipToContent": "Ir direto para o conteúdo",
  "shell.loading": "Carregando...",

  "shell.logo.label": "Kominote, página inicial",
  "shell.nav.label": "Navegação principal",
  "shell.menu.moderation": "Moderação",
  "shell.nav.services": "Serviços",
  "shell.nav.tools": "Ferramentas",
  "shell.nav.leaderboard": "Classificação",
  "shell.nav.openMenu": "Abrir o menu",
  "shell.nav.menuTitle": "Menu",

  "shell.language.label": "Idioma",
  "shell.language.choose": "Escolha o seu idioma",
  "shell.language.changing": "Mudando o site para {language}...",

  "shell.translation.inProgress": "Traduzindo o texto...",

  "shell.login.open": "Entrar",
  "shell.login.title": "Entrar no Kominote",
  "shell.login.explanation":
    "Não é preciso senha. Enviamos um código de 6 dígitos por e-mail ou SMS; digite esse código para entrar.",
  "shell.login.privacy": "Privacidade",
  "shell.login.terms": "Termos",
  "shell.login.cookies": "Cookies",
  "shell.login.legalLabel": "Informações legais",

  "shell.dialog.close": "Fechar",

  "shell.footer.flag": "Bandeira do Haiti",
  "shell.footer.motto": "A união faz a força",
  "shell.footer.linksLabel": "Sobre este site",
  "shell.footer.about": "Sobre",
  "shell.footer.rules": "Regras de participação",
  "shell.footer.terms": "Termos e condições",
  "shell.footer.privacy": "Política de privacidade",
  "shell.footer.copyright": "© {year} Kominote. Todos os direitos reservados.",

  "shell.toast.region": "Notificações",
  "shell.toast.close": "Fechar a notificação",

  "shell.notFound.title": "404: página não encontrada",
  "shell.notFound.body":
    "A página que você procura não existe ou mudou de endereço. Confira o endereço ou volte para a página inicial.",
  "shell.notFound.home": "Voltar para a página inicial",
  "shell.notFound.services": "Ver os serviços públicos",

  "shell.error.title": "Algo deu errado",
  "shell.error.body": "Não foi possível mostrar esta página. Tente de novo ou volte para a página inicial.",
  "shell.error.retry": "Tentar de novo",
} satisfies Catalog<typeof ht>;
