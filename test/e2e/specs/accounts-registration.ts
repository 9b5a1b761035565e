import auth from "@kominote/core/i18n/messages/auth/ht";
import registration from "@kominote/core/i18n/messages/registration/ht";
import skills from "@kominote/core/i18n/messages/skills/ht";
import validation from "@kominote/core/i18n/messages/validation/ht";
import { skillsCatalogue } from "@kominote/core/rules/skills-catalogue";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, chooseFiles, defaultTimeoutMs, type Spec, visible } from "../harness";
import { currentUserStatus, headerSignInButton, signOutWithMenu, userMenuButton } from "./accounts-support";

const dialogTitle = registration["registration.title"];

/** The wizard's Continue button (on the last step it says create account). */
const continueButton = (wizard: Locator, last = false): Locator =>
  wizard.getByRole("button", { name: last ? registration["registration.submit"] : registration["registration.continue"], exact: true });

/** A step is on screen: its title is shown. */
const stepTitled = (wizard: Locator, key: keyof typeof registration): Promise<Locator> =>
  visible(wizard.getByRole("heading", { name: registration[key], exact: true }), `the step "${registration[key]}"`);

/** The validation message is shown in the wizard; then the field is corrected and it must go. */
const expectProblem = async (wizard: Locator, key: keyof typeof validation): Promise<void> => {
  await visible(wizard.getByText(validation[key], { exact: true }), `the message "${validation[key]}"`);
};

const expectNoProblem = async (wizard: Locator, key: keyof typeof validation): Promise<void> => {
  try {
    await wizard.getByText(validation[key], { exact: true }).waitFor({ state: "hidden", timeout: defaultTimeoutMs });
  } catch {
    throw new Error(`the message "${validation[key]}" stayed after the value was corrected`);
  }
};

