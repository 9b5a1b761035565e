import type { z } from "zod";
import { illFormedTextPaths } from "../rules/well-formed-text";

/**
 * The one text rule of every request (DECISIONS 11): each string it carries, at any depth, in the
 * body, the query, the path or a form, is well-formed Unicode. The contract applies it to every
 * request schema (`defineRoute`), so no field can be forgotten; an ill-formed string is an issue
 * on its own field with a catalog message, reported even when other fields fail too.
 */
export const refuseIllFormedText = <S extends z.ZodType>(schema: S): S => {
  const refined = schema.superRefine(
    (value, context) => {
      for (const path of illFormedTextPaths(value)) {
        context.addIssue({ code: "custom", message: "validation.text.illFormed", path, input: value });
      }
    },
    { when: () => true },
  );
  // A refinement is a new schema: it keeps the original's name in the API document.
  const meta = schema.meta();
  return meta === undefined ? refined : refined.meta(meta);
};
