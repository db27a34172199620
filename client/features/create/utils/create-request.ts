import { AGE_MAX, AGE_MIN, CREATE_MESSAGES, hasFirstAndLastName } from "../../../../worker/contracts/create";
import type { CreateBody } from "../../../../worker/contracts/create-schema";
import { type CreateSource, isCreateSource } from "../../../../worker/contracts/sources";
import { parseProfileLink } from "../../../../worker/domain/profile-link";
import type { FormErrors } from "../../../lib/form-errors";

/** The search form searches by name, or on the network whose icon was clicked. */
export type SearchMode = "name" | CreateSource;
/** Fields that can carry an error; the state comes from the dropdown's list, so it is always valid. */
export type SearchField = "name" | "age" | "username";
export type SearchValues = Record<SearchField | "state", string>;

export type CreateRequest = { body: CreateBody } | { errors: FormErrors<SearchField> };

/** A username or link on `mode`'s network, or a pasted link of any network that can start a report. */
function byUsername(text: string, chosen?: CreateSource): CreateBody | null {
  const link = parseProfileLink(text, chosen);
  return link.ok && isCreateSource(link.source) ? { source: link.source, username: text.trim() } : null;
}

/** Checks every field of the search form at once and builds the `POST /create` body. */
export function toCreateRequest(mode: SearchMode, values: SearchValues): CreateRequest {
  if (mode !== "name") {
    const body = byUsername(values.username, mode);
    return body ? { body } : { errors: { username: CREATE_MESSAGES.invalidLink } };
  }
  // A profile link pasted into the name box is what the person meant to search.
  const pasted = byUsername(values.name);
  if (pasted) return { body: pasted };
  const errors: FormErrors<SearchField> = {};
  if (!hasFirstAndLastName(values.name)) errors.name = CREATE_MESSAGES.nameOrUsername;
  const ageText = values.age.trim();
  const age = Number(ageText);
  if (ageText !== "" && (!/^\d+$/.test(ageText) || age < AGE_MIN || age > AGE_MAX)) {
    errors.age = CREATE_MESSAGES.invalidAge;
  }
  if (errors.name || errors.age) return { errors };
  return {
    body: { name: values.name.trim(), age: ageText === "" ? null : age, state: values.state || null },
  };
}
