import { z } from "zod";
import { idSchema, instantSchema, requiredText, webUrlSchema } from "./common";
import { emailSchema, phoneNumberSchema } from "./contact";
import { reviewStatusSchema } from "./contributions";
import { schemaMessages } from "./messages";
import { agencyTypes, departments } from "../rules/agency-kinds";

export { agencyTypes, departments };

export const agencyTypeSchema = z.enum(agencyTypes).meta({ id: "AgencyType" });
export type AgencyType = z.infer<typeof agencyTypeSchema>;

export const departmentSchema = z.enum(departments).meta({ id: "Department" });
export type Department = z.infer<typeof departmentSchema>;

export const governmentAgencySchema = z
  .object({
    id: idSchema,
    name: z.string(),
    type: agencyTypeSchema,
    description: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    address: z.string(),
    website: z.string().nullable(),
    services: z.array(z.string()),
    department: departmentSchema,
    submittedBy: z.string().nullable().meta({ description: "Full name of the member who added it; null for the seeded directory." }),
    status: reviewStatusSchema,
    createdAt: instantSchema,
  })
  .meta({ id: "GovernmentAgency" });
export type GovernmentAgency = z.infer<typeof governmentAgencySchema>;


export const createGovernmentAgencyRequestSchema = z
  .object({
    name: requiredText(200),
    type: agencyTypeSchema,
    description: requiredText(2000),
    phone: phoneNumberSchema,
    email: emailSchema.nullable().optional(),
    address: requiredText(300),
    website: webUrlSchema.nullable().optional(),
    services: z
      .array(z.string().trim().min(1).max(120))
      .min(1, { message: schemaMessages.requiredField })
      .max(30),
    department: departmentSchema,
  })
  .meta({ id: "CreateGovernmentAgencyRequest" });
export type CreateGovernmentAgencyRequest = z.infer<typeof createGovernmentAgencyRequestSchema>;
