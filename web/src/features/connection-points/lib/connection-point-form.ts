import { createConnectionPointRequestSchema, type CreateConnectionPointRequest } from "@kominote/core/schemas/connection-points";
import { checkForm, type FormCheck } from "../../../lib/check-form";
import { numberOf, emptyMeansRequired } from "../../../lib/place-form";
import type { ConnectionPoint } from "../api/connection-points";

/** What the connection point form holds, as typed ("" for a choice not made yet). */
export interface ConnectionPointFormValues {
  readonly name: string;
  readonly connectionType: string;
  readonly address: string;
  readonly description: string;
  readonly speed: string;
  readonly reliability: string;
  readonly isPublic: boolean;
  readonly isFree: boolean;
  /** Asked only when the point is not free. */
  readonly requirements: string;
  readonly latitude: string;
  readonly longitude: string;
}

export type ConnectionPointField = keyof ConnectionPointFormValues;

/** The fields in the order the form shows them (a server problem on another field goes to the form's message). */
export const connectionPointFormFields = [
  "name",
  "connectionType",
  "address",
  "description",
  "speed",
  "reliability",
  "isPublic",
  "isFree",
  "requirements",
  "latitude",
  "longitude",
] as const satisfies readonly ConnectionPointField[];

/** SPEC 5: public and free start on. */
export const emptyConnectionPointForm: ConnectionPointFormValues = {
  name: "",
  connectionType: "",
  address: "",
  description: "",
  speed: "",
  reliability: "",
  isPublic: true,
  isFree: true,
  requirements: "",
  latitude: "",
  longitude: "",
};

/** The form opened on one's own point, to correct it. */
export const connectionPointFormOf = (point: ConnectionPoint): ConnectionPointFormValues => ({
  name: point.name,
  connectionType: point.connectionType,
  address: point.address,
  description: point.description,
  speed: String(point.speed),
  reliability: String(point.reliability),
  isPublic: point.isPublic,
  isFree: point.isFree,
  requirements: point.requirements ?? "",
  latitude: String(point.latitude),
  longitude: String(point.longitude),
});

/**
 * SPEC 5 for a connection point, checked by the server's own request schema: name, address,
 * description, a type, speed, latitude and longitude; reliability from 0 to 5 when given; the
 * requirements sent only for a point that is not free (a free one has none).
 */
export const checkConnectionPointForm = (values: ConnectionPointFormValues): FormCheck<ConnectionPointField, CreateConnectionPointRequest> =>
  emptyMeansRequired(
    checkForm<ConnectionPointField, CreateConnectionPointRequest>(createConnectionPointRequestSchema, {
      name: values.name,
      connectionType: values.connectionType === "" ? undefined : values.connectionType,
      address: values.address,
      description: values.description,
      speed: numberOf(values.speed),
      reliability: numberOf(values.reliability),
      isPublic: values.isPublic,
      isFree: values.isFree,
      requirements: values.isFree || values.requirements.trim() === "" ? null : values.requirements,
      latitude: numberOf(values.latitude),
      longitude: numberOf(values.longitude),
    }),
    values,
  );
