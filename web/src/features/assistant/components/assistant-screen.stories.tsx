import type { Language } from "@kominote/core/i18n/languages";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import type { Answer } from "../lib/answer";
import { AnswerStreamError } from "../lib/answer";
import type { Ask } from "../lib/use-conversation";
import { exampleSources } from "../testing/answer-stream";
import { memoryStorage } from "../../../testing/memory-storage";
import { conversationIn, storageWithConversation } from "../testing/conversation";
import { failingAsk } from "../testing/fake-ask";
import { silentVoice } from "../testing/api-handlers";
import { AssistantConversation } from "./assistant-screen";

/** An assistant that writes its answer a few words every 300 ms, as a stream on a slow link does. */
const slowAsk =
  (answer: Answer): Ask =>
  async (_question, listener) => {
    listener.onSources?.(answer.sources);
    let shown = "";
    for (const word of answer.response.split(" ")) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      shown = shown === "" ? word : `${shown} ${word}`;
      listener.onText?.(shown);
    }
    return answer;
  };

/** The question and answer of each language's story: the first example question, answered. */
const conversations: Record<Language, [string, string]> = {
  ht: ["Kijan pou m jwenn yon kat idantifikasyon nasyonal?", "Ale nan biwo ONI ki pi pre w la ak batistè ou ak yon foto. Kat la gratis."],
  fr: ["Comment obtenir une carte d'identification nationale ?", "Rendez-vous au bureau de l'ONI le plus proche avec votre acte de naissance et une photo. La carte est gratuite."],
  en: ["How do I get a national identification card?", "Go to the nearest ONI office with your birth certificate and a photo. The card is free."],
  es: ["¿Cómo obtengo una tarjeta de identificación nacional?", "Vaya a la oficina de la ONI más cercana con su acta de nacimiento y una foto. La tarjeta es gratuita."],
  pt: ["Como obtenho um cartão de identificação nacional?", "Vá ao escritório da ONI mais próximo com sua certidão de nascimento e uma foto. O cartão é gratuito."],
};

const withConversation = (language: Language): Story => ({
  args: { storage: storageWithConversation(1, conversationIn(language, ...conversations[language])) },
  decorators: [withLanguage(language)],
});

const meta = {
  title: "Assistant/AssistantScreen",
  component: AssistantConversation,
  parameters: { layout: "fullscreen" },
  decorators: [withProviders],
  args: {
    memberId: 1,
    ask: slowAsk({ response: conversations.ht[1], sources: exampleSources, answered: true }),
    speak: silentVoice,
    recognition: null,
    storage: memoryStorage(),
  },
} satisfies Meta<typeof AssistantConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: nothing asked yet, the six example questions below the box. Press one to see the answer arrive word by word. */
export const Empty: Story = {};
/** A conversation kept from earlier in the session, its sources as links and its voice ready to play. */
export const Creole: Story = withConversation("ht");
export const French: Story = withConversation("fr");
export const English: Story = withConversation("en");
export const Spanish: Story = withConversation("es");
export const Portuguese: Story = withConversation("pt");
/** The assistant failed mid-answer without a message: the spec's text, the question left in the box. */
export const Failed: Story = { args: { ask: failingAsk(new AnswerStreamError("STREAM.CUT", undefined)) } };
