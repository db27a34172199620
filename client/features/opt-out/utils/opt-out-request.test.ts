import { describe, expect, it } from "vitest";
import { CREATE_MESSAGES } from "../../../../worker/contracts/create";
import { type OptOutValues, toOptOutRequest } from "./opt-out-request";

const VALID: OptOutValues = {
  name: " Olivia Optout ",
  email: "olivia@example.test",
  links: ["https://www.instagram.com/olivia.optout/"],
  reason: "",
  file: null,
};

function formOf(values: OptOutValues): FormData {
  const request = toOptOutRequest(values);
  if (!("form" in request)) throw new Error(`unexpected errors ${JSON.stringify(request.errors)}`);
  return request.form;
}

describe("toOptOutRequest", () => {
  it("builds the multipart body, one `links` value per link, blank rows skipped", () => {
    const form = formOf({
      ...VALID,
      links: ["instagram.com/olivia.optout", " ", "https://x.com/olivia"],
      reason: " mine ",
    });
    expect(form.get("name")).toBe("Olivia Optout");
    expect(form.get("email")).toBe("olivia@example.test");
    expect(form.getAll("links")).toEqual(["instagram.com/olivia.optout", "https://x.com/olivia"]);
    expect(form.get("reason")).toBe("mine");
    expect(form.has("file")).toBe(false);
  });

  it("attaches an image or PDF", () => {
    const file = new File(["%PDF"], "id.pdf", { type: "application/pdf" });
    expect(formOf({ ...VALID, file }).get("file")).toBeInstanceOf(File);
  });

  it("names every invalid link by its row, with the parser's verdict", () => {
    expect(
      toOptOutRequest({
        ...VALID,
        links: ["olivia.optout", "https://www.instagram.com/olivia.optout/", "https://example.test/x"],
      }),
    ).toEqual({
      errors: { link0: CREATE_MESSAGES.invalidLink, link2: CREATE_MESSAGES.invalidLink },
    });
  });

  it("needs a name, an email and at least one link", () => {
    expect(toOptOutRequest({ ...VALID, name: "", email: " ", links: ["", ""] })).toEqual({
      errors: {
        name: CREATE_MESSAGES.fillForm,
        email: CREATE_MESSAGES.fillForm,
        link0: CREATE_MESSAGES.invalidLink,
      },
    });
  });

  it("refuses files of other types or over 5 MB", () => {
    const text = new File(["x"], "a.txt", { type: "text/plain" });
    expect(toOptOutRequest({ ...VALID, file: text })).toEqual({ errors: { file: CREATE_MESSAGES.fileType } });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "a.png", { type: "image/png" });
    expect(toOptOutRequest({ ...VALID, file: big })).toEqual({
      errors: { file: CREATE_MESSAGES.fileTooLarge },
    });
  });
});
