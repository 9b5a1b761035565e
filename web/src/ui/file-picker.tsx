import { useRef } from "react";
import { button } from "../theme/button.css";
import { visuallyHidden } from "../theme/visually-hidden.css";

export interface FilePickerProps {
  readonly id?: string;
  /** What the button says (and so its name), in the interface language: "Chwazi yon foto". */
  readonly text: string;
  readonly accept: string;
  readonly multiple?: boolean;
  readonly describedBy?: string;
  readonly invalid?: boolean;
  /** Marks the button as the control a step focuses when it opens. */
  readonly stepFocus?: boolean;
  readonly onPick: (files: readonly File[]) => void;
}

/**
 * Choosing files with a button in the reader's language. The browser's own file input speaks the
 * browser's language ("Choose File / No file chosen") whatever the page's, so it stays only to open
 * the file dialog: hidden, out of the tab order, and pressed by the button (Enter and Space work,
 * as on any button). It is cleared after each pick so choosing the same file again is noticed.
 */
export function FilePicker({ id, text, accept, multiple = false, describedBy, invalid = false, stepFocus = false, onPick }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        id={id}
        type="button"
        className={button({ variant: "secondary" })}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        {...(stepFocus ? { "data-step-focus": "" } : {})}
        onClick={() => input.current?.click()}
      >
        {text}
      </button>
      <input
        ref={input}
        type="file"
        className={visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
    </>
  );
}
