import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { MemoryUsers, newMember } from "../testing/account-doubles";
import { serviceNamed, servicesOf } from "../testing/service-doubles";
import { makeJoinService } from "./join-service";

const services = servicesOf([serviceNamed(1, { ht: "Sèvis 1" }), serviceNamed(2, { ht: "Sèvis 2" })]);

let users: MemoryUsers;
let writes: number;

beforeEach(async () => {
  users = new MemoryUsers(() => new Date("2026-03-10T12:00:00Z"));
  writes = 0;
  const update = users.updateProfile.bind(users);
  users.updateProfile = async (id, patch) => {
    writes += 1;
    return update(id, patch);
  };
  for (const id of [1, 2]) {
    await users.create(
      newMember({ fullName: `Manm ${String(id)}`, phoneNumber: `+5093700000${String(id)}`, username: `KDS-000000${String(id)}-0` }),
    );
  }
});

const join = (serviceId: number, { userId = 1, requesterId = 1 } = {}) =>
  Effect.runPromise(Effect.result(makeJoinService({ services, users })({ userId, requesterId, serviceId, language: "ht" })));

const codeOf = (result: Awaited<ReturnType<typeof join>>) => (Result.isFailure(result) ? result.failure.code : "success");

describe("joinService", () => {
  it("makes the service the member's main one, and another join replaces it", async () => {
    const first = await join(1);
    expect(Result.isSuccess(first) && first.success.joinedServiceId).toBe(1);
    const second = await join(2);
    expect(Result.isSuccess(second) && second.success.joinedServiceId).toBe(2);
    expect(users.rows.get(1)?.joinedServiceId).toBe(2);
  });

  it("changes nothing when the member joins the service they are in", async () => {
    await join(2);
    const again = await join(2);
    expect(Result.isSuccess(again) && again.success.joinedServiceId).toBe(2);
    expect(writes).toBe(1);
  });

  it("refuses an unknown service", async () => {
    const result = await join(99);
    expect(codeOf(result)).toBe("SERVICE.NOT_FOUND");
    expect(Result.isFailure(result) && result.failure.messageKey).toBe("errors.service.notFound");
    expect(users.rows.get(1)?.joinedServiceId).toBeNull();
  });

  it("never changes another member's service", async () => {
    expect(codeOf(await join(1, { userId: 2, requesterId: 1 }))).toBe("AUTH.FORBIDDEN");
    expect(users.rows.get(2)?.joinedServiceId).toBeNull();
    expect(writes).toBe(0);
  });
});
