import { apiRoute } from "@kominote/core/contract/index";
import { maxContributionFileBytes } from "@kominote/core/schemas/uploads";
import { Effect } from "effect";
import type { Container } from "inversify";
import { runUseCase } from "../../http/run-use-case";
import { readUploadForm } from "../../http/upload-form";
import { resolve, resolveEach } from "../../tokens";
import { contributionsTokens } from "./tokens";
import { servicesTokens } from "../services/tokens";
import { handle, type HandlerMap } from "../../http/handler";

/**
 * Uploading files, contributing to a task, a task's list and the author's edit. Member routes:
 * the access check has already refused anyone signed out, so the handler gets the member; the task's
 * list reads the session when there is one (an author sees their own, a moderator every one).
 */
export const contributionHandlers = (container: Container): HandlerMap => {
  const { storeUpload, contributeToTask, listTaskContributions, updateContribution } =
    resolveEach(container, contributionsTokens, ["storeUpload", "contributeToTask", "listTaskContributions", "updateContribution"]);
  const getTask = resolve(container, servicesTokens.getTask);

  return {
    ...handle(apiRoute("uploadFile"), ({ request, member }, reply) =>
      runUseCase(
        readUploadForm(request, apiRoute("uploadFile").body, { maxFileBytes: maxContributionFileBytes, tooBigKey: "contribute.upload.tooBig" }).pipe(
          Effect.flatMap(({ purpose, file }) =>
            Effect.promise(() => file.arrayBuffer()).pipe(
              Effect.flatMap((buffer) =>
                storeUpload({ ownerId: member.id, purpose, bytes: new Uint8Array(buffer), originalName: file.name }),
              ),
            ),
          ),
        ),
        reply,
        { status: 201 },
      ),
    ),
    ...handle(apiRoute("contributeToTask"), ({ params, body, language, member }, reply) =>
      runUseCase(
        contributeToTask({ authorId: member.id, taskId: params.id, request: body, language }),
        reply,
        { status: 201 },
      ),
    ),
    ...handle(apiRoute("getTask"), ({ params, language }, reply) => runUseCase(getTask({ taskId: params.id, language }), reply)),
    ...handle(apiRoute("listTaskContributions"), ({ params, member }, reply) =>
      runUseCase(listTaskContributions({ taskId: params.id, reader: member }), reply),
    ),
    ...handle(apiRoute("updateContribution"), ({ params, body, member }, reply) =>
      runUseCase(updateContribution({ contributionId: params.contributionId, requesterId: member.id, request: body }), reply),
    ),
  };
};
