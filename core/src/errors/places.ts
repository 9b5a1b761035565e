import { domainError, type DomainError } from "./domain-error";
import type { MessageKey } from "../i18n/messages";
import { schemaMessages } from "../schemas/messages";

/** Errors about members' places. */

/** No such place, or one the reader may not see (pending or refused, and not theirs): ids cannot be probed. */
export const placeNotFound = (): DomainError => domainError("PLACE.NOT_FOUND", "errors.place.notFound");

/** A cursor of another order than the one asked for: the list cannot continue from it. */
export const placeCursorMismatch = (): DomainError =>
  domainError("REQUEST.INVALID", schemaMessages.locationCursor, { fields: { cursor: schemaMessages.locationCursor } });

/** The photo's bytes are not a picture the server can read. */
export const placePhotoRefused = (messageKey: MessageKey): DomainError =>
  domainError("REQUEST.INVALID", messageKey, { fields: { photo: messageKey } });
