import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../worker/contracts/auth";
import { ApiRequestError } from "./api-client";
import { apiFormErrors, requiredErrors, withoutError } from "./form-errors";

describe("requiredErrors", () => {
  it("puts 'Please fill out the form' on every empty or blank field", () => {
    expect(
      requiredErrors({ email: " ", password: "", confirm: "x" }, ["email", "password", "confirm"]),
    ).toEqual({ email: AUTH_MESSAGES.fillForm, password: AUTH_MESSAGES.fillForm });
  });

  it("answers null when every listed field is filled", () => {
    expect(requiredErrors<"email" | "current">({ email: "a@b.c", current: "" }, ["email"])).toBeNull();
  });
});

describe("apiFormErrors", () => {
  const validation = new ApiRequestError(400, "validation", AUTH_MESSAGES.invalidEmail, {
    email: AUTH_MESSAGES.invalidEmail,
    current: AUTH_MESSAGES.invalidPassword,
    body: "ignored",
  });

  it("puts the API's field messages beside the form's fields, renaming aliases", () => {
    expect(apiFormErrors(validation, ["email", "password"], { current: "password" })).toEqual({
      email: AUTH_MESSAGES.invalidEmail,
      password: AUTH_MESSAGES.invalidPassword,
    });
  });

  it("shows the message above the form when no field of the form is named", () => {
    const wrong = new ApiRequestError(401, "unauthorized", AUTH_MESSAGES.wrongCredentials);
    expect(apiFormErrors(wrong, ["email", "password"])).toEqual({ form: AUTH_MESSAGES.wrongCredentials });
    expect(apiFormErrors(validation, ["name"])).toEqual({ form: AUTH_MESSAGES.invalidEmail });
  });

  it("answers the spec's unexpected error for anything that is not an API failure", () => {
    expect(apiFormErrors(new TypeError("boom"), ["email"])).toEqual({ form: AUTH_MESSAGES.unexpected });
  });
});

describe("withoutError", () => {
  it("clears the field's error and the form's, keeping the others", () => {
    const next = withoutError<"email" | "password">({ email: "a", password: "b", form: "c" }, "email");
    expect(next).toMatchObject({ password: "b" });
    expect(next.email).toBeUndefined();
    expect(next.form).toBeUndefined();
  });

  it("returns the same object when there is nothing to clear", () => {
    const errors = { password: "b" };
    expect(withoutError<"email" | "password">(errors, "email")).toBe(errors);
  });
});
