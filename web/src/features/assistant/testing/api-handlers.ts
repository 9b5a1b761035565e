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

/** A short WAV (16-bit mono, 16 kHz) of silence, as the voice answers: a player loads and plays it. */
const silentWav = (samples = 1_600): ArrayBuffer => {
  const data = samples * 2;
  const view = new DataView(new ArrayBuffer(44 + data));
  const text = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + data, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 16_000, true);
  view.setUint32(28, 32_000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, data, true);
  return view.buffer;
};

const wav = (): Response => new HttpResponse(silentWav(), { status: 200, headers: { "Content-Type": "audio/wav" } });

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
    success: apiHttp.untyped.post(handlerPattern("/api/ai/voice"), wav),
    fields: { text: "Chan sa a obligatwa." },
  }),
};
