import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages";
import {
  composeEmailVerification,
  composeLoginCodeEmail,
  composeLoginCodeSms,
  composeUnknownContactEmail,
  composeUnknownContactSms,
  type ComposedEmail,
} from "./compose";
import { smsSize } from "./sms-segments";

const registerUrl = "https://kominote.ht/register";
const verifyLink = "https://kominote.ht/verify-email?token=Ab3_x-9&lang=ht";

// Every placeholder filled, the HTML a complete document in the message's language.
const expectWellFormed = (email: ComposedEmail, language: string) => {
  expect(email.subject).not.toBe("");
  expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/\{\w+\}/);
  expect(email.html).toMatch(/^<!doctype html>/);
  expect(email.html).toContain(`<html lang="${language}">`);
  expect(email.html).toContain("</html>");
};

describe.each(languages)("messages in %s", (language) => {
  it("sign-in code e-mail: the code in both parts, and how long it lasts", () => {
    const email = composeLoginCodeEmail(language, { code: "482913", minutes: 10 });
    expectWellFormed(email, language);
    expect(email.text).toContain("482913");
    expect(email.text).toContain("10");
    expect(email.html).toContain(">482913</p>");
    expect(email.subject).not.toContain("482913");
  });

  it("sign-in code SMS: the code and its validity in one segment", () => {
    const { body } = composeLoginCodeSms(language, { code: "482913", minutes: 10 });
    expect(body).toContain("482913");
    expect(body).toContain("10");
    expect(body).not.toMatch(/\{\w+\}/);
    expect(smsSize(body).segments).toBe(1);
  });

  it("unknown-contact e-mail: links to registration", () => {
    const email = composeUnknownContactEmail(language, { registerUrl });
    expectWellFormed(email, language);
    expect(email.text).toContain(registerUrl);
    expect(email.html).toContain(`href="${registerUrl}"`);
  });

  it("unknown-contact SMS: the registration link in one segment", () => {
    const { body } = composeUnknownContactSms(language, { registerUrl });
    expect(body).toContain(registerUrl);
    expect(smsSize(body).segments).toBe(1);
  });

  it("e-mail verification: greets by name, links, says 48 hours", () => {
    const email = composeEmailVerification(language, { fullName: "Mari Jozèf", link: verifyLink });
    expectWellFormed(email, language);
    expect(email.text).toContain("Mari Jozèf");
    expect(email.text).toContain(verifyLink);
    expect(email.text).toContain("48");
    expect(email.html).toContain(`href="${verifyLink.replaceAll("&", "&amp;")}"`);
  });
});

describe("HTML escaping", () => {
  it("escapes every interpolated value, in text and in attributes", () => {
    const email = composeEmailVerification("ht", {
      fullName: `<img src=x onerror="alert(1)"> & 'Jan'`,
      link: `https://kominote.ht/verify-email?token=a"><script>alert(1)</script>`,
    });
    expect(email.html).not.toContain("<img");
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain(`a">`);
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Jan&#39;");
    // The plain-text part carries the name as written.
    expect(email.text).toContain(`<img src=x onerror="alert(1)"> & 'Jan'`);
  });

  it("escapes the code and the registration link too", () => {
    expect(composeLoginCodeEmail("en", { code: "<b>1</b>", minutes: 10 }).html).toContain(
      "&lt;b&gt;1&lt;/b&gt;",
    );
    expect(composeUnknownContactEmail("en", { registerUrl: "https://x.ht/?a=1&b=2" }).html).toContain(
      'href="https://x.ht/?a=1&amp;b=2"',
    );
  });
});

describe("plain-text part", () => {
  it("reads as paragraphs with the signature last", () => {
    const { text } = composeLoginCodeEmail("ht", { code: "482913", minutes: 10 });
    expect(text.split("\n\n")[1]).toBe("482913");
    expect(text.trimEnd().endsWith("Ekip Kominote")).toBe(true);
  });
});
