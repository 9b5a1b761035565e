// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { isFormInUse } from "./form-in-use";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a form in use", () => {
  it("is none on a page being read", () => {
    document.body.innerHTML = `<main><h1>Sèvis yo</h1><a href="/ideas">Ide</a><form><input type="search" /><button>Chèche</button></form></main>`;
    (document.querySelector("a") as HTMLElement).focus();
    expect(isFormInUse(document)).toBe(false);
  });

  it("is a field being typed in", () => {
    document.body.innerHTML = `<form><label>Tit <input /></label></form>`;
    (document.querySelector("input") as HTMLInputElement).focus();
    expect(isFormInUse(document)).toBe(true);
  });

  it("is text typed in a form, even once the field lost the focus", () => {
    document.body.innerHTML = `<form><textarea></textarea><button>Voye</button></form>`;
    (document.querySelector("textarea") as HTMLTextAreaElement).value = "Mwen gen yon ide.";
    (document.querySelector("button") as HTMLElement).focus();
    expect(isFormInUse(document)).toBe(true);
  });

  it("is an open dialog", () => {
    document.body.innerHTML = `<div role="dialog" aria-label="Kontribye"><button>Kontinye</button></div>`;
    expect(isFormInUse(document)).toBe(true);
  });
});
