import validation from "@kominote/core/i18n/messages/validation/ht";
import { HttpResponse } from "msw";
import { apiHttp, handlerPattern } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { exampleSources, streamedAnswer } from "./answer-stream";

const question = "Kijan pou m jwenn yon kat idantifikasyon nasyonal?";

const answerPieces = [
  "Pou w jwenn kat idantifikasyon nasyonal ou (CIN), ",
  "ale nan yon biwo ONI ak yon ak nesans ",
  "oswa yon paspò. Gade travay la pou etap yo.",
];

const wholeAnswer = { response: answerPieces.join(""), sources: [...exampleSources] };

/**
 * A tenth of a second of silence as the voice answers it (MP3, 22,050 Hz mono, 32 kbit/s, made
 * by the same encoder as the server's voice): a player loads and plays it.
 */
const silentMp3 = "//NAxAAAAANIAAAAAExBTUUzLjEwMFVVVVVVVVVVVVVMQU1FMy4xMDBVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVX/80LEWwAAA0gAAAAAVVVVVVVVVVVVVVVVVVVVVVVVVVVMQU1FMy4xMDBVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVX/80DEpAAAA0gAAAAAVVVVVVVVVVVVVVVVVVVVVVVVVUxBTUUzLjEwMFVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVf/zQsSjAAADSAAAAABVVVVVVVVVVVVVVVVVVVVVVVVVVUxBTUUzLjEwMFVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVf/zQMSkAAADSAAAAABVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV//NCxKMAAANIAAAAAFVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV";

const silentMp3Bytes = (): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(silentMp3), (char) => char.charCodeAt(0));

/** The same silence as the browser's player receives it, for a story that hands the screen its voice. */
export const silentVoice = async (): Promise<Blob> => new Blob([silentMp3Bytes()], { type: "audio/mpeg" });

const spoken = (): Response => new HttpResponse(silentMp3Bytes(), { status: 200, headers: { "Content-Type": "audio/mpeg" } });

/** The assistant answering in Creole, whole or streamed as its server does, and the answer read aloud. */
export const assistantApi = {
  askAi: mockOperation({
    method: "post",
    path: "/api/ai/ask",
    example: { url: "/api/ai/ask", body: { question } },
    success: apiHttp.post("/api/ai/ask", ({ response }) => response(200).json(wholeAnswer)),
    fields: { question: validation["validation.question.empty"] },
    variants: {
      streamed: [
        apiHttp.untyped.post(handlerPattern("/api/ai/ask"), () =>
          new HttpResponse(streamedAnswer(answerPieces, exampleSources), { status: 200, headers: { "Content-Type": "text/event-stream" } }),
        ),
      ],
      doesNotKnow: [
        apiHttp.untyped.post(handlerPattern("/api/ai/ask"), () =>
          new HttpResponse(streamedAnswer(["Mwen pa jwenn repons kesyon sa a sou Kominote. Gade lis sèvis yo oswa repètwa ajans yo."], [], false), {
            status: 200,
            headers: { "Content-Type": "text/event-stream" },
          }),
        ),
      ],
    },
  }),
  synthesizeVoice: mockOperation({
    method: "post",
    path: "/api/ai/voice",
    example: { url: "/api/ai/voice", body: { text: answerPieces[0], language: "ht" } },
    success: apiHttp.untyped.post(handlerPattern("/api/ai/voice"), spoken),
    fields: { text: "Chan sa a obligatwa." },
  }),
};
