import { afterAll, beforeAll, describe } from "vitest";
import { contractBackends } from "./contract-backends";
import { serviceRepositoryContract } from "./service-repository.contract";
import { taskRepositoryContract } from "./task-repository.contract";

describe.each(contractBackends())("repositories on $name", (backend) => {
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());

  describe("ServiceRepository", () => serviceRepositoryContract(() => backend.fresh()));
  describe("TaskRepository", () => taskRepositoryContract(() => backend.fresh()));
});
