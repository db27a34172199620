import {
  CREATE_MESSAGES,
  OPT_OUT_FILE_MAX_BYTES,
  OPT_OUT_FILE_TYPES,
} from "../../../../worker/contracts/create";
import { parseProfileLink } from "../../../../worker/domain/profile-link";
import type { FormErrors } from "../../../lib/form-errors";

export type LinkField = `link${number}`;
export type OptOutField = "name" | "email" | "reason" | "file" | LinkField;
export type OptOutValues = {
  name: string;
  email: string;
  links: string[];
  reason: string;
  file: File | null;
};

export type OptOutRequest = { form: FormData } | { errors: FormErrors<OptOutField> };

export function linkField(index: number): LinkField {
  return `link${index}`;
}

function fileError(file: File): string | undefined {
  if (file.size > OPT_OUT_FILE_MAX_BYTES) return CREATE_MESSAGES.fileTooLarge;
  if (!(OPT_OUT_FILE_TYPES as readonly string[]).includes(file.type)) return CREATE_MESSAGES.fileType;
  return undefined;
}

/**
 * Checks the opt-out form and builds its multipart body. Every non-blank link must be a profile
 * link the shared parser accepts; blank extra rows are skipped, but at least one link is needed.
 */
export function toOptOutRequest(values: OptOutValues): OptOutRequest {
  const errors: FormErrors<OptOutField> = {};
  if (!values.name.trim()) errors.name = CREATE_MESSAGES.fillForm;
  if (!values.email.trim()) errors.email = CREATE_MESSAGES.fillForm;
  const links = values.links.map((link) => link.trim());
  links.forEach((link, index) => {
    if (link !== "" && !parseProfileLink(link).ok) errors[linkField(index)] = CREATE_MESSAGES.invalidLink;
  });
  const given = links.filter((link) => link !== "");
  if (given.length === 0) errors[linkField(0)] = CREATE_MESSAGES.invalidLink;
  const badFile = values.file ? fileError(values.file) : undefined;
  if (badFile) errors.file = badFile;
  if (Object.keys(errors).length) return { errors };

  const form = new FormData();
  form.set("name", values.name.trim());
  form.set("email", values.email.trim());
  for (const link of given) form.append("links", link);
  if (values.reason.trim()) form.set("reason", values.reason.trim());
  if (values.file) form.set("file", values.file);
  return { form };
}
