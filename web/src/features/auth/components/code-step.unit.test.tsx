// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { CodeStep } from "./code-step";

function Harness({ error = null, resendSeconds = 0 }: { readonly error?: string | null; readonly resendSeconds?: number }) {
  const [code, setCode] = useState("");
  return (
    <CodeStep
      contact="marie@example.ht"
      code={code}
      error={error}
      isPending={false}
      resendSeconds={resendSeconds}
      isResending={false}
      onCodeChange={setCode}
      onSubmit={() => undefined}
      onResend={() => undefined}
      onBack={() => undefined}
    />
  );
}

const renderStep = (props: { readonly error?: string | null; readonly resendSeconds?: number } = {}) =>
  render(
    <Providers>
      <Harness {...props} />
    </Providers>,
  );

const codeField = async (): Promise<HTMLInputElement> =>
  (await screen.findByLabelText("Kòd konfimasyon an", {}, { timeout: 5000 })) as HTMLInputElement;

afterEach(cleanup);

describe("CodeStep", () => {
  it("is one labelled field phones can fill from the message", async () => {
    renderStep();
    const input = await codeField();
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(input.maxLength).toBe(6);
  });

  it.each(["123 456", "123-456", " 12 34 56 "])("keeps the six digits of a pasted %j", async (pasted) => {
    renderStep();
    const input = await codeField();
    fireEvent.paste(input, { clipboardData: { getData: () => pasted } });
    expect(input.value).toBe("123456");
  });

  it("drops what is not a digit when typed", async () => {
    renderStep();
    const input = await codeField();
    fireEvent.change(input, { target: { value: "12a-3" } });
    expect(input.value).toBe("123");
  });

  it("ties the problem to the field and announces it", async () => {
    renderStep({ error: "The code is not correct" });
    const input = await codeField();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("The code is not correct");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(alert.id);
  });

  it("holds the resend link until the wait is over", async () => {
    renderStep({ resendSeconds: 42 });
    const resend = await screen.findByRole("button", { name: "Voye ankò nan 42 s" });
    expect(resend.hasAttribute("disabled")).toBe(true);
  });
});
