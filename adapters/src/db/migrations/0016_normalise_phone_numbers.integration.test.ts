import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../test-database";
import { up } from "./0016_normalise_phone_numbers";

describe.each(testDatabaseTargets())("0016_normalise_phone_numbers on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const member = (username: string, phone: string) => ({ full_name: "Marie Joseph", username, phone_number: phone });
  const phoneOf = async (username: string) =>
    ((await database.db("users").where({ username }).first("phone_number")) as { phone_number: string }).phone_number;

  it("rewrites readable numbers in E.164 and leaves the rest, without taking another member's number", async () => {
    await database.db("users").insert([
      member("KDS-0900001-1", "37124455"),
      member("KDS-0900002-1", "50938001122"),
      member("KDS-0900003-1", "12"),
      member("KDS-0900004-1", "+50937009988"),
      member("KDS-0900005-1", "37009988"),
    ]);
    await up(database.db);
    expect(await phoneOf("KDS-0900001-1")).toBe("+50937124455");
    expect(await phoneOf("KDS-0900002-1")).toBe("+50938001122");
    expect(await phoneOf("KDS-0900003-1")).toBe("12");
    expect(await phoneOf("KDS-0900004-1")).toBe("+50937009988");
    // Its E.164 form is another member's number: both keep theirs.
    expect(await phoneOf("KDS-0900005-1")).toBe("37009988");
  });
});
