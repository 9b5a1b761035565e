import type { Language } from "../../i18n/languages";
import { interpolate, type MessageParams } from "../../i18n/interpolate";

/**
 * The words of the assistant's own answers (never shown anywhere else, so kept off the interface
 * catalogs the browser loads), Creole first.
 */
export const answerTexts = {
  ht: {
    intro: "Men sa m jwenn sou Kominote:",
    dontKnow: "Mwen pa jwenn repons kesyon sa a nan enfòmasyon Kominote genyen, kidonk m pap envante youn. Gade lis sèvis piblik yo ak anyè ajans leta yo, oswa poze kesyon an nan fowòm sèvis ki konsène l lan.",
    suggestServices: "Sèvis piblik yo",
    suggestAgencies: "Ajans leta yo",
    pointsTitle: "Konbyen pwen chak aksyon bay",
    pointsLine: "{action}: {points} pwen",
    pointsDailyCap: "(pa plis pase {cap} fwa pa jou)",
    levelsTitle: "Nivo yo ak pwen pou rive ladan yo",
    levelsLine: "{level}: depi {points} pwen",
    progressTitle: "Pwen ou, nivo ou ak ran ou",
    progressBody: "Ou gen {points} pwen ({weekly} pwen semèn sa a). Nivo ou: {level}. Ran ou nan klasman an: {rank}. Kontribisyon ou fè sou tach yo: {contributions}.",
    taskTitle: "{service}: {task}",
  },
  fr: {
    intro: "Voici ce que j'ai trouvé sur Kominote :",
    dontKnow: "Je n'ai pas trouvé de réponse à cette question dans les informations de Kominote, et je ne vais pas en inventer une. Consultez la liste des services publics et l'annuaire des agences de l'État, ou posez la question dans le forum du service concerné.",
    suggestServices: "Les services publics",
    suggestAgencies: "Les agences de l'État",
    pointsTitle: "Combien de points rapporte chaque action",
    pointsLine: "{action} : {points} points",
    pointsDailyCap: "(au plus {cap} fois par jour)",
    levelsTitle: "Les niveaux et les points pour les atteindre",
    levelsLine: "{level} : à partir de {points} points",
    progressTitle: "Vos points, votre niveau et votre rang",
    progressBody: "Vous avez {points} points ({weekly} points cette semaine). Votre niveau : {level}. Votre rang au classement : {rank}. Vos contributions aux tâches : {contributions}.",
    taskTitle: "{service} : {task}",
  },
  en: {
    intro: "Here is what I found on Kominote:",
    dontKnow: "I did not find an answer to this question in Kominote's information, and I will not make one up. Look through the list of public services and the directory of government agencies, or ask the question in the forum of the service it concerns.",
    suggestServices: "Public services",
    suggestAgencies: "Government agencies",
    pointsTitle: "How many points each action earns",
    pointsLine: "{action}: {points} points",
    pointsDailyCap: "(at most {cap} times a day)",
    levelsTitle: "The levels and the points that reach them",
    levelsLine: "{level}: from {points} points",
    progressTitle: "Your points, level and rank",
    progressBody: "You have {points} points ({weekly} points this week). Your level: {level}. Your rank on the leaderboard: {rank}. Your contributions to tasks: {contributions}.",
    taskTitle: "{service}: {task}",
  },
  es: {
    intro: "Esto es lo que encontré en Kominote:",
    dontKnow: "No encontré respuesta a esta pregunta en la información de Kominote, y no voy a inventar una. Consulte la lista de servicios públicos y el directorio de agencias del Estado, o haga la pregunta en el foro del servicio correspondiente.",
    suggestServices: "Servicios públicos",
    suggestAgencies: "Agencias del Estado",
    pointsTitle: "Cuántos puntos da cada acción",
    pointsLine: "{action}: {points} puntos",
    pointsDailyCap: "(como máximo {cap} veces al día)",
    levelsTitle: "Los niveles y los puntos para alcanzarlos",
    levelsLine: "{level}: desde {points} puntos",
    progressTitle: "Sus puntos, su nivel y su posición",
    progressBody: "Tiene {points} puntos ({weekly} puntos esta semana). Su nivel: {level}. Su posición en la clasificación: {rank}. Sus contribuciones a las tareas: {contributions}.",
    taskTitle: "{service}: {task}",
  },
  pt: {
    intro: "Isto é o que encontrei no Kominote:",
    dontKnow: "Não encontrei resposta para esta pergunta nas informações do Kominote, e não vou inventar uma. Consulte a lista de serviços públicos e o diretório de órgãos do governo, ou faça a pergunta no fórum do serviço em questão.",
    suggestServices: "Serviços públicos",
    suggestAgencies: "Órgãos do governo",
    pointsTitle: "Quantos pontos cada ação rende",
    pointsLine: "{action}: {points} pontos",
    pointsDailyCap: "(no máximo {cap} vezes por dia)",
    levelsTitle: "Os níveis e os pontos para alcançá-los",
    levelsLine: "{level}: a partir de {points} pontos",
    progressTitle: "Seus pontos, nível e posição",
    progressBody: "Você tem {points} pontos ({weekly} pontos nesta semana). Seu nível: {level}. Sua posição na classificação: {rank}. Suas contribuições às tarefas: {contributions}.",
    taskTitle: "{service}: {task}",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type AnswerTextKey = keyof (typeof answerTexts)["ht"];

/** One of the assistant's own texts in `language`, its {placeholders} filled. */
export const answerText = (language: Language, key: AnswerTextKey, params?: MessageParams): string =>
  interpolate(answerTexts[language][key], params);
