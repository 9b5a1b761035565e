import { ApiError, api } from "../../../api/client";

/** The member's data as the browser saves it. */
export interface OwnDataFile {
  readonly fileName: string;
  readonly blob: Blob;
}

/** The server names the file (member number and day); a missing or odd header still saves a file. */
export const fileNameOf = (disposition: string | null): string =>
  /filename="([\w.-]+)"/.exec(disposition ?? "")?.[1] ?? "kominote.json";

/** `GET /api/users/me/export`: everything kept about the signed-in member, as one JSON file. */
export const exportOwnData = async (): Promise<OwnDataFile> => {
  const { data, error, response } = await api.GET("/api/users/me/export", { parseAs: "blob" });
  if (!response.ok || data === undefined) throw new ApiError(response.status, response.statusText, error);
  return { fileName: fileNameOf(response.headers.get("content-disposition")), blob: data };
};

/** Hands the file to the browser's download, through a link that is clicked once and let go. */
export const saveFile = ({ fileName, blob }: OwnDataFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
