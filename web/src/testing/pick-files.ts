import { fireEvent, screen } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Picks files with a FilePicker as a member does: the button named `buttonName` opens the file
 * dialog of the input beside it, which then reports the chosen files.
 */
export const pickFiles = (buttonName: string, files: readonly File[]): void => {
  const button = screen.getByRole("button", { name: buttonName });
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null || input === undefined) throw new Error(`no file input beside "${buttonName}"`);
  fireEvent.change(input, { target: { files } });
};

/**
 * Makes images decode (or not) as in a browser: happy-dom draws nothing, so every image would
 * otherwise look broken to the photo checks. Undone by vi.unstubAllGlobals().
 */
export const stubImageDecoding = (decodes: boolean): void => {
  class DecodingImage {
    src = "";
    naturalWidth = decodes ? 1 : 0;
    decode(): Promise<void> {
      return decodes ? Promise.resolve() : Promise.reject(new Error("EncodingError"));
    }
  }
  vi.stubGlobal("Image", DecodingImage);
};