const expectDisabled = async (button: Locator, disabled: boolean, what: string): Promise<void> => {
  await visible(button, what);
  const deadline = Date.now() + defaultTimeoutMs;
  while ((await button.isDisabled()) !== disabled) {
    if (Date.now() > deadline) throw new Error(`expected ${what} to be ${disabled ? "disabled" : "enabled"}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
};

/** Types a value and leaves the field, as a member does before looking at the message. */
const enter = async (field: Locator, value: string): Promise<void> => {
  await field.fill(value);
  await field.blur();
};

/** YYYY-MM-DD of today shifted by whole years (negative: in the past). */
const yearsFromToday = (years: number): string => {
  const day = new Date();
  day.setFullYear(day.getFullYear() + years);
  return day.toISOString().slice(0, 10);
};

/** The catalogue's first skill, the first toggle on the skills step. */
const firstSkillKey = (): keyof typeof skills => {
  const key = skillsCatalogue[0]?.skills[0]?.labelKey;
  if (key === undefined || !(key in skills)) throw new Error("the skills catalogue is empty");
  return key as keyof typeof skills;
};

const firstName = "Jean";
const lastName = "Pierre";
const fullName = `${firstName} ${lastName}`;

/** Walks the nine steps, meeting each validation message once, up to the success screen. */
const registerWithWizard = async (page: Page): Promise<void> => {
  const wizard = await visible(page.getByRole("dialog", { name: dialogTitle }), "the registration wizard");
  const next = continueButton(wizard);

  // 1: first and last name.
  await stepTitled(wizard, "registration.fullName.title");
  await assertAccessible(page, "registration step 1 (name)");
  const first = wizard.getByLabel(registration["registration.firstName"], { exact: true });
  const last = wizard.getByLabel(registration["registration.lastName"], { exact: true });
  await enter(first, firstName);
  await expectProblem(wizard, "validation.fullName.parts");
  await enter(last, "P");
  await expectProblem(wizard, "validation.fullName.tooShort");
  await expectDisabled(next, true, "Continue with a too-short name");
  await assertAccessible(page, "registration step 1 with a message");
  await enter(last, lastName);
  await expectNoProblem(wizard, "validation.fullName.tooShort");
  // Enter advances, as on a phone keyboard's "go".
  await last.press("Enter");

  // 2: birthday.
  await stepTitled(wizard, "registration.birthday.title");
  await assertAccessible(page, "registration step 2 (birthday)");
  const birthday = wizard.getByLabel(registration["registration.birthday.label"], { exact: true });
  await enter(birthday, yearsFromToday(-5));
  await expectProblem(wizard, "validation.birthday.tooYoung");
  await enter(birthday, yearsFromToday(1));
  await expectProblem(wizard, "validation.birthday.future");
  await expectDisabled(next, true, "Continue with a birthday in the future");
  await enter(birthday, "1990-04-12");
  await expectNoProblem(wizard, "validation.birthday.future");

  // Back keeps what was typed.
  await wizard.getByRole("button", { name: registration["registration.back"], exact: true }).click();
  await stepTitled(wizard, "registration.fullName.title");
  const keptLast = await wizard.getByLabel(registration["registration.lastName"], { exact: true }).inputValue();
  if (keptLast !== lastName) throw new Error(`Back lost the last name: the field holds "${keptLast}"`);
  await next.click();
  await stepTitled(wizard, "registration.birthday.title");
  await next.click();

  // 3: e-mail.
  await stepTitled(wizard, "registration.email.title");
  const email = wizard.getByLabel(registration["registration.email.label"], { exact: true });
  await enter(email, "jean.pierre@example");
  await expectProblem(wizard, "validation.email.invalid");
  await assertAccessible(page, "registration step 3 (e-mail) with a message");
  await enter(email, "jean.pierre@example.ht");
  await expectNoProblem(wizard, "validation.email.invalid");
  await next.click();

  // 4: phone.
  await stepTitled(wizard, "registration.phoneNumber.title");
  const phone = wizard.getByLabel(registration["registration.phoneNumber.label"], { exact: true });
  await enter(phone, "0 12");
  await expectProblem(wizard, "validation.phone.invalid");
  // Too short for any country: refused here and again by the server.
  await enter(phone, "12");
  await expectProblem(wizard, "validation.phone.invalid");
  await assertAccessible(page, "registration step 4 (phone) with a message");
  await enter(phone, "+509 3711 0001");
  await expectNoProblem(wizard, "validation.phone.invalid");
  await next.click();

  // 5: photo, optional. One that does not decode is refused as it is picked, on this step, in Creole.
  await stepTitled(wizard, "registration.profilePhoto.title");
  await assertAccessible(page, "registration step 5 (photo)");
  const broken = { name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]) };
  await chooseFiles(wizard, registration["registration.profilePhoto.choose"], broken);
  await expectProblem(wizard, "validation.photo.load");
  if ((await wizard.getByRole("img", { name: registration["registration.profilePhoto.preview"] }).count()) > 0) {
    throw new Error("a photo that does not decode was kept, with a blank preview");
  }
  await assertAccessible(page, "registration step 5 (photo) with a photo that does not load");
  await expectDisabled(next, false, "Continue without a photo (the photo is optional)");
  await next.click();

  // 6: skills: Continue stays disabled until one is chosen.
  await stepTitled(wizard, "registration.skills.title");
  await expectDisabled(next, true, "Continue with no skill chosen");
  await assertAccessible(page, "registration step 6 (skills)");
  const skillName = skills[firstSkillKey()];
  const skill = await visible(wizard.getByRole("button", { name: skillName, exact: true, pressed: false }), `the skill toggle "${skillName}"`);
  await skill.click();
  await visible(page.getByText(registration["registration.skills.count.one"].replace("{count}", "1")), "the skill count toast");
  await expectDisabled(next, false, "Continue with one skill chosen");
  await next.click();

  // 7: primary service.
  await stepTitled(wizard, "registration.primaryService.title");
  const service = wizard.getByLabel(registration["registration.primaryService.label"], { exact: true });
  await service.focus();
  await service.blur();
  await expectProblem(wizard, "validation.primaryService.required");
  await expectDisabled(next, true, "Continue with no service chosen");
  await assertAccessible(page, "registration step 7 (service) with a message");
  await service.selectOption({ index: 1 });
  await expectNoProblem(wizard, "validation.primaryService.required");
  await next.click();

  // 8: password.
  await stepTitled(wizard, "registration.password.title");
  const password = wizard.getByLabel(registration["registration.password.label"], { exact: true });
  await enter(password, "abc");
  await expectProblem(wizard, "validation.password.tooShort");
  await assertAccessible(page, "registration step 8 (password) with a message");
  await enter(password, "lakay-2026");
  await expectNoProblem(wizard, "validation.password.tooShort");
  await next.click();

  // 9: confirmation.
  await stepTitled(wizard, "registration.confirmPassword.title");
  const confirm = wizard.getByLabel(registration["registration.confirmPassword.label"], { exact: true });
  const create = continueButton(wizard, true);
  await enter(confirm, "lakay-2025");
  await expectProblem(wizard, "validation.password.mismatch");
  await expectDisabled(create, true, "Create account with a mismatched confirmation");
  await assertAccessible(page, "registration step 9 (confirmation) with a message");
  await enter(confirm, "lakay-2026");
  await expectNoProblem(wizard, "validation.password.mismatch");
  await create.click();

  // Success: welcome, the member number, the e-mail reminder.
  await visible(
    wizard.getByRole("heading", { name: registration["registration.success.title"].replace("{name}", fullName) }),
    "the success screen's welcome",
  );
  const memberNumber = await visible(wizard.getByText(/^KDS-\d{7}-\d$/), "the member number (KDS-NNNNNNN-N)");
  const shown = (await memberNumber.textContent())?.trim() ?? "";
  await visible(wizard.getByText(registration["registration.success.checkEmail"]), "the check-your-e-mail prompt");
  await assertAccessible(page, `the registration success screen (${shown})`);
};

export const accountRegistrationSpecs: readonly Spec[] = [
  {
    name: "accounts: a visitor registers through the nine steps, meets each message, is signed in, then signs out",
    run: async ({ newPage }) => {
      const page = await newPage();
      await page.goto("/about");
      // The banner (every page but /) opens the wizard.
      const banner = await visible(page.getByRole("complementary", { name: auth["auth.banner.label"] }), "the signed-out banner");
      await assertAccessible(page, "/about with the signed-out banner");
      await banner.getByRole("button", { name: auth["auth.banner.register"], exact: true }).click();

      await registerWithWizard(page);
      if ((await currentUserStatus(page)) !== 200) throw new Error("after registering, GET /api/auth/user does not answer 200");

      // After 3 s the wizard closes by itself on the chosen service's page; the header shows the member.
      await page.getByRole("dialog", { name: dialogTitle }).waitFor({ state: "hidden", timeout: defaultTimeoutMs });
      if (!/\/services\/[^/]+$/.test(new URL(page.url()).pathname)) {
        throw new Error(`after registering, the page is ${page.url()}, expected /services/<chosen slug>`);
      }
      await visible(userMenuButton(page, fullName), "the user menu named after the new member");
      const bannerCount = await page.getByRole("complementary", { name: auth["auth.banner.label"] }).count();
      if (bannerCount > 0) throw new Error("the signed-out banner still shows once signed in");

      await signOutWithMenu(page, fullName);
      await visible(headerSignInButton(page), "the sign-in button");
    },
  },
];
